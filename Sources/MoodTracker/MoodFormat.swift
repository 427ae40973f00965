import Foundation
import TendConsole

/// Renders moods in a display style: one level, a set of concurrent values, an average.
struct MoodFormat {
    /// The display style.
    let style: MoodStyle
    /// Whether Unicode may be drawn (faces, meter); ASCII otherwise.
    let unicode: Bool
    /// The console style, for colour (`nil`: never colour).
    let console: Style?

    /// A format for a session.
    init(style: MoodStyle, console: Style) {
        self.style = style
        unicode = console.unicode
        self.console = console
    }

    /// A plain format (no colour), e.g. for the today line.
    init(style: MoodStyle, unicode: Bool = true) {
        self.style = style
        self.unicode = unicode
        console = nil
    }

    /// One level in the style (``LevelText``).
    func text(_ level: MoodLevel) -> String {
        LevelText.text(level.rawValue, style: style.levelStyle, words: MoodLevel.wordsKey, unicode: unicode, console: console)
    }

    /// Concurrent values of one day: `bad or good`.
    func either(_ levels: [MoodLevel]) -> String {
        guard levels.count > 1 else { return levels.first.map(text) ?? "" }
        return tr("mood.either", ["first": levels.dropLast().map(text).joined(separator: ", "), "last": text(levels.last!)])
    }

    /// An average level: `3.42`, and the nearest level in the style.
    func average(_ mean: Double) -> String {
        let nearest = MoodLevel(rawValue: min(5, max(1, Int(mean.rounded())))) ?? .average
        return tr("mood.average", ["mean": MoodNumber.text(mean), "nearest": text(nearest)])
    }
}

/// Numbers as the mood views print them: up to two decimals, trailing zeros dropped.
enum MoodNumber {
    /// `3.42`, `4`, `3.5`.
    static func text(_ x: Double) -> String {
        let r = (x * 100).rounded() / 100
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.2f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// A share as a whole percentage: `25%`.
    static func percent(_ share: Double) -> String { String(Int((share * 100).rounded())) + "%" }
}

import TendKernel

/// A level of a five-point scale (1…5) as text, in a ``LevelStyle``: its word (`good`), its number, a
/// face (`🙂`, `:)` in ASCII) or a five-cell meter (`████░`), coloured by level where a style colours.
/// The one place levels are drawn: the mood views and every front rendering a ``Phrase``.
public enum LevelText {
    /// Emoji faces, horrible first.
    public static let faces = ["😖", "🙁", "😐", "🙂", "😄"]
    /// ASCII faces, horrible first.
    public static let asciiFaces = ["D:", ":(", ":|", ":)", ":D"]

    /// `level` (1…5) in `style`; its word is the catalog text `words` + level. `unicode`: faces and
    /// meters may be drawn in Unicode; `console`: the colours (`nil`: never colour).
    public static func text(_ level: Int, style: LevelStyle, words: String, unicode: Bool, console: Style?) -> String {
        let n = min(5, max(1, level))
        switch style {
        case .words:
            let word = tr(words + String(n))
            return console?.level(word, n) ?? word
        case .numbers: return console?.level(String(n), n) ?? String(n)
        case .faces: return unicode ? faces[n - 1] : asciiFaces[n - 1]
        case .colours:
            let full = unicode ? "█" : "#", empty = unicode ? "░" : "."
            let meter = String(repeating: full, count: n) + String(repeating: empty, count: 5 - n)
            return console?.level(meter, n) ?? meter
        }
    }
}

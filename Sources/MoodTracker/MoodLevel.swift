import Foundation
import TendConsole
import TendKernel

/// A mood on the five-point scale: horrible (1) … great (5).
public enum MoodLevel: Int, CaseIterable, Sendable, Codable, Comparable {
    /// The five levels, 1 (horrible) to 5 (great).
    case horrible = 1, bad, average, good, great

    /// The stable English name (`good`), used in `--json` and in the change log.
    public var name: String {
        switch self {
        case .horrible: return "horrible"
        case .bad: return "bad"
        case .average: return "average"
        case .good: return "good"
        case .great: return "great"
        }
    }

    /// The name in the user's language (`mood.level.<n>`).
    public var label: String { tr(MoodLevel.wordsKey + String(rawValue)) }

    /// The catalog keys of the levels' words, less the level: `mood.level.` + `4` → `good`.
    public static let wordsKey = "mood.level."

    /// Extra words accepted on input (Daylio's scale among them): awful and terrible → horrible,
    /// meh, ok and okay → average, rad → great.
    public static let aliases: [String: MoodLevel] = [
        "awful": .horrible, "terrible": .horrible, "meh": .average, "ok": .average, "okay": .average, "rad": .great,
    ]

    /// Reads what a user typed: a number 1–5, a level name (English or the current language) or an
    /// alias, case-insensitive and trimmed; `nil` otherwise (`0`, `6`, `2.5`, `fantastic`).
    public init?(parsing text: String) {
        let t = text.trimmingWhitespace().lowercased()
        if t.count == 1, let n = Int(t), let l = MoodLevel(rawValue: n) { self = l; return }
        if let l = MoodLevel.allCases.first(where: { $0.name == t || $0.label.lowercased() == t }) { self = l; return }
        if let l = MoodLevel.aliases[t] { self = l; return }
        return nil
    }

    /// Parses or throws the catalogued error listing what is accepted.
    static func parse(_ text: String) throws -> MoodLevel {
        guard let l = MoodLevel(parsing: text) else {
            throw TendError(key: "mood.error.level", ["input": Sanitize.forDisplay(text)], status: .invalidInput)
        }
        return l
    }

    /// Worse before better.
    public static func < (a: MoodLevel, b: MoodLevel) -> Bool { a.rawValue < b.rawValue }
}

import Foundation
import TendKernel

/// Reads the date words every command accepts: `2026-11-21`, `today`, `yesterday`, `tomorrow`, `3d`,
/// `3 days ago`, `2w` / `2 weeks ago`, and weekday names (`mon` … `sunday`: the most recent such day,
/// today included).
public enum DateWord {
    /// Parses a date word relative to `today`.
    /// - Throws: ``TendError`` naming the accepted forms.
    public static func parse(_ raw: String, today: Day) throws -> Day {
        let text = normalized(raw)
        if let d = Day(iso: text) { return d }
        switch text {
        case "today", "now": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1)
        default: break
        }
        if let w = Weekday(name: text) { return today.mostRecent(w) }
        if let n = relative(text) {
            let back = n.unit == "w" ? n.count * 7 : n.count
            let day = Day(ordinal: today.ordinal - back)
            guard day >= Day.earliest else { throw invalid(raw) }
            return day
        }
        throw invalid(raw)
    }

    /// Refuses text that is no date word whatever the day (``invalid(_:)``); what depends on today (a
    /// future day, a relative day before the earliest) is checked when the word is used.
    public static func check(_ raw: String) throws {
        let text = normalized(raw)
        let word = Day(iso: text) != nil || ["today", "now", "yesterday", "tomorrow"].contains(text)
            || Weekday(name: text) != nil || relative(text) != nil
        if !word { throw invalid(raw) }
    }

    /// Lower case, runs of white space as one space.
    private static func normalized(_ raw: String) -> String {
        raw.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The error for an unreadable date word.
    public static func invalid(_ raw: String) -> TendError {
        let shown = raw.count > 40 ? String(raw.prefix(40)) + "…" : raw
        return TendError(key: "error.date.invalid", ["input": Sanitize.forDisplay(shown)], status: .invalidInput)
    }

    /// `3d`, `3 d`, `3 days ago`, `3 day ago`, `2w`, `2 weeks ago`.
    private static func relative(_ text: String) -> (count: Int, unit: String)? {
        var t = text
        if t.hasSuffix(" ago") { t.removeLast(4) }
        t = t.replacingOccurrences(of: " ", with: "")
        var unit = ""
        for (suffix, u) in [("days", "d"), ("day", "d"), ("d", "d"), ("weeks", "w"), ("week", "w"), ("w", "w")] where t.hasSuffix(suffix) {
            t.removeLast(suffix.count)
            unit = u
            break
        }
        guard !unit.isEmpty, !t.isEmpty, t.count <= 6, t.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(t) else {
            return nil
        }
        return (n, unit)
    }
}

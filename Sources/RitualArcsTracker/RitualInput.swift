import Foundation
import TendConsole
import TendKernel

/// Checks what users type and turns it into model values, refusing bad input with one catalogued
/// sentence (nothing is written before these pass).
enum RitualInput {
    /// Longest title, in characters.
    static let titleLimit = 60
    /// Longest habit title, in characters.
    static let habitLimit = 80
    /// Most habits in an arc.
    static let habitCount = 20
    /// Longest category, in characters.
    static let categoryLimit = 30
    /// Longest notes, in characters.
    static let notesLimit = 500

    /// An arc length: 7…365 days.
    static func days(_ n: Int) throws -> Int {
        guard (Ritual.minimumDays...Ritual.maximumDays).contains(n) else {
            throw TendError(key: "ritual.error.days", ["input": String(n)])
        }
        return n
    }

    /// A time of day: morning, midday, afternoon, evening, night or anytime.
    static func timeOfDay(_ text: String) throws -> TimeOfDay {
        guard let t = TimeOfDay(name: text) else {
            throw TendError(key: "ritual.error.time", ["input": Sanitize.forDisplay(text)])
        }
        return t
    }

    /// A preset by name or slug.
    static func preset(_ name: String) throws -> RitualPreset {
        guard let p = RitualPresets.named(name) else {
            throw TendError(key: "ritual.error.preset", ["input": Sanitize.forDisplay(name)])
        }
        return p
    }

    /// A ritual title: 1–60 characters on one line.
    static func title(_ text: String) throws -> String {
        let t = text.trimmingWhitespace()
        guard !t.isEmpty, t.count <= titleLimit, !t.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true }) else {
            throw TendError(key: "ritual.error.title", ["input": Sanitize.forDisplay(text), "limit": String(titleLimit)])
        }
        return t
    }

    /// Habit titles: 1–20 of them, each 1–80 characters on one line, no two alike.
    static func habits(_ list: [String]) throws -> [String] {
        guard !list.isEmpty else { throw TendError(key: "ritual.error.no-habits", status: .usage) }
        guard list.count <= habitCount else {
            throw TendError(key: "ritual.error.habit-count", ["count": String(list.count), "limit": String(habitCount)])
        }
        var out: [String] = []
        for h in list { out.append(try habit(h)) }
        try unique(out)
        return out
    }

    /// One habit title.
    static func habit(_ text: String) throws -> String {
        let t = text.trimmingWhitespace()
        guard !t.isEmpty, t.count <= habitLimit, !t.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true }) else {
            throw TendError(key: "ritual.error.habit", ["input": Sanitize.forDisplay(text), "limit": String(habitLimit)])
        }
        return t
    }

    /// Refuses two habits with the same title (case-insensitive).
    static func unique(_ titles: [String]) throws {
        var seen = Set<String>()
        for t in titles where !seen.insert(RitualBook.fold(t)).inserted {
            throw TendError(key: "ritual.error.habit-duplicate", ["habit": Sanitize.forDisplay(t)])
        }
    }

    /// A category: a built-in one (any case, canonical spelling kept) or a custom one of 1–30 characters.
    static func category(_ text: String) throws -> String {
        let t = text.trimmingWhitespace()
        if let known = RitualPresets.categories.first(where: { $0.lowercased() == t.lowercased() }) { return known }
        guard !t.isEmpty, t.count <= categoryLimit, !t.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true }) else {
            throw TendError(key: "ritual.error.category", ["input": Sanitize.forDisplay(text), "limit": String(categoryLimit)])
        }
        return t
    }

    /// Notes: up to 500 characters (empty clears them).
    static func notes(_ text: String) throws -> String? {
        let t = Sanitize.trimmed(text)
        guard t.count <= notesLimit else {
            throw TendError(key: "ritual.error.notes", ["count": String(t.count), "limit": String(notesLimit)])
        }
        return t.isEmpty ? nil : t
    }

    /// A colour: one of ``RitualColor/palette`` (any case) or `#RRGGBB`, stored lower-case; an empty
    /// text is `nil` (clears it on edit).
    static func color(_ text: String) throws -> String? {
        let t = text.trimmingWhitespace().lowercased()
        if t.isEmpty { return nil }
        if RitualColor.palette.contains(t) { return t }
        if t.count == 7, t.hasPrefix("#"), t.dropFirst().allSatisfy(\.isHexDigit) { return t }
        throw TendError(key: "ritual.error.color", ["input": Sanitize.forDisplay(text), "palette": RitualColor.palette.joined(separator: ", ")])
    }

    /// The ritual a typed title means (``NameMatch``: exact, ignoring case, or the one title it begins),
    /// or the error listing the titles it begins, naming the closest one, or listing the rituals there are.
    static func ritual(_ title: String, in book: RitualBook) throws -> Ritual {
        let shown = Sanitize.forDisplay(title)
        return try NameMatch.resolve(title, among: book.rituals) { $0.title }.require(ambiguous: {
            TendError(key: "ritual.error.ambiguous", ["input": shown, "names": $0.joined(separator: ", ")])
        }, missing: { closest in
            if let closest { return TendError(key: "ritual.error.unknown.suggest", ["input": shown, "suggestion": closest], status: .notFound) }
            let known = book.rituals.map(\.title)
            return TendError(key: known.isEmpty ? "ritual.error.unknown-none" : "ritual.error.unknown",
                             ["input": shown, "known": known.joined(separator: ", ")], status: .notFound)
        })
    }

    /// The habit of a ritual's arc a typed title means (``NameMatch``), or the error listing the titles it
    /// begins or the ritual's habits.
    static func arcHabit(_ name: String, of ritual: Ritual, among habits: [ArcHabit]) throws -> ArcHabit {
        try NameMatch.resolve(name, among: habits) { $0.title }.require(ambiguous: {
            TendError(key: "ritual.error.habit-prefix", ["habit": Sanitize.forDisplay(name), "title": ritual.title,
                                                         "habits": $0.joined(separator: ", ")])
        }, missing: { _ in RitualCheckIn.unknownHabit(name, ritual, habits) })
    }

    /// A ritual's in-progress arc (every ritual has one; a store without is repaired by `tend doctor`).
    static func currentArc(_ ritual: Ritual, in book: RitualBook) throws -> RitualArc {
        guard let arc = book.currentArc(of: ritual) else {
            throw TendError(key: "ritual.error.no-arc", ["ritual": ritual.title], status: .failure)
        }
        return arc
    }
}

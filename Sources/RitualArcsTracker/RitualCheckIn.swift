import TendConsole
import TendKernel

/// Finds the habit a check-in is for: by title among the habits of the arc that holds the day, in the
/// ritual named with `--ritual` or in whichever unarchived ritual has exactly one such habit.
enum RitualCheckIn {
    /// The ritual, arc and habit of a check-in on `day`.
    struct Target {
        let ritual: Ritual
        let arc: RitualArc
        let habit: ArcHabit
    }

    /// Resolves a habit title (and optional ritual title) for `day`, or throws the error saying why not.
    static func resolve(_ habit: String, ritual: String?, day: Day, _ book: RitualBook) throws -> Target {
        if let ritual {
            let r = try RitualInput.ritual(ritual, in: book)
            return try target(habit, r, day, book)
        }
        let key = RitualBook.fold(habit)
        // Exact titles (ignoring case) first; else the rituals where the title begins a habit of that day.
        var matches = book.active.filter { r in book.arc(of: r, on: day).map { a in book.habit(titled: key, in: a) != nil } ?? false }
        if matches.isEmpty && !key.isEmpty {
            matches = book.active.filter { r in
                book.arc(of: r, on: day).map { a in book.habits(of: a).contains { RitualBook.fold($0.title).hasPrefix(key) } } ?? false
            }
        }
        if matches.count > 1 {
            throw TendError(key: "ritual.error.habit-ambiguous", [
                "habit": Sanitize.forDisplay(habit), "rituals": matches.map(\.title).joined(separator: ", "),
            ])
        }
        if let r = matches.first { return try target(habit, r, day, book) }
        // Some ritual has the habit on other days: in another arc, or outside its arcs.
        for r in book.active where book.arcs(of: r).contains(where: { book.habit(titled: key, in: $0) != nil }) {
            if let arc = book.arc(of: r, on: day) { throw unknownHabit(habit, r, book.habits(of: arc)) }
            throw outsideArcs(r, day, book)
        }
        throw TendError(key: "ritual.error.habit-none", ["habit": Sanitize.forDisplay(habit), "day": day.iso], status: .notFound)
    }

    private static func target(_ name: String, _ r: Ritual, _ day: Day, _ book: RitualBook) throws -> Target {
        if r.archived { throw TendError(key: "ritual.error.archived-check", ["title": r.title]) }
        guard let arc = book.arc(of: r, on: day) else { throw outsideArcs(r, day, book) }
        if !r.counts(on: day) { throw TendError(key: "ritual.error.paused-day", ["title": r.title, "day": day.iso]) }
        return Target(ritual: r, arc: arc, habit: try RitualInput.arcHabit(name, of: r, among: book.habits(of: arc)))
    }

    /// "'Read' is not a habit of 'Morning calm'; its habits are Meditate, Stretch."
    static func unknownHabit(_ name: String, _ r: Ritual, _ habits: [ArcHabit]) -> TendError {
        TendError(key: "ritual.error.habit-unknown", [
            "habit": Sanitize.forDisplay(name), "title": r.title, "habits": habits.map(\.title).joined(separator: ", "),
        ], status: .notFound)
    }

    /// "'Morning calm' has no arc on 2026-10-01; its arcs run 2026-11-01 – 2026-11-30."
    static func outsideArcs(_ r: Ritual, _ day: Day, _ book: RitualBook) -> TendError {
        let ranges = book.arcs(of: r).suffix(3).map { $0.start.iso + " – " + $0.end.iso }
        return TendError(key: "ritual.error.outside-arc", ["title": r.title, "day": day.iso, "arcs": ranges.joined(separator: ", ")])
    }
}

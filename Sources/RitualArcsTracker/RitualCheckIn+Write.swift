import TendConsole
import TendKernel

extension RitualCheckIn {
    /// The shared write of `check` and `uncheck`: resolves the habit for `day` (again inside the write, so a
    /// concurrent change is seen), and writes what `mutations` returns for the existing check-in entry
    /// (`nil` when there is none). Returns what was written, read inside the write: the store is not read
    /// again after it.
    static func write(_ s: Session, habit: String, ritual: String?, day: Day, action: String,
                      _ mutations: (Target, String, Entry?) -> [Mutation]) throws -> Written {
        let planned = try resolve(habit, ritual: ritual, day: day, RitualBook.load(s.store))
        var written = Written(change: nil, target: planned, otherDone: 0, total: 0)
        written.change = try s.store.write(ChangeIntent(
            action: action, detail: planned.habit.title + " · " + planned.ritual.title + " · " + day.iso)) { reader in
            let book = try RitualBook.load(reader)
            let target = try resolve(habit, ritual: ritual, day: day, book)
            let id = target.habit.checkInID(day)
            let existing = try reader.entry(id: id)
            let habits = book.habits(of: target.arc)
            let done = try reader.dayCounts(EntryQuery(tracker: RitualArcsTracker.id, subject: .oneOf(habits.map(\.id)),
                                                       days: day...day))[day] ?? 0
            written = Written(change: nil, target: target, otherDone: done - (existing.map { $0.deleted ? 0 : 1 } ?? 0),
                              total: habits.count)
            return mutations(target, id, existing)
        }
        return written
    }

    /// What a check-in write did.
    struct Written {
        /// The change (`nil` when nothing was written).
        var change: Change?
        /// The habit, arc and ritual.
        let target: Target
        /// The arc's other habits checked in that day.
        let otherDone: Int
        /// The arc's habits.
        let total: Int
    }
}

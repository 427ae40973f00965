import TendConsole
import TendKernel

extension RitualCheckIn {
    /// The shared write of `check` and `uncheck`: resolves the habit for `day` (again inside the write, so a
    /// concurrent change is seen), and writes what `mutations` returns for the existing check-in entry
    /// (`nil` when there is none). Returns the change (`nil` when nothing was written) and the target.
    static func write(_ s: Session, habit: String, ritual: String?, day: Day, action: String,
                      _ mutations: (Target, String, Entry?) -> [Mutation]) throws -> (Change?, Target) {
        let planned = try resolve(habit, ritual: ritual, day: day, RitualBook.load(s.store))
        var target = planned
        let change = try s.store.write(ChangeIntent(
            action: action, detail: planned.habit.title + " · " + planned.ritual.title + " · " + day.iso)) { reader in
            target = try resolve(habit, ritual: ritual, day: day, RitualBook.load(reader))
            let id = target.habit.checkInID(day)
            return mutations(target, id, try reader.entry(id: id))
        }
        return (change, target)
    }
}

import Foundation
import TendConsole
import TendKernel

/// Habits and check-ins as the importers create and read them (``HabitMapping``), by the same rules and
/// record layout as `tend habit new` and `tend habit done` — so an imported habit is one this tracker
/// made itself.
public struct HabitRecords: HabitMapping {
    /// The mapping.
    public init() {}

    /// The tracker id habits belong to (`habit`).
    public var tracker: String { HabitStacksTracker.id }

    /// The name as `tend habit new` stores it (trimmed), or `nil` when that command would refuse it
    /// (empty, over 40 characters, a control character, a leading `-`).
    public func validName(_ raw: String) -> String? { try? HabitInput.name(raw) }

    /// The unit as `--unit` accepts it (trimmed, 1–16 characters), or `nil`.
    public func validUnit(_ raw: String) -> String? { try? HabitInput.unit(raw) }

    /// Every habit of the store (archived included, deleted not), in creation order.
    public func existing(_ reader: any StoreReader) throws -> [ExistingHabit] {
        try HabitBook(reader).habits.map {
            ExistingHabit(id: $0.id, name: $0.name, isMeasurable: $0.goal.isMeasurable, start: $0.start, position: $0.position)
        }
    }

    /// A new habit item with the fields `tend habit new` writes (and `details`), placed after
    /// `lastPosition` (the largest position among existing habits; `nil` for none).
    public func newHabit(id: String, name: String, schedule: Schedule, goal: ImportedGoal, start: Day, archived: Bool,
                         details: ImportedHabitDetails, after lastPosition: String?, created: Date) -> Item {
        Item(id: id, tracker: HabitStacksTracker.id, type: Habit.type,
             fields: Habit.fields(name: name, schedule: schedule, goal: HabitRecords.goal(goal), start: start, cue: nil)
                .merging(HabitRecords.fields(details)) { a, _ in a },
             position: FractionalIndex.after(lastPosition), archived: archived, created: created)
    }

    /// The key of a habit's check-in on a day (`habit/<habit id>/<day>`).
    public static func checkInID(habit: String, day: Day) -> String {
        EntryKey.daily(HabitStacksTracker.id, subject: habit, day)
    }

    /// A check-in entry: `done`, `amount(x)` or `skip` for a habit on a day, from an import.
    public func checkIn(habit: String, day: Day, value: EntryValue, note: String?, created: Date) -> Entry {
        Entry(id: HabitRecords.checkInID(habit: habit, day: day), tracker: HabitStacksTracker.id, subject: habit, day: day,
              value: value, note: note, source: "import", created: created)
    }

    /// The mutation moving a habit's start back to `day` (a check-in before its start does this).
    public func moveStart(habit: String, to day: Day) -> Mutation {
        .updateItem(habit, [Habit.Field.start: .string(day.iso)])
    }

    /// The habit goal of an imported one.
    static func goal(_ g: ImportedGoal) -> HabitGoal {
        switch g {
        case .check: return .check
        case let .atLeast(t, u): return .atLeast(t, unit: u)
        case let .atMost(t, u): return .atMost(t, unit: u)
        }
    }

    /// The item fields details add (empty text left out).
    static func fields(_ d: ImportedHabitDetails) -> [String: FieldValue] {
        var f: [String: FieldValue] = [:]
        if !d.question.isEmpty { f[Habit.Field.question] = .string(d.question) }
        if !d.description.isEmpty { f[Habit.Field.description] = .string(d.description) }
        if let color = d.color { f[Habit.Field.color] = .string(color) }
        return f
    }
}

import Foundation
import TendConsole
import TendKernel

/// Habits and check-ins as other modules (imports) create and read them, by the same rules and
/// record layout as `tend habit new` and `tend habit done` — so an imported habit is one this tracker
/// made itself.
public enum HabitRecords {
    /// What a habit asks for each time it is due.
    public enum Goal: Hashable, Sendable {
        /// Yes or no.
        case check
        /// At least this amount each time (a target above 0).
        case atLeast(Double, unit: String?)
        /// At most this amount each time (a target of 0 or more).
        case atMost(Double, unit: String?)

        var habitGoal: HabitGoal {
            switch self {
            case .check: return .check
            case let .atLeast(t, u): return .atLeast(t, unit: u)
            case let .atMost(t, u): return .atMost(t, unit: u)
            }
        }

        /// Whether check-ins carry an amount.
        public var isMeasurable: Bool { self != .check }
    }

    /// What another app keeps about a habit beside its goal: the question it asks ("Did you meditate
    /// this morning?"), a description and a colour (`#RRGGBB`). Empty text is left out of the item.
    public struct Details: Hashable, Sendable {
        /// The question.
        public var question: String
        /// The description.
        public var description: String
        /// The colour, `#RRGGBB`.
        public var color: String?

        /// Details (none by default).
        public init(question: String = "", description: String = "", color: String? = nil) {
            self.question = question
            self.description = description
            self.color = color
        }

        /// The item fields they add.
        var fields: [String: FieldValue] {
            var f: [String: FieldValue] = [:]
            if !question.isEmpty { f[Habit.Field.question] = .string(question) }
            if !description.isEmpty { f[Habit.Field.description] = .string(description) }
            if let color { f[Habit.Field.color] = .string(color) }
            return f
        }
    }

    /// A habit already in the store.
    public struct Existing: Hashable, Sendable {
        /// Its item id.
        public let id: String
        /// Its name.
        public let name: String
        /// Whether its check-ins carry an amount.
        public let isMeasurable: Bool
        /// The first day it existed.
        public let start: Day
        /// Its creation order among habits.
        public let position: String
    }

    /// The tracker id habits belong to (`habit`).
    public static var tracker: String { HabitStacksTracker.id }

    /// The item type of a habit (`habit`).
    public static var itemType: String { Habit.type }

    /// The name as `tend habit new` stores it (trimmed), or `nil` when that command would refuse it
    /// (empty, over 40 characters, a control character, a leading `-`).
    public static func validName(_ raw: String) -> String? { try? HabitInput.name(raw) }

    /// The unit as `--unit` accepts it (trimmed, 1–16 characters), or `nil`.
    public static func validUnit(_ raw: String) -> String? { try? HabitInput.unit(raw) }

    /// Every habit of the store (archived included, deleted not), in creation order.
    public static func existing(_ reader: any StoreReader) throws -> [Existing] {
        try HabitBook(reader).habits.map {
            Existing(id: $0.id, name: $0.name, isMeasurable: $0.goal.isMeasurable, start: $0.start, position: $0.position)
        }
    }

    /// A new habit item with the fields `tend habit new` writes (and `details`), placed after
    /// `lastPosition` (the largest position among existing habits; `nil` for none).
    public static func newHabit(id: String, name: String, schedule: Schedule, goal: Goal, start: Day, archived: Bool,
                                details: Details = Details(), after lastPosition: String?, created: Date) -> Item {
        Item(id: id, tracker: HabitStacksTracker.id, type: Habit.type,
             fields: Habit.fields(name: name, schedule: schedule, goal: goal.habitGoal, start: start, cue: nil)
                .merging(details.fields) { a, _ in a },
             position: FractionalIndex.after(lastPosition), archived: archived, created: created)
    }

    /// The key of a habit's check-in on a day (`habit/<habit id>/<day>`).
    public static func checkInID(habit: String, day: Day) -> String {
        EntryKey.daily(HabitStacksTracker.id, subject: habit, day)
    }

    /// A check-in entry: `done`, `amount(x)` or `skip` for a habit on a day.
    public static func checkIn(habit: String, day: Day, value: EntryValue, note: String?, created: Date,
                               source: String = "import") -> Entry {
        Entry(id: checkInID(habit: habit, day: day), tracker: HabitStacksTracker.id, subject: habit, day: day,
              value: value, note: note, source: source, created: created)
    }

    /// The mutation moving a habit's start back to `day` (a check-in before its start does this).
    public static func moveStart(habit: String, to day: Day) -> Mutation {
        .updateItem(habit, [Habit.Field.start: .string(day.iso)])
    }
}

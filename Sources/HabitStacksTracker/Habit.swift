import TendConsole
import TendKernel
import TendStats

/// What a habit asks for each time it is due: a check, or an amount with a bound.
enum HabitGoal: Hashable, Sendable {
    /// Yes or no: a check-in is done.
    case check
    /// At least `target` each time (5 km).
    case atLeast(Double, unit: String?)
    /// At most `target` each time (2 cups).
    case atMost(Double, unit: String?)

    /// Whether check-ins carry an amount.
    var isMeasurable: Bool { self != .check }

    /// The stored `kind` word.
    var kind: String {
        switch self {
        case .check: return "check"
        case .atLeast: return "atLeast"
        case .atMost: return "atMost"
        }
    }

    /// The target amount, for measurable goals.
    var target: Double? {
        switch self {
        case .check: return nil
        case .atLeast(let t, _), .atMost(let t, _): return t
        }
    }

    /// The unit, for measurable goals.
    var unit: String? {
        switch self {
        case .check: return nil
        case .atLeast(_, let u), .atMost(_, let u): return u
        }
    }

    /// How complete a day with this value is (0…1): a check is 1; an amount is measured against the target.
    func completion(of value: EntryValue) -> Double {
        switch (self, value) {
        case (_, .skip): return 0
        case (.check, _): return 1
        case (.atLeast(let t, _), .amount(let a)): return t > 0 ? min(1, max(0, a / t)) : 1
        case (.atMost(let t, _), .amount(let a)):
            if t <= 0 { return a <= 1e-12 ? 1 : 0 }
            return a <= t ? 1 : min(1, max(0, 1 - (a - t) / t))
        default: return 1
        }
    }

    /// The strength goal over a schedule's rolling window: the per-time target times the checks the
    /// window requires (so `--at-least 5` on `3/week` asks for 30 in 14 days, as strength doubles
    /// windows below daily).
    func strengthGoal(_ schedule: Schedule) -> StrengthGoal {
        let w = Strength.window(for: schedule)
        switch self {
        case .check: return .checks
        case .atLeast(let t, _): return .atLeast(t * Double(w.checks), days: w.days)
        case .atMost(let t, _): return .atMost(t * Double(w.checks), days: w.days)
        }
    }
}

/// A habit, read from its item (type `habit`).
struct Habit: Hashable, Sendable {
    /// Item fields a habit uses.
    enum Field {
        static let name = "name"
        static let schedule = "schedule"
        static let kind = "kind"
        static let target = "target"
        static let unit = "unit"
        static let start = "start"
        static let stack = "stack"
        static let order = "order"
        static let cue = "cue"
        static let question = "question"
        static let description = "description"
        static let color = "color"
    }

    /// The item type.
    static let type = "habit"

    let id: String
    var name: String
    var schedule: Schedule
    var goal: HabitGoal
    /// The first day it existed.
    var start: Day
    /// The stack it belongs to (an item id), if any.
    var stackID: String?
    /// Its place in the stack (fractional index), compared as text.
    var order: String
    /// An optional cue ("shoes by the door").
    var cue: String?
    /// The question it asks, its description and its colour (`#RRGGBB`), as an imported habit had them.
    var details = ImportedHabitDetails()
    var archived: Bool
    /// Creation order among habits.
    var position: String
    /// Ties between two habits of one name (made on two devices) go to the oldest.
    var created: Double

    /// Reads a habit item; `nil` if it isn't one.
    init?(_ item: Item) {
        guard item.type == Habit.type, let name = item.string(Field.name) else { return nil }
        id = item.id
        self.name = name
        schedule = item.string(Field.schedule).flatMap { try? Schedule(parsing: $0) } ?? .daily
        let target = item.fields[Field.target]?.double ?? 0
        let unit = item.string(Field.unit)
        switch item.string(Field.kind) {
        case "atLeast": goal = .atLeast(target, unit: unit)
        case "atMost": goal = .atMost(target, unit: unit)
        default: goal = .check
        }
        start = item.string(Field.start).flatMap { Day(iso: $0) } ?? Day(ordinal: 0)
        stackID = item.string(Field.stack)
        order = item.string(Field.order) ?? FractionalIndex.first
        cue = item.string(Field.cue)
        details = ImportedHabitDetails(question: item.string(Field.question) ?? "", description: item.string(Field.description) ?? "",
                                       color: item.string(Field.color))
        archived = item.archived
        position = item.position
        created = item.created.timeIntervalSince1970
    }

    /// The item fields of a new habit.
    static func fields(name: String, schedule: Schedule, goal: HabitGoal, start: Day, cue: String?,
                       stack: String? = nil, order: String? = nil) -> [String: FieldValue] {
        var f: [String: FieldValue] = [
            Field.name: .string(name), Field.schedule: .string(schedule.text), Field.kind: .string(goal.kind),
            Field.start: .string(start.iso),
        ]
        if let t = goal.target { f[Field.target] = .double(t) }
        if let u = goal.unit { f[Field.unit] = .string(u) }
        if let cue { f[Field.cue] = .string(cue) }
        if let stack { f[Field.stack] = .string(stack) }
        if let order { f[Field.order] = .string(order) }
        return f
    }

    /// Whether it is due on `day` (window schedules: every day is eligible; never before its start).
    func isDue(_ day: Day) -> Bool { day >= start && schedule.isScheduled(day, anchor: start) }

    /// The completion entry's id on a day.
    func entryID(_ day: Day) -> String { EntryKey.daily(HabitStacksTracker.id, subject: id, day) }

    /// The target the platform sees: `habit:<Name>`.
    var target: TrackerTarget {
        TrackerTarget(id: "habit:" + name, tracker: HabitStacksTracker.id, name: name, schedule: schedule, start: start)
    }

    /// The timeline its figures use.
    var timeline: ScheduleTimeline { ScheduleTimeline(schedule, start: start) }
}

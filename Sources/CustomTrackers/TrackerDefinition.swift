import TendKernel

/// A tracker defined by a file, no Swift needed: what `tend tracker add FILE` reads and stores.
///
/// ```json
/// {
///   "id": "sleep",
///   "name": "Sleep",
///   "summary": "Hours slept each night.",
///   "value": {"kind": "amount", "unit": "h", "max": 24},
///   "perDay": "one",
///   "goal": {"atLeast": 7, "per": "day"},
///   "schedule": "daily",
///   "stats": ["streak", "momentum", "strength", "milestones"],
///   "reminder": {"time": "08:30", "message": "How long did you sleep?"}
/// }
/// ```
///
/// Only `id`, `name` and `value` are required. ``DefinitionParser`` reads and checks a file;
/// ``field`` is the canonical form stored in the definition's item (and printed by
/// `tend tracker show ID --json`, which `tend tracker add` reads back).
public struct TrackerDefinition: Hashable, Sendable {
    /// The tracker id, also its command: `tend sleep …`.
    public var id: String
    /// Display name.
    public var name: String
    /// One line saying what it is for, if given.
    public var summary: String?
    /// What an entry records.
    public var value: ValueSpec
    /// One entry a day (logging again replaces it) or many (each log adds one).
    public var perDay: PerDay
    /// The goal, if any.
    public var goal: DefinitionGoal?
    /// When it is due (the kernel's schedule syntax); `daily` when not given.
    public var schedule: Schedule
    /// The figures `tend ID stats` shows.
    public var stats: [StatKind]
    /// Reminder defaults, if any.
    public var reminder: ReminderDefault?

    /// The figures shown when a definition names none.
    public static let defaultStats: [StatKind] = [.streak, .momentum]

    /// Creates a definition.
    public init(id: String, name: String, summary: String? = nil, value: ValueSpec, perDay: PerDay = .one,
                goal: DefinitionGoal? = nil, schedule: Schedule = .daily, stats: [StatKind] = defaultStats,
                reminder: ReminderDefault? = nil) {
        self.id = id
        self.name = name
        self.summary = summary
        self.value = value
        self.perDay = perDay
        self.goal = goal
        self.schedule = schedule
        self.stats = stats
        self.reminder = reminder
    }

    /// Whether one entry a day is kept.
    public var isOnePerDay: Bool { perDay == .one }

    /// The schedule figures are computed on: a per-week or per-month goal's window (`1/week`, `1/month`),
    /// else `schedule`.
    public func statsSchedule(_ schedule: Schedule) -> Schedule {
        goal?.per.windowSchedule ?? schedule
    }

    /// The canonical JSON object: every field present except unset optional ones, keys as in the file.
    public var field: FieldValue {
        var o: [String: FieldValue] = [
            "id": .string(id),
            "name": .string(name),
            "value": value.field,
            "perDay": .string(isOnePerDay ? "one" : "many"),
            "schedule": .string(schedule.text),
            "stats": .array(stats.map { .string($0.rawValue) }),
        ]
        if let summary { o["summary"] = .string(summary) }
        if let goal {
            o["goal"] = .object([goal.direction.rawValue: DefinitionNumber.field(goal.target), "per": .string(goal.per.rawValue)])
        }
        if let reminder {
            var r: [String: FieldValue] = ["time": .string(reminder.time.description)]
            if let d = reminder.days { r["days"] = .string(d.text) }
            if let m = reminder.message { r["message"] = .string(m) }
            o["reminder"] = .object(r)
        }
        return .object(o)
    }
}

extension ValueSpec {
    /// The canonical JSON form: always an object with `kind`.
    public var field: FieldValue {
        var o: [String: FieldValue] = ["kind": .string(kind.rawValue)]
        switch self {
        case .done, .text: break
        case let .count(unit, max):
            if let unit { o["unit"] = .string(unit) }
            if let max { o["max"] = .int(Int64(max)) }
        case let .amount(unit, max):
            o["unit"] = .string(unit)
            if let max { o["max"] = DefinitionNumber.field(max) }
        case .level(let labels):
            o["labels"] = .array(labels.map(FieldValue.string))
        }
        return .object(o)
    }
}

/// Numbers in definitions: whole numbers are written as integers.
enum DefinitionNumber {
    /// `7` for 7.0, `7.5` for 7.5.
    static func field(_ x: Double) -> FieldValue {
        x.rounded() == x && abs(x) < 9e15 ? .int(Int64(x)) : .double(x)
    }
}

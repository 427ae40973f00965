import TendKernel
import TendStats

/// The `--json` shapes of the mood commands (documented in docs/mood.md). Keys are camelCase and
/// stable; absent optional values are left out.
enum MoodJSON {
    /// A level: `{"level": 4, "name": "good"}` (the name is the stable English one).
    struct Level: Encodable, Hashable {
        let level: Int
        let name: String

        init(_ l: MoodLevel) {
            level = l.rawValue
            name = l.name
        }
    }

    /// One value of a day: `current` for the value shown as the day's level, else `op` names the op
    /// (and so the device) that wrote the concurrent value.
    struct Value: Encodable {
        let level: Int
        let name: String
        let current: Bool
        let op: String?

        init(_ v: MoodDay.Value) {
            level = v.level.rawValue
            name = v.level.name
            current = v.isCurrent
            op = v.op?.description
        }
    }

    /// A day: `tend mood --json`, and each day of the month and year views.
    struct DayJSON: Encodable {
        let date: Day
        let logged: Bool
        let level: Int?
        let name: String?
        let note: String?
        let tags: [String]
        let conflict: Bool
        /// Every value the day holds, lowest level first: one, or more in a conflict.
        let values: [Value]

        init(_ day: Day, _ mood: MoodDay?) {
            date = day
            logged = mood?.level != nil
            level = mood?.level?.rawValue
            name = mood?.level?.name
            note = mood?.note
            tags = mood?.tags ?? []
            conflict = mood?.isConflict ?? false
            values = mood?.values.map(Value.init) ?? []
        }
    }

    /// `tend mood list --json`: the range and its logged days, newest first.
    struct List: Encodable {
        let from: Day
        let to: Day
        let days: [DayJSON]
    }

    /// `tend mood log --json`.
    struct Logged: Encodable {
        /// `logged`, `replaced`, `noted`, `unchanged` (nothing written) or `resolved`.
        let outcome: String
        /// The values the day held before.
        let previous: [Value]
        let day: DayJSON
    }

    /// How many days of a span have a mood. `days` counts the days of the span up to today.
    struct Summary: Encodable {
        let logged: Int
        let days: Int
        let average: Double?
        let conflicts: [Day]
    }

    /// `tend mood month --json`.
    struct Month: Encodable {
        let year: Int
        let month: Int
        /// ISO weekday the grid's weeks start on (1 = Monday, 7 = Sunday).
        let firstWeekday: Int
        let style: String
        let summary: Summary
        /// Every day of the month, logged or not (derived: nothing is stored for empty days).
        let days: [DayJSON]
    }

    /// `tend mood year --json`: only logged days are listed.
    struct Year: Encodable {
        let year: Int
        let style: String
        /// The weekdays kept (`--weekdays`), full English names; absent when every day is shown.
        let weekdays: [String]?
        let summary: Summary
        let months: [MonthAverage]
        let days: [DayJSON]
    }
}

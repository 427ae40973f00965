import Foundation

/// When a practice is meant to happen. One text syntax is used everywhere (see ``init(parsing:)``).
///
/// - `daily`: every day.
/// - `days`: chosen weekdays (`weekdays`, `weekends`, `mon,wed,sat`).
/// - `window`: N times in any rolling window of D days (`3/week` = 3 in 7 days, `4/month` = 4 in 30
///   days, `3/10d`). Every day may count; the target is a frequency, not a set of days.
/// - `interval`: every N days, counted from an anchor day (the practice's start).
public enum Schedule: Hashable, Sendable {
    /// Every day.
    case daily
    /// Chosen weekdays.
    case days(Set<Weekday>)
    /// `times` in any rolling window of `days` days.
    case window(times: Int, days: Int)
    /// Every `n` days from the anchor day.
    case interval(Int)

    /// The forms accepted by ``init(parsing:)``, for error messages and help.
    public static let acceptedForms =
        "daily, weekdays, weekends, a list of days like mon,wed,sat, 3/week, 4/month, 3/10d, every 2 days"

    /// How often per day the practice is due: 1 for daily, 3/7 for `mon,wed,fri` or `3/week`, 1/2 for
    /// `every 2 days`.
    public var frequency: Double {
        switch self {
        case .daily: return 1
        case .days(let set): return Double(set.count) / 7
        case let .window(times, days): return Double(times) / Double(days)
        case .interval(let n): return 1 / Double(n)
        }
    }

    /// Whether the practice is due on `day`. Window schedules have no fixed days, so every day is
    /// eligible; interval schedules count from `anchor` (days before it are not scheduled).
    public func isScheduled(_ day: Day, anchor: Day? = nil) -> Bool {
        switch self {
        case .daily, .window: return true
        case .days(let set): return set.contains(day.weekday)
        case .interval(let n):
            let a = anchor ?? Day(ordinal: 0)
            let d = a.days(to: day)
            return d >= 0 && d % n == 0
        }
    }

    /// The scheduled days in `range`, oldest first.
    public func scheduledDays(in range: ClosedRange<Day>, anchor: Day? = nil) -> [Day] {
        range.filter { isScheduled($0, anchor: anchor) }
    }

    /// Whether the schedule is a frequency over a rolling window rather than fixed days.
    public var isWindow: Bool {
        if case .window = self { return true }
        return false
    }

    /// The canonical text form, which ``init(parsing:)`` reads back.
    public var text: String {
        switch self {
        case .daily: return "daily"
        case .days(let set):
            if set == Schedule.weekdaySet { return "weekdays" }
            if set == Schedule.weekendSet { return "weekends" }
            if set.count == 7 { return "daily" }
            return set.sorted().map(\.shortName).joined(separator: ",")
        case let .window(t, d):
            if d == 7 { return "\(t)/week" }
            if d == 30 { return "\(t)/month" }
            return "\(t)/\(d)d"
        case .interval(let n): return n == 1 ? "daily" : "every \(n) days"
        }
    }

    static let weekdaySet: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]
    static let weekendSet: Set<Weekday> = [.saturday, .sunday]
}

extension Schedule: CustomStringConvertible, Codable {
    /// Same as ``text``.
    public var description: String { text }

    /// Decodes the text form (see ``init(parsing:)``).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        do { self = try Schedule(parsing: s) } catch {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "\(error)")
        }
    }

    /// Encodes the canonical text form (``text``).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(text)
    }
}

import TendKernel

/// A streak: how long the run is now and the longest run ever. JSON: `{"current": 4, "longest": 12}`.
public struct StreakFigures: Hashable, Sendable, Codable {
    /// The run still alive on the reference day (days, or periods for window schedules).
    public var current: Int
    /// The longest run in the history (never less than `current`).
    public var longest: Int

    /// Creates figures.
    public init(current: Int, longest: Int) {
        self.current = current
        self.longest = longest
    }

    /// No streak.
    public static let zero = StreakFigures(current: 0, longest: 0)
}

/// How forgiving a schedule-aware streak is.
public struct StreakRules: Hashable, Sendable {
    /// Consecutive missed scheduled days that are forgiven; the next one breaks the streak.
    /// Default 2 (the 3rd consecutive miss breaks it); 0 is strict.
    public var grace: Int
    /// Consecutive missed periods forgiven for window schedules (`3/week`). Default 0: a period
    /// already leaves room for off days, so a missed week breaks the streak.
    public var periodGrace: Int
    /// The completion (0…1) at which a day counts as done. Default 1 (the whole day's part).
    public var minimumCompletion: Double

    /// Creates rules.
    public init(grace: Int = 2, periodGrace: Int = 0, minimumCompletion: Double = 1) {
        self.grace = max(0, grace)
        self.periodGrace = max(0, periodGrace)
        self.minimumCompletion = minimumCompletion
    }

    /// The defaults: grace 2, period grace 0, a day is done when complete.
    public static let standard = StreakRules()
    /// No grace at all.
    public static let strict = StreakRules(grace: 0, periodGrace: 0)
}

/// What a streak counts.
public enum StreakUnit: Hashable, Sendable {
    /// Scheduled days.
    case days
    /// Calendar weeks (from the first weekday) that met an `N/week` target.
    case weeks
    /// Calendar months that met an `N/month` target.
    case months
    /// Blocks of this many days (from the schedule's anchor) that met an `N/Dd` target.
    case periods(days: Int)

    /// The unit of streaks under a schedule.
    public init(_ schedule: Schedule) {
        switch schedule {
        case .window(_, 7): self = .weeks
        case .window(_, 30): self = .months
        case .window(_, let d): self = .periods(days: d)
        case .daily, .days, .interval: self = .days
        }
    }

    /// Its word in JSON: `days`, `weeks`, `months` or `periods` (a period's length goes beside it).
    public var name: String {
        switch self {
        case .days: return "days"
        case .weeks: return "weeks"
        case .months: return "months"
        case .periods: return "periods"
        }
    }

    /// Its compact text, with a period's length: `days`, `weeks`, `months`, or `7d` for periods of 7 days
    /// (a checkpoint's keys, a custom tracker's stats); ``init(key:)`` reads it back.
    public var key: String {
        switch self {
        case .days: return "days"
        case .weeks: return "weeks"
        case .months: return "months"
        case .periods(let d): return "\(d)d"
        }
    }

    /// The unit of a ``key``; `nil` for any other text.
    public init?(key: String) {
        switch key {
        case "days": self = .days
        case "weeks": self = .weeks
        case "months": self = .months
        default:
            guard key.hasSuffix("d"), let d = Int(key.dropLast()), d > 0 else { return nil }
            self = .periods(days: d)
        }
    }
}

/// Counts a run with a grace of forgiven misses.
struct StreakCounter: Hashable, Sendable {
    var current = 0
    var longest = 0
    var missed = 0

    mutating func done() {
        current += 1
        missed = 0
        if current > longest { longest = current }
    }

    mutating func miss(grace: Int) {
        missed += 1
        if missed > grace { current = 0 }
    }

    var figures: StreakFigures { StreakFigures(current: current, longest: longest) }
}

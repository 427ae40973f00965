import Foundation
import TendKernel

/// What a habit's strength measures: checks against its schedule, or an amount against a target.
public enum StrengthGoal: Hashable, Sendable {
    /// Check-ins (a day's completion, 0…1) against the schedule's frequency.
    case checks
    /// At least `amount` (the sum of the days' values) in any `days` rolling days.
    case atLeast(Double, days: Int)
    /// At most `amount` in any `days` rolling days.
    case atMost(Double, days: Int)
}

/// Habit strength, compatible with Loop Habit Tracker's habit score: an exponential moving average of
/// completion over the schedule's rolling window.
///
/// Each day from the practice's start (else its first entry): `score = previous × m + completion × (1 − m)`
/// with `m = 0.5^(√frequency / 13)`, starting at 0 — at 1 for an "at most" goal, which is kept until a
/// day goes over (as Loop starts its at-most habits). For checks, completion = min(1, checks in the rolling
/// window ÷ checks required), where a schedule of N in D days (weekdays: N of 7; every N days: 1 in N) is
/// doubled to 2N in 2D when its frequency is below daily. An explicit skip leaves the score unchanged that
/// day. Measurable goals use the rolling sum of values over their own window (frequency 1/D):
/// at least → min(1, sum ÷ target); at most → clamp(1 − (sum − target) ÷ target, 0, 1) (target 0: 1 when
/// the sum is 0, else 0). Today counts only when it doesn't lower the score.
public enum Strength {
    /// The score a practice starts at on its first day: 1 for an "at most" goal (nothing recorded keeps
    /// the limit, so a new at-most habit is at full strength until a day goes over), else 0.
    public static func initialScore(_ goal: StrengthGoal) -> Double {
        if case .atMost = goal { return 1 }
        return 0
    }

    /// `0.5^(√frequency / 13)`: a 13-day half-life for a daily habit.
    public static func multiplier(frequency: Double) -> Double {
        pow(0.5, frequency.squareRoot() / 13)
    }

    /// One day of the moving average.
    public static func step(previous: Double, completion: Double, frequency: Double) -> Double {
        let m = multiplier(frequency: frequency)
        return previous * m + completion * (1 - m)
    }

    /// Checks required and window length for a schedule, doubled below daily.
    public static func window(for schedule: Schedule) -> (checks: Int, days: Int) {
        let base: (Int, Int)
        switch schedule {
        case .daily: base = (1, 1)
        case .days(let set): base = set.isEmpty ? (1, 7) : (set.count, 7)
        case let .window(t, d): base = (max(1, t), max(1, d))
        case .interval(let n): base = (1, max(1, n))
        }
        return schedule.frequency < 1 ? (base.0 * 2, base.1 * 2) : base
    }

    /// The strength (0…1) of a history on `today`.
    public static func score(_ history: ScheduledHistory, today: Day, goal: StrengthGoal = .checks) -> Double {
        guard let from = startDay(history, through: today) else { return 0 }
        var fold = StrengthFold(from: from, goal: goal)
        fold.count(history, through: today, goal: goal)
        return fold.value
    }

    /// The strength of a tracker target on `today`.
    public static func score(_ history: TargetHistory, today: Day, goal: StrengthGoal = .checks) -> Double {
        score(ScheduledHistory(history), today: today, goal: goal)
    }

    /// The score at the end of each day of `range` (0 before the practice started), for charts.
    public static func series(_ history: ScheduledHistory, in range: ClosedRange<Day>, goal: StrengthGoal = .checks) -> [Double] {
        let n = range.lowerBound.days(to: range.upperBound) + 1
        var out = [Double](repeating: 0, count: n)
        guard let from = startDay(history, through: range.upperBound) else { return out }
        var fold = StrengthFold(from: from, goal: goal)
        var o = from.ordinal
        fold.count(history, through: range.upperBound, goal: goal) { score in
            let i = o - range.lowerBound.ordinal
            if i >= 0 { out[i] = score }
            o += 1
        }
        return out
    }

    /// How many days before a day its rolling window reaches (the longest window of the timeline's
    /// schedules, less the day itself).
    static func lookback(_ timeline: CompiledTimeline, goal: StrengthGoal) -> Int {
        timeline.segments.map { parameters($0.schedule, goal: goal).2 }.max().map { $0 - 1 } ?? 0
    }

    /// The timeline's start, else the first active day.
    static func startDay(_ history: ScheduledHistory, through: Day) -> Day? {
        if let s = history.timeline.start { return s <= through ? s : nil }
        return MarkRules.firstDay(history.marks, through: through, where: { MarkRules.isActive($0) || $0.value != nil })
    }

    /// Frequency, required checks and window length for a day.
    static func parameters(_ schedule: Schedule, goal: StrengthGoal) -> (Double, Int, Int) {
        switch goal {
        case .checks:
            let w = window(for: schedule)
            return (schedule.frequency, w.checks, w.days)
        case .atLeast(_, let d), .atMost(_, let d):
            let days = max(1, d)
            return (1 / Double(days), 1, days)
        }
    }
}

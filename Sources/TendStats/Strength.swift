import Foundation
import TendKernel

/// What a habit's strength measures: checks against its schedule, or an amount against a target.
public enum StrengthGoal: Hashable, Sendable, Codable {
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
/// with `m = 0.5^(√frequency / 13)`, starting at 0. For checks, completion = min(1, checks in the rolling
/// window ÷ checks required), where a schedule of N in D days (weekdays: N of 7; every N days: 1 in N) is
/// doubled to 2N in 2D when its frequency is below daily. An explicit skip leaves the score unchanged that
/// day. Measurable goals use the rolling sum of values over their own window (frequency 1/D):
/// at least → min(1, sum ÷ target); at most → clamp(1 − (sum − target) ÷ target, 0, 1) (target 0: 1 when
/// the sum is 0, else 0). Today counts only when it doesn't lower the score.
public enum Strength {
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
        let scores = run(history, from: from, through: today, goal: goal)
        guard let last = scores.last else { return 0 }
        let previous = scores.count >= 2 ? scores[scores.count - 2] : 0
        return max(last, previous)
    }

    /// The strength of a tracker target on `today`.
    public static func score(_ history: TargetHistory, today: Day, goal: StrengthGoal = .checks) -> Double {
        score(ScheduledHistory(history), today: today, goal: goal)
    }

    /// The score at the end of each day of `range` (0 before the practice started), for charts.
    public static func series(_ history: ScheduledHistory, in range: ClosedRange<Day>, goal: StrengthGoal = .checks) -> [Double] {
        let n = range.lowerBound.days(to: range.upperBound) + 1
        guard let from = startDay(history, through: range.upperBound) else { return Array(repeating: 0, count: n) }
        let scores = run(history, from: from, through: range.upperBound, goal: goal)
        return (0..<n).map { i in
            let idx = from.days(to: range.lowerBound.adding(days: i))
            return idx >= 0 && idx < scores.count ? scores[idx] : 0
        }
    }

    /// The timeline's start, else the first active day.
    static func startDay(_ history: ScheduledHistory, through: Day) -> Day? {
        if let s = history.timeline.start { return s <= through ? s : nil }
        return MarkRules.firstDay(history.marks, through: through, where: { MarkRules.isActive($0) || $0.value != nil })
    }

    /// Scores for each day `from…through`.
    static func run(_ history: ScheduledHistory, from: Day, through: Day, goal: StrengthGoal) -> [Double] {
        let table = DayTable(history.marks, from: from, through: through)
        let n = table.marks.count
        guard n > 0 else { return [] }
        // Prefix sums of what each day contributes (checks or amounts).
        var prefix = [Double](repeating: 0, count: n + 1)
        for i in 0..<n {
            let m = table.marks[i]
            let x: Double
            if MarkRules.isSkip(m) { x = 0 }
            else if case .checks = goal { x = MarkRules.completion(m) }
            else { x = max(0, m?.value ?? 0) }
            prefix[i + 1] = prefix[i] + x
        }
        func sum(endingAt i: Int, days: Int) -> Double { prefix[i + 1] - prefix[max(0, i + 1 - days)] }

        let timeline = CompiledTimeline(history.timeline)
        var out = [Double](repeating: 0, count: n)
        var score = 0.0
        var segIndex = -1, segEnd = Int.min
        var freq = 1.0, checks = 1, days = 1
        for i in 0..<n {
            let o = table.lo + i
            if o > segEnd || segIndex < 0 {
                segIndex = timeline.index(at: o) ?? 0
                let seg = timeline.segments[segIndex]
                segEnd = seg.end
                (freq, checks, days) = parameters(seg.schedule, goal: goal)
            }
            if !MarkRules.isSkip(table.marks[i]) {
                let completion: Double
                let s = sum(endingAt: i, days: days)
                switch goal {
                case .checks: completion = min(1, s / Double(checks))
                case .atLeast(let target, _): completion = target > 0 ? min(1, s / target) : 1
                case .atMost(let target, _):
                    completion = target > 0 ? min(1, max(0, 1 - (s - target) / target)) : (s > 1e-12 ? 0 : 1)
                }
                score = step(previous: score, completion: completion, frequency: freq)
            }
            out[i] = score
        }
        return out
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

import TendConsole
import TendKernel
import TendStats

/// The figures of `tend mood insights`, computed with TendStats from the marks of a window of days
/// (one mark a logged day, its value the level) and the days logged ever (for the logging streak).
/// JSON: the shape below, plus `streak`, `momentum`, `completionRate` and `milestones` as in
/// `TargetFigures`.
struct MoodInsights: Encodable {
    /// One level of the distribution.
    struct LevelCount: Encodable, Hashable {
        let level: Int
        let name: String
        let count: Int
        let share: Double
    }

    /// A weekday's average (ISO weekday, 1 = Monday).
    struct WeekdayFigure: Encodable, Hashable {
        let weekday: Int
        let mean: Double
        let n: Int
    }

    /// Window length in days (30, 90 or 365).
    let days: Int
    /// First and last day of the window.
    let from: Day
    let to: Day
    /// Days with a mood in the window.
    let logged: Int
    /// The average level, absent without moods.
    let average: Double?
    /// Every level 1…5, horrible first, with its count and share of logged days.
    let distribution: [LevelCount]
    /// The average per weekday, in week order from the user's week start.
    let weekdays: [WeekdayAverage]
    /// The average per calendar month the window touches.
    let months: [MonthAverage]
    /// The last 7 days' average against the 7 before.
    let trend: Trend?
    /// Best and worst weekday by average (absent with fewer than two weekdays logged, or all equal).
    let bestWeekday: WeekdayFigure?
    let worstWeekday: WeekdayFigure?
    /// Days in the window holding two values (not yet resolved).
    let conflicts: [Day]
    /// Logging figures: streak, momentum, completion rate, milestones.
    let figures: TargetFigures
    /// What the streak counts (days, unless the mood's schedule is a weekly or monthly target).
    let streakUnit: StreakUnit

    /// The windows accepted by `--days`.
    static let windows = [30, 90, 365]

    /// Computes the insights of the window of `length` days ending `today`.
    /// - Parameters:
    ///   - marks: one mark per logged day of the window, value = level.
    ///   - logged: the days with a mood, ever (streaks, milestones).
    ///   - conflicts: days of the window in conflict.
    ///   - schedule: the mood's schedule; `start` its first day.
    static func compute(marks: [Day: DayMark], logged: [Day: Int], conflicts: [Day], length: Int, today: Day,
                        firstWeekday: Weekday, rules: StreakRules, schedule: Schedule, start: Day?,
                        kinds: [StatKind]) -> MoodInsights {
        let range = today.adding(days: -(length - 1))...today
        let window = marks.filter { range.contains($0.key) }
        let avg = Average(of: window.values.compactMap(\.value))
        let counts = Aggregates.distribution(window, in: range, metric: .value)
        let distribution = MoodLevel.allCases.map { l -> LevelCount in
            let c = counts.first { Int($0.value) == l.rawValue }
            return LevelCount(level: l.rawValue, name: l.name, count: c?.count ?? 0, share: JSONOutput.round(c?.share ?? 0))
        }
        let weekdays = Aggregates.perWeekday(window, in: range, metric: .value, firstWeekday: firstWeekday)
        let ranked = weekdays.compactMap { w in w.mean.map { WeekdayFigure(weekday: w.weekday.rawValue, mean: JSONOutput.round($0), n: w.n) } }
        var best: WeekdayFigure?, worst: WeekdayFigure?
        if ranked.count >= 2, let hi = ranked.map(\.mean).max(), let lo = ranked.map(\.mean).min(), hi > lo {
            best = ranked.first { $0.mean == hi }
            worst = ranked.first { $0.mean == lo }
        }
        let history = ScheduledHistory(marks: logged.mapValues { DayMark(count: $0, completion: 1) }, schedule: schedule, start: start)
        return MoodInsights(
            days: length, from: range.lowerBound, to: today, logged: avg.n, average: avg.mean.map { JSONOutput.round($0) },
            distribution: distribution,
            weekdays: weekdays.map { WeekdayAverage(weekday: $0.weekday, mean: $0.mean.map { JSONOutput.round($0) }, n: $0.n) },
            months: Aggregates.perMonth(window, in: range, metric: .value)
                .map { MonthAverage(year: $0.year, month: $0.month, mean: $0.mean.map { JSONOutput.round($0) }, n: $0.n) },
            trend: Aggregates.weekOverWeek(window, today: today, metric: .value).map(MoodInsights.rounded),
            bestWeekday: best, worstWeekday: worst, conflicts: conflicts,
            figures: rounded(TargetFigures.compute(history, today: today, kinds: kinds, firstWeekday: firstWeekday, rules: rules)),
            streakUnit: Streaks.unit(history.timeline, today: today))
    }

    /// Figures with their fractions rounded for output.
    private static func rounded(_ f: TargetFigures) -> TargetFigures {
        var r = f
        r.momentum?.score = JSONOutput.round(f.momentum?.score ?? 0)
        r.strength = f.strength.map { JSONOutput.round($0) }
        r.completionRate = f.completionRate.map { JSONOutput.round($0) }
        r.milestones = f.milestones?.map { m in
            var c = m
            c.progress = JSONOutput.round(m.progress)
            return c
        }
        return r
    }

    private static func rounded(_ t: Trend) -> Trend {
        var r = t
        r.change = t.change.map { JSONOutput.round($0) }
        r.current = JSONOutput.round(t.current)
        r.previous = JSONOutput.round(t.previous)
        return r
    }

    private enum CodingKeys: String, CodingKey {
        case days, from, to, logged, average, distribution, weekdays, months, trend, bestWeekday, worstWeekday, conflicts
    }

    /// The shape: the window's figures, then the logging figures' keys at the top level.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(days, forKey: .days)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(logged, forKey: .logged)
        try c.encodeIfPresent(average, forKey: .average)
        try c.encode(distribution, forKey: .distribution)
        try c.encode(weekdays, forKey: .weekdays)
        try c.encode(months, forKey: .months)
        try c.encodeIfPresent(trend, forKey: .trend)
        try c.encodeIfPresent(bestWeekday, forKey: .bestWeekday)
        try c.encodeIfPresent(worstWeekday, forKey: .worstWeekday)
        try c.encode(conflicts, forKey: .conflicts)
        try figures.encode(to: encoder)
    }
}

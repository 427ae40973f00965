import TendKernel

/// How the motivation models — strict streak, forgiving streak, momentum, strength — each rate the same
/// history, day by day, so a user can pick the one that suits them. JSON:
/// `{"days": ["2026-11-20", …], "strictStreak": [3, …], "forgivingStreak": [5, …], "momentum": [0.71, …],
/// "strength": [0.48, …]}`.
public struct ModelSeries: Hashable, Sendable, Codable {
    /// The days rated, oldest first.
    public var days: [Day]
    /// Current schedule-aware streak with no grace on each day.
    public var strictStreak: [Int]
    /// Current schedule-aware streak with the user's grace on each day.
    public var forgivingStreak: [Int]
    /// Momentum score on each day.
    public var momentum: [Double]
    /// Strength on each day.
    public var strength: [Double]

    /// Rates `history` on each of `days` as if that day were today (so each value is exactly what the
    /// figure showed that day: the day itself is never held against the user). `rules` gives the
    /// forgiving streak's grace; the strict streak uses ``StreakRules/strict``.
    public static func compute(_ history: ScheduledHistory, days: [Day], firstWeekday: Weekday = .monday,
                               rules: StreakRules = .standard, goal: StrengthGoal = .checks) -> ModelSeries {
        var out = ModelSeries(days: days, strictStreak: [], forgivingStreak: [], momentum: [], strength: [])
        guard let first = days.min(), let last = days.max() else { return out }
        var strict = rules
        strict.grace = 0
        strict.periodGrace = 0
        // Strength "today" is max(end of today, end of yesterday): today counts only when it doesn't lower it.
        let series = Strength.series(history, in: first.adding(days: -1)...last, goal: goal)
        for d in days {
            out.strictStreak.append(Streaks.scheduled(history, today: d, firstWeekday: firstWeekday, rules: strict).current)
            out.forgivingStreak.append(Streaks.scheduled(history, today: d, firstWeekday: firstWeekday, rules: rules).current)
            out.momentum.append(Momentum.compute(history, today: d).score)
            let i = first.adding(days: -1).days(to: d)
            out.strength.append(max(series[i], series[i - 1]))
        }
        return out
    }
}

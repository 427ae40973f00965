import TendKernel

/// The figures of one target, ready to embed in `--json` output. Figures not asked for are absent.
/// JSON keys: `streak {current, longest}`, `momentum {score, bucket}`, `strength`, `completionRate`,
/// `milestones [{kind, threshold, reached, progress}]`.
public struct TargetFigures: Hashable, Sendable, Codable {
    /// Schedule-aware streak.
    public var streak: StreakFigures?
    /// Momentum.
    public var momentum: Momentum?
    /// Strength, 0…1.
    public var strength: Double?
    /// Completion rate over the last ``rateDays`` days, 0…1.
    public var completionRate: Double?
    /// Entry, day and time milestones.
    public var milestones: [Milestone]?

    /// Creates figures.
    public init(streak: StreakFigures? = nil, momentum: Momentum? = nil, strength: Double? = nil,
                completionRate: Double? = nil, milestones: [Milestone]? = nil) {
        self.streak = streak
        self.momentum = momentum
        self.strength = strength
        self.completionRate = completionRate
        self.milestones = milestones
    }

    /// The window of ``completionRate``: the last 30 days, today included.
    public static let rateDays = 30

    /// Computes the figures in `kinds` for a history on `today`.
    public static func compute(_ history: ScheduledHistory, today: Day, kinds: [StatKind] = StatKind.allCases,
                               firstWeekday: Weekday = .monday, rules: StreakRules = .standard,
                               goal: StrengthGoal = .checks) -> TargetFigures {
        var f = TargetFigures()
        let k = Set(kinds)
        if k.contains(.streak) { f.streak = Streaks.scheduled(history, today: today, firstWeekday: firstWeekday, rules: rules) }
        if k.contains(.momentum) { f.momentum = Momentum.compute(history, today: today) }
        if k.contains(.strength) { f.strength = Strength.score(history, today: today, goal: goal) }
        if k.contains(.completion) {
            f.completionRate = Aggregates.completionRate(history, in: today.adding(days: -(rateDays - 1))...today, today: today)
        }
        if k.contains(.milestones) { f.milestones = Milestones.all(history.marks, today: today) }
        return f
    }

    /// Computes the figures a tracker target's descriptor asks for.
    public static func compute(_ history: TargetHistory, today: Day, kinds: [StatKind] = StatKind.allCases,
                               firstWeekday: Weekday = .monday, rules: StreakRules = .standard,
                               goal: StrengthGoal = .checks) -> TargetFigures {
        compute(ScheduledHistory(history), today: today, kinds: kinds, firstWeekday: firstWeekday, rules: rules, goal: goal)
    }
}

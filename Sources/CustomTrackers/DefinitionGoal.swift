import TendKernel

/// A definition's optional goal: at least or at most some amount, per day or per period.
///
/// What is measured on a day depends on the value: the number of entries for `done` and `text`, the sum
/// for `count` and `amount`, the mean level for `level`. A per-week or per-month goal measures the sum
/// over the calendar week (from the user's week start) or month.
public struct DefinitionGoal: Hashable, Sendable {
    /// Which way the goal points.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// Reach the target or more.
        case atLeast
        /// Stay at or under the target.
        case atMost
    }

    /// The period a goal is measured over.
    public enum Period: String, Hashable, Sendable, CaseIterable {
        /// Each day.
        case day
        /// Each calendar week, from the user's week start.
        case week
        /// Each calendar month.
        case month

        /// The window schedule whose periods are this period's (`1/week`, `1/month`), `nil` for a day.
        public var windowSchedule: Schedule? {
            switch self {
            case .day: return nil
            case .week: return .window(times: 1, days: 7)
            case .month: return .window(times: 1, days: 30)
            }
        }
    }

    /// At least or at most.
    public var direction: Direction
    /// The target (0 or more; more than 0 for at least).
    public var target: Double
    /// The period.
    public var per: Period

    /// Creates a goal.
    public init(_ direction: Direction, _ target: Double, per: Period = .day) {
        self.direction = direction
        self.target = target
        self.per = per
    }

    /// How complete a measure is against this goal, 0…1. At least: `min(1, measure ÷ target)`. At most:
    /// `clamp(1 − (measure − target) ÷ target, 0, 1)`, or with a target of 0, 1 when the measure is 0
    /// (the same rule as ``TendStats`` strength uses for at-most goals).
    public func completion(_ measure: Double) -> Double {
        switch direction {
        case .atLeast:
            return target <= 0 ? 1 : min(1, max(0, measure / target))
        case .atMost:
            if target <= 0 { return measure <= 0 ? 1 : 0 }
            return min(1, max(0, 1 - (measure - target) / target))
        }
    }

    /// Whether a measure meets the goal.
    public func isMet(_ measure: Double) -> Bool {
        switch direction {
        case .atLeast: return measure >= target - 1e-9
        case .atMost: return measure <= target + 1e-9
        }
    }
}

/// Reminder defaults of a definition: when to remind on a device that has set no reminder of its own.
public struct ReminderDefault: Hashable, Sendable {
    /// The local time.
    public var time: ClockTime
    /// The days to remind on (`nil`: the tracker's schedule).
    public var days: Schedule?
    /// The reminder's text (`nil`: a standard one naming the tracker).
    public var message: String?

    /// Creates reminder defaults.
    public init(time: ClockTime, days: Schedule? = nil, message: String? = nil) {
        self.time = time
        self.days = days
        self.message = message
    }
}

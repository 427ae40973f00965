import TendKernel

/// The input of every schedule-aware figure: what happened on each day and which schedule applied.
public struct ScheduledHistory: Hashable, Sendable {
    /// Marks per day; absent days had nothing recorded.
    public var marks: [Day: DayMark]
    /// The schedules over time.
    public var timeline: ScheduleTimeline

    /// Creates a history from marks and a timeline.
    public init(marks: [Day: DayMark], timeline: ScheduleTimeline) {
        self.marks = marks
        self.timeline = timeline
    }

    /// Creates a history from marks under one schedule starting on `start` (every day when `nil`).
    public init(marks: [Day: DayMark], schedule: Schedule, start: Day? = nil) {
        self.init(marks: marks, timeline: ScheduleTimeline(schedule, start: start))
    }

    /// A tracker target's history under its schedule from its start day.
    public init(_ history: TargetHistory) {
        self.init(marks: history.marks, timeline: ScheduleTimeline(target: history.target))
    }
}

/// How TendStats reads a ``DayMark`` (shared by every figure so they agree).
enum MarkRules {
    /// Completion clamped to 0…1.
    static func completion(_ m: DayMark?) -> Double {
        guard let m else { return 0 }
        return m.completion.isFinite ? min(1, max(0, m.completion)) : 0
    }

    /// An explicit skip with nothing done: neither done nor missed.
    static func isSkip(_ m: DayMark?) -> Bool {
        guard let m else { return false }
        return m.skipped && completion(m) <= 0
    }

    /// Whether the day counts as done for streaks.
    static func isDone(_ m: DayMark?, threshold: Double) -> Bool {
        guard let m, !isSkip(m) else { return false }
        let c = completion(m)
        return c > 0 && c >= threshold - 1e-9
    }

    /// Something was recorded that isn't only a skip (milestones, active days).
    static func isActive(_ m: DayMark?) -> Bool {
        guard let m else { return false }
        return m.count > 0 && !isSkip(m)
    }

    /// The first day with a mark satisfying `predicate`, up to `through`.
    static func firstDay(_ marks: [Day: DayMark], through: Day, where predicate: (DayMark) -> Bool) -> Day? {
        var best: Day? = nil
        for (d, m) in marks where d <= through && predicate(m) {
            if best == nil || d < best! { best = d }
        }
        return best
    }
}

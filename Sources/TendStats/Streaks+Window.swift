import TendKernel

extension Streaks {
    /// Whether the schedule-aware current streak of a history that begins partway through a practice
    /// (its last days only) is the whole history's: the streak is running and some done scheduled day of
    /// the history is not in it, so the run began after a break inside the history and nothing before it
    /// could lengthen it. Only for day schedules (a window schedule counts periods, not days).
    ///
    /// `figures` are ``scheduled(_:today:firstWeekday:rules:)`` of `history` with the same `rules`.
    public static func currentRunBeginsInside(_ history: ScheduledHistory, _ figures: StreakFigures, today: Day,
                                              rules: StreakRules) -> Bool {
        guard figures.current > 0, let first = history.marks.keys.min(), first <= today else { return false }
        let timeline = CompiledTimeline(history.timeline)
        let inForce = timeline.segments.filter { $0.end >= first.ordinal && $0.from <= today.ordinal }
        guard !inForce.contains(where: \.isWindow) else { return false }
        var done = 0
        for (day, mark) in history.marks where day <= today && MarkRules.isDone(mark, threshold: rules.minimumCompletion) {
            if let s = timeline.index(at: day.ordinal), timeline.segments[s].isScheduled(day.ordinal) { done += 1 }
        }
        return figures.current < done
    }
}

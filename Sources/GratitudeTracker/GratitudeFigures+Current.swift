import TendKernel
import TendStats

extension GratitudeFigures {
    /// The current streak on `today`, what it counts and the first line's day, reading only as many recent days as it needs —
    /// the today view runs on every `tend`, so it must not read ten years of counts.
    ///
    /// Counts are read for a window ending today (64 days, then 4 × larger). A streak computed on a
    /// window equals the full one once it broke inside the window: after the window's first done day
    /// both runs reset their missed days together, so their first break leaves both at zero. A streak
    /// that counted every scheduled done day of the window may reach further back, so the window grows
    /// until it covers the first line. Window schedules (`3/week`) read every count.
    public static func currentStreak(_ store: any StoreReader, today: Day, schedule: Schedule, firstWeekday: Weekday,
                                     grace: Int) throws -> (current: Int, unit: StreakUnit, first: Day?) {
        let all = Day.earliest...today
        guard let first = try store.entries(EntryQuery(tracker: GratitudeTracker.id, days: all, limit: 1)).first?.day else {
            return (0, StreakUnit(schedule), nil)
        }
        let timeline = ScheduleTimeline(schedule, start: first)
        let unit = Streaks.unit(timeline, today: today)
        let rules = StreakRules(grace: grace)
        var span = schedule.isWindow ? Int.max : 64
        // Each wider span reads only the days the last one didn't.
        var counts: [Day: Int] = [:]
        var readFrom = today.adding(days: 1)
        while true {
            let from = span >= first.days(to: today) + 1 ? first : today.adding(days: -(span - 1))
            counts.merge(try store.dayCounts(EntryQuery(tracker: GratitudeTracker.id, days: from...readFrom.adding(days: -1)))) { a, _ in a }
            readFrom = from
            let marks = Self.marks(counts)
            let streak = Streaks.scheduled(ScheduledHistory(marks: marks, timeline: timeline), today: today,
                                           firstWeekday: firstWeekday, rules: rules)
            if from == first { return (streak.current, unit, first) }
            let scheduledDone = marks.keys.reduce(0) { $0 + (timeline.isScheduled($1) ? 1 : 0) }
            if streak.current < scheduledDone { return (streak.current, unit, first) }
            span = span > Int.max / 4 ? Int.max : span * 4
        }
    }
}

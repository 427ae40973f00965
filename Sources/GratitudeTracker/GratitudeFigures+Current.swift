import TendKernel
import TendStats

extension GratitudeFigures {
    /// The current streak on `today`, what it counts and the first line's day. The streak is the tracker
    /// target's (``WholeHistory``: from its saved checkpoint on, so the today view, which runs on every
    /// `tend`, reads weeks of counts, not years; `tend compare` shares the checkpoint).
    public static func currentStreak(_ store: any Store, today: Day, schedule: Schedule, firstWeekday: Weekday,
                                     grace: Int) throws -> (current: Int, unit: StreakUnit, first: Day?) {
        let all = Day.earliest...today
        guard let first = try store.entries(EntryQuery(tracker: GratitudeTracker.id, days: all, limit: 1)).first?.day else {
            return (0, StreakUnit(schedule), nil)
        }
        // The target the kernel's default `targets` gives the tracker (its schedule from its first line).
        let target = TrackerTarget(id: GratitudeTracker.id, tracker: GratitudeTracker.id, name: GratitudeTracker.id,
                                   schedule: schedule, start: first)
        let unit = Streaks.unit(ScheduleTimeline(target: target), today: today)
        guard let plan = WholeHistory.plan(target, through: today, firstWeekday: firstWeekday, rules: StreakRules(grace: grace),
                                           store: store) else { return (0, unit, first) }
        let marks = Self.marks(try store.dayCounts(EntryQuery(tracker: GratitudeTracker.id, days: plan.readFrom...today)))
        return (WholeHistory.figures(plan, marks).forgiving.current, unit, first)
    }
}

import TendKernel
import TendStats

extension GratitudeFigures {
    /// The current streak on `today`, what it counts and the first line's day, reading only as many recent
    /// days' counts as settle it (``Streaks/recent(timeline:start:today:firstWeekday:rules:wholeWhenBroken:read:)``)
    /// — the today view runs on every `tend`, so it must not read ten years of counts.
    public static func currentStreak(_ store: any StoreReader, today: Day, schedule: Schedule, firstWeekday: Weekday,
                                     grace: Int) throws -> (current: Int, unit: StreakUnit, first: Day?) {
        let all = Day.earliest...today
        guard let first = try store.entries(EntryQuery(tracker: GratitudeTracker.id, days: all, limit: 1)).first?.day else {
            return (0, StreakUnit(schedule), nil)
        }
        let timeline = ScheduleTimeline(schedule, start: first)
        let streak = try Streaks.recent(timeline: timeline, start: first, today: today, firstWeekday: firstWeekday,
                                        rules: StreakRules(grace: grace), wholeWhenBroken: false) { days in
            Self.marks(try store.dayCounts(EntryQuery(tracker: GratitudeTracker.id, days: days)))
        }
        return (streak.figures.current, Streaks.unit(timeline, today: today), first)
    }
}

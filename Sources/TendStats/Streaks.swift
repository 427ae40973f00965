import TendKernel

/// Streak figures. All are pure functions of the marks, the schedule, the reference day and the week start.
///
/// Shared rules: a day counts when its completion reaches ``StreakRules/minimumCompletion``; an
/// explicit skip is neither done nor missed; the reference day ("today") counts once done and is never
/// missed while it isn't over; marks after the reference day are ignored.
public enum Streaks {
    /// Strict daily streak: consecutive calendar days that are done, whatever the schedule.
    /// A skipped day bridges (neither counts nor breaks); any other day without a done mark breaks it.
    public static func strictDaily(_ marks: [Day: DayMark], today: Day, minimumCompletion: Double = 1) -> StreakFigures {
        guard let first = MarkRules.firstDay(marks, through: today, where: { MarkRules.isDone($0, threshold: minimumCompletion) }) else {
            return .zero
        }
        let table = DayTable(marks, from: first, through: today)
        var counter = StreakCounter()
        for o in first.ordinal...today.ordinal {
            let m = table[o]
            if MarkRules.isDone(m, threshold: minimumCompletion) { counter.done() }
            else if MarkRules.isSkip(m) || o == today.ordinal { continue }
            else { counter.miss(grace: 0) }
        }
        return counter.figures
    }

    /// Schedule-aware streak in the unit of the schedule in force on `today` (see ``StreakUnit``).
    ///
    /// - Day schedules (`daily`, weekdays, `every N days`): only scheduled days count; done marks on
    ///   unscheduled days neither count nor break; up to `rules.grace` consecutive missed scheduled days
    ///   are forgiven (they don't count either), the next one breaks the streak.
    /// - Window schedules (`3/week`, `4/month`, `3/10d`): consecutive periods (calendar weeks from
    ///   `firstWeekday`, calendar months, or blocks of D days from the anchor) with at least N done days.
    ///   The period containing `today` counts once met and is never missed; a period cut by the start of
    ///   the practice or a schedule change counts when met and is otherwise neutral; a period whose done
    ///   plus skipped days reach N is excused. `rules.periodGrace` missed periods are forgiven.
    /// - A schedule change keeps the streak going when the unit stays the same; a change between units
    ///   (days ↔ weeks) starts a new streak, and `longest` is the longest run in today's unit.
    public static func scheduled(_ history: ScheduledHistory, today: Day, firstWeekday: Weekday = .monday,
                                 rules: StreakRules = .standard) -> StreakFigures {
        let threshold = rules.minimumCompletion
        guard let first = MarkRules.firstDay(history.marks, through: today, where: { MarkRules.isDone($0, threshold: threshold) }) else {
            return .zero
        }
        let table = DayTable(history.marks, from: first, through: today)
        var fold = StreakFold(from: first)
        fold.count(through: today.ordinal, today: today.ordinal, timeline: CompiledTimeline(history.timeline), table: table,
                   firstWeekday: firstWeekday, rules: rules)
        return fold.figures
    }

    /// The schedule-aware streak of a tracker target (its schedule from its start day).
    public static func scheduled(_ history: TargetHistory, today: Day, firstWeekday: Weekday = .monday,
                                 rules: StreakRules = .standard) -> StreakFigures {
        scheduled(ScheduledHistory(history), today: today, firstWeekday: firstWeekday, rules: rules)
    }

    /// The unit `scheduled` counts in on `today`.
    public static func unit(_ timeline: ScheduleTimeline, today: Day) -> StreakUnit {
        StreakUnit((timeline.segment(on: today) ?? timeline.segments[0]).schedule)
    }

    /// Perfect-day streak for multi-item trackers (a stack, a ritual): days on which every item due
    /// that day was done. Items on window schedules are never due on a particular day, so they don't
    /// decide a day; skipped items are excused; a day with nothing due (or everything skipped) is
    /// neutral; `rules.grace` imperfect days in a row are forgiven.
    public static func perfectDays(_ items: [ScheduledHistory], today: Day, rules: StreakRules = .standard) -> StreakFigures {
        let threshold = rules.minimumCompletion
        let firsts = items.compactMap { MarkRules.firstDay($0.marks, through: today, where: { MarkRules.isDone($0, threshold: threshold) }) }
        guard let first = firsts.min() else { return .zero }
        let timelines = items.map { CompiledTimeline($0.timeline) }
        let tables = items.map { DayTable($0.marks, from: first, through: today) }
        var counter = StreakCounter()
        for o in first.ordinal...today.ordinal {
            var due = 0, done = 0, skipped = 0
            for i in items.indices {
                guard let s = timelines[i].index(at: o) else { continue }
                let seg = timelines[i].segments[s]
                guard !seg.isWindow, seg.isScheduled(o) else { continue }
                due += 1
                let m = tables[i][o]
                if MarkRules.isDone(m, threshold: threshold) { done += 1 } else if MarkRules.isSkip(m) { skipped += 1 }
            }
            if due == 0 || skipped == due { continue }
            if done == due - skipped { counter.done() }
            else if o != today.ordinal { counter.miss(grace: rules.grace) }
        }
        return counter.figures
    }
}

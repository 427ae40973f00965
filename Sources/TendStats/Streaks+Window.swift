import TendKernel

extension Streaks {
    /// The first window ``recent(timeline:start:today:firstWeekday:rules:wholeWhenBroken:read:)`` reads, in
    /// days; each next one is four times longer.
    public static let firstWindowDays = 64

    /// Whether the schedule-aware current streak of a history that begins partway through a practice (its
    /// last days only) is the whole history's: some done scheduled day of the history is not in the
    /// current run, so the run began — or ended — after a break inside the history, where the whole
    /// history's run did too (after the history's first done day both count missed days alike). Only for
    /// day schedules (a window schedule counts periods, not days).
    ///
    /// `figures` are ``scheduled(_:today:firstWeekday:rules:)`` of `history` with the same `rules`.
    public static func currentIsSettled(_ history: ScheduledHistory, _ figures: StreakFigures, today: Day,
                                        rules: StreakRules) -> Bool {
        guard let first = history.marks.keys.min(), first <= today else { return false }
        let timeline = CompiledTimeline(history.timeline)
        let inForce = timeline.segments.filter { $0.end >= first.ordinal && $0.from <= today.ordinal }
        guard !inForce.contains(where: \.isWindow) else { return false }
        var done = 0
        for (day, mark) in history.marks where day <= today && MarkRules.isDone(mark, threshold: rules.minimumCompletion) {
            if let s = timeline.index(at: day.ordinal), timeline.segments[s].isScheduled(day.ordinal) { done += 1 }
        }
        return figures.current < done
    }

    /// A practice's streak on `today` from as few recent days as settle its current run: windows ending
    /// today of ``firstWindowDays`` days, then four times wider, each reading with `read` only the days
    /// the last one didn't (marks are per day, so they add up), until ``currentIsSettled(_:_:today:rules:)``
    /// or the window reaches `start` — the whole history. With `wholeWhenBroken`, a window with no running
    /// streak reads the rest of the history at once, so that `longest` is exact too.
    ///
    /// Returns the marks read (under `timeline`), the figures over them, and whether they are the whole
    /// history (else only `current` is exact).
    public static func recent(timeline: ScheduleTimeline, start: Day, today: Day, firstWeekday: Weekday,
                              rules: StreakRules, wholeWhenBroken: Bool,
                              read: (ClosedRange<Day>) throws -> [Day: DayMark]) rethrows
        -> (history: ScheduledHistory, figures: StreakFigures, whole: Bool) {
        var history = ScheduledHistory(marks: [:], timeline: timeline)
        guard start <= today else { return (history, .zero, true) }
        var readFrom = today.adding(days: 1)
        var span = firstWindowDays
        while true {
            let from = span >= start.days(to: today) + 1 ? start : today.adding(days: -(span - 1))
            history.marks.merge(try read(from...readFrom.adding(days: -1))) { a, _ in a }
            readFrom = from
            let figures = scheduled(history, today: today, firstWeekday: firstWeekday, rules: rules)
            if from == start { return (history, figures, true) }
            if wholeWhenBroken, figures.current == 0 {
                history.marks.merge(try read(start...readFrom.adding(days: -1))) { a, _ in a }
                return (history, scheduled(history, today: today, firstWeekday: firstWeekday, rules: rules), true)
            }
            if currentIsSettled(history, figures, today: today, rules: rules) { return (history, figures, false) }
            span = span > Int.max / 4 ? Int.max : span * 4
        }
    }
}

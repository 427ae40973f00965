import TendConsole
import TendKernel
import TendStats

/// One target's figures over a period, as `tend compare` shows them (also its `--json` shape).
/// Period figures (scheduled days, days done, adherence, entries per active day, best weekday) cover the
/// period; streaks, momentum, strength and the trend are as of its last day, from the whole history.
struct CompareRow: Encodable {
    /// A momentum score and its bucket, rounded for output.
    struct MomentumFigure: Encodable {
        let score: Double
        let bucket: MomentumBucket
    }

    /// A trend rounded for output.
    struct TrendFigure: Encodable {
        let direction: TrendDirection
        let change: Double?
        let current: Double
        let previous: Double
    }

    let id: String
    let tracker: String
    let name: String
    let schedule: String
    let scheduledDays: Double
    let daysDone: Double
    let completionRate: Double
    let strictStreak: StreakFigures
    let streak: StreakFigures
    let streakUnit: String
    let periodDays: Int?
    let momentum: MomentumFigure
    let strength: Double
    let entriesPerActiveDay: Average
    let bestWeekday: WeekdayAdherence?
    let trend: TrendFigure?

    /// The unit words of a streak unit: `days`, `weeks`, `months` or `periods` (with `periodDays`).
    static func unitName(_ u: StreakUnit) -> (String, Int?) {
        if case .periods(let d) = u { return (u.name, d) }
        return (u.name, nil)
    }

    /// The rows of several targets, in their order, each worked out as its history arrives
    /// (``PlatformTarget/histories(_:days:_:_:)``). A target with a start reads its whole-history figures
    /// from its saved checkpoint on (``WholeHistory``) and so only its recent days; one without reads the
    /// period's (its history begins with the period).
    static func computeAll(_ targets: [PlatformTarget], range: ClosedRange<Day>, _ s: Session) throws -> [CompareRow] {
        let end = range.upperBound, first = s.calendar.firstWeekday
        let rules = StreakRules(grace: s.graceDays)
        let plans = targets.map { WholeHistory.plan($0.target, through: end, firstWeekday: first, rules: rules, store: s.context.store) }
        let days = targets.indices.map { i -> ClosedRange<Day>? in
            guard let plan = plans[i], let start = targets[i].target.start else {
                return targets[i].days(through: end, fallbackStart: range.lowerBound)
            }
            // The period, momentum's and the trend's weeks, and what the fold still has to read.
            let recent = min(range.lowerBound, end.adding(days: -(Momentum.windowDays + 6)), plan.readFrom)
            return max(start, recent)...end
        }
        var rows = [CompareRow?](repeating: nil, count: targets.count)
        try PlatformTarget.histories(targets, days: days, s.context) { i, h in
            let history = ScheduledHistory(h)
            let whole = plans[i].map { WholeHistory.figures($0, h.marks) }
                ?? WholeHistory.figures(of: history, today: end, firstWeekday: first, rules: rules)
            rows[i] = compute(targets[i], history, whole: whole, range: range, s)
        }
        return rows.compactMap { $0 }
    }

    /// The figures of a target over `range` from its history over the period (and the 27 days before
    /// its end), and its whole-history figures as of the period's end.
    static func compute(_ t: PlatformTarget, _ h: ScheduledHistory, whole: WholeHistory.Figures, range: ClosedRange<Day>,
                        _ s: Session) -> CompareRow {
        let end = range.upperBound
        let first = s.calendar.firstWeekday
        let completion = Aggregates.completion(h, in: range, today: end)
        let momentum = Momentum.compute(h, today: end)
        let perWeekday = Aggregates.adherencePerWeekday(h, in: range, today: end, firstWeekday: first)
        let best = perWeekday.filter { $0.due >= 2 && $0.rate != nil }.max { ($0.rate!, -order($0, first)) < ($1.rate!, -order($1, first)) }
        let perDay = Aggregates.entriesPerActiveDay(h.marks, in: range, today: end)
        let trend = Aggregates.weekOverWeek(h.marks, today: end, metric: .completion)
        let (unit, periodDays) = unitName(Streaks.unit(h.timeline, today: end))
        let r = JSONOutput.round
        let row = CompareRow(
            id: t.id, tracker: t.tracker.descriptor.id, name: t.target.name, schedule: t.target.schedule.text,
            scheduledDays: r(completion.due, 4), daysDone: r(completion.done, 4), completionRate: r(completion.rate, 4),
            strictStreak: whole.strict, streak: whole.forgiving, streakUnit: unit, periodDays: periodDays,
            momentum: MomentumFigure(score: r(momentum.score, 4), bucket: momentum.bucket),
            strength: r(whole.strength, 4),
            entriesPerActiveDay: Average(mean: perDay.mean.map { r($0, 4) }, n: perDay.n),
            bestWeekday: best?.rounded,
            trend: trend.map { TrendFigure(direction: $0.direction, change: $0.change.map { r($0, 4) },
                                           current: r($0.current, 4), previous: r($0.previous, 4)) })
        return row
    }

    /// A weekday's place in the week (for ties: the earlier one wins).
    static func order(_ w: WeekdayAdherence, _ first: Weekday) -> Int { Weekday.ordered(from: first).firstIndex(of: w.weekday) ?? 0 }

    /// The streak unit back as a stats value.
    var unit: StreakUnit { Self.unit(named: streakUnit, periodDays: periodDays) }

    /// The stats unit of a unit name (the inverse of ``unitName(_:)``).
    static func unit(named name: String, periodDays: Int?) -> StreakUnit {
        switch name {
        case "weeks": return .weeks
        case "months": return .months
        case "periods": return .periods(days: periodDays ?? 1)
        default: return .days
        }
    }
}

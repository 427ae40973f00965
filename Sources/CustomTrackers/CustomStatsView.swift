import TendConsole
import TendKernel
import TendStats

/// The figures of a defined tracker; also the `--json` shape of `tend ID stats`.
///
/// The figures the definition's `stats` names use the platform's keys (`streak {current, longest}`,
/// `momentum {score, bucket}`, `strength`, `completionRate`, `milestones`); absent when not named.
/// Beside them: `streakUnit` (`days`, `weeks`, `months`), `entries`, `activeDays`, `first`,
/// `averages {last7Days, last30Days}` (`{mean, n}` of the measure on days with entries), `total` (the
/// sum of every measure, for counts and amounts) and `lastSevenDays` (`[{date, measure}]`).
struct CustomStatsView: Encodable {
    struct Averages: Encodable {
        let last7Days: Average
        let last30Days: Average
    }

    struct DayMeasure: Encodable {
        let date: Day
        let measure: Double?
    }

    let tracker: String
    let name: String
    let date: Day
    let streakUnit: String
    let streak: StreakFigures?
    let momentum: Momentum?
    let strength: Double?
    let completionRate: Double?
    let milestones: [Milestone]?
    let entries: Int
    let activeDays: Int
    let first: Day?
    let averages: Averages
    let total: Double?
    let lastSevenDays: [DayMeasure]

    static func build(_ tracker: DefinedTracker, _ s: Session) throws -> CustomStatsView {
        let d = tracker.definition
        let ctx = s.context
        let today = s.today
        let target = try tracker.targets(ctx)[0]
        let start = target.start ?? today
        let marks = try tracker.marks(min(start, today)...today, ctx)
        let history = ScheduledHistory(marks: marks, timeline: ScheduleTimeline(target.schedule, start: target.start))
        let f = TargetFigures.compute(history, today: today, kinds: d.stats, firstWeekday: s.calendar.firstWeekday,
                                      rules: StreakRules(grace: s.graceDays))
        let unit = Streaks.unit(history.timeline, today: today).key
        // Today is in progress: a count or an amount counts in its averages only when it helps (raises
        // them; lowers them under an "at most" goal). A level is a measurement: counted as recorded.
        let atMost = d.goal?.direction == .atMost
        func average(_ n: Int) -> Average {
            let mean: (Day) -> Average = { end in Average(of: (0..<n).compactMap { marks[end.adding(days: -$0)]?.value }) }
            let a = d.value.kind == .level ? mean(today)
                : Aggregates.inProgress(today: today, better: { atMost ? ($0.mean ?? .infinity) < ($1.mean ?? .infinity)
                                                                       : ($0.mean ?? -1) > ($1.mean ?? -1) }, mean)
            return Average(mean: a.mean.map { JSONOutput.round($0) }, n: a.n)
        }
        let sums: Bool = d.value.kind == .count || d.value.kind == .amount
        return CustomStatsView(
            tracker: d.id, name: d.name, date: today, streakUnit: unit, streak: f.streak,
            momentum: f.momentum.map { Momentum(score: JSONOutput.round($0.score)) },
            strength: f.strength.map { JSONOutput.round($0) },
            completionRate: f.completionRate.map { JSONOutput.round($0) },
            milestones: f.milestones?.map { Milestone(kind: $0.kind, threshold: $0.threshold, reached: $0.reached,
                                                      progress: JSONOutput.round($0.progress)) },
            entries: marks.values.reduce(0) { $0 + $1.count },
            activeDays: marks.values.filter { $0.count > 0 }.count,
            first: target.start,
            averages: Averages(last7Days: average(7), last30Days: average(30)),
            total: sums ? JSONOutput.round(marks.values.reduce(0) { $0 + ($1.value ?? 0) }) : nil,
            lastSevenDays: (0..<7).reversed().map { DayMeasure(date: today.adding(days: -$0), measure: marks[today.adding(days: -$0)]?.value) })
    }
}

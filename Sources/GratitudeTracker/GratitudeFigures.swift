import TendKernel
import TendStats

/// Every figure the gratitude journal shows, computed from the number of lines per day (TendStats does
/// the arithmetic): the schedule-aware streak, momentum, milestones and the totals.
public struct GratitudeFigures: Sendable {
    /// The reference day.
    public let today: Day
    /// The journaling schedule.
    public let schedule: Schedule
    /// Lines per day, up to `today` (days without lines are absent).
    public let counts: [Day: Int]
    /// The first day with a line, if any (the practice's start: days before it are never missed).
    public let firstDay: Day?
    /// What the streak counts (days, or weeks/months/periods for `N/week`-style schedules).
    public let unit: StreakUnit
    /// The streak, momentum and milestones (strength and completion are not shown for gratitude).
    public let figures: TargetFigures
    /// Lines written, all time.
    public let totalEntries: Int
    /// Days with at least one line.
    public let daysJournaled: Int

    /// The streak (zero when there is nothing yet).
    public var streak: StreakFigures { figures.streak ?? .zero }
    /// Momentum over the last 21 days.
    public var momentum: Momentum { figures.momentum ?? Momentum(score: 0) }
    /// The 21 milestones (entries, days, time).
    public var milestones: [Milestone] { figures.milestones ?? [] }
    /// Lines per journaled day (0 before the first line).
    public var averagePerDay: Double { daysJournaled == 0 ? 0 : Double(totalEntries) / Double(daysJournaled) }

    /// Computes the figures from lines per day.
    /// - Parameters:
    ///   - counts: lines per day (days after `today` are ignored).
    ///   - grace: missed journaling days a streak forgives (the `grace-days` setting).
    public init(counts: [Day: Int], schedule: Schedule, today: Day, firstWeekday: Weekday, grace: Int) {
        let kept = counts.filter { $0.key <= today && $0.value > 0 }
        self.today = today
        self.schedule = schedule
        self.counts = kept
        let first = kept.keys.min()
        firstDay = first
        let timeline = ScheduleTimeline(schedule, start: first)
        unit = Streaks.unit(timeline, today: today)
        let history = ScheduledHistory(marks: GratitudeFigures.marks(kept), timeline: timeline)
        figures = TargetFigures.compute(history, today: today, kinds: [.streak, .momentum, .milestones],
                                        firstWeekday: firstWeekday, rules: StreakRules(grace: grace))
        totalEntries = kept.values.reduce(0, +)
        daysJournaled = kept.count
    }

    /// Reads the lines per day up to `today` (one grouped count query) and computes the figures.
    public static func load(_ store: any StoreReader, today: Day, schedule: Schedule, firstWeekday: Weekday,
                            grace: Int) throws -> GratitudeFigures {
        let counts = try store.dayCounts(EntryQuery(tracker: GratitudeTracker.id, days: Day.earliest...today))
        return GratitudeFigures(counts: counts, schedule: schedule, today: today, firstWeekday: firstWeekday, grace: grace)
    }

    /// Day marks from lines per day: a day with lines is complete.
    public static func marks(_ counts: [Day: Int]) -> [Day: DayMark] {
        var out: [Day: DayMark] = [:]
        out.reserveCapacity(counts.count)
        for (day, n) in counts where n > 0 { out[day] = DayMark(count: n, completion: 1) }
        return out
    }
}

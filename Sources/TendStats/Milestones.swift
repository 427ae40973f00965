import TendKernel

/// Milestones: seven per category, plus arc milestones.
///
/// | kind    | thresholds |
/// |---------|------------|
/// | entries | 1, 10, 50, 100, 250, 500, 1000 entries |
/// | days    | 1, 7, 30, 100, 200, 365, 1000 distinct days |
/// | time    | 1 week, 1 month, 3 months, 6 months, 1 year, 2 years, 5 years since the first entry |
///
/// `progress` is the current figure ÷ threshold, capped at 1. Time milestones are reached on the calendar
/// date (the first entry's day plus the span), their threshold is the span's nominal length in days.
public enum Milestones {
    /// Entry-count thresholds.
    public static let entryThresholds = [1, 10, 50, 100, 250, 500, 1000]
    /// Distinct-day thresholds.
    public static let dayThresholds = [1, 7, 30, 100, 200, 365, 1000]
    /// Time spans since the first entry.
    public static let timeSpans: [TimeSpan] = [.weeks(1), .months(1), .months(3), .months(6), .years(1), .years(2), .years(5)]

    /// All 21 count, day and time milestones for marks up to `today`.
    public static func all(_ marks: [Day: DayMark], today: Day) -> [Milestone] {
        var entries = 0, days = 0
        var first: Day? = nil
        for (d, m) in marks where d <= today && MarkRules.isActive(m) {
            entries += m.count
            days += 1
            if first == nil || d < first! { first = d }
        }
        return self.entries(count: entries) + self.days(count: days) + time(since: first, today: today)
    }

    /// Entry milestones for a count.
    public static func entries(count: Int) -> [Milestone] { counted(.entries, count, entryThresholds) }

    /// Day milestones for a number of distinct days.
    public static func days(count: Int) -> [Milestone] { counted(.days, count, dayThresholds) }

    /// Time milestones since the first entry (none reached without one).
    public static func time(since first: Day?, today: Day) -> [Milestone] {
        timeSpans.map { span in
            guard let first else { return Milestone(kind: .time, threshold: span.nominalDays, reached: false, progress: 0) }
            let end = span.end(from: first)
            let total = first.days(to: end), elapsed = max(0, first.days(to: today))
            let reached = today >= end
            return Milestone(kind: .time, threshold: span.nominalDays, reached: reached,
                             progress: reached ? 1 : Double(elapsed) / Double(max(1, total)))
        }
    }

    /// Arc milestones for an arc of `length` days of which `completedDays` are done: Day 1, Week 1
    /// (arcs longer than 7 days), Halfway (day ⌈length ÷ 2⌉, arcs of 3 days or more, unless it is day 7)
    /// and Complete.
    public static func arc(length: Int, completedDays: Int) -> [Milestone] {
        guard length >= 1 else { return [] }
        var points: [(MilestoneKind, Int)] = []
        if length > 1 { points.append((.arcDay1, 1)) }
        let half = (length + 1) / 2
        if length > 7 { points.append((.arcWeek1, 7)) }
        if length >= 3, half != 7 || length <= 7 { points.append((.arcHalfway, half)) }
        points.append((.arcComplete, length))
        let done = max(0, completedDays)
        return points.sorted { $0.1 < $1.1 }.map { kind, t in
            Milestone(kind: kind, threshold: t, reached: done >= t, progress: min(1, Double(done) / Double(t)))
        }
    }

    /// The first milestone not yet reached (of one kind, when given) — the one to show as "next".
    public static func next(_ milestones: [Milestone], kind: MilestoneKind? = nil) -> Milestone? {
        milestones.first { !$0.reached && (kind == nil || $0.kind == kind) }
    }

    /// The most recently reached milestone (of one kind, when given).
    public static func latest(_ milestones: [Milestone], kind: MilestoneKind? = nil) -> Milestone? {
        milestones.last { $0.reached && (kind == nil || $0.kind == kind) }
    }

    private static func counted(_ kind: MilestoneKind, _ n: Int, _ thresholds: [Int]) -> [Milestone] {
        thresholds.map { t in
            Milestone(kind: kind, threshold: t, reached: n >= t, progress: min(1, Double(max(0, n)) / Double(t)))
        }
    }
}

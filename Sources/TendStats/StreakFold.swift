import TendKernel

/// A schedule-aware streak (``Streaks/scheduled(_:today:firstWeekday:rules:)``) counted day by day in
/// order, so that counting can stop after any day and go on later from there: its state is what a
/// ``FigureCheckpoint`` keeps for a streak. Days before the practice's first done day change nothing a
/// streak shows, so a fold may start anywhere before it (the practice's start, its first done day).
public struct StreakFold: Hashable, Sendable, Codable {
    /// The running counter (in ``unit``).
    var counter = StreakCounter()
    /// The unit of the schedule last counted, `nil` before any day of the practice.
    var unit: StreakUnit?
    /// The longest run in each unit left behind by a change of unit.
    var best: [StreakUnit: Int] = [:]
    /// Done and skipped days counted so far in the unfinished window period (window schedules).
    var periodDone = 0
    var periodSkipped = 0
    /// The first day not counted yet.
    public private(set) var next: Day

    /// A fold that starts counting on `from`.
    public init(from: Day) { next = from }

    /// The figures of the days counted so far, as of the reference day they were counted against.
    public var figures: StreakFigures {
        guard let unit else { return .zero }
        return StreakFigures(current: counter.current, longest: max(counter.longest, best[unit] ?? 0))
    }

    /// Counts the days from ``next`` through `end` (not after `today`, the reference day: never missed while
    /// it isn't over; a window period reaching past it is still open). `table` holds the marks of those days.
    mutating func count(through end: Int, today: Int, timeline: CompiledTimeline, table: DayTable,
                        firstWeekday: Weekday, rules: StreakRules) {
        let last = min(end, today)
        var o = max(next.ordinal, timeline.start)
        let threshold = rules.minimumCompletion
        while o <= last, let s = timeline.index(at: o) {
            let seg = timeline.segments[s]
            let segUnit = StreakUnit(seg.schedule)
            if let u = unit, u != segUnit {
                best[u] = max(best[u] ?? 0, counter.longest)
                counter = StreakCounter()
            }
            unit = segUnit
            let stop = min(seg.end, last)
            if case let .window(times, _) = seg.rule {
                while o <= stop {
                    let period = Streaks.bounds(of: o, unit: segUnit, anchor: seg.anchor, firstWeekday: firstWeekday)
                    let hi = min(period.end, seg.end, today)
                    let upto = min(hi, stop)
                    for d in o...upto {
                        let m = table[d]
                        if MarkRules.isDone(m, threshold: threshold) { periodDone += 1 } else if MarkRules.isSkip(m) { periodSkipped += 1 }
                    }
                    if upto == hi {
                        let ongoing = period.end >= today
                        let whole = period.start >= seg.from && period.end <= seg.end
                        if periodDone >= times { counter.done() }
                        else if ongoing || !whole || periodDone + periodSkipped >= times { /* neutral */ }
                        else { counter.miss(grace: rules.periodGrace) }
                        periodDone = 0
                        periodSkipped = 0
                    }
                    o = upto + 1
                }
            } else {
                for d in o...stop where seg.isScheduled(d) {
                    let m = table[d]
                    if MarkRules.isDone(m, threshold: threshold) { counter.done() }
                    else if MarkRules.isSkip(m) || d == today { continue }
                    else { counter.miss(grace: rules.grace) }
                }
                o = stop + 1
            }
        }
        next = Day(ordinal: max(next.ordinal, end + 1))
    }
}

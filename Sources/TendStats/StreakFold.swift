import TendKernel

/// A schedule-aware streak (``Streaks/scheduled(_:today:firstWeekday:rules:)``) counted day by day in
/// order, so that counting can stop after any day and go on later from there: its state is what a
/// ``FigureCheckpoint`` keeps for a streak. Days before the practice's first done day change nothing a
/// streak shows, so a fold may start anywhere before it (the practice's start, its first done day).
public struct StreakFold: Hashable, Sendable {
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

extension StreakFold {
    /// The fold as a checkpoint keeps it (``WholeHistory``): `{"best":{"days":12},"done":0,"longest":30,
    /// "current":4,"missed":1,"next":"2026-10-31","skipped":0,"unit":"days"}` — no `unit` before any day
    /// of the practice.
    var fieldValue: FieldValue {
        var o: [String: FieldValue] = [
            "current": .int(Int64(counter.current)), "longest": .int(Int64(counter.longest)),
            "missed": .int(Int64(counter.missed)), "done": .int(Int64(periodDone)),
            "skipped": .int(Int64(periodSkipped)), "next": .string(next.iso),
            "best": .object(Dictionary(uniqueKeysWithValues: best.map { ($0.key.key, .int(Int64($0.value))) })),
        ]
        if let unit { o["unit"] = .string(unit.key) }
        return .object(o)
    }

    /// The fold a checkpoint kept; `nil` for anything ``fieldValue`` doesn't write.
    init?(fieldValue v: FieldValue) {
        guard let o = v.object, let next = o["next"]?.string.flatMap(Day.init),
              let current = o["current"]?.int, let longest = o["longest"]?.int, let missed = o["missed"]?.int,
              let done = o["done"]?.int, let skipped = o["skipped"]?.int, let bestObject = o["best"]?.object else { return nil }
        var best: [StreakUnit: Int] = [:]
        for (key, value) in bestObject {
            guard let unit = StreakUnit(key: key), let n = value.int else { return nil }
            best[unit] = n
        }
        if let u = o["unit"] {
            guard let unit = u.string.flatMap(StreakUnit.init(key:)) else { return nil }
            self.unit = unit
        }
        self.next = next
        counter = StreakCounter(current: current, longest: longest, missed: missed)
        self.best = best
        periodDone = done
        periodSkipped = skipped
    }
}

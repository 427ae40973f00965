import TendKernel

extension Streaks {
    /// Feeds the periods of a window segment (ordinals `from…through`) to the counter.
    static func countPeriods(_ seg: CompiledTimeline.Segment, unit: StreakUnit, from: Int, through: Int, today: Int,
                             table: DayTable, firstWeekday: Weekday, rules: StreakRules, counter: inout StreakCounter) {
        guard case let .window(times, _) = seg.rule, from <= through else { return }
        var period = bounds(of: from, unit: unit, anchor: seg.anchor, firstWeekday: firstWeekday)
        while period.start <= through {
            let lo = max(period.start, seg.from), hi = min(period.end, seg.end, today)
            var done = 0, skipped = 0
            if lo <= hi {
                for o in lo...hi {
                    let m = table[o]
                    if MarkRules.isDone(m, threshold: rules.minimumCompletion) { done += 1 } else if MarkRules.isSkip(m) { skipped += 1 }
                }
            }
            let ongoing = period.end >= today
            let whole = period.start >= seg.from && period.end <= seg.end
            if done >= times { counter.done() }
            else if ongoing || !whole || done + skipped >= times { /* neutral */ }
            else { counter.miss(grace: rules.periodGrace) }
            period = bounds(of: period.end + 1, unit: unit, anchor: seg.anchor, firstWeekday: firstWeekday)
        }
    }

    /// The period (first and last ordinal) containing a day.
    static func bounds(of o: Int, unit: StreakUnit, anchor: Int, firstWeekday: Weekday) -> (start: Int, end: Int) {
        switch unit {
        case .days: return (o, o)
        case .weeks:
            let back = (weekdayIndex(o) - (firstWeekday.rawValue - 1) + 7) % 7
            return (o - back, o - back + 6)
        case .months:
            let d = Day(ordinal: o)
            return (d.firstOfMonth.ordinal, d.lastOfMonth.ordinal)
        case .periods(let len):
            let n = max(1, len)
            let diff = o - anchor
            let k = diff >= 0 ? diff / n : -((-diff + n - 1) / n)
            let s = anchor + k * n
            return (s, s + n - 1)
        }
    }
}

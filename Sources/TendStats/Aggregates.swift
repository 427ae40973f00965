import TendKernel

/// Aggregates over a range of days: completion, averages, distributions. Trends and correlations are in
/// `Aggregates+Trends.swift` and `Aggregates+Correlation.swift`.
public enum Aggregates {
    /// Done versus due over `range` (clipped to the practice's start and to `today`).
    ///
    /// Due days are the scheduled days of day schedules; under a window schedule every day is due N/D.
    /// Done sums the completion of due days (under a window schedule, of every day). Skipped days are
    /// left out. Today is counted only when that doesn't lower the rate.
    public static func completion(_ history: ScheduledHistory, in range: ClosedRange<Day>, today: Day) -> CompletionSummary {
        let timeline = CompiledTimeline(history.timeline)
        let lo = max(range.lowerBound.ordinal, timeline.start), hi = min(range.upperBound.ordinal, today.ordinal)
        guard lo <= hi else { return CompletionSummary(done: 0, due: 0, rate: 0) }
        let table = DayTable(history.marks, from: Day(ordinal: lo), through: Day(ordinal: hi))
        var done = 0.0, due = 0.0, todayDone = 0.0, todayDue = 0.0
        var segIndex = timeline.index(at: lo) ?? 0
        for o in lo...hi {
            while segIndex + 1 < timeline.segments.count && timeline.segments[segIndex + 1].from <= o { segIndex += 1 }
            let seg = timeline.segments[segIndex]
            let m = table[o]
            if MarkRules.isSkip(m) { continue }
            let d: Double
            if case let .window(t, days) = seg.rule { d = Double(t) / Double(days) } else { d = seg.isScheduled(o) ? 1 : 0 }
            guard d > 0 else { continue }
            let c = MarkRules.completion(m)
            if o == today.ordinal { todayDone = c; todayDue = d } else { done += c; due += d }
        }
        func summary(_ x: Double, _ y: Double) -> CompletionSummary {
            CompletionSummary(done: x, due: y, rate: y > 0 ? min(1, x / y) : 0)
        }
        let without = summary(done, due), with = summary(done + todayDone, due + todayDue)
        return with.rate >= without.rate ? with : without
    }

    /// The completion rate (0…1) over `range`; see ``completion(_:in:today:)``.
    public static func completionRate(_ history: ScheduledHistory, in range: ClosedRange<Day>, today: Day) -> Double {
        completion(history, in: range, today: today).rate
    }

    /// Entries per active day (a day with something other than a skip) in `range`; with `today`, that
    /// day counts only when it raises the mean (it is in progress: one line so far must not lower it).
    public static func entriesPerActiveDay(_ marks: [Day: DayMark], in range: ClosedRange<Day>, today: Day? = nil) -> Average {
        var entries = 0, days = 0, todayEntries = 0
        for (d, m) in marks where range.contains(d) && MarkRules.isActive(m) {
            if d == today { todayEntries = m.count; continue }
            entries += m.count
            days += 1
        }
        func average(_ e: Int, _ n: Int) -> Average { Average(mean: n > 0 ? Double(e) / Double(n) : nil, n: n) }
        let without = average(entries, days)
        guard todayEntries > 0 else { return without }
        let with = average(entries + todayEntries, days + 1)
        return (with.mean ?? 0) >= (without.mean ?? 0) ? with : without
    }

    /// The metric's number for each day of `range`, oldest first (`nil` where the day doesn't take part).
    public static func values(_ marks: [Day: DayMark], in range: ClosedRange<Day>, metric: DayMetric) -> [Double?] {
        let table = DayTable(marks, from: range.lowerBound, through: range.upperBound)
        return table.marks.map { metric.number($0) }
    }

    /// The metric's number per day of `range`, only days that take part (input for correlations).
    public static func dailyNumbers(_ marks: [Day: DayMark], in range: ClosedRange<Day>, metric: DayMetric) -> [Day: Double] {
        var out: [Day: Double] = [:]
        for (i, v) in values(marks, in: range, metric: metric).enumerated() {
            if let v { out[range.lowerBound.adding(days: i)] = v }
        }
        return out
    }

    /// The metric's average per weekday over `range`, in week order from `firstWeekday`.
    public static func perWeekday(_ marks: [Day: DayMark], in range: ClosedRange<Day>, metric: DayMetric,
                                  firstWeekday: Weekday = .monday) -> [WeekdayAverage] {
        var sums = [Double](repeating: 0, count: 7), ns = [Int](repeating: 0, count: 7)
        let lo = range.lowerBound.ordinal
        for (i, v) in values(marks, in: range, metric: metric).enumerated() {
            guard let v else { continue }
            let w = weekdayIndex(lo + i)
            sums[w] += v
            ns[w] += 1
        }
        return Weekday.ordered(from: firstWeekday).map { w in
            let i = w.rawValue - 1
            return WeekdayAverage(weekday: w, mean: ns[i] > 0 ? sums[i] / Double(ns[i]) : nil, n: ns[i])
        }
    }

    /// The metric's average per calendar month touched by `range`, oldest first.
    public static func perMonth(_ marks: [Day: DayMark], in range: ClosedRange<Day>, metric: DayMetric) -> [MonthAverage] {
        let numbers = values(marks, in: range, metric: metric)
        var out: [MonthAverage] = []
        var month = range.lowerBound.firstOfMonth
        var monthEnd = month.lastOfMonth.ordinal
        var sum = 0.0, n = 0
        func flush() {
            let p = month.parts
            out.append(MonthAverage(year: p.year, month: p.month, mean: n > 0 ? sum / Double(n) : nil, n: n))
        }
        for (i, v) in numbers.enumerated() {
            let o = range.lowerBound.ordinal + i
            if o > monthEnd {
                flush()
                month = Day(ordinal: o)
                monthEnd = month.lastOfMonth.ordinal
                sum = 0
                n = 0
            }
            if let v { sum += v; n += 1 }
        }
        flush()
        return out
    }

    /// How often each number of the metric occurred over `range` (days that take part), smallest first.
    /// For moods this is the level distribution; for `count`, how many days had 0, 1, 2… entries.
    public static func distribution(_ marks: [Day: DayMark], in range: ClosedRange<Day>, metric: DayMetric) -> [ValueCount] {
        var counts: [Double: Int] = [:]
        var total = 0
        for v in values(marks, in: range, metric: metric) {
            guard let v else { continue }
            counts[v, default: 0] += 1
            total += 1
        }
        return counts.keys.sorted().map { ValueCount(value: $0, count: counts[$0]!, share: Double(counts[$0]!) / Double(total)) }
    }
}

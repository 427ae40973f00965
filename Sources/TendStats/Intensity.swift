import TendKernel

/// Heat levels for calendar charts: 0 = nothing, 1…4 = light to full.
public enum Intensity {
    /// The highest level.
    public static let maxLevel = 4

    /// The level of a fraction: ≤ 0 (or nil) → 0, (0, ¼] → 1, (¼, ½] → 2, (½, ¾] → 3, above ¾ → 4.
    public static func level(_ fraction: Double?) -> Int {
        guard let f = fraction, f.isFinite, f > 0 else { return 0 }
        return min(maxLevel, Int((f * Double(maxLevel)).rounded(.up)))
    }

    /// Levels of a day's number relative to `maximum` (default: the largest number given).
    public static func levels(_ numbers: [Day: Double], maximum: Double? = nil) -> [Day: Int] {
        let top = maximum ?? numbers.values.filter(\.isFinite).max() ?? 0
        guard top > 0 else { return numbers.mapValues { _ in 0 } }
        return numbers.mapValues { level($0 / top) }
    }

    /// Levels of each day's completion (0…1) for the marks in `range`.
    public static func completionLevels(_ marks: [Day: DayMark], in range: ClosedRange<Day>) -> [Day: Int] {
        var out: [Day: Int] = [:]
        for (d, m) in marks where range.contains(d) { out[d] = level(MarkRules.completion(m)) }
        return out
    }
}

/// Calendar layouts shared by the charts: which day sits in which cell.
public enum CalendarLayout {
    /// A month as weeks (rows) of 7 cells from `firstWeekday`; cells outside the month are `nil`.
    public static func month(year: Int, month: Int, firstWeekday: Weekday) -> [[Day?]] {
        guard let first = Day(year: year, month: month, day: 1) else { return [] }
        let last = first.lastOfMonth
        var rows: [[Day?]] = []
        var start = first.startOfWeek(firstWeekday)
        while start <= last {
            rows.append((0..<7).map { i in
                let d = start.adding(days: i)
                return d >= first && d <= last ? d : nil
            })
            start = start.adding(days: 7)
        }
        return rows
    }

    /// A year as 12 rows of 31 cells; cells past a month's end (30 February) are `nil`.
    public static func year(_ year: Int) -> [[Day?]] {
        (1...12).map { m in (1...31).map { d in Day(year: year, month: m, day: d) } }
    }

    /// `weeks` columns of 7 days (from `firstWeekday`), the last column being the week that contains `end`.
    public static func contribution(endingAt end: Day, firstWeekday: Weekday, weeks: Int = 53) -> [[Day]] {
        let lastStart = end.startOfWeek(firstWeekday)
        return (0..<max(1, weeks)).map { w in
            let s = lastStart.adding(days: -7 * (max(1, weeks) - 1 - w))
            return (0..<7).map { s.adding(days: $0) }
        }
    }
}

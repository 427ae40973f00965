import TendConsole
import TendKernel
import TendStats

/// A month of a defined tracker as a calendar heatmap; also the `--json` shape of `tend ID month`:
/// `{tracker, name, year, month, days: [{date, count, measure, completion, level}], activeDays,
/// goalDays, total}` (`goalDays` with a per-day goal, `total` for counts and amounts).
///
/// Heat: with a per-day goal, how complete each day was; otherwise the day's measure against the
/// month's largest (a done tracker: logged or not).
struct CustomMonthView: Encodable {
    struct DayCell: Encodable {
        let date: Day
        let count: Int
        let measure: Double?
        let completion: Double
        let level: Int
    }

    let tracker: String
    let name: String
    let year: Int
    let month: Int
    let days: [DayCell]
    let activeDays: Int
    let goalDays: Int?
    let total: Double?

    static func build(_ first: Day, _ tracker: DefinedTracker, _ s: Session) throws -> CustomMonthView {
        let d = tracker.definition
        let range = first...first.lastOfMonth
        let marks = try tracker.marks(range, s.context)
        let perDayGoal = d.goal?.per == .day
        let levels: [Day: Int]
        if perDayGoal || d.value.kind == .done {
            levels = Intensity.completionLevels(marks.filter { $0.value.count > 0 }.mapValues {
                perDayGoal ? $0 : DayMark(count: $0.count, completion: 1) }, in: range)
        } else {
            levels = Intensity.levels(marks.compactMapValues(\.value))
        }
        let cells = marks.keys.sorted().compactMap { day -> DayCell? in
            guard let m = marks[day], m.count > 0 else { return nil }
            return DayCell(date: day, count: m.count, measure: m.value.map { JSONOutput.round($0) },
                           completion: JSONOutput.round(m.completion), level: levels[day] ?? 0)
        }
        let sums = d.value.kind == .count || d.value.kind == .amount
        return CustomMonthView(tracker: d.id, name: d.name, year: first.year, month: first.month, days: cells,
                               activeDays: cells.count,
                               goalDays: perDayGoal ? cells.filter { $0.completion >= 1 }.count : nil,
                               total: sums ? JSONOutput.round(cells.reduce(0) { $0 + ($1.measure ?? 0) }) : nil)
    }

    func chart(_ d: TrackerDefinition, firstWeekday: Weekday, today: Day) -> MonthHeatmap {
        let labels = ChartLabels(weekdays: Weekday.allCases.map(DayFormat.weekdayTwoLetter),
                                 months: (1...12).map(DayFormat.monthShort),
                                 less: tr("custom.chart.less"), more: tr("custom.chart.more"))
        var levels: [Day: Int] = [:]
        var captions: [Day: String] = [:]
        for c in days {
            levels[c.date] = c.level
            captions[c.date] = c.measure.map(d.measure) ?? d.measure(Double(c.count))
        }
        return MonthHeatmap(title: title(d), year: year, month: month, firstWeekday: firstWeekday, levels: levels,
                            captions: captions, lastDay: today, labels: labels, summary: summaryLine(d))
    }

    func title(_ d: TrackerDefinition) -> String {
        tr("custom.month.title", ["name": d.name, "month": DayFormat.monthName(month), "year": String(year)])
    }

    func summaryLine(_ d: TrackerDefinition) -> String {
        var parts = [tr("custom.month.active", ["days": CustomWords.days(activeDays)])]
        if let goalDays { parts.append(tr("custom.month.goal-days", ["days": CustomWords.days(goalDays)])) }
        if let total { parts.append(tr("custom.month.total", ["total": d.measure(total)])) }
        return parts.joined(separator: " · ")
    }
}

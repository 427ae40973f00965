import TendConsole
import TendKernel

/// A day of water: the drinks, their total, the goal and the week before. Also the `--json` shape:
/// `{"date", "drinks": [ml…], "total", "goal", "week": [{"date", "ml"}]}`.
struct WaterDay: Encodable {
    struct DayTotal: Encodable {
        let date: Day
        let ml: Int
    }

    let date: Day
    let drinks: [Int]
    let total: Int
    let goal: Int
    let week: [DayTotal]

    static func read(_ day: Day, _ s: Session) throws -> WaterDay {
        let from = day.adding(days: -6)
        var totals: [Day: Int] = [:]
        var drinks: [Int] = []
        for e in try s.store.entries(EntryQuery(tracker: WaterTracker.id, days: from...day)) {
            let ml = Int(e.value.amount ?? 0)
            totals[e.day, default: 0] += ml
            if e.day == day { drinks.append(ml) }
        }
        return WaterDay(date: day, drinks: drinks, total: totals[day] ?? 0, goal: try WaterTracker.goal(s.store),
                        week: (0..<7).map { DayTotal(date: from.adding(days: $0), ml: totals[from.adding(days: $0)] ?? 0) })
    }

    func render(_ style: Style) -> [String] {
        var out = [style.bold(tr("water.day.title", ["day": DayFormat.long(date)]))]
        out += drinks.isEmpty ? ["  " + tr("water.day.empty")] : drinks.map { "  + \($0) ml" }
        out.append(tr("water.day.total", ["total": String(total), "goal": String(goal)]))
        out.append("")
        let bars = week.map { BarChart.Bar(label: DayFormat.weekdayTwoLetter($0.date.weekday), value: Double($0.ml)) }
        let chart = BarChart(title: tr("water.week"), bars: bars, maximum: Double(max(goal, week.map(\.ml).max() ?? 0)))
        out += chart.render(ChartStyle(style)).split(separator: "\n").map(String.init)
        return out
    }
}

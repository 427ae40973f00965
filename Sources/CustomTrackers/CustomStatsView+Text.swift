import TendConsole
import TendKernel
import TendStats

extension CustomStatsView {
    func render(_ d: TrackerDefinition, style: Style) -> [String] {
        var out = [style.bold(tr("custom.stats.title", ["name": d.name, "day": DayFormat.long(date)]))]
        if let streak {
            out.append(tr("custom.stats.streak", ["current": count(streak.current), "longest": count(streak.longest)]))
        }
        if let momentum {
            out.append(tr("custom.stats.momentum", ["bucket": tr("custom.momentum.\(momentum.bucket.rawValue)"),
                                                    "percent": String(Int((momentum.score * 100).rounded()))]))
        }
        if let strength { out.append(tr("custom.stats.strength", ["percent": percent(strength)])) }
        if let completionRate { out.append(tr("custom.stats.completion", ["percent": percent(completionRate)])) }
        if let milestones { out.append(milestoneLine(milestones)) }
        if let goal = d.goal { out.append(tr("custom.stats.goal", ["goal": d.goalText(goal)])) }
        out.append(averageLine(d))
        if let first {
            out.append(tr("custom.stats.entries", ["entries": String(entries), "days": CustomWords.days(activeDays),
                                                   "first": DayFormat.long(first)]))
        } else {
            out.append(tr("custom.stats.none", ["command": d.logCommand]))
        }
        if let total { out.append(tr("custom.stats.total", ["total": d.measure(total)])) }
        out.append("")
        let bars = lastSevenDays.map { BarChart.Bar(label: DayFormat.weekdayTwoLetter($0.date.weekday), value: $0.measure,
                                                    valueLabel: $0.measure.map(d.measure)) }
        let chart = BarChart(title: tr("custom.stats.last7"), bars: bars, seriesLabel: d.valueText)
        out += chart.render(ChartStyle(style)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while out.last == "" { out.removeLast() }
        return out
    }

    private func count(_ n: Int) -> String {
        let key: String
        switch streakUnit {
        case "weeks": key = "custom.unit.week"
        case "months": key = "custom.unit.month"
        case "days": key = "custom.unit.day"
        default: key = "custom.unit.period"
        }
        return trPlural(key, n, ["count": String(n)])
    }

    private func percent(_ x: Double) -> String { String(Int((x * 100).rounded())) + "%" }

    private func milestoneLine(_ list: [Milestone]) -> String {
        let latest = Milestones.latest(list).map(milestoneName)
        let next = Milestones.next(list).map { milestoneName($0) + " (" + percent($0.progress) + ")" }
        switch (latest, next) {
        case let (l?, n?): return tr("custom.stats.milestones", ["latest": l, "next": n])
        case let (l?, nil): return tr("custom.stats.milestones.all", ["latest": l])
        case let (nil, n?): return tr("custom.stats.milestones.first", ["next": n])
        default: return tr("custom.stats.milestones.first", ["next": "—"])
        }
    }

    private func milestoneName(_ m: Milestone) -> String {
        switch m.kind {
        case .entries: return trPlural("custom.milestone.entry", m.threshold, ["count": String(m.threshold)])
        case .days: return trPlural("custom.milestone.day", m.threshold, ["count": String(m.threshold)])
        default:
            switch m.timeSpan {
            case .weeks(let n)?: return trPlural("custom.milestone.week", n, ["count": String(n)])
            case .months(let n)?: return trPlural("custom.milestone.month", n, ["count": String(n)])
            case .years(let n)?: return trPlural("custom.milestone.year", n, ["count": String(n)])
            case nil: return String(m.threshold)
            }
        }
    }

    private func averageLine(_ d: TrackerDefinition) -> String {
        func text(_ a: Average) -> String { a.mean.map(d.measure) ?? "—" }
        return tr("custom.stats.average", ["week": text(averages.last7Days), "month": text(averages.last30Days)])
    }
}

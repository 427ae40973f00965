import Foundation
import TendConsole
import TendKernel
import TendStats

/// The stats page of the gratitude journal, as text and as JSON.
struct GratitudeStatsView {
    /// The figures shown.
    let figures: GratitudeFigures
    /// The week start (heatmap columns, `N/week` streaks).
    let firstWeekday: Weekday

    /// The last seven days, oldest first, ending today.
    var lastSevenDays: [Day] { (0..<7).map { figures.today.adding(days: $0 - 6) } }

    /// The 7-day bar chart.
    var barChart: BarChart {
        let bars = lastSevenDays.map { d -> BarChart.Bar in
            let n = figures.counts[d] ?? 0
            return BarChart.Bar(label: DayFormat.weekdayTwoLetter(d.weekday), value: Double(n), valueLabel: String(n))
        }
        return BarChart(title: tr("gratitude.stats.week-chart"), bars: bars, seriesLabel: tr("gratitude.stats.series"))
    }

    /// Heat levels of this month's days: 1, 2, 3 and 4 or more lines give levels 1 to 4.
    var monthLevels: [Day: Int] {
        let month = figures.today.firstOfMonth...figures.today.lastOfMonth
        var numbers: [Day: Double] = [:]
        for (d, n) in figures.counts where month.contains(d) { numbers[d] = Double(n) }
        return Intensity.levels(numbers, maximum: Double(Intensity.maxLevel))
    }

    /// The month heatmap of the current month.
    var heatmap: MonthHeatmap {
        let t = figures.today
        let labels = ChartLabels(weekdays: Weekday.allCases.map(DayFormat.weekdayTwoLetter),
                                 months: (1...12).map(DayFormat.monthShort),
                                 less: tr("gratitude.stats.less"), more: tr("gratitude.stats.more"))
        return MonthHeatmap(title: DayFormat.monthYear(t.month, t.year), year: t.year, month: t.month,
                            firstWeekday: firstWeekday, levels: monthLevels, lastDay: t, labels: labels)
    }

    /// The page as text.
    func render(_ style: Style) -> [String] {
        let f = figures
        var out = [style.bold(tr("gratitude.stats.title", ["date": DayFormat.long(f.today)]))]
        out.append(tr("gratitude.stats.schedule", ["schedule": GratitudeScheduleCommand.describe(f.schedule)]))
        out.append(tr("gratitude.stats.streak", ["current": GratitudeWords.streak(f.streak.current, f.unit),
                                                 "longest": GratitudeWords.streak(f.streak.longest, f.unit)]))
        out.append(tr("gratitude.stats.momentum", ["bucket": GratitudeWords.momentum(f.momentum.bucket),
                                                   "percent": String(Int((f.momentum.score * 100).rounded()))]))
        out.append(tr("gratitude.stats.totals", [
            "entries": GratitudeWords.count("gratitude.unit.entry", f.totalEntries),
            "days": GratitudeWords.count("gratitude.unit.day", f.daysJournaled),
            "average": String(format: "%.1f", f.averagePerDay),
        ]))
        out.append("")
        let chart = ChartStyle(style)
        out += lines(barChart.render(chart))
        out.append("")
        // Weeks after today are blank rows (days not over yet are drawn blank): leave them out.
        out += lines(heatmap.render(chart)).filter { !$0.isEmpty }
        out.append(style.dim(tr("gratitude.stats.levels")))
        out.append("")
        out += milestoneTable.render(style: style)
        return out
    }

    /// The milestones: per category what is reached, what is next and how far along.
    var milestoneTable: TextTable {
        var table = TextTable(columns: [.init(tr("gratitude.milestone.col.kind")), .init(tr("gratitude.milestone.col.now"), right: true),
                                        .init(tr("gratitude.milestone.col.reached")), .init(tr("gratitude.milestone.col.next")),
                                        .init(tr("gratitude.milestone.col.progress"), right: true)])
        let f = figures
        let now: [MilestoneKind: String] = [
            .entries: String(f.totalEntries),
            .days: String(f.daysJournaled),
            .time: f.firstDay.map { GratitudeWords.count("gratitude.unit.day", $0.days(to: f.today)) } ?? "–",
        ]
        for kind in [MilestoneKind.entries, .days, .time] {
            let reached = Milestones.latest(f.milestones, kind: kind)
            let next = Milestones.next(f.milestones, kind: kind)
            let progress = next.map { String(Int(($0.progress * 100).rounded(.down))) + "%" } ?? tr("gratitude.milestone.all")
            table.rows.append([tr("gratitude.milestone.\(kind.rawValue)"), now[kind] ?? "", reached.map(Self.label) ?? "–",
                               next.map(Self.label) ?? "–", progress])
        }
        return table
    }

    /// A milestone's threshold in words: `250 entries`, `30 days`, `3 months`.
    static func label(_ m: Milestone) -> String {
        switch m.timeSpan {
        case .weeks(let n)?: return GratitudeWords.count("gratitude.unit.week", n)
        case .months(let n)?: return GratitudeWords.count("gratitude.unit.month", n)
        case .years(let n)?: return GratitudeWords.count("gratitude.unit.year", n)
        case nil: return GratitudeWords.count(m.kind == .entries ? "gratitude.unit.entry" : "gratitude.unit.day", m.threshold)
        }
    }

    private func lines(_ text: String) -> [String] {
        var parts = text.components(separatedBy: "\n")
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}

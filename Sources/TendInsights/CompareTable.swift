import TendConsole
import TendKernel
import TendStats

/// The text and SVG forms of `tend compare`: figures as rows, targets as columns (side by side), in as
/// many tables as 80 columns need.
enum CompareTable {
    static let width = 80
    /// The widest a target's column gets (longer names are cut).
    static let columnWidth = 14

    static func render(_ r: CompareCommand.Report, _ s: Session) -> [String] {
        var out = [s.style.bold(tr("compare.title", ["from": r.from.iso, "to": r.to.iso, "days": String(r.days)]))]
        if r.targets.isEmpty { return out + ["", tr("compare.empty")] }
        let labels = ["schedule", "scheduled", "done", "adherence", "strict", "forgiving", "longest", "momentum",
                      "strength", "per-day", "best-day", "trend"].map { tr("compare.row.\($0)") }
        let columns = r.targets.map { cells($0) }
        let labelWidth = labels.map(TextWidth.of).max() ?? 0
        var chunk: [Int] = [], used = labelWidth
        func flush() {
            guard !chunk.isEmpty else { return }
            var table = TextTable(columns: [.init("")] + chunk.map { .init(TextWidth.truncate(r.targets[$0].name, to: columnWidth), right: true) })
            for (i, label) in labels.enumerated() { table.rows.append([label] + chunk.map { columns[$0][i] }) }
            out.append("")
            out += table.render(style: s.style)
            chunk = []
            used = labelWidth
        }
        for i in r.targets.indices {
            let w = min(columnWidth, max(TextWidth.of(r.targets[i].name), columns[i].map(TextWidth.of).max() ?? 0))
            if used + 2 + w > width { flush() }
            chunk.append(i)
            used += 2 + w
        }
        flush()
        out.append("")
        out += TextWrap.wrap(tr("compare.footnote", ["grace": String(s.graceDays)]), width: width).map(s.style.dim)
        return out
    }

    /// The cells of one target, in the order of the row labels.
    static func cells(_ row: CompareRow) -> [String] {
        let dash = "–"
        let trend = row.trend.map { FigureText.trend($0.direction.rawValue, change: $0.change) } ?? dash
        let best = row.bestWeekday.map { DayFormat.weekdayShort($0.weekday) + " " + FigureText.percent($0.rate ?? 0) } ?? dash
        return [
            TextWidth.truncate(row.schedule, to: columnWidth),
            FigureText.count(row.scheduledDays),
            FigureText.count(row.daysDone),
            FigureText.percent(row.completionRate),
            FigureText.streakLength(row.strictStreak.current, row.unit),
            FigureText.streakLength(row.streak.current, row.unit),
            FigureText.streakLength(row.streak.longest, row.unit),
            FigureText.momentum(Momentum(score: row.momentum.score)),
            FigureText.percent(row.strength),
            row.entriesPerActiveDay.mean.map { FigureText.decimal($0) } ?? dash,
            best,
            trend,
        ]
    }

    /// Adherence per target as a bar chart (the `--svg` picture).
    static func chart(_ r: CompareCommand.Report) -> BarChart {
        let title = tr("compare.svg.title", ["from": r.from.iso, "to": r.to.iso])
        let bars = r.targets.map { BarChart.Bar(label: $0.name, value: $0.completionRate * 100, valueLabel: FigureText.percent($0.completionRate)) }
        let summary = r.targets.map { tr("compare.svg.item", ["name": $0.name, "percent": FigureText.percent($0.completionRate)]) }
            .joined(separator: "; ")
        return BarChart(title: title, bars: bars, seriesLabel: tr("compare.row.adherence"), summary: summary, maximum: 100)
    }
}

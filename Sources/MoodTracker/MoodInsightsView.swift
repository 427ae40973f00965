import Foundation
import TendConsole
import TendKernel
import TendStats

/// The text of `tend mood insights`.
struct MoodInsightsView {
    let insights: MoodInsights
    /// The window's marks (for the sparkline).
    let marks: [Day: DayMark]
    let format: MoodFormat
    let chart: ChartStyle

    func lines() -> [String] {
        let i = insights
        var out = [tr("mood.insights.title", ["days": String(i.days), "from": DayFormat.short(i.from), "to": DayFormat.short(i.to)])]
        guard let mean = i.average else {
            out.append(tr("mood.insights.empty", ["days": String(i.days)]))
            return out + streakLines()
        }
        out.append(tr("mood.summary.line", ["logged": String(i.logged), "days": String(i.days), "average": format.average(mean)]))
        out.append(sparkline())
        out.append("")
        out += block(distribution())
        out.append("")
        out += block(weekdays())
        if let b = i.bestWeekday, let w = i.worstWeekday {
            out.append(tr("mood.insights.best-worst", [
                "best": DayFormat.weekdayName(Weekday(rawValue: b.weekday)!), "bestMean": MoodNumber.text(b.mean),
                "worst": DayFormat.weekdayName(Weekday(rawValue: w.weekday)!), "worstMean": MoodNumber.text(w.mean)]))
        }
        out.append("")
        out.append(tr("mood.insights.by-month"))
        let monthRows = i.months.map { m -> [String] in
            [DayFormat.monthYear(m.month, m.year), m.mean.map(MoodNumber.text) ?? "·",
             tr("mood.insights.month-days", ["n": String(m.n)])]
        }
        out += TextTable(columns: [.init(""), .init("", right: true), .init("")], rows: monthRows).render().dropFirst()
        out.append("")
        out.append(trendLine())
        out += streakLines()
        if !i.conflicts.isEmpty {
            out.append(tr("mood.insights.conflicts", ["dates": i.conflicts.map(\.iso).joined(separator: ", ")]))
        }
        return out
    }

    /// A chart's lines without its final newline.
    private func block(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Daily levels over 30 days; weekly averages over longer windows (so the line fits a terminal).
    private func sparkline() -> String {
        let range = insights.from...insights.to
        let daily = Aggregates.values(marks, in: range, metric: .value)
        if insights.days <= 30 {
            return tr("mood.insights.daily", ["line": Sparkline(values: daily, minimum: 1, maximum: 5).render(chart)])
        }
        var weekly: [Double?] = []
        var end = daily.count
        while end > 0 {
            let chunk = daily[max(0, end - 7)..<end].compactMap { $0 }
            weekly.insert(chunk.isEmpty ? nil : chunk.reduce(0, +) / Double(chunk.count), at: 0)
            end -= 7
        }
        return tr("mood.insights.weekly", ["line": Sparkline(values: weekly, minimum: 1, maximum: 5).render(chart)])
    }

    private func distribution() -> String {
        let top = Double(insights.distribution.map(\.count).max() ?? 1)
        let bars = insights.distribution.reversed().map { c in
            BarChart.Bar(label: format.text(MoodLevel(rawValue: c.level)!), value: Double(c.count),
                         valueLabel: tr("mood.insights.count", ["count": String(c.count), "share": MoodNumber.percent(c.share)]))
        }
        return BarChart(title: tr("mood.insights.distribution"), bars: bars, maximum: max(1, top)).render(chart)
    }

    private func weekdays() -> String {
        let bars = insights.weekdays.map { w in
            BarChart.Bar(label: DayFormat.weekdayTwoLetter(w.weekday), value: w.mean,
                         valueLabel: w.mean.map { tr("mood.insights.weekday-mean", ["mean": MoodNumber.text($0), "n": String(w.n)]) })
        }
        return BarChart(title: tr("mood.insights.by-weekday"), bars: bars, maximum: 5).render(chart)
    }

    private func trendLine() -> String {
        guard let t = insights.trend else { return tr("mood.insights.trend.none") }
        let args = ["current": MoodNumber.text(t.current), "previous": MoodNumber.text(t.previous),
                    "change": MoodNumber.percent(abs(t.change ?? 0))]
        return tr("mood.insights.trend.\(t.direction.rawValue)", args)
    }

    private func streakLines() -> [String] {
        var out: [String] = []
        let f = insights.figures
        if let st = f.streak {
            let unit = insights.streakUnit.name
            var line = tr("mood.insights.streak.\(unit)", ["current": String(st.current), "longest": String(st.longest)])
            if let m = f.momentum { line += " · " + tr("mood.insights.momentum", ["bucket": tr("mood.momentum.\(m.bucket.rawValue)")]) }
            out.append(line)
        }
        if let next = Milestones.next(f.milestones ?? [], kind: .days) {
            out.append(tr("mood.insights.milestone", ["threshold": String(next.threshold), "progress": MoodNumber.percent(next.progress)]))
        }
        return out
    }
}

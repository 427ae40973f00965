import TendKernel
import TendStats

/// A year as 12 rows (months) of 31 heat cells (days of the month).
///
/// ```
/// 2026
///     1        10        20        30
/// Jan ░▒▓█·········
/// Feb ·····························
/// ```
public struct YearGrid: Hashable, Sendable {
    /// Title line.
    public var title: String
    /// The year.
    public var year: Int
    /// Level per day (0…4 on the default scale; 0…``HeatScale/top`` otherwise); absent days are 0.
    public var levels: [Day: Int]
    /// Per-day text for SVG tooltips.
    public var captions: [Day: String]
    /// Days after this one are drawn blank; `nil` draws every day.
    public var lastDay: Day?
    /// Month names and the legend's ends.
    public var labels: ChartLabels
    /// Accessible description for the SVG.
    public var summary: String
    /// What each level looks like (default: the four-step heat ramp).
    public var scale: HeatScale

    /// Creates a year grid.
    public init(title: String, year: Int, levels: [Day: Int], captions: [Day: String] = [:], lastDay: Day? = nil,
                labels: ChartLabels, summary: String = "", scale: HeatScale = .intensity) {
        self.title = title
        self.year = year
        self.levels = levels
        self.captions = captions
        self.lastDay = lastDay
        self.labels = labels
        self.summary = summary
        self.scale = scale
    }

    func level(_ day: Day) -> Int? {
        if let lastDay, day > lastDay { return nil }
        return scale.clamp(levels[day])
    }

    /// The chart as text.
    public func render(_ style: ChartStyle) -> String {
        let labelWidth = ChartText.width((1...12).map { labels.month($0) })
        var header = [Character](repeating: " ", count: 31)
        for d in [1, 10, 20, 30] { for (i, ch) in String(d).enumerated() { header[d - 1 + i] = ch } }
        var lines = [ChartGlyphs.paint(title, ChartGlyphs.titleColor, style),
                     String(repeating: " ", count: labelWidth + 1) + String(header)]
        for (m, row) in CalendarLayout.year(year).enumerated() {
            let cells = row.map { day -> String in
                guard let day, let l = level(day) else { return " " }
                return scale.cell(l, style, wide: false)
            }.joined()
            lines.append(ChartText.fit(labels.month(m + 1), labelWidth) + " " + cells)
        }
        lines.append(HeatLegendText.line(labels, style, scale: scale))
        return ChartText.lines(lines)
    }

    /// The chart as a standalone SVG.
    public func svg() -> String {
        let cell = 12, step = 15
        let labelWidth = ((1...12).map { SVGDocument.approxWidth(labels.month($0)) }.max() ?? 21) + 8
        let x0 = 10 + labelWidth, y0 = 50
        let width = max(x0 + 31 * step + 10, SVGDocument.legendWidth(scale) + 2 * x0)
        let height = y0 + 12 * step + 34
        var doc = SVGDocument(width: width, height: height, title: title, summary: summary)
        for d in [1, 5, 10, 15, 20, 25, 30] {
            doc.add(SVGDocument.text(String(d), x: x0 + (d - 1) * step + cell / 2, y: y0 - 8, anchor: "middle"))
        }
        for (m, row) in CalendarLayout.year(year).enumerated() {
            let y = y0 + m * step
            doc.add(SVGDocument.text(labels.month(m + 1), x: x0 - 8, y: y + 10, anchor: "end"))
            for (i, day) in row.enumerated() {
                guard let day, let l = level(day) else { continue }
                let tip = day.iso + (captions[day].map { ": " + $0 } ?? "")
                doc.add(SVGDocument.rect(x: x0 + i * step, y: y, w: cell, h: cell, fill: scale.fill(l), tip: tip))
            }
        }
        doc.body += SVGDocument.legend(scale, labels: labels, left: x0, right: width - 10, y: height - 24)
        return doc.render()
    }
}

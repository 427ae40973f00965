import TendKernel
import TendStats

/// A month as a calendar grid of heat cells, weeks as rows from the user's week start.
///
/// ```
/// November 2026
/// Mo Tu We Th Fr Sa Su
///                   ░░
/// ▒▒ ██ ·· ██ ▓▓ ██ ░░
/// Less · ░ ▒ ▓ █ More
/// ```
public struct MonthHeatmap: Hashable, Sendable {
    /// Title line ("November 2026", formatted by the caller).
    public var title: String
    /// The year.
    public var year: Int
    /// The month, 1…12.
    public var month: Int
    /// The first column's weekday.
    public var firstWeekday: Weekday
    /// Level per day (0…4 on the default scale, see `Intensity`; 0…``HeatScale/top`` otherwise);
    /// absent days are 0.
    public var levels: [Day: Int]
    /// Per-day text for SVG tooltips ("3 entries"); the ISO date is always shown.
    public var captions: [Day: String]
    /// Days after this one are drawn blank (not over yet); `nil` draws every day.
    public var lastDay: Day?
    /// Weekday labels and the legend's ends.
    public var labels: ChartLabels
    /// Accessible description for the SVG.
    public var summary: String
    /// What each level looks like (default: the four-step heat ramp).
    public var scale: HeatScale
    /// Whether each cell of the text form carries its day number after the level glyph (`█ 7`, `░12`);
    /// days after ``lastDay`` then show the number alone.
    public var numbered: Bool

    /// Creates a month heatmap.
    public init(title: String, year: Int, month: Int, firstWeekday: Weekday, levels: [Day: Int], captions: [Day: String] = [:],
                lastDay: Day? = nil, labels: ChartLabels, summary: String = "", scale: HeatScale = .intensity,
                numbered: Bool = false) {
        self.numbered = numbered
        self.title = title
        self.year = year
        self.month = month
        self.firstWeekday = firstWeekday
        self.levels = levels
        self.captions = captions
        self.lastDay = lastDay
        self.labels = labels
        self.summary = summary
        self.scale = scale
    }

    /// The level drawn for a day, `nil` for a blank cell.
    func level(_ day: Day) -> Int? {
        if let lastDay, day > lastDay { return nil }
        return scale.clamp(levels[day])
    }

    /// The chart as text.
    public func render(_ style: ChartStyle) -> String {
        var lines = [ChartGlyphs.paint(title, ChartGlyphs.titleColor, style)]
        let width = numbered ? 3 : 2
        // Numbered: a level glyph then the day number in two columns (weekday labels over the numbers).
        lines.append(Weekday.ordered(from: firstWeekday).map { w in
            numbered ? " " + ChartText.fit(labels.weekday(w.rawValue), 2) : ChartText.fit(labels.weekday(w.rawValue), 2)
        }.joined(separator: " "))
        for row in CalendarLayout.month(year: year, month: month, firstWeekday: firstWeekday) {
            let cells = row.map { day -> String in
                guard let day else { return String(repeating: " ", count: width) }
                let number = day.day < 10 ? " " + String(day.day) : String(day.day)
                guard let l = level(day) else { return numbered ? " " + number : "  " }
                return numbered ? scale.cell(l, style, wide: false) + number : scale.cell(l, style, wide: true)
            }
            lines.append(cells.joined(separator: " "))
        }
        lines.append(HeatLegendText.line(labels, style, scale: scale, wide: true))
        return ChartText.lines(lines)
    }

    /// The chart as a standalone SVG: day numbers in the cells, weekday headers, a legend.
    public func svg() -> String {
        let cell = 28, gap = 4, step = cell + gap, x0 = 10, y0 = 52
        let rows = CalendarLayout.month(year: year, month: month, firstWeekday: firstWeekday)
        let width = max(x0 * 2 + 7 * step - gap, SVGDocument.legendWidth(scale) + 2 * x0)
        let height = y0 + rows.count * step + 34
        var doc = SVGDocument(width: max(width, 240), height: height, title: title, summary: summary)
        for (i, w) in Weekday.ordered(from: firstWeekday).enumerated() {
            doc.add(SVGDocument.text(labels.weekday(w.rawValue), x: x0 + i * step + cell / 2, y: y0 - 8, anchor: "middle"))
        }
        for (r, row) in rows.enumerated() {
            for (c, day) in row.enumerated() {
                guard let day else { continue }
                let x = x0 + c * step, y = y0 + r * step
                let l = level(day)
                let tip = day.iso + (captions[day].map { ": " + $0 } ?? "")
                doc.add(SVGDocument.rect(x: x, y: y, w: cell, h: cell, fill: l.map { scale.fill($0) } ?? "#ffffff", rx: 4, tip: tip))
                if l == nil { doc.add(##"<rect x="\##(x)" y="\##(y)" width="\##(cell)" height="\##(cell)" rx="4" fill="none" stroke="#d0d7de"/>"##) }
                doc.add(SVGDocument.text(String(day.day), x: x + cell / 2, y: y + cell / 2 + 4, anchor: "middle", cls: l.map { scale.darkFills.contains($0) } ?? false ? "cell on" : "cell"))
            }
        }
        doc.body += SVGDocument.legend(scale, labels: labels, left: x0, right: max(width, 240) - 10, y: height - 24)
        return doc.render()
    }
}

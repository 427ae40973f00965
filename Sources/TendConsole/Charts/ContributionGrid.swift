import TendKernel
import TendStats

/// A GitHub-style grid: 53 weeks as columns, 7 weekdays as rows (from the user's week start), ending
/// with the week that contains `end`.
public struct ContributionGrid: Hashable, Sendable {
    /// Title line.
    public var title: String
    /// The last day shown; later days of its week are blank.
    public var end: Day
    /// The first day shown (a calendar year's 1 January); earlier days of its week are blank. `nil`:
    /// every day of the first week is drawn.
    public var start: Day?
    /// The first row's weekday.
    public var firstWeekday: Weekday
    /// How many weeks (columns).
    public var weeks: Int
    /// Heat level (0…4) per day; absent days are 0.
    public var levels: [Day: Int]
    /// Per-day text for SVG tooltips.
    public var captions: [Day: String]
    /// Weekday and month labels and the legend's ends.
    public var labels: ChartLabels
    /// Accessible description for the SVG.
    public var summary: String

    /// Creates a contribution grid.
    public init(title: String, end: Day, firstWeekday: Weekday, weeks: Int = 53, levels: [Day: Int],
                captions: [Day: String] = [:], labels: ChartLabels, summary: String = "", start: Day? = nil) {
        self.title = title
        self.end = end
        self.start = start
        self.firstWeekday = firstWeekday
        self.weeks = max(1, weeks)
        self.levels = levels
        self.captions = captions
        self.labels = labels
        self.summary = summary
    }

    /// Whether a day of the grid is drawn (inside `start...end`).
    func shows(_ day: Day) -> Bool { day <= end && start.map { day >= $0 } ?? true }

    var columns: [[Day]] { CalendarLayout.contribution(endingAt: end, firstWeekday: firstWeekday, weeks: weeks) }

    /// Month labels: (column, month) where a month's first day falls, skipping ones that would overlap.
    func monthMarks(minGap: Int) -> [(column: Int, month: Int)] {
        var out: [(Int, Int)] = []
        for (c, col) in columns.enumerated() {
            guard let first = col.first(where: { $0.day == 1 }) else { continue }
            if let last = out.last, c - last.0 < minGap { continue }
            out.append((c, first.month))
        }
        return out
    }

    /// The chart as text.
    public func render(_ style: ChartStyle) -> String {
        let cols = columns
        // One cell per column; a wide (CJK) character fills two cells, the second left empty.
        var header = [String](repeating: " ", count: cols.count + 4)
        for (c, m) in monthMarks(minGap: 4) {
            var column = c
            for ch in labels.month(m) {
                let w = TextWidth.of(String(ch))
                guard column + w <= min(c + 3, header.count) else { break }
                header[column] = String(ch)
                if w == 2 { header[column + 1] = "" }
                column += max(w, 1)
            }
        }
        var lines = [ChartGlyphs.paint(title, ChartGlyphs.titleColor, style), "   " + header.joined()]
        for (r, w) in Weekday.ordered(from: firstWeekday).enumerated() {
            let cells = cols.map { col -> String in
                let day = col[r]
                guard shows(day) else { return " " }
                let l = min(4, max(0, levels[day] ?? 0))
                return ChartGlyphs.paint(ChartGlyphs.heat(l, style), ChartGlyphs.heatColor(l), style)
            }.joined()
            lines.append(ChartText.fit(labels.weekday(w.rawValue), 2) + " " + cells)
        }
        lines.append(HeatLegendText.line(labels, style))
        return ChartText.lines(lines)
    }

    /// The chart as a standalone SVG.
    public func svg() -> String {
        let cell = 11, step = 14, x0 = 40, y0 = 50
        let cols = columns
        let width = x0 + cols.count * step + 10
        let height = y0 + 7 * step + 34
        var doc = SVGDocument(width: width, height: height, title: title, summary: summary)
        for (c, m) in monthMarks(minGap: 3) {
            doc.add(SVGDocument.text(labels.month(m), x: x0 + c * step, y: y0 - 8))
        }
        for (r, w) in Weekday.ordered(from: firstWeekday).enumerated() {
            doc.add(SVGDocument.text(labels.weekday(w.rawValue), x: x0 - 6, y: y0 + r * step + 9, anchor: "end"))
        }
        for (c, col) in cols.enumerated() {
            for (r, day) in col.enumerated() where shows(day) {
                let l = min(4, max(0, levels[day] ?? 0))
                let tip = day.iso + (captions[day].map { ": " + $0 } ?? "")
                doc.add(SVGDocument.rect(x: x0 + c * step, y: y0 + r * step, w: cell, h: cell, fill: ChartGlyphs.heatFill[l], tip: tip))
            }
        }
        doc.body += SVGDocument.heatLegend(less: labels.less, more: labels.more, right: width - 10, y: height - 24)
        return doc.render()
    }
}

import TendKernel

/// Several labelled sparklines over the same days, one row each, each on its own scale — e.g. how the
/// motivation models rate one history over time.
///
/// ```
/// Strict streak     ▁▂▃▁▁▂▃▄▅▆  3 days
/// Momentum          ▃▄▅▅▆▆▇▇██  0.91 on fire
/// ```
public struct SparklineGroup: Hashable, Sendable {
    /// One row.
    public struct Row: Hashable, Sendable {
        /// Its label.
        public var label: String
        /// The numbers, oldest first; `nil` is a gap.
        public var values: [Double?]
        /// The bottom of its scale (default: the smallest value).
        public var minimum: Double?
        /// The top of its scale (default: the largest value).
        public var maximum: Double?
        /// Text after the line (today's value).
        public var note: String

        /// Creates a row.
        public init(label: String, values: [Double?], minimum: Double? = nil, maximum: Double? = nil, note: String = "") {
            self.label = label
            self.values = values
            self.minimum = minimum
            self.maximum = maximum
            self.note = note
        }

        var sparkline: Sparkline { Sparkline(values: values, minimum: minimum, maximum: maximum) }
    }

    /// Title (first line of the text form, heading of the SVG).
    public var title: String
    /// The rows, top to bottom.
    public var rows: [Row]
    /// The day of the first value (SVG tooltips).
    public var start: Day?
    /// The day of each value when they are not consecutive (SVG tooltips; overrides `start`).
    public var days: [Day]?
    /// Accessible description for the SVG.
    public var summary: String

    /// Creates a group.
    public init(title: String, rows: [Row], start: Day? = nil, days: [Day]? = nil, summary: String = "") {
        self.title = title
        self.rows = rows
        self.start = start
        self.days = days
        self.summary = summary
    }

    /// The chart as text: the title, then `label  line  note` per row.
    public func render(_ style: ChartStyle) -> String {
        let labelWidth = ChartText.width(rows.map(\.label))
        var lines = [ChartGlyphs.paint(title, ChartGlyphs.titleColor, style)]
        for r in rows {
            lines.append(ChartText.fit(r.label, labelWidth) + "  " + r.sparkline.render(style) + "  " + r.note)
        }
        return ChartText.lines(lines)
    }

    /// The day label of value `i` (ISO date, else its position).
    func when(_ i: Int) -> String {
        if let days, i < days.count { return days[i].iso }
        return start.map { $0.adding(days: i).iso } ?? String(i + 1)
    }

    /// The chart as a standalone SVG: one band per row with its label, line, dots with tooltips and note.
    public func svg() -> String {
        let step = 8, bandH = 56, lineH = 32
        let labelWidth = max(60, (rows.map { SVGDocument.approxWidth($0.label) }.max() ?? 0) + 12)
        let count = rows.map(\.values.count).max() ?? 0
        let x0 = 10 + labelWidth
        let lineWidth = max(1, count - 1) * step
        let noteWidth = (rows.map { SVGDocument.approxWidth($0.note) }.max() ?? 0) + 20
        var doc = SVGDocument(width: x0 + lineWidth + noteWidth + 10, height: 40 + rows.count * bandH + 10,
                              title: title, summary: summary)
        for (r, row) in rows.enumerated() {
            let top = 40 + r * bandH, base = top + lineH
            let line = row.sparkline
            doc.add(#"<g aria-label="\#(SVGDocument.escape(row.label))">"#)
            doc.add(SVGDocument.text(row.label, x: x0 - 8, y: top + lineH / 2 + 4, anchor: "end"))
            doc.add(##"<line x1="\##(x0)" y1="\##(base)" x2="\##(x0 + lineWidth)" y2="\##(base)" stroke="#d0d7de"/>"##)
            var runs: [[String]] = [[]], dots: [String] = []
            for (i, v) in row.values.enumerated() {
                guard let v, v.isFinite else { if !(runs.last?.isEmpty ?? true) { runs.append([]) }; continue }
                let x = x0 + i * step, y = base - Int((line.position(v) * Double(lineH)).rounded())
                runs[runs.count - 1].append("\(x),\(y)")
                dots.append(#"<circle cx="\#(x)" cy="\#(y)" r="2" fill="\#(ChartGlyphs.barFill)"><title>\#(when(i)): \#(ChartText.number(v))</title></circle>"#)
            }
            for run in runs where run.count > 1 {
                doc.add(#"<polyline points="\#(run.joined(separator: " "))" fill="none" stroke="\#(ChartGlyphs.barFill)" stroke-width="2"/>"#)
            }
            doc.body += dots
            doc.add(SVGDocument.text(row.note, x: x0 + lineWidth + 12, y: top + lineH / 2 + 4))
            doc.add("</g>")
        }
        return doc.render()
    }
}

import TendKernel

/// A one-line sparkline of numbers (`▁▂▄█▆`), e.g. strength or mood over the last weeks.
public struct Sparkline: Hashable, Sendable {
    /// Title (SVG only; the text form is just the line, to sit inside other output).
    public var title: String
    /// The numbers, oldest first; `nil` is a gap.
    public var values: [Double?]
    /// The day of the first value, for SVG tooltips (`nil`: tooltips show the index).
    public var start: Day?
    /// The bottom of the scale (default: the smallest value).
    public var minimum: Double?
    /// The top of the scale (default: the largest value).
    public var maximum: Double?
    /// What the line measures, for the SVG legend.
    public var seriesLabel: String
    /// Accessible description for the SVG.
    public var summary: String

    /// Creates a sparkline.
    public init(title: String = "", values: [Double?], start: Day? = nil, minimum: Double? = nil, maximum: Double? = nil,
                seriesLabel: String = "", summary: String = "") {
        self.title = title
        self.values = values
        self.start = start
        self.minimum = minimum
        self.maximum = maximum
        self.seriesLabel = seriesLabel
        self.summary = summary
    }

    /// The scale: (bottom, top).
    var scale: (Double, Double) {
        let finite = values.compactMap { $0 }.filter(\.isFinite)
        let lo = minimum ?? finite.min() ?? 0
        let hi = maximum ?? finite.max() ?? 1
        return (lo, hi)
    }

    /// A value's position 0…1 on the scale (0.5 when the scale is flat).
    func position(_ v: Double) -> Double {
        let (lo, hi) = scale
        guard hi > lo else { return 0.5 }
        return min(1, max(0, (v - lo) / (hi - lo)))
    }

    /// The line as text (no newline).
    public func render(_ style: ChartStyle) -> String {
        let ramp = ChartGlyphs.spark(style)
        let line = values.map { v -> String in
            guard let v, v.isFinite else { return " " }
            return ramp[Int((position(v) * Double(ramp.count - 1)).rounded())]
        }.joined()
        return ChartGlyphs.paint(line, ChartGlyphs.barColor, style)
    }

    /// The line as a standalone SVG.
    public func svg() -> String {
        let step = 10, h = 60, x0 = 40, y0 = 34
        let width = x0 + max(1, values.count - 1) * step + 40
        let height = y0 + h + 40
        var doc = SVGDocument(width: max(width, 200), height: height, title: title, summary: summary)
        let (lo, hi) = scale
        doc.add(SVGDocument.text(ChartText.number(hi), x: x0 - 6, y: y0 + 4, anchor: "end"))
        doc.add(SVGDocument.text(ChartText.number(lo), x: x0 - 6, y: y0 + h + 4, anchor: "end"))
        doc.add(##"<line x1="\##(x0)" y1="\##(y0 + h)" x2="\##(x0 + max(1, values.count - 1) * step)" y2="\##(y0 + h)" stroke="#d0d7de"/>"##)
        var runs: [[String]] = [[]]
        var dots: [String] = []
        for (i, v) in values.enumerated() {
            guard let v, v.isFinite else { if !(runs.last?.isEmpty ?? true) { runs.append([]) }; continue }
            let x = x0 + i * step, y = y0 + Int(((1 - position(v)) * Double(h)).rounded())
            runs[runs.count - 1].append("\(x),\(y)")
            let when = start.map { $0.adding(days: i).iso } ?? String(i + 1)
            dots.append(#"<circle cx="\#(x)" cy="\#(y)" r="2.5" fill="\#(ChartGlyphs.barFill)"><title>\#(when): \#(ChartText.number(v))</title></circle>"#)
        }
        for run in runs where run.count > 1 {
            doc.add(#"<polyline points="\#(run.joined(separator: " "))" fill="none" stroke="\#(ChartGlyphs.barFill)" stroke-width="2"/>"#)
        }
        doc.body += dots
        let ly = height - 22, label = seriesLabel.isEmpty ? title : seriesLabel
        doc.add(#"<g aria-label="\#(SVGDocument.escape(label))">"#)
        doc.add(#"<line x1="\#(x0)" y1="\#(ly + 5)" x2="\#(x0 + 14)" y2="\#(ly + 5)" stroke="\#(ChartGlyphs.barFill)" stroke-width="2"/>"#)
        doc.add(SVGDocument.text(label, x: x0 + 20, y: ly + 9))
        doc.add("</g>")
        return doc.render()
    }
}

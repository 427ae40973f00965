/// A bar chart of a few labelled numbers — the 7-day chart (one bar per day).
///
/// ```
/// Last 7 days
/// Mo ████████████▌        5
/// Tu ██████               2.5
/// ```
public struct BarChart: Hashable, Sendable {
    /// One bar.
    public struct Bar: Hashable, Sendable {
        /// Its label (a two-letter weekday, a date).
        public var label: String
        /// Its number, `nil` for no data.
        public var value: Double?
        /// How to show the number; formatted plainly when `nil`.
        public var valueLabel: String?

        /// Creates a bar.
        public init(label: String, value: Double?, valueLabel: String? = nil) {
            self.label = label
            self.value = value
            self.valueLabel = valueLabel
        }
    }

    /// Title line.
    public var title: String
    /// Bars, top to bottom.
    public var bars: [Bar]
    /// What the bars measure, for the SVG legend ("entries").
    public var seriesLabel: String
    /// Accessible description for the SVG (defaults to the title when empty).
    public var summary: String
    /// The number a full bar stands for (default: the largest value, at least 1).
    public var maximum: Double?
    /// Bar width in character cells.
    public var width: Int

    /// Creates a bar chart.
    public init(title: String, bars: [Bar], seriesLabel: String = "", summary: String = "", maximum: Double? = nil, width: Int = 20) {
        self.title = title
        self.bars = bars
        self.seriesLabel = seriesLabel
        self.summary = summary
        self.maximum = maximum
        self.width = max(1, width)
    }

    /// The scale's top.
    var top: Double {
        if let maximum, maximum > 0 { return maximum }
        return max(1, bars.compactMap(\.value).filter(\.isFinite).max() ?? 1)
    }

    /// The text shown for a bar's number.
    func valueText(_ bar: Bar, _ style: ChartStyle) -> String {
        if let l = bar.valueLabel { return l }
        guard let v = bar.value else { return ChartGlyphs.missing(style) }
        return ChartText.number(v)
    }

    /// The chart as text.
    public func render(_ style: ChartStyle) -> String {
        let labelWidth = ChartText.width(bars.map(\.label))
        var lines = [ChartGlyphs.paint(title, ChartGlyphs.titleColor, style)]
        for bar in bars {
            let fraction = min(1, max(0, (bar.value ?? 0) / top))
            var cells: String
            var used: Int
            if style.charset == .unicode {
                let eighths = Int((fraction * Double(width * 8)).rounded())
                cells = String(repeating: "█", count: eighths / 8)
                used = eighths / 8
                if eighths % 8 > 0 { cells += ChartGlyphs.eighths[eighths % 8 - 1]; used += 1 }
            } else {
                used = Int((fraction * Double(width)).rounded())
                cells = String(repeating: ChartGlyphs.barFull(style), count: used)
            }
            let bar0 = ChartGlyphs.paint(cells, ChartGlyphs.barColor, style) + String(repeating: " ", count: width - used)
            lines.append(ChartText.fit(bar.label, labelWidth) + " " + bar0 + " " + valueText(bar, style))
        }
        return ChartText.lines(lines)
    }

    /// The chart as a standalone SVG.
    public func svg() -> String {
        let labelWidth = max(24, (bars.map { SVGDocument.approxWidth($0.label) }.max() ?? 0) + 8)
        let barMax = 240, rowH = 22
        let x0 = 10 + labelWidth
        let height = 40 + bars.count * rowH + 36
        let width = x0 + barMax + 60
        var doc = SVGDocument(width: width, height: height, title: title, summary: summary)
        for (i, bar) in bars.enumerated() {
            let y = 36 + i * rowH
            let value = valueText(bar, .unicode)
            let w = Int((min(1, max(0, (bar.value ?? 0) / top)) * Double(barMax)).rounded())
            doc.add(SVGDocument.text(bar.label, x: x0 - 8, y: y + 13, anchor: "end"))
            if w > 0 {
                doc.add(SVGDocument.rect(x: x0, y: y, w: w, h: 16, fill: ChartGlyphs.barFill, tip: "\(bar.label): \(value)"))
            }
            doc.add(SVGDocument.text(value, x: x0 + w + 6, y: y + 13))
        }
        let ly = height - 22
        doc.add(#"<g aria-label="\#(SVGDocument.escape(seriesLabel.isEmpty ? title : seriesLabel))">"#)
        doc.add(SVGDocument.rect(x: x0, y: ly, w: 11, h: 11, fill: ChartGlyphs.barFill))
        doc.add(SVGDocument.text(seriesLabel.isEmpty ? title : seriesLabel, x: x0 + 16, y: ly + 9))
        doc.add("</g>")
        return doc.render()
    }
}

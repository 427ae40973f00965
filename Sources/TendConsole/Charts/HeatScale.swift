/// What the cells of a calendar chart (``MonthHeatmap``, ``YearGrid``) show for each level.
///
/// Level 0 is always "nothing recorded"; levels 1…``top`` are the scale. The default, ``intensity``,
/// is the four-step heat ramp (`· ░ ▒ ▓ █`, GitHub's greens) with a "Less … More" legend. A tracker
/// with labelled levels (mood: horrible … great) passes its own scale: one glyph, colour and fill per
/// level, and the level names for the legend. The charts hold no words: names come from the caller.
public struct HeatScale: Hashable, Sendable {
    /// Glyphs per level (index = level), for the two character sets.
    public struct Glyphs: Hashable, Sendable {
        /// Unicode glyphs, one per level.
        public var unicode: [String]
        /// ASCII glyphs, one per level.
        public var ascii: [String]

        /// Creates glyphs. Both lists hold one glyph per level, level 0 first.
        public init(unicode: [String], ascii: [String]) {
            self.unicode = unicode
            self.ascii = ascii
        }

        /// The glyph of a level in a style (the last one for levels past the list).
        func glyph(_ level: Int, _ style: ChartStyle) -> String {
            let list = style.charset == .unicode ? unicode : ascii
            guard !list.isEmpty else { return " " }
            return list[min(list.count - 1, max(0, level))]
        }
    }

    /// Glyphs for one-column cells (year grid, legends of one-column charts).
    public var narrow: Glyphs
    /// Glyphs for two-column cells (month grid). Each must be two terminal columns wide.
    public var wide: Glyphs
    /// ANSI SGR parameters per level (`"90"`, `"38;5;77"`), used only when the style colours.
    public var ansi: [String]
    /// SVG fill colours per level.
    public var fills: [String]
    /// Levels whose SVG fill is dark enough for white day numbers.
    public var darkFills: Set<Int>
    /// Legend names per level, level 0 first; empty for a "Less … More" ramp legend.
    public var names: [String]

    /// Creates a scale. Every per-level list should hold `top + 1` values (level 0 first), where `top`
    /// is the highest level, taken from `fills`.
    public init(narrow: Glyphs, wide: Glyphs, ansi: [String], fills: [String], darkFills: Set<Int> = [],
                names: [String] = []) {
        self.narrow = narrow
        self.wide = wide
        self.ansi = ansi
        self.fills = fills
        self.darkFills = darkFills
        self.names = names
    }

    /// The highest level.
    public var top: Int { max(0, fills.count - 1) }

    /// A level clamped to the scale, 0 for absent days.
    func clamp(_ level: Int?) -> Int { min(top, max(0, level ?? 0)) }

    /// The fill of a level.
    func fill(_ level: Int) -> String { fills.isEmpty ? "#ffffff" : fills[clamp(level)] }

    /// The ANSI escape of a level.
    func color(_ level: Int) -> String {
        guard !ansi.isEmpty else { return "" }
        return "\u{1B}[" + ansi[min(ansi.count - 1, max(0, level))] + "m"
    }

    /// A painted cell.
    func cell(_ level: Int, _ style: ChartStyle, wide: Bool) -> String {
        let g = (wide ? self.wide : narrow).glyph(level, style)
        return ChartGlyphs.paint(g, color(level), style)
    }

    /// The name of a level in the legend, or the level number.
    func name(_ level: Int) -> String { level < names.count ? names[level] : String(level) }

    /// The heat ramp of activity charts: nothing, then four steps from light to full.
    public static let intensity = HeatScale(
        narrow: Glyphs(unicode: ["·", "░", "▒", "▓", "█"], ascii: [".", "-", "+", "*", "#"]),
        wide: Glyphs(unicode: ["··", "░░", "▒▒", "▓▓", "██"], ascii: ["..", "--", "++", "**", "##"]),
        ansi: ["90", "38;5;151", "38;5;77", "38;5;35", "38;5;28"],
        fills: ["#ebedf0", "#9be9a8", "#40c463", "#30a14e", "#216e39"],
        darkFills: [3, 4])
}

/// The one-line text legend of heat charts.
enum HeatLegendText {
    /// `Less · ░ ▒ ▓ █ More` for a ramp; `· none  ▁ horrible  …` for a named scale.
    static func line(_ labels: ChartLabels, _ style: ChartStyle, scale: HeatScale = .intensity, wide: Bool = false) -> String {
        if scale.names.isEmpty {
            let cells = (0...scale.top).map { scale.cell($0, style, wide: false) }
            return ([labels.less] + cells + [labels.more]).joined(separator: " ")
        }
        return (0...scale.top).map { scale.cell($0, style, wide: wide) + " " + scale.name($0) }.joined(separator: "  ")
    }
}

extension SVGDocument {
    /// The legend of a scale ending at x = `right` (a ramp) or starting at x = `left` (named levels).
    static func legend(_ scale: HeatScale, labels: ChartLabels, left: Int, right: Int, y: Int) -> [String] {
        if scale.names.isEmpty { return heatLegend(scale, less: labels.less, more: labels.more, right: right, y: y) }
        var out = [#"<g aria-label="\#(escape(scale.names.joined(separator: ", ")))">"#]
        var x = left
        for l in 0...scale.top {
            out.append(rect(x: x, y: y, w: 11, h: 11, fill: scale.fill(l), tip: scale.name(l)))
            out.append(text(scale.name(l), x: x + 15, y: y + 9))
            x += namedLegendStep(scale.name(l))
        }
        out.append("</g>")
        return out
    }

    /// The width a named legend needs.
    static func legendWidth(_ scale: HeatScale) -> Int {
        scale.names.isEmpty ? 0 : (0...scale.top).reduce(0) { $0 + namedLegendStep(scale.name($1)) }
    }

    /// The horizontal space of one named legend item: swatch, gap, name, gap.
    private static func namedLegendStep(_ name: String) -> Int { 15 + approxWidth(name) + 12 }
}

/// The characters and colours each chart style draws with.
enum ChartGlyphs {
    /// Heat cells, level 0…4.
    static func heat(_ level: Int, _ style: ChartStyle) -> String {
        let l = min(4, max(0, level))
        return style.charset == .unicode ? ["·", "░", "▒", "▓", "█"][l] : [".", "-", "+", "*", "#"][l]
    }

    /// Sparkline ramp, lowest first.
    static func spark(_ style: ChartStyle) -> [String] {
        style.charset == .unicode ? ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"] : ["_", ".", "-", "~", "=", "+", "*", "#"]
    }

    /// Full bar cell.
    static func barFull(_ style: ChartStyle) -> String { style.charset == .unicode ? "█" : "#" }

    /// Partial bar cells for 1…7 eighths (Unicode only).
    static let eighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The placeholder for a missing number.
    static func missing(_ style: ChartStyle) -> String { style.charset == .unicode ? "·" : "." }

    /// ANSI colour of a heat level.
    static func heatColor(_ level: Int) -> String {
        ["\u{1B}[90m", "\u{1B}[38;5;151m", "\u{1B}[38;5;77m", "\u{1B}[38;5;35m", "\u{1B}[38;5;28m"][min(4, max(0, level))]
    }

    /// ANSI colour of bars and sparklines.
    static let barColor = "\u{1B}[32m"
    /// ANSI colour of titles (bold).
    static let titleColor = "\u{1B}[1m"
    /// ANSI reset.
    static let reset = "\u{1B}[0m"

    /// `text` wrapped in a colour when the style has colour.
    static func paint(_ text: String, _ code: String, _ style: ChartStyle) -> String {
        style.color && !text.isEmpty ? code + text + reset : text
    }

    /// SVG fill of a heat level (GitHub's palette).
    static let heatFill = ["#ebedf0", "#9be9a8", "#40c463", "#30a14e", "#216e39"]
    /// SVG fill of bars and lines.
    static let barFill = "#30a14e"
}

/// Small text helpers shared by the renderers.
enum ChartText {
    /// `s` cut or right-padded to exactly `width` terminal columns.
    static func fit(_ s: String, _ width: Int) -> String {
        var out = "", used = 0
        for ch in s {
            let w = TextWidth.of(String(ch))
            if used + w > width { break }
            out.append(ch)
            used += w
        }
        return out + String(repeating: " ", count: max(0, width - used))
    }

    /// The widest of some labels, in terminal columns.
    static func width(_ labels: [String]) -> Int { labels.map(TextWidth.of).max() ?? 0 }

    /// A number with up to `decimals` decimals, trailing zeros dropped, locale-independent.
    static func number(_ x: Double, decimals: Int = 2) -> String {
        guard x.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        let neg = x < 0 && scaled > 0
        var whole = String(Int(scaled / scale))
        var frac = String(Int(scaled.truncatingRemainder(dividingBy: scale)))
        if decimals > 0 {
            frac = String(repeating: "0", count: max(0, decimals - frac.count)) + frac
            while frac.hasSuffix("0") { frac.removeLast() }
        }
        if !frac.isEmpty && decimals > 0 { whole += "." + frac }
        return (neg ? "-" : "") + whole
    }

    /// Lines joined with newlines, trailing spaces removed, ending with a newline.
    static func lines(_ ls: [String]) -> String {
        ls.map { l in
            var s = Substring(l)
            while s.last == " " { s = s.dropLast() }
            return String(s)
        }.joined(separator: "\n") + "\n"
    }
}

/// A standalone, accessible SVG: `role="img"`, an `aria-label`, `<title>` and `<desc>`, then the body.
struct SVGDocument {
    /// Width in px.
    var width: Int
    /// Height in px.
    var height: Int
    /// The chart's title (also its accessible name).
    var title: String
    /// The accessible description.
    var summary: String
    /// Body elements, one per line.
    var body: [String] = []

    /// Appends an element.
    mutating func add(_ element: String) { body.append(element) }

    /// The document text.
    func render() -> String {
        // Never narrower than the title (14px bold, about 9px a character).
        let width = max(self.width, 20 + title.count * 9)
        let t = SVGDocument.escape(title), d = SVGDocument.escape(summary.isEmpty ? title : summary)
        var out = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)" role="img" aria-label="\#(t)" aria-describedby="chart-desc">"#,
            "<title>\(t)</title>",
            #"<desc id="chart-desc">\#(d)</desc>"#,
            #"<style>text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:11px;fill:#24292f}.title{font-size:14px;font-weight:600}.cell{font-size:10px}.on{fill:#ffffff}</style>"#,
            ##"<rect width="\##(width)" height="\##(height)" fill="#ffffff"/>"##,
            SVGDocument.text(title, x: 10, y: 20, cls: "title"),
        ]
        out += body
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Escapes text and attribute values.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A text element.
    static func text(_ s: String, x: Int, y: Int, anchor: String? = nil, cls: String? = nil) -> String {
        var attrs = #"x="\#(x)" y="\#(y)""#
        if let anchor { attrs += #" text-anchor="\#(anchor)""# }
        if let cls { attrs += #" class="\#(cls)""# }
        return "<text \(attrs)>\(escape(s))</text>"
    }

    /// A rectangle with an optional tooltip title.
    static func rect(x: Int, y: Int, w: Int, h: Int, fill: String, rx: Int = 2, tip: String? = nil) -> String {
        let open = #"<rect x="\#(x)" y="\#(y)" width="\#(w)" height="\#(h)" rx="\#(rx)" fill="\#(fill)""#
        guard let tip else { return open + "/>" }
        return open + "><title>\(escape(tip))</title></rect>"
    }

    /// The heat legend: `less`, one swatch per level of `scale`, `more`, ending at x = `right`.
    /// Returns the elements.
    static func heatLegend(_ scale: HeatScale = .intensity, less: String, more: String, right: Int, y: Int) -> [String] {
        let moreWidth = approxWidth(more)
        var x = right - moreWidth - 4 - (scale.top + 1) * 14
        var out = [#"<g aria-label="\#(escape(less)) … \#(escape(more))">"#]
        out.append(text(less, x: x - 4, y: y + 9, anchor: "end"))
        for l in 0...scale.top {
            out.append(rect(x: x, y: y, w: 11, h: 11, fill: scale.fill(l), tip: "\(l)"))
            x += 14
        }
        out.append(text(more, x: x + 1, y: y + 9))
        out.append("</g>")
        return out
    }

    /// A rough width in px of 11px text (for layout only).
    static func approxWidth(_ s: String) -> Int { s.count * 7 }
}

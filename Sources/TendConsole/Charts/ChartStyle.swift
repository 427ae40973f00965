/// How a chart is drawn in a terminal: Unicode or ASCII glyphs, with or without ANSI colour.
public struct ChartStyle: Hashable, Sendable {
    /// Which characters to draw with.
    public enum Charset: String, Hashable, Sendable, CaseIterable {
        /// Block elements and shades (▁▂▃ ░▒▓█).
        case unicode
        /// Printable ASCII only.
        case ascii
    }

    /// The characters.
    public var charset: Charset
    /// Whether to add ANSI colour codes.
    public var color: Bool

    /// Creates a style.
    public init(charset: Charset = .unicode, color: Bool = false) {
        self.charset = charset
        self.color = color
    }

    /// Unicode, no colour.
    public static let unicode = ChartStyle(charset: .unicode)
    /// ASCII, no colour.
    public static let ascii = ChartStyle(charset: .ascii)

    /// The chart style of a console style: Unicode unless `--ascii` or a non-UTF-8 locale turned it off,
    /// colour exactly when the console colours (see ``Style``).
    public init(_ style: Style) {
        self.init(charset: style.unicode ? .unicode : .ascii, color: style.color)
    }
}

/// Texts a chart shows that come from the string catalog (the charts hold no words of their own).
public struct ChartLabels: Hashable, Sendable {
    /// Weekday labels, Monday first (7). Shown with two characters, so pass `Mo Tu We Th Fr Sa Su`-style
    /// labels where two weekdays share a first letter.
    public var weekdays: [String]
    /// Short month names, January first (12).
    public var months: [String]
    /// The low end of a heat legend ("Less").
    public var less: String
    /// The high end of a heat legend ("More").
    public var more: String

    /// Creates labels. Missing weekdays or months are shown as their number.
    public init(weekdays: [String], months: [String], less: String, more: String) {
        self.weekdays = weekdays
        self.months = months
        self.less = less
        self.more = more
    }

    /// The label of a weekday (ISO 1…7).
    func weekday(_ iso: Int) -> String { iso >= 1 && iso <= weekdays.count ? weekdays[iso - 1] : String(iso) }
    /// The label of a month (1…12).
    func month(_ m: Int) -> String { m >= 1 && m <= months.count ? months[m - 1] : String(m) }
}

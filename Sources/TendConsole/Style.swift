/// How text is decorated: ANSI colours on a terminal, nothing otherwise, and whether charts may use
/// Unicode. Colour follows the device's `color` setting (default: only when output is a terminal), but
/// never with `NO_COLOR` or `--no-color`; the theme picks the palette (`classic` has none).
public struct Style: Sendable {
    /// Whether ANSI codes are written.
    public let color: Bool
    /// Whether charts may use Unicode block characters.
    public let unicode: Bool
    /// The palette.
    public let theme: Theme

    /// No colour, Unicode allowed.
    public static let plain = Style(color: false, unicode: true, theme: .classic)

    /// Creates a style.
    public init(color: Bool, unicode: Bool, theme: Theme = .classic) {
        self.color = color && theme.hasColor
        self.unicode = unicode
        self.theme = theme
    }

    /// A semantic role a piece of text plays.
    public enum Role: Sendable {
        case bold, dim, accent, good, warn, bad
    }

    /// Wraps `s` in the ANSI code of a role.
    public func paint(_ s: String, _ role: Role) -> String {
        guard color, !s.isEmpty else { return s }
        let code: String
        switch role {
        case .bold: code = "1"
        case .dim: code = "2"
        case .accent: code = theme.accent
        case .good: code = theme.good
        case .warn: code = theme.warn
        case .bad: code = theme.bad
        }
        return "\u{1B}[" + code + "m" + s + "\u{1B}[0m"
    }

    /// Bold.
    public func bold(_ s: String) -> String { paint(s, .bold) }
    /// Dimmed.
    public func dim(_ s: String) -> String { paint(s, .dim) }
    /// Accent colour.
    public func accent(_ s: String) -> String { paint(s, .accent) }

    /// Colours `s` by a level 1…5 (mood scale) with the theme's scale colours.
    public func level(_ s: String, _ level: Int) -> String {
        guard color, (1...5).contains(level) else { return s }
        return "\u{1B}[" + theme.scale[level - 1] + "m" + s + "\u{1B}[0m"
    }
}

/// A colour palette (ANSI SGR codes). `classic` uses no colour at all.
public struct Theme: Sendable, Hashable {
    /// Name used by `tend config set theme`.
    public let name: String
    /// Whether it colours at all.
    public let hasColor: Bool
    /// Accent.
    public let accent: String
    /// Good news.
    public let good: String
    /// Attention.
    public let warn: String
    /// Bad news.
    public let bad: String
    /// Five colours from level 1 (worst) to 5 (best).
    public let scale: [String]

    /// Creates a theme.
    public init(name: String, hasColor: Bool, accent: String, good: String, warn: String, bad: String, scale: [String]) {
        self.name = name
        self.hasColor = hasColor
        self.accent = accent
        self.good = good
        self.warn = warn
        self.bad = bad
        self.scale = scale
    }

    /// The colour codes a theme may use: the user's own red, green, magenta and cyan, the default
    /// foreground, and bold variants (bold blue only: plain blue is too dark on a black background).
    /// Excluded: black, white and grey (they vanish on one background or the other), yellow (faint on
    /// light backgrounds) and 256-colour or RGB codes (they ignore the palette the user tuned for
    /// their background).
    public static let legibleCodes: Set<String> = ["31", "32", "35", "36", "39", "1;31", "1;32", "1;34", "1;35", "1;36", "1;39"]

    /// Plain: no colour.
    public static let classic = Theme(name: "classic", hasColor: false, accent: "0", good: "0", warn: "0", bad: "0",
                                      scale: ["0", "0", "0", "0", "0"])
    /// Calm greens and cyans (the default).
    public static let garden = Theme(name: "garden", hasColor: true, accent: "36", good: "32", warn: "35", bad: "31",
                                     scale: ["31", "35", "39", "36", "32"])
    /// Warm reds and magentas.
    public static let dusk = Theme(name: "dusk", hasColor: true, accent: "35", good: "1;35", warn: "31", bad: "1;31",
                                   scale: ["1;31", "31", "39", "35", "1;35"])
    /// Blues and magentas, with no red–green contrast (kind to colour blindness).
    public static let ocean = Theme(name: "ocean", hasColor: true, accent: "1;34", good: "1;34", warn: "35", bad: "1;35",
                                    scale: ["1;35", "35", "39", "36", "1;34"])

    /// Every theme.
    public static let all: [Theme] = [.classic, .garden, .dusk, .ocean]

    /// The theme with a name.
    public static func named(_ name: String) -> Theme? { all.first { $0.name == name } }
}

import TendConsole

/// The marks habits and chains are drawn with, in Unicode or (with `--ascii` or a non-UTF-8 locale) ASCII.
struct HabitGlyphs: Sendable {
    /// Whether Unicode may be used.
    let unicode: Bool

    /// Glyphs for a console style.
    init(_ style: Style) { unicode = style.unicode }

    /// Glyphs by charset.
    init(unicode: Bool) { self.unicode = unicode }

    /// Between the links of a chain: " → " or " -> " (``StepGlyphs``).
    var arrow: String { StepGlyphs(unicode: unicode).arrow }

    /// Before the figures that close a chain line: " · " or " | ".
    var separator: String { StepGlyphs(unicode: unicode).separator }

    /// A link's mark: done ✓, partial ◐, skipped –, next ▸, later ·, rest (blank).
    func link(_ state: LinkState) -> String { StepGlyphs(unicode: unicode).mark(state.stepState) }

    /// A day's cell in the completion grids: done ✓, partial ◐, skipped –, missed ·, open ○, rest and
    /// outside blank.
    func day(_ state: HabitDayState) -> String {
        switch state {
        case .done: return unicode ? "✓" : "x"
        case .partial: return unicode ? "◐" : "o"
        case .skipped: return unicode ? "–" : "-"
        case .missed: return unicode ? "·" : "."
        case .open: return unicode ? "○" : "_"
        case .rest, .outside: return " "
        }
    }
}

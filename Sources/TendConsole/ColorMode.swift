/// When output is coloured on this device (the `color` setting). `NO_COLOR` and `--no-color` always win.
public enum ColorMode: String, Sendable, CaseIterable {
    /// Colour only when standard output is a terminal (the default).
    case auto
    /// Colour even through pipes (`tend | less -R`).
    case always
    /// Never colour.
    case never

    /// Whether to colour, given the environment and options.
    /// - Parameters:
    ///   - terminal: whether standard output is a terminal.
    ///   - noColorEnv: whether `NO_COLOR` is set to a non-empty value (no-color.org).
    ///   - noColorFlag: whether `--no-color` was given.
    public func allows(terminal: Bool, noColorEnv: Bool, noColorFlag: Bool) -> Bool {
        if noColorEnv || noColorFlag { return false }
        switch self {
        case .auto: return terminal
        case .always: return true
        case .never: return false
        }
    }
}

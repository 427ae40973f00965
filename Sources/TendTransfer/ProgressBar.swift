import TendConsole

/// A progress bar for long imports, on standard error, only when Tend runs on a terminal:
/// `Reading daylio.csv [██████░░░░░░░░░░░░░░]  34%`, redrawn in place when the percentage changes and
/// cleared when the work is done. Short work (``begin(large:)`` with `false`) draws nothing.
final class ProgressBar {
    private let io: ConsoleIO
    private let enabled: Bool
    private let unicode: Bool
    private let label: String
    private var active = false
    private var drawn = -1
    private var width = 0

    /// A bar labelled `label` (already localised), drawn only when `enabled` (a terminal).
    init(io: ConsoleIO, enabled: Bool, unicode: Bool, label: String) {
        self.io = io
        self.enabled = enabled
        self.unicode = unicode
        self.label = label
    }

    /// Starts the bar if the work is long enough to deserve one.
    func begin(large: Bool) {
        active = enabled && large
        drawn = -1
    }

    /// Shows how far the work has come (0…1).
    func update(_ fraction: Double) {
        guard active else { return }
        let percent = max(0, min(100, Int(fraction * 100)))
        guard percent != drawn else { return }
        drawn = percent
        let cells = 20, full = percent * cells / 100
        let bar = String(repeating: unicode ? "█" : "#", count: full) + String(repeating: unicode ? "░" : "-", count: cells - full)
        let p = String(percent)
        let line = label + " [" + bar + "] " + String(repeating: " ", count: 3 - p.count) + p + "%"
        width = max(width, line.count)
        io.write("\r" + line, to: .err)
    }

    /// Shows progress as `done` of `total`.
    func update(_ done: Int, of total: Int) {
        guard active, total > 0 else { return }
        update(Double(done) / Double(total))
    }

    /// Clears the bar.
    func finish() {
        guard active, drawn >= 0 else { return }
        io.write("\r" + String(repeating: " ", count: width) + "\r", to: .err)
        active = false
    }
}

import TendConsole
import TendKernel

/// The week around a day as a strip of weekday labels on one baseline: the selected day in brackets
/// (and bold), a mark over days that have lines, a faint dot over days still ahead (and their labels
/// dimmed). Everything it shows is visible without colour.
///
/// ```
///      •           •     •     ·     ·     ·
///     Thu   Fri   Sat  [Sun]  Mon   Tue   Wed
/// ```
struct DayStrip {
    /// One day of the strip.
    struct Cell: Equatable {
        /// The day.
        let day: Day
        /// Lines written that day.
        let lines: Int
        /// The day being shown.
        let selected: Bool
        /// After today.
        let future: Bool
    }

    /// Seven days, oldest first, the selected day in the middle.
    let cells: [Cell]

    /// How many days the strip shows on each side of the selected day.
    static let reach = 3

    /// The days a strip around `selected` covers.
    static func range(around selected: Day) -> ClosedRange<Day> {
        selected.adding(days: -reach)...selected.adding(days: reach)
    }

    /// The strip around `selected`, given the line counts of its days and today.
    init(selected: Day, today: Day, counts: [Day: Int]) {
        cells = DayStrip.range(around: selected).map { d in
            Cell(day: d, lines: counts[d] ?? 0, selected: d == selected, future: d > today)
        }
    }

    /// The two rendered rows (marks, labels), without trailing spaces.
    func render(style: Style) -> [String] {
        let labels = cells.map { DayFormat.weekdayShort($0.day.weekday) }
        let width = (labels.map(TextWidth.of).max() ?? 3) + 2
        var marks = "", names = ""
        for (i, cell) in cells.enumerated() {
            let gap = i == 0 ? "" : " "
            let mark: String
            if cell.lines > 0 { mark = style.unicode ? "•" : "*" } else if cell.future { mark = style.unicode ? "·" : "." } else { mark = " " }
            let left = (width - 1) / 2
            let painted = cell.lines > 0 ? style.accent(mark) : cell.future ? style.dim(mark) : mark
            marks += gap + String(repeating: " ", count: left) + painted + String(repeating: " ", count: width - 1 - left)
            let label = cell.selected ? "[" + labels[i] + "]" : " " + labels[i] + " "
            let padded = TextWidth.pad(label, to: width)
            names += gap + (cell.selected ? style.bold(padded) : cell.future ? style.dim(padded) : padded)
        }
        return [marks, names].map(DayStrip.trimTrailing)
    }

    private static func trimTrailing(_ s: String) -> String {
        var t = s
        while t.last == " " { t.removeLast() }
        return t
    }
}

import TendConsole
import TendKernel

/// The 7-day and 28-day completion grids of `habit show`: rows of 7 days, oldest first, ending today,
/// under two-letter weekday headers; each cell is a mark — ✓ done, ◐ partial, – skipped, · missed,
/// ○ open, blank on a rest day — then the day's number (`✓16`, `· 3`), as calendars show days.
struct DayGrid {
    /// One day of a grid. JSON: `{"day": "2026-11-22", "state": "done", "amount": 5}`.
    struct Cell: Encodable {
        let day: Day
        let state: HabitDayState
        let amount: Double?

        enum CodingKeys: String, CodingKey { case day, state, amount }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(day.iso, forKey: .day)
            try c.encode(state, forKey: .state)
            try c.encodeIfPresent(amount, forKey: .amount)
        }
    }

    /// The days, oldest first.
    let cells: [Cell]

    /// The last `days` days of a habit, ending `today`.
    init(_ habit: Habit, values: [Day: EntryValue], today: Day, days: Int) {
        cells = (0..<days).reversed().map { back in
            let d = today.adding(days: -back)
            let v = values[d]
            return Cell(day: d, state: HabitDay.state(habit, d, value: v, today: today), amount: v?.amount)
        }
    }

    /// The grid as lines: a weekday header, then rows of 7 cells (labelled with their first day when
    /// there is more than one row).
    func render(_ glyphs: HabitGlyphs) -> [String] {
        let rows = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min($0 + 7, cells.count)]) }
        guard let first = rows.first else { return [] }
        let labels = rows.count > 1 ? rows.map { DayFormat.dayMonth($0[0].day) } : [""]
        let width = labels.map(TextWidth.of).max() ?? 0
        let indent = width > 0 ? String(repeating: " ", count: width + 2) : ""
        var out = [indent + first.map { " " + DayFormat.weekdayTwoLetter($0.day.weekday) }.joined(separator: " ")]
        for (label, row) in zip(labels, rows) {
            let cells = row.map { c in
                TextWidth.pad(glyphs.day(c.state), to: 1) + (c.day.day < 10 ? " " : "") + String(c.day.day)
            }.joined(separator: " ")
            let lead = width > 0 ? TextWidth.pad(label, to: width) + "  " : ""
            out.append(trimmed(lead + cells))
        }
        return out
    }

    private func trimmed(_ s: String) -> String {
        var t = Substring(s)
        while t.last == " " { t = t.dropLast() }
        return String(t)
    }
}

extension DayFormat {
    /// "16 Nov": a row label of the 28-day grid.
    static func dayMonth(_ d: Day) -> String { tr("habit.grid.day-month", ["day": String(d.day), "month": monthShort(d.month)]) }
}

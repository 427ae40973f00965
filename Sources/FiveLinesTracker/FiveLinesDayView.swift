import TendConsole
import TendKernel

/// `tend five [--date D]`: the day strip, the day's prompt and its lines numbered 1–5 (empty slots
/// shown empty). Also the `--json` shape of the day (and what writing commands print with `--json`).
struct FiveLinesDayView: Encodable {
    /// A numbered line.
    struct Line: Encodable, Equatable {
        /// 1-based number within the day (what `edit`, `rm` and `move` take).
        let number: Int
        /// Entry id.
        let id: String
        /// The text.
        let text: String
        /// Its note (an imported entry's body), if any.
        var note: String? = nil
    }

    /// A day of the strip.
    struct StripDay: Encodable, Equatable {
        /// The day.
        let date: Day
        /// `mon` … `sun`.
        let weekday: String
        /// Lines written that day.
        let lines: Int
        /// The day shown.
        let selected: Bool
        /// After today.
        let future: Bool
    }

    /// The day shown.
    let date: Day
    /// Today.
    let today: Day
    /// The most lines a day takes.
    let limit: Int
    /// Its lines, in order.
    let lines: [Line]
    /// More lines than the limit (after a sync merge).
    let overLimit: Bool
    /// The week around the day, oldest first.
    let strip: [StripDay]

    /// Reads the day and its strip with one query.
    static func build(_ day: Day, today: Day, store: any StoreReader) throws -> FiveLinesDayView {
        let range = DayStrip.range(around: day)
        let entries = try store.entries(EntryQuery(tracker: FiveLinesTracker.id, days: range))
        var counts: [Day: Int] = [:]
        for e in entries { counts[e.day, default: 0] += 1 }
        let strip = DayStrip(selected: day, today: today, counts: counts)
        let lines = entries.filter { $0.day == day }.enumerated().map { i, e in
            Line(number: i + 1, id: e.id, text: FiveLinesDay.text(e), note: e.note)
        }
        return FiveLinesDayView(
            date: day, today: today, limit: FiveLinesTracker.limit, lines: lines,
            overLimit: lines.count > FiveLinesTracker.limit,
            strip: strip.cells.map {
                StripDay(date: $0.day, weekday: $0.day.weekday.shortName, lines: $0.lines, selected: $0.selected,
                         future: $0.future)
            })
    }

    /// The strip model.
    var dayStrip: DayStrip {
        DayStrip(selected: date, today: today,
                 counts: Dictionary(uniqueKeysWithValues: strip.map { ($0.date, $0.lines) }))
    }

    /// The rendered view.
    func render(style: Style) -> [String] {
        var out = [style.bold(DayFormat.long(date)), ""]
        out += dayStrip.render(style: style).map { "  " + $0 }
        out.append("")
        out.append(FiveLinesDayView.prompt(date, today: today))
        let slots = max(limit, lines.count)
        for n in 1...slots {
            let number = "  " + String(n) + "."
            guard n <= lines.count else {
                out.append(style.dim(number))
                continue
            }
            out.append(number + " " + lines[n - 1].text)
            if let note = lines[n - 1].note {
                let indent = String(repeating: " ", count: number.count + 1)
                out += note.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
            }
        }
        if overLimit {
            out.append("")
            out.append(tr("five.note.over-limit", ["count": String(lines.count), "limit": String(limit)]))
        }
        return out
    }

    /// "What did you do today?", "… yesterday?", "… on Friday 20 November?", or a day still ahead.
    static func prompt(_ day: Day, today: Day) -> String {
        if day == today { return tr("five.prompt.today") }
        if day == today.adding(days: -1) { return tr("five.prompt.yesterday") }
        if day > today { return tr("five.prompt.future", ["day": DayFormat.medium(day)]) }
        return tr("five.prompt.past", ["day": DayFormat.medium(day)])
    }
}

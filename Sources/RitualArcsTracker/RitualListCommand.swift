import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual list [--all]`: every ritual with its part of the day, category, colour, arc and status
/// (archived ones with `--all`).
struct RitualListCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("ritual.list.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Flag(name: .long, help: ArgumentHelp(tr("ritual.list.all.help")))
    var all = false

    /// One row of `--json`.
    struct Row: Codable {
        let title: String
        let timeOfDay: String
        let category: String?
        let color: String?
        let enabled: Bool
        let archived: Bool
        let arc: Int?
        let start: Day?
        let end: Day?
        let day: Int?
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let book = try RitualBook.loadArcs(s.store)
        let today = s.today
        let rituals = all ? book.rituals : book.active
        let rows = rituals.map { r -> Row in
            let arc = book.currentArc(of: r)
            return Row(title: r.title, timeOfDay: r.timeOfDay.rawValue, category: r.category, color: r.color, enabled: r.enabled,
                       archived: r.archived, arc: arc?.number, start: arc?.start, end: arc?.end,
                       day: arc.flatMap { $0.contains(today) ? $0.dayNumber(today) : nil })
        }
        return CommandOutput(json: rows) { RitualListCommand.lines(rows, rituals, book: book, style: s.style) }
    }

    /// The table of rituals.
    private static func lines(_ rows: [Row], _ rituals: [Ritual], book: RitualBook, style: Style) -> [String] {
        if rows.isEmpty { return [tr(book.rituals.isEmpty ? "ritual.today.empty.none" : "ritual.list.all-archived")] }
        var table = TextTable(columns: [.init(tr("ritual.list.col.ritual")), .init(tr("ritual.list.col.status")),
                                        .init(tr("ritual.list.col.arc"))])
        for (r, row) in zip(rituals, rows) {
            let arc: String
            if let n = row.arc, let start = row.start, let end = row.end {
                arc = row.day.map { tr("ritual.list.arc-day", ["number": String(n), "day": String($0), "length": String(start.days(to: end) + 1)]) }
                    ?? tr("ritual.list.arc-range", ["number": String(n), "start": start.iso, "end": end.iso])
            } else {
                arc = "–"
            }
            table.rows.append([r.title, RitualFormat.status(r), arc])
        }
        return table.render(style: style)
    }
}

import ArgumentParser
import TendConsole
import TendEngine
import TendKernel

/// `tend history`: recent changes — when, what, which device.
struct HistoryCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "history", abstract: trHelp("history.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(tr("history.limit.help")))
    var limit: Int = 20

    func validate() throws {
        guard (1...10_000).contains(limit) else {
            throw ValidationError(tr("history.limit.invalid", ["input": String(limit)]))
        }
    }

    struct Row: Encodable {
        let id: String
        let time: String
        let device: String
        let thisDevice: Bool
        let action: String
        let detail: String
        let source: String
        let ops: Int
        let undone: Bool
        let undoes: String?
    }

    func execute(_ s: Session) throws -> CommandOutput {
        // Summaries: the ops of a large change (an import) are never read.
        let changes = try s.store.replicated().changeSummaries(ChangeQuery(newestFirst: true, limit: limit))
        let undone = Set(try s.store.replicated().changeSummaries(ChangeQuery(newestFirst: true, limit: limit * 4)).compactMap(\.undoes))
        let rows = changes.map { c in
            Row(id: c.id.description, time: ChangeText.time(c, s.calendar), device: c.device.raw,
                thisDevice: c.device == s.store.device, action: c.action, detail: c.detail, source: c.source,
                ops: c.opCount, undone: undone.contains(c.id), undoes: c.undoes?.description)
        }
        return CommandOutput(json: rows) {
            if rows.isEmpty { return [tr("history.empty")] }
            var table = TextTable(columns: [.init(tr("history.col.when")), .init(tr("history.col.device")),
                                            .init(tr("history.col.what"))])
            for (r, c) in zip(rows, changes) {
                var what = ChangeText.describe(c)
                if r.undone { what += " " + tr("history.undone") }
                table.rows.append([r.time, r.thisDevice ? tr("history.this-device") : c.device.short, what])
            }
            return table.render(style: s.style)
        }
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual archive TITLE`: retires a ritual from today; its arcs and check-ins stay in history.
struct RitualArchiveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "archive", abstract: tr("ritual.archive.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"))
    var title: String

    func run() throws {
        let s = try Session(common)
        let today = s.today
        var name = title
        let change = try s.store.write(ChangeIntent(action: "ritual.archive", detail: title)) { reader in
            let r = try RitualInput.ritual(title, in: RitualBook.load(reader))
            name = r.title
            guard !r.archived else { return [] }
            return [Mutation(entity: .item, key: r.id, fields: [
                ItemField.archived: .bool(true), ItemField.prefix + RitualField.archivedOn: .string(today.iso),
            ])]
        }
        s.print(tr(change == nil ? "ritual.archive.already" : "ritual.archive.done", ["title": name]))
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual enable TITLE`: ends a pause; the days it was disabled stay out of its figures.
struct RitualEnableCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "enable", abstract: tr("ritual.enable.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"))
    var title: String

    func run() throws {
        let s = try Session(common)
        let today = s.today
        var name = title
        let change = try s.store.write(ChangeIntent(action: "ritual.enable", detail: title)) { reader in
            let r = try RitualInput.ritual(title, in: RitualBook.load(reader))
            name = r.title
            guard let since = r.disabledOn else { return [] }
            var pauses = r.pauses
            if since <= today.adding(days: -1) { pauses.append(since...today.adding(days: -1)) }
            return [.updateItem(r.id, [RitualField.disabledOn: .null, RitualField.pauses: .array(pauses.map(Ritual.field))])]
        }
        s.print(tr(change == nil ? "ritual.enable.already" : "ritual.enable.done", ["title": name]))
    }
}

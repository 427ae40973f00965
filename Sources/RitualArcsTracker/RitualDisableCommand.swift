import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual disable TITLE`: pauses a ritual from today: hidden from today's list and not counted
/// (streaks and completion skip its paused days) until enabled again.
struct RitualDisableCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "disable", abstract: tr("ritual.disable.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"))
    var title: String

    func run() throws {
        let s = try Session(common)
        let today = s.today
        var name = title
        let change = try s.store.write(ChangeIntent(action: "ritual.disable", detail: title)) { reader in
            let r = try RitualInput.ritual(title, in: RitualBook.load(reader))
            name = r.title
            guard r.enabled else { return [] }
            return [.updateItem(r.id, [RitualField.disabledOn: .string(today.iso)])]
        }
        s.print(tr(change == nil ? "ritual.disable.already" : "ritual.disable.done", ["title": name]))
    }
}

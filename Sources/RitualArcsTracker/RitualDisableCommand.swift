import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual disable TITLE`: pauses a ritual from today: hidden from today's list and not counted
/// (streaks and completion skip its paused days) until enabled again.
struct RitualDisableCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "disable", abstract: trHelp("ritual.disable.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"), completion: NameCompletion.items(tracker: RitualArcsTracker.id, type: Ritual.itemType, field: RitualField.title))
    var title: String

    func execute(_ s: Session) throws -> CommandOutput {
        try RitualStateChange.run(s, title: title, action: "ritual.disable", done: "ritual.disable.done",
                                  already: "ritual.disable.already") { r, today in
            guard r.enabled else { return [] }
            return [.updateItem(r.id, [RitualField.disabledOn: .string(today.iso)])]
        }
    }
}

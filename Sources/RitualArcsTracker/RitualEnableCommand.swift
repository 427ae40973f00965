import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual enable TITLE`: ends a pause; the days it was disabled stay out of its figures.
struct RitualEnableCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "enable", abstract: trHelp("ritual.enable.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"), completion: NameCompletion.items(tracker: RitualArcsTracker.id, type: Ritual.itemType, field: RitualField.title))
    var title: String

    func execute(_ s: Session) throws -> CommandOutput {
        try RitualStateChange.run(s, title: title, action: "ritual.enable", done: "ritual.enable.done",
                                  already: "ritual.enable.already") { r, today in
            guard let since = r.disabledOn else { return [] }
            var pauses = r.pauses
            if since <= today.adding(days: -1) { pauses.append(since...today.adding(days: -1)) }
            return [.updateItem(r.id, [RitualField.disabledOn: .null, RitualField.pauses: .array(pauses.map(Ritual.field))])]
        }
    }
}

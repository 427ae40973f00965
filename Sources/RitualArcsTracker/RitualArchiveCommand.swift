import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual archive TITLE`: retires a ritual from today; its arcs and check-ins stay in history.
struct RitualArchiveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "archive", abstract: trHelp("ritual.archive.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"), completion: NameCompletion.items(tracker: RitualArcsTracker.id, type: Ritual.itemType, field: RitualField.title))
    var title: String

    func execute(_ s: Session) throws -> CommandOutput {
        try RitualStateChange.run(s, title: title, action: "ritual.archive", done: "ritual.archive.done",
                                  already: "ritual.archive.already") { r, today in
            guard !r.archived else { return [] }
            return [Mutation(entity: .item, key: r.id, fields: [
                ItemField.archived: .bool(true), ItemField.prefix + RitualField.archivedOn: .string(today.iso),
            ])]
        }
    }
}

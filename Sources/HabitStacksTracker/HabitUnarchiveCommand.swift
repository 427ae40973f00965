import ArgumentParser
import TendConsole

/// `tend habit unarchive NAME`: brings an archived habit back.
struct HabitUnarchiveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "unarchive", abstract: trHelp("habit.unarchive.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var name: String

    func execute(_ s: Session) throws -> CommandOutput {
        try HabitArchiveCommand.setArchived(false, name: name, s)
    }
}

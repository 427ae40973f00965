import ArgumentParser
import TendConsole
import TendKernel

/// `tend habit uncheck NAME [--date D]` (also `undo`): removes the day's check-in or skip. Unchecking is
/// `uncheck` in every tracker (`tend ritual uncheck`).
struct HabitUncheckCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "uncheck", abstract: trHelp("habit.undo.abstract"), aliases: ["undo"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var name: String

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        return try CheckInCommand.run(s, name: name, day: day, change: .clear, action: "habit.uncheck")
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend habit skip NAME [--date D]`: an explicit skip — the day neither counts against the habit nor
/// breaks its streak, and leaves its strength unchanged.
struct HabitSkipCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "skip", abstract: trHelp("habit.skip.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var name: String

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        return try CheckInCommand.run(s, name: name, day: day, change: .set(.skip), action: "habit.skip")
    }
}

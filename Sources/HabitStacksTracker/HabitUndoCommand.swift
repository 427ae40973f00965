import ArgumentParser
import TendConsole
import TendKernel

/// `tend habit undo NAME [--date D]`: removes the day's check-in or skip.
struct HabitUndoCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "undo", abstract: tr("habit.undo.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"))
    var name: String

    func run() throws {
        let s = try Session(common)
        let day = try s.day(date)
        try CheckInCommand.run(s, name: name, day: day, change: .clear, action: "habit.uncheck")
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend habit done NAME [--amount X] [--date D]`: checks a habit in (measurable habits with an amount).
struct HabitDoneCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "done", abstract: trHelp("habit.done.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var name: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(tr("habit.done.amount.help"), valueName: "amount"))
    var amount: String?

    func checkInput() throws { _ = try amount.map(HabitInput.amount) }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        let amount = try self.amount.map(HabitInput.amount)
        return try CheckInCommand.run(s, name: name, day: day, change: .set(CheckIn.value(amount: amount)), action: "habit.done")
    }
}

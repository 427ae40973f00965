import ArgumentParser
import TendConsole
import TendKernel

/// `tend stack done NAME [--amount X] [--date D]`: checks off the next habit of the chain.
struct StackDoneCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "done", abstract: trHelp("habit.stack.done.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("habit.arg.stack.help"), valueName: "stack"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: HabitStack.type))
    var name: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(tr("habit.stack.done.amount.help"), valueName: "amount"))
    var amount: String?

    func checkInput() throws { _ = try amount.map(HabitInput.amount) }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        let amount = try self.amount.map(HabitInput.amount)
        let book = try HabitBook(s.store)
        let progress = try StackShowCommand.progress(try book.requireStack(name), book: book, store: s.store, day: day)
        guard let next = progress.next else {
            let message = tr("habit.stack.next.complete", ["stack": progress.stack.name, "date": HabitText.day(day)])
            return WriteResult(action: "habit.done", changed: false, message: message, stack: progress.stack.name, day: day.iso).output()
        }
        return try CheckInCommand.run(s, name: next.name, habit: next, day: day, change: .set(CheckIn.value(amount: amount)),
                               action: "habit.done")
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend stack next NAME [--date D]`: prints the next habit of the chain not yet checked in.
struct StackNextCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "next", abstract: trHelp("habit.stack.next.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("habit.arg.stack.help"), valueName: "stack"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: HabitStack.type))
    var name: String

    /// The `--json` shape: `{"stack": "Morning", "day": "2026-11-22", "next": "Read"}` (`next` absent when
    /// every habit due is checked in or skipped).
    struct Report: Encodable {
        let stack: String
        let day: String
        let next: String?
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date, allowFuture: true)
        let book = try HabitBook(s.store)
        let progress = try StackShowCommand.progress(try book.requireStack(name), book: book, store: s.store, day: day)
        let next = progress.next?.name
        return CommandOutput(json: Report(stack: progress.stack.name, day: day.iso, next: next)) {
            [next ?? tr("habit.stack.next.complete", ["stack": progress.stack.name, "date": HabitText.day(day)])]
        }
    }
}

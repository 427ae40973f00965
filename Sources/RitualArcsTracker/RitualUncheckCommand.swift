import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual uncheck HABIT [--ritual TITLE] [--date D]` (also `undo`): takes a check-in back (deletes
/// it). Unchecking is `uncheck` in every tracker (`tend habit uncheck`).
struct RitualUncheckCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "uncheck", abstract: trHelp("ritual.uncheck.abstract"), aliases: ["undo"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("ritual.argument.habit.help"), valueName: "habit"))
    var habit: String

    @Option(name: .long, help: ArgumentHelp(tr("ritual.option.ritual.help"), valueName: "title"))
    var ritual: String?

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        let w = try RitualCheckIn.write(s, habit: habit, ritual: ritual, day: day, action: "ritual.uncheck") { _, id, e in
            CheckInWrite.clear(e, id: id)
        }
        return .lines(tr(w.change == nil ? "ritual.uncheck.not-checked" : "ritual.uncheck.done", [
            "habit": w.target.habit.title, "title": w.target.ritual.title, "day": day.iso,
        ]))
    }
}

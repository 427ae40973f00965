import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual check HABIT [--ritual TITLE] [--date D]`: checks a habit in for a day of its arc.
struct RitualCheckCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "check", abstract: trHelp("ritual.check.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("ritual.argument.habit.help"), valueName: "habit"))
    var habit: String

    @Option(name: .long, help: ArgumentHelp(tr("ritual.option.ritual.help"), valueName: "title"))
    var ritual: String?

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        let now = s.now
        let w = try RitualCheckIn.write(s, habit: habit, ritual: ritual, day: day, action: "ritual.check") { target, id, e in
            CheckInWrite.set(e, id: id, tracker: RitualArcsTracker.id, subject: target.habit.id, day: day, value: .done, now: now)
        }
        return .lines(tr(w.change == nil ? "ritual.check.already" : "ritual.check.done", [
            "habit": w.target.habit.title, "title": w.target.ritual.title, "day": day.iso,
            "done": String(w.otherDone + 1), "total": String(w.total),
        ]))
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual check HABIT [--ritual TITLE] [--date D]`: checks a habit in for a day of its arc.
struct RitualCheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "check", abstract: trHelp("ritual.check.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("ritual.argument.habit.help"), valueName: "habit"))
    var habit: String

    @Option(name: .long, help: ArgumentHelp(tr("ritual.option.ritual.help"), valueName: "title"))
    var ritual: String?

    func run() throws {
        let s = try Session(common)
        let day = try s.day(date)
        let now = s.now
        let (change, target) = try RitualCheckIn.write(s, habit: habit, ritual: ritual, day: day, action: "ritual.check") { target, id, e in
            CheckInWrite.set(e, id: id, tracker: RitualArcsTracker.id, subject: target.habit.id, day: day, value: .done, now: now)
        }
        let book = try RitualBook.load(s.store)
        let done = try s.store.dayCounts(EntryQuery(tracker: RitualArcsTracker.id,
                                                    subject: .oneOf(book.habits(of: target.arc).map(\.id)), days: day...day))[day] ?? 0
        s.print(tr(change == nil ? "ritual.check.already" : "ritual.check.done", [
            "habit": target.habit.title, "title": target.ritual.title, "day": day.iso,
            "done": String(done), "total": String(book.habits(of: target.arc).count),
        ]))
    }
}

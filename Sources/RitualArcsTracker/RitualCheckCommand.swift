import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual check HABIT [--ritual TITLE] [--date D]`: checks a habit in for a day of its arc.
struct RitualCheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "check", abstract: tr("ritual.check.abstract"))
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
        let planned = try RitualCheckIn.resolve(habit, ritual: ritual, day: day, RitualBook.load(s.store))
        var target = planned
        let change = try s.store.write(ChangeIntent(
            action: "ritual.check", detail: planned.habit.title + " · " + planned.ritual.title + " · " + day.iso)) { reader in
            target = try RitualCheckIn.resolve(habit, ritual: ritual, day: day, RitualBook.load(reader))
            let id = target.habit.checkInID(day)
            if let e = try reader.entry(id: id) { return e.deleted ? [.restore(.entry, id)] : [] }
            return [.create(Entry(id: id, tracker: RitualArcsTracker.id, subject: target.habit.id, day: day, value: .done,
                                  created: now))]
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

import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual new TITLE --days N --time T --habit H… [--category C] [--notes TEXT] [--color C] [--start D]`, or
/// `tend ritual new --preset NAME [--days N]`: a ritual and its first arc.
struct RitualNewCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "new", abstract: trHelp("ritual.new.abstract"), discussion: trHelp("ritual.new.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.new.title.help"), valueName: "title"))
    var title: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.option.days.help"), valueName: "n"))
    var days: Int?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.option.time.help"), valueName: "time"))
    var time: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.option.category.help"), valueName: "category"))
    var category: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.option.notes.help"), valueName: "text"))
    var notes: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.option.color.help"), valueName: "color"))
    var color: String?

    @Option(name: .customLong("habit"), help: ArgumentHelp(tr("ritual.new.habit.help"), valueName: "habit"))
    var habits: [String] = []

    @Option(name: .long, help: ArgumentHelp(tr("ritual.new.preset.help"), valueName: "name"))
    var preset: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.new.start.help"), valueName: "date"))
    var start: String?

    func checkInput() throws { _ = try input() }

    /// What the options and the preset give, checked (the start day needs the session: ``execute(_:)``).
    private func input() throws -> (title: String, days: Int, part: TimeOfDay, category: String?, notes: String?,
                                    color: String?, habits: [String]) {
        let preset = try self.preset.map(RitualInput.preset)
        guard let rawTitle = title ?? preset?.name else { throw TendError(key: "ritual.error.missing-title", status: .usage) }
        let title = try RitualInput.title(rawTitle)
        guard let n = days ?? preset?.days else { throw TendError(key: "ritual.error.missing-days", status: .usage) }
        let days = try RitualInput.days(n)
        guard let part = try time.map(RitualInput.timeOfDay) ?? preset?.timeOfDay else {
            throw TendError(key: "ritual.error.missing-time", status: .usage)
        }
        let category = try self.category.map(RitualInput.category) ?? preset?.category
        let notes = try self.notes.map(RitualInput.notes) ?? preset?.notes
        let color = try self.color.flatMap(RitualInput.color)
        let habits = try RitualInput.habits(self.habits.isEmpty ? preset?.habits ?? [] : self.habits)
        return (title, days, part, category, notes, color, habits)
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let (title, days, part, category, notes, color, habits) = try input()
        let start = try self.start.map { try s.day($0, allowFuture: true) } ?? s.today
        let id = s.ids.recordID()
        let now = s.now
        let arc = RitualArc.make(ritual: id, number: 1, start: start, days: days)
        try s.store.write(ChangeIntent(action: "ritual.new", detail: title)) { reader in
            try Ritual.creation(id: id, title: title, part: part, category: category, notes: notes, color: color, days: days,
                                habits: habits, start: start, now: now, reader: reader)
        }
        return .lines(tr("ritual.new.done", [
            "title": title, "days": String(days), "start": start.iso, "end": arc.end.iso, "habits": String(habits.count),
        ]))
    }
}

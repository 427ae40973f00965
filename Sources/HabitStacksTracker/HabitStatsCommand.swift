import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend habit stats [NAME] [--year YYYY] [--svg FILE]`: every habit's figures (momentum, strength,
/// streak, completion rate), or one habit's full report — the same as `tend habit show NAME`.
struct HabitStatsCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "stats", abstract: trHelp("habit.stats.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.stats.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var name: String?

    @OptionGroup var year: YearOption

    @Option(name: .long, help: ArgumentHelp(tr("habit.show.svg.help"), valueName: "file"))
    var svg: String?

    /// One habit's row in `--json`: its name and figures.
    struct Row: Encodable {
        let habit: String
        let streak: StreakFigures?
        let momentum: Momentum?
        let strength: Double?
        let completionRate: Double?
    }

    func checkInput() throws {
        if name == nil, year.year != nil || year.date != nil || svg != nil { throw TendError(key: "habit.error.stats.one-habit", status: .usage) }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        if let name { return try HabitShowCommand.report(s, name: name, year: year, svg: svg) }
        let book = try HabitBook(s.store)
        let values = try HabitStats.values(s.store, book.activeHabits, days: nil)
        let rows = book.activeHabits.map { h -> (Habit, TargetFigures) in
            (h, HabitStats.figures(h, values[h.id] ?? [:], today: s.today, firstWeekday: s.calendar.firstWeekday, grace: s.graceDays))
        }
        let json = rows.map { h, f in
            Row(habit: h.name, streak: f.streak, momentum: f.momentum, strength: f.strength, completionRate: f.completionRate)
        }
        return CommandOutput(json: json) {
            if rows.isEmpty { return [tr(book.habits.isEmpty ? "habit.list.empty" : "habit.list.all-archived")] }
            var table = TextTable(columns: [.init(tr("habit.list.col.habit")), .init(tr("habit.show.momentum")),
                                            .init(tr("habit.show.strength"), right: true), .init(tr("habit.show.streak")),
                                            .init(tr("habit.show.completion"), right: true)])
            for (h, f) in rows {
                let unit = Streaks.unit(h.timeline, today: s.today)
                table.rows.append([h.name, f.momentum.map(HabitText.momentum) ?? "–", f.strength.map(HabitText.percent) ?? "–",
                                   f.streak.map { HabitText.streak($0, unit: unit) } ?? "–", f.completionRate.map(HabitText.percent) ?? "–"])
            }
            return table.render(style: s.style)
        }
    }
}

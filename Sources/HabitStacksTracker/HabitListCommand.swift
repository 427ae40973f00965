import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend habit list [--all]`: every habit with its schedule, goal, stack, today's state and momentum.
struct HabitListCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("habit.list.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Flag(name: .long, help: ArgumentHelp(tr("habit.list.all.help")))
    var all = false

    /// One row of `--json`: the habit, today's state and momentum.
    struct Row: Codable {
        let habit: HabitJSON
        let today: HabitDayState
        let momentum: Momentum
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let book = try HabitBook(s.store)
        let today = s.today
        let habits = all ? book.habits : book.activeHabits
        let values = try HabitStats.values(s.store, habits, days: HabitStats.momentumWindow(today))
        let rows = habits.map { h -> Row in
            let v = values[h.id] ?? [:]
            return Row(habit: HabitJSON(h, book: book), today: HabitDay.state(h, today, value: v[today], today: today),
                       momentum: HabitStats.rounded(Momentum.compute(HabitStats.history(h, v), today: today)))
        }
        return CommandOutput(json: rows) {
            if rows.isEmpty { return [tr(book.habits.isEmpty ? "habit.list.empty" : "habit.list.all-archived")] }
            let glyphs = HabitGlyphs(s.style)
            var table = TextTable(columns: [.init(tr("habit.list.col.habit")), .init(tr("habit.list.col.schedule")),
                                            .init(tr("habit.list.col.goal")), .init(tr("habit.list.col.stack")),
                                            .init(tr("habit.list.col.today")), .init(tr("habit.list.col.momentum"))])
            for (r, h) in zip(rows, habits) {
                let name = h.archived ? tr("habit.list.archived", ["habit": h.name]) : h.name
                table.rows.append([name, h.schedule.text, HabitText.goal(h.goal), r.habit.stack ?? "",
                                   glyphs.day(r.today), HabitText.momentum(r.momentum)])
            }
            return table.render(style: s.style)
        }
    }
}

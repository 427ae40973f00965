import ArgumentParser
import Foundation
import TendConsole
import TendKernel
import TendStats

/// `tend habit show NAME [--year YYYY] [--svg FILE]` (also `tend habit stats NAME`): momentum, strength,
/// streaks, completion rate, the 7-day and 28-day grids and the contribution grid of the last 53 weeks
/// or of one calendar year.
struct HabitShowCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: trHelp("habit.show.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var name: String

    @OptionGroup var year: YearOption

    @Option(name: .long, help: ArgumentHelp(tr("habit.show.svg.help"), valueName: "file"))
    var svg: String?

    /// The `--json` shape: the habit, the figures (`streak`, `momentum`, `strength`, `completionRate`,
    /// `milestones`), `streakUnit`, the `last7` and `last28` days, and every check-in of the `year` grid.
    struct Report: Encodable {
        let habit: HabitJSON
        let streak: StreakFigures?
        let momentum: Momentum?
        let strength: Double?
        let completionRate: Double?
        let milestones: [Milestone]?
        let streakUnit: String
        let last7: [DayGrid.Cell]
        let last28: [DayGrid.Cell]
        let year: [DayGrid.Cell]
    }

    func execute(_ s: Session) throws -> CommandOutput {
        try Self.report(s, name: name, year: year, svg: svg)
    }

    /// One habit's report (`habit show` and `habit stats NAME`).
    static func report(_ s: Session, name: String, year yearOption: YearOption, svg: String?) throws -> CommandOutput {
        let year = yearOption.year != nil || yearOption.date != nil ? try yearOption.value(s) : nil
        let book = try HabitBook(s.store)
        let habit = try book.requireHabit(name)
        let today = s.today
        let values = try HabitStats.values(s.store, [habit], days: nil)[habit.id] ?? [:]
        let figures = HabitStats.figures(habit, values, today: today, firstWeekday: s.calendar.firstWeekday, grace: s.graceDays)
        let unit = Streaks.unit(habit.timeline, today: today)
        let week = DayGrid(habit, values: values, today: today, days: 7)
        let month = DayGrid(habit, values: values, today: today, days: 28)
        let grid = try YearView(habit, values: values, today: today, firstWeekday: s.calendar.firstWeekday, year: year)
        if let svg { try YearView.write(grid.chart.svg(), to: svg) }
        let json = Report(habit: HabitJSON(habit, book: book), streak: figures.streak, momentum: figures.momentum,
                          strength: figures.strength, completionRate: figures.completionRate,
                          milestones: figures.milestones, streakUnit: unit.name,
                          last7: week.cells, last28: month.cells, year: grid.checkIns)
        return CommandOutput(json: json) {
            let glyphs = HabitGlyphs(s.style)
            var lines = [s.style.bold(habit.name)]
            lines += facts(habit, book: book, figures: figures, unit: unit, week: week).map { "  " + $0 }
            lines += ["", s.style.bold(tr("habit.show.last7"))] + week.render(glyphs)
            lines += ["", s.style.bold(tr("habit.show.last28"))] + month.render(glyphs)
            lines += [""] + grid.chart.render(ChartStyle(s.style)).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map(String.init)
            if let svg { lines += ["", tr("habit.show.svg.saved", ["path": svg])] }
            return lines
        }
    }

    /// The labelled facts and figures at the top.
    private static func facts(_ h: Habit, book: HabitBook, figures f: TargetFigures, unit: StreakUnit, week: DayGrid) -> [String] {
        var rows: [(String, String)] = [
            (tr("habit.show.schedule"), tr("habit.show.schedule.value", ["schedule": h.schedule.text, "start": HabitText.day(h.start)])),
            (tr("habit.show.goal"), HabitText.goal(h.goal)),
        ]
        if let stack = book.stack(of: h) {
            let members = book.members(of: stack, includeArchived: true)
            let position = (members.firstIndex { $0.id == h.id } ?? 0) + 1
            rows.append((tr("habit.show.stack"), tr("habit.show.stack.value", [
                "stack": stack.name, "position": String(position), "count": String(members.count), "trigger": stack.trigger])))
        }
        if let cue = h.cue { rows.append((tr("habit.show.cue"), cue)) }
        if !h.details.question.isEmpty { rows.append((tr("habit.show.question"), Sanitize.forDisplay(h.details.question, limit: 200))) }
        if !h.details.description.isEmpty {
            rows.append((tr("habit.show.description"), Sanitize.forDisplay(h.details.description, limit: 200)))
        }
        if let c = h.details.color { rows.append((tr("habit.show.color"), c)) }
        if h.archived { rows.append((tr("habit.show.status"), tr("habit.show.archived"))) }
        if let m = f.momentum { rows.append((tr("habit.show.momentum"), HabitText.momentum(m))) }
        if let x = f.strength { rows.append((tr("habit.show.strength"), HabitText.percent(x))) }
        if let st = f.streak { rows.append((tr("habit.show.streak"), HabitText.streak(st, unit: unit))) }
        if let r = f.completionRate {
            rows.append((tr("habit.show.completion"), tr("habit.show.completion.value", [
                "rate": HabitText.percent(r), "days": String(TargetFigures.rateDays)])))
        }
        if h.goal.isMeasurable {
            let total = week.cells.compactMap(\.amount).reduce(0, +)
            rows.append((tr("habit.show.week-total"), HabitInput.quantity(total, unit: h.goal.unit)))
        }
        let width = rows.map { TextWidth.of($0.0) }.max() ?? 0
        return rows.map { TextWidth.pad($0.0, to: width) + "  " + $0.1 }
    }
}

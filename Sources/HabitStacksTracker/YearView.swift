import Foundation
import TendConsole
import TendKernel
import TendStats

/// A habit's year as a GitHub-style contribution grid: the 53 weeks ending with this week, or one
/// calendar year (`habit show NAME --year 2024`: 1 January to 31 December, or to today this year).
struct YearView {
    /// The chart.
    let chart: ContributionGrid
    /// The check-ins (and skips) inside the grid, oldest first.
    let checkIns: [DayGrid.Cell]

    /// The grid of a habit's values up to `today`; of calendar year `year` when given (refused when it
    /// is after this one).
    init(_ habit: Habit, values: [Day: EntryValue], today: Day, firstWeekday: Weekday, year: Int? = nil) throws {
        let range: ClosedRange<Day>, weeks: Int, start: Day?
        if let year {
            guard year <= today.year, let first = Day(year: year, month: 1, day: 1), let last = Day(year: year, month: 12, day: 31) else {
                throw TendError(key: "habit.error.year.future", ["year": String(year), "now": String(today.year)])
            }
            range = first...min(last, today)
            weeks = first.startOfWeek(firstWeekday).days(to: range.upperBound.startOfWeek(firstWeekday)) / 7 + 1
            start = first
        } else {
            let columns = CalendarLayout.contribution(endingAt: today, firstWeekday: firstWeekday)
            range = columns[0][0]...today
            weeks = 53
            start = nil
        }
        let marks = HabitStats.marks(habit, values.filter { range.contains($0.key) })
        var captions: [Day: String] = [:]
        var cells: [DayGrid.Cell] = []
        for (day, v) in values.sorted(by: { $0.key < $1.key }) where range.contains(day) {
            let state = HabitDay.state(habit, day, value: v, today: today)
            cells.append(DayGrid.Cell(day: day, state: state, amount: v.amount))
            captions[day] = v.amount.map { HabitInput.quantity($0, unit: habit.goal.unit) } ?? tr("habit.state." + state.rawValue)
        }
        let done = cells.filter { $0.state == .done }.count
        let labels = ChartLabels(weekdays: Weekday.allCases.map(DayFormat.weekdayTwoLetter),
                                 months: (1...12).map(DayFormat.monthShort),
                                 less: tr("habit.chart.less"), more: tr("habit.chart.more"))
        let title = year.map { tr("habit.show.year.of", ["habit": habit.name, "year": String($0)]) }
            ?? tr("habit.show.year", ["habit": habit.name])
        chart = ContributionGrid(title: title, end: range.upperBound, firstWeekday: firstWeekday, weeks: weeks,
                                 levels: Intensity.completionLevels(marks, in: range), captions: captions, labels: labels,
                                 summary: year.map { tr("habit.show.year.of.summary", ["habit": habit.name, "count": String(done), "year": String($0)]) }
                                    ?? tr("habit.show.year.summary", ["habit": habit.name, "count": String(done)]), start: start)
        checkIns = cells
    }

    /// Writes an SVG file, refusing a path that can't be written (exit 73).
    static func write(_ svg: String, to path: String) throws {
        do {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw TendError(key: "habit.error.svg", ["path": Sanitize.forDisplay(path, limit: 200)], status: .cannotCreate)
        }
    }
}

import Foundation
import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend mood year [--year YYYY | --date D] [--weekdays sat,sun] [--tag T]… [--svg FILE]`: 12 rows × 31
/// columns, one cell a day; `--weekdays` keeps only the days of those weekdays (as Feels does).
struct MoodYearCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "year", abstract: trHelp("mood.year.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @OptionGroup var year: YearOption

    @Option(name: .long, help: ArgumentHelp(tr("mood.year.weekdays.help"), valueName: "days"))
    var weekdays: String?

    @OptionGroup var tags: TagOption

    @Option(name: .long, help: ArgumentHelp(tr("mood.svg.help"), valueName: "file"))
    var svg: String?

    func checkInput() throws {
        _ = try tags.filter()
        _ = try weekdays.map(MoodYearCommand.parseWeekdays)
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let filter = try tags.filter()
        let only = try weekdays.map(MoodYearCommand.parseWeekdays)
        let today = s.today
        let y = try year.value(s)
        guard y <= today.year else {
            throw TendError(key: "mood.error.year-future", ["year": String(y), "current": String(today.year)], status: .invalidInput)
        }
        let first = Day(year: y, month: 1, day: 1)!, last = Day(year: y, month: 12, day: 31)!
        var days = try MoodDays.read(s.store, first...last, tags: filter)
        if let only { days = days.filter { only.contains($0.key.weekday) } }
        let style = try MoodStyle.stored(in: s.store)
        let (levels, captions) = MoodChart.cells(days)
        var summary = MoodDays.summary(days, first...last, today: today)
        if let only {
            // Only the chosen weekdays count as days of the span (the year has begun: checked above).
            let span = (first...min(last, today)).filter { only.contains($0.weekday) }.count
            summary = MoodJSON.Summary(logged: summary.logged, days: span, average: summary.average,
                                       conflicts: summary.conflicts)
        }
        let chart = YearGrid(
            title: tr("mood.year.title", ["year": String(y)]), year: y, levels: levels, captions: captions, lastDay: today,
            labels: MoodChart.labels,
            summary: tr("mood.month.svg-summary", ["logged": String(summary.logged), "days": String(summary.days)]),
            scale: MoodChart.scale(style, theme: s.style.theme))
        if let svg { try MoodChart.write(chart.svg(), to: svg) }
        let months = { Aggregates.perMonth(MoodDays.marks(days), in: first...last, metric: .value)
            .map { MonthAverage(year: $0.year, month: $0.month, mean: $0.mean.map { JSONOutput.round($0) }, n: $0.n) } }
        let json = { MoodJSON.Year(year: y, style: style.rawValue, weekdays: only?.map(\.fullName), summary: summary,
                                   months: months(), days: days.keys.sorted().map { MoodJSON.DayJSON($0, days[$0]) }) }
        return CommandOutput(json: json()) {
            let format = MoodFormat(style: style, console: s.style)
            var lines = chart.render(ChartStyle(s.style)).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            lines.append("")
            if let only { lines.append(tr("mood.year.weekdays", ["days": FigureText.list(only.map(DayFormat.weekdayName))])) }
            lines.append(MoodMonthCommand.summaryLine(summary, format: format))
            lines += MoodChart.conflictLines(days, format: format)
            if let svg { lines.append(tr("mood.svg.saved", ["path": svg])) }
            return lines
        }
    }

    /// `sat,sun` → those weekdays, in week order, each once; a name that is not a weekday is refused.
    static func parseWeekdays(_ text: String) throws -> [Weekday] {
        var out: Set<Weekday> = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingWhitespace()
            guard let d = Weekday(name: name) else {
                throw TendError(key: "mood.error.weekday", ["input": Sanitize.forDisplay(name, limit: 20)], status: .invalidInput)
            }
            out.insert(d)
        }
        return out.sorted()
    }
}

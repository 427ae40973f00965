import Foundation
import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend mood year [--year YYYY] [--svg FILE]`: 12 rows × 31 columns, one cell a day.
struct MoodYearCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "year", abstract: tr("mood.year.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: ArgumentHelp(tr("mood.year.year.help"), valueName: "yyyy"))
    var year: String?

    @Option(name: .long, help: ArgumentHelp(tr("mood.svg.help"), valueName: "file"))
    var svg: String?

    func run() throws {
        let s = try Session(common)
        let today = s.today
        let y = try year.map { try MoodYearCommand.parseYear($0, today: today) } ?? today.year
        let first = Day(year: y, month: 1, day: 1)!, last = Day(year: y, month: 12, day: 31)!
        let days = try MoodDays.read(s.store, first...last)
        let style = try MoodStyle.stored(in: s.store)
        let (levels, captions) = MoodChart.cells(days)
        let summary = MoodDays.summary(days, first...last, today: today)
        let chart = YearGrid(
            title: tr("mood.year.title", ["year": String(y)]), year: y, levels: levels, captions: captions, lastDay: today,
            labels: MoodChart.labels,
            summary: tr("mood.month.svg-summary", ["logged": String(summary.logged), "days": String(summary.days)]),
            scale: MoodChart.scale(style, theme: s.style.theme))
        if let svg { try MoodChart.write(chart.svg(), to: svg) }
        if s.wantsJSON {
            let months = Aggregates.perMonth(MoodDays.marks(days), in: first...last, metric: .value)
                .map { MonthAverage(year: $0.year, month: $0.month, mean: $0.mean.map { JSONOutput.round($0) }, n: $0.n) }
            try s.printJSON(MoodJSON.Year(year: y, style: style.rawValue, summary: summary, months: months,
                                          days: days.keys.sorted().map { MoodJSON.DayJSON($0, days[$0]) }))
            return
        }
        let format = MoodFormat(style: style, console: s.style)
        var lines = chart.render(ChartStyle(s.style)).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        lines.append("")
        lines.append(MoodMonthCommand.summaryLine(summary, format: format))
        lines += MoodChart.conflictLines(days, format: format)
        if let svg { lines.append(tr("mood.svg.saved", ["path": svg])) }
        s.print(lines: lines)
    }

    /// A four-digit year up to the current one.
    static func parseYear(_ text: String, today: Day) throws -> Int {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard t.count == 4, t.allSatisfy({ $0.isASCII && $0.isNumber }), let y = Int(t), y >= 1 else {
            throw TendError(key: "mood.error.year", ["input": Sanitize.forDisplay(text), "current": String(today.year)],
                            status: .invalidInput)
        }
        guard y <= today.year else {
            throw TendError(key: "mood.error.year-future", ["year": String(y), "current": String(today.year)], status: .invalidInput)
        }
        return y
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend mood month [--month YYYY-MM | --date D] [--tag T]… [--svg FILE]`: the month of a day as a calendar grid coloured by mood,
/// weeks from the user's week start; days without a mood are drawn empty (`··`), days still to come blank.
struct MoodMonthCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "month", abstract: trHelp("mood.month.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @OptionGroup var month: MonthOption

    @OptionGroup var tags: TagOption

    @Option(name: .long, help: ArgumentHelp(tr("mood.svg.help"), valueName: "file"))
    var svg: String?

    func checkInput() throws { _ = try tags.filter() }

    func execute(_ s: Session) throws -> CommandOutput {
        let filter = try tags.filter()
        let day = try month.firstDay(s)
        let first = day.firstOfMonth, last = day.lastOfMonth
        let days = try MoodDays.read(s.store, first...last, tags: filter)
        let style = try MoodStyle.stored(in: s.store)
        let (levels, captions) = MoodChart.cells(days)
        let summary = MoodDays.summary(days, first...last, today: s.today)
        let title = tr("mood.month.title", ["month": DayFormat.monthName(day.month), "year": String(day.year)])
        let chart = MonthHeatmap(
            title: title, year: day.year, month: day.month, firstWeekday: s.calendar.firstWeekday, levels: levels,
            captions: captions, lastDay: s.today, labels: MoodChart.labels,
            summary: tr("mood.month.svg-summary", ["logged": String(summary.logged), "days": String(summary.days)]),
            scale: MoodChart.scale(style, theme: s.style.theme))
        if let svg { try MoodChart.write(chart.svg(), to: svg) }
        let json = MoodJSON.Month(year: day.year, month: day.month, firstWeekday: s.calendar.firstWeekday.rawValue,
                                  style: style.rawValue, summary: summary, days: (first...last).map { MoodJSON.DayJSON($0, days[$0]) })
        return CommandOutput(json: json) {
            let format = MoodFormat(style: style, console: s.style)
            // Weeks wholly after today are blank rows: leave them out rather than print empty lines.
            var lines = chart.render(ChartStyle(s.style)).split(separator: "\n").map(String.init)
            lines.append("")
            lines.append(MoodMonthCommand.summaryLine(summary, format: format))
            lines += MoodChart.conflictLines(days, format: format)
            if let svg { lines.append(tr("mood.svg.saved", ["path": svg])) }
            return lines
        }
    }

    /// `Logged on 18 of 22 days · average 3.4 (average)`, or that nothing was logged.
    static func summaryLine(_ summary: MoodJSON.Summary, format: MoodFormat) -> String {
        guard let mean = summary.average else {
            return summary.days == 0 ? tr("mood.summary.not-started") : tr("mood.summary.none", ["days": String(summary.days)])
        }
        return tr("mood.summary.line", ["logged": String(summary.logged), "days": String(summary.days),
                                        "average": format.average(mean)])
    }
}

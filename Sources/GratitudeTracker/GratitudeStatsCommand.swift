import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend gratitude stats`: streak, momentum, totals, a 7-day bar chart, this month's heatmap and
/// milestones. Reads only the lines per day (one grouped count query), so it stays fast on years of data.
struct GratitudeStatsCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "stats", abstract: trHelp("gratitude.stats.abstract"),
                             discussion: trHelp("gratitude.stats.discussion"))
    }

    @OptionGroup var common: CommonOptions

    func execute(_ s: Session) throws -> CommandOutput {
        let figures = try GratitudeFigures.load(s.store, today: s.today, schedule: GratitudeTracker().schedule(s.context),
                                                firstWeekday: s.calendar.firstWeekday, grace: s.graceDays)
        let view = GratitudeStatsView(figures: figures, firstWeekday: s.calendar.firstWeekday)
        return CommandOutput(json: view.json) { view.render(s.style) }
    }
}

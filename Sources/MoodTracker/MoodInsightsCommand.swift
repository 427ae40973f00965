import Foundation
import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend mood stats [--days 30|90|365] [--tag T]…` (alias `insights`): distribution, averages by weekday and month, the trend,
/// the logging streak, the best and worst weekday.
struct MoodInsightsCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "stats", abstract: trHelp("mood.insights.abstract"),
                             discussion: trHelp("mood.insights.discussion"), aliases: ["insights"])
    }

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: ArgumentHelp(tr("mood.insights.days.help"), valueName: "n"))
    var days: String = "30"

    @OptionGroup var tags: TagOption

    func checkInput() throws {
        _ = try length()
        _ = try tags.filter()
    }

    /// The window `--days` names.
    private func length() throws -> Int {
        guard let length = Int(days.trimmingWhitespace()), MoodInsights.windows.contains(length) else {
            throw TendError(key: "mood.error.days", ["input": Sanitize.forDisplay(days)], status: .invalidInput)
        }
        return length
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let length = try length()
        let filter = try tags.filter()
        let today = s.today
        let range = today.adding(days: -(length - 1))...today
        let moods = try MoodDays.read(s.store, range, tags: filter)
        var logged = try s.store.dayCounts(EntryQuery(tracker: MoodTracker.id)).filter { $0.key <= today }
        if !filter.isEmpty, let start = logged.keys.min() {
            // Only the tagged days count towards the streak and the start.
            logged = try MoodDays.read(s.store, start...today, tags: filter).mapValues { _ in 1 }
        }
        let tracker = MoodTracker()
        let insights = MoodInsights.compute(
            marks: MoodDays.marks(moods), logged: logged, conflicts: moods.values.filter(\.isConflict).map(\.day).sorted(),
            length: length, today: today, firstWeekday: s.calendar.firstWeekday, rules: StreakRules(grace: s.graceDays),
            schedule: try tracker.schedule(s.context), start: logged.keys.min(), kinds: tracker.descriptor.stats)
        return CommandOutput(json: insights) {
            MoodInsightsView(insights: insights, marks: MoodDays.marks(moods),
                             format: MoodFormat(style: try MoodStyle.stored(in: s.store), console: s.style),
                             chart: ChartStyle(s.style)).lines()
        }
    }
}

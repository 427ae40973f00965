import ArgumentParser
import TendConsole

/// `tend mood`: the command group; alone it shows the day's mood.
struct MoodCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: MoodTracker.id, abstract: trHelp("mood.abstract"), discussion: trHelp("mood.discussion"),
            subcommands: [MoodShowCommand.self, MoodLogCommand.self, MoodListCommand.self, MoodMonthCommand.self, MoodYearCommand.self,
                          MoodInsightsCommand.self, MoodRemoveCommand.self, MoodResolveCommand.self, MoodStyleCommand.self],
            defaultSubcommand: MoodShowCommand.self)
    }
}

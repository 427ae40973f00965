import ArgumentParser
import TendConsole

/// `tend gratitude`: the gratitude journal's command group; alone it shows today's lines.
struct GratitudeCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: GratitudeTracker.id,
            abstract: trHelp("gratitude.abstract"),
            discussion: trHelp("gratitude.discussion"),
            subcommands: [
                GratitudeShowCommand.self, GratitudeListCommand.self, GratitudeAddCommand.self, GratitudeWeekCommand.self,
                GratitudeMonthCommand.self,
                GratitudeEditCommand.self, GratitudeRemoveCommand.self, GratitudeMoveCommand.self,
                GratitudeSearchCommand.self, GratitudeScheduleCommand.self, GratitudeStatsCommand.self,
            ],
            defaultSubcommand: GratitudeShowCommand.self)
    }
}

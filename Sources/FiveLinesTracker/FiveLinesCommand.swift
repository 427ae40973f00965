import ArgumentParser
import TendConsole
import TendKernel

/// `tend five`: the five-line journal's command group; alone, it shows a day.
struct FiveLinesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: FiveLinesTracker.id, abstract: trHelp("five.abstract"), discussion: trHelp("five.discussion"),
            subcommands: [FiveLinesShowCommand.self, FiveLinesAddCommand.self, FiveLinesEditCommand.self,
                          FiveLinesRemoveCommand.self, FiveLinesMoveCommand.self, FiveLinesListCommand.self,
                          FiveLinesMonthCommand.self, FiveLinesSearchCommand.self, FiveLinesStatsCommand.self,
                          FiveLinesBrowseCommand.self],
            defaultSubcommand: FiveLinesShowCommand.self)
    }
}

import ArgumentParser
import TendConsole

/// `tend water`: the group; alone, it shows today.
struct WaterCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: WaterTracker.id, abstract: tr("water.abstract"),
                             subcommands: [WaterShowCommand.self, WaterDrinkCommand.self, WaterGoalCommand.self],
                             defaultSubcommand: WaterShowCommand.self)
    }
}

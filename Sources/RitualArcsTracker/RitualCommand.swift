import ArgumentParser
import TendConsole

/// `tend ritual`: the command group of the ritual arcs tracker. Alone it shows today's rituals.
struct RitualCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: RitualArcsTracker.id, abstract: trHelp("ritual.abstract"), discussion: trHelp("ritual.discussion"),
            subcommands: [
                RitualTodayCommand.self, RitualListCommand.self, RitualNewCommand.self, RitualPresetsCommand.self, RitualShowCommand.self,
                RitualEditCommand.self, RitualReorderCommand.self, RitualEnableCommand.self, RitualDisableCommand.self,
                RitualArchiveCommand.self, RitualRemoveCommand.self, RitualRenewCommand.self, RitualCheckCommand.self,
                RitualUncheckCommand.self, RitualHistoryCommand.self, RitualDayCommand.self, RitualInsightsCommand.self,
            ],
            defaultSubcommand: RitualTodayCommand.self)
    }
}

import ArgumentParser
import TendConsole

/// `tend custom …`: the hidden command group behind `tend ID …` for trackers defined by files.
/// `tend sleep log 7.5` runs as `tend custom log sleep 7.5` (see ``CustomDispatch``).
public struct CustomCommand: ParsableCommand {
    /// Hidden: users type `tend ID …`.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CustomDispatch.commandName, abstract: trHelp("custom.abstract"), shouldDisplay: false,
            subcommands: [CustomLogCommand.self, CustomDayCommand.self, CustomListCommand.self, CustomRemoveCommand.self,
                          CustomStatsCommand.self, CustomMonthCommand.self, CustomUsageCommand.self])
    }

    /// Creates the command.
    public init() {}
}

/// The tracker-id argument every subcommand takes first.
struct TrackerArgument: ParsableArguments {
    @Argument(help: ArgumentHelp(tr("custom.tracker.help"), valueName: "tracker"))
    var tracker: String
}

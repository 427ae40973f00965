import ArgumentParser
import TendConsole

/// `tend custom …`: the hidden command group behind `tend ID …` for trackers defined by files.
/// `tend sleep log 7.5` runs as `tend custom log sleep 7.5` (see ``CustomDispatch``).
public struct CustomCommand: ParsableCommand {
    /// Hidden: users type `tend ID …`.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CustomDispatch.commandName, abstract: trHelp("custom.abstract"), shouldDisplay: false,
            subcommands: GenericVerbs.commands(TrackerArgument.self) + [CustomUsageCommand.self])
    }

    /// Creates the command.
    public init() {}
}

/// Where a generic tracker command (log, show, list, rm, stats, month) finds its tracker: typed first
/// (``TrackerArgument``, the hidden `tend custom …` behind `tend ID …`) or fixed by a Swift tracker's
/// command group (``GenericCommands``).
public protocol TrackerSource: ParsableArguments {
    /// The tracker id.
    var trackerID: String { get }
    /// How usage lines name the tracker: `<tracker>`, or the fixed id.
    static var usageName: String { get }
}

/// The tracker-id argument every subcommand of `tend custom` takes first.
struct TrackerArgument: TrackerSource {
    @Argument(help: ArgumentHelp(tr("custom.tracker.help"), valueName: "tracker"))
    var tracker: String

    var trackerID: String { tracker }
    static var usageName: String { "<tracker>" }
}

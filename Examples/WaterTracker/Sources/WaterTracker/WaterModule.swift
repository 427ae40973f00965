import ArgumentParser
import TendConsole
import TendKernel

/// The water tracker as the command line sees it: pass it to `TendCLI.main(trackers:)`.
public struct WaterModule: TrackerModule {
    /// Creates the module.
    public init() {}

    /// ``WaterTracker``.
    public var tracker: any Tracker { WaterTracker() }
    /// `tend water …`.
    public var commands: [any ParsableCommand.Type] { [WaterCommand.self] }
    /// Every user-facing string.
    public var strings: StringTable { WaterStrings.table }
}

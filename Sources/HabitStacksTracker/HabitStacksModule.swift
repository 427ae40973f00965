import ArgumentParser
import TendConsole
import TendKernel

/// The habit-stacks tracker as the command line sees it: the kernel tracker (id `habit`), the command
/// groups `tend habit` and `tend stack`, and the strings.
public struct HabitStacksModule: TrackerModule {
    /// Creates the module.
    public init() {}

    /// The kernel tracker.
    public var tracker: any Tracker { HabitStacksTracker() }

    /// `tend habit` and `tend stack`.
    public var commands: [any ParsableCommand.Type] { [HabitCommand.self, StackCommand.self] }

    /// The module's strings.
    public var strings: StringTable { HabitStacksStrings.table }
}

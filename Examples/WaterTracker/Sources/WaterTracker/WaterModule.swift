import ArgumentParser
import TendConsole
import TendKernel

/// The water tracker as the command line sees it: pass ``plugin`` to `TendCLI.main(trackers:)`.
public enum WaterModule {
    /// The plugin: ``WaterTracker``, `tend water …`, its strings, no settings of its own and one
    /// reminder (off until a time is chosen).
    public static var plugin: TrackerPlugin {
        TrackerPlugin(tracker: WaterTracker(), commands: [WaterCommand.self], strings: WaterStrings.table,
                      settings: [], reminders: .standard)
    }
}

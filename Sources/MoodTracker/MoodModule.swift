import ArgumentParser
import TendConsole
import TendKernel

/// The mood tracker as `tend` ships it: the kernel tracker, the `tend mood` command group and its strings.
///
/// Commands: `tend mood [show]`, `log`, `month`, `year`, `insights`, `resolve`, `style`. Settings:
/// ``MoodSettings/all`` (`mood.style`).
public enum MoodModule {
    /// The plugin.
    public static var plugin: TrackerPlugin {
        TrackerPlugin(tracker: MoodTracker(), commands: [MoodCommand.self], strings: MoodStrings.table,
                      settings: MoodSettings.all, reminders: .standard,
                      importMappings: [.dailyLevel(MoodRecords())], web: web)
    }
}

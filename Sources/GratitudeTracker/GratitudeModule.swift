import ArgumentParser
import TendConsole
import TendKernel

/// The gratitude journal as `tend` ships it: the kernel tracker, the `tend gratitude` command group and
/// its strings.
public enum GratitudeModule {
    /// The plugin: one reminder, `remind.gratitude`, at the time the user chooses (`tend init`,
    /// `tend remind set`) on the journaling days (`gratitude.schedule`), off until a time is chosen;
    /// journal lines can be imported into it (jrnl, Day One: the default journal).
    public static var plugin: TrackerPlugin {
        TrackerPlugin(tracker: GratitudeTracker(), commands: [GratitudeCommand.self], strings: GratitudeStrings.table,
                      settings: [], reminders: .standard,
                      importMappings: [.journal(JournalLines(tracker: GratitudeTracker.id, maxLength: GratitudeText.maximumLength))], web: web)
    }
}

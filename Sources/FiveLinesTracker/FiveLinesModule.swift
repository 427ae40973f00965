import ArgumentParser
import TendConsole
import TendKernel

/// The five-line journal as the command line sees it: `tend five …`.
public enum FiveLinesModule {
    /// When the five-line journal reminds by default: 20:00 on weeknights (Monday to Friday). The reminders
    /// feature reads it for a device that has set no reminder of its own.
    public static let defaultReminder: (time: ClockTime, days: Schedule) =
        (ClockTime(hour: 20, minute: 0)!, .days([.monday, .tuesday, .wednesday, .thursday, .friday]))

    /// The plugin: one setting, `five.figures` (``TrackerFigures``: off until turned on); one reminder, `remind.five`, at ``defaultReminder`` (20:00 on weeknights) until the
    /// device sets its own; journal lines can be imported into it (jrnl, Day One: `--into five`).
    public static var plugin: TrackerPlugin {
        TrackerPlugin(tracker: FiveLinesTracker(), commands: [FiveLinesCommand.self], strings: FiveLinesStrings.table,
                      settings: [TrackerFigures.setting(for: FiveLinesTracker.id)],
                      reminders: .defaults { [.tracker($0, time: defaultReminder.time, days: defaultReminder.days)] },
                      importMappings: [.journal(JournalLines(tracker: FiveLinesTracker.id, maxLength: FiveLinesTracker.maxLength))], web: web)
    }
}

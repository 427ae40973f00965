import ArgumentParser
import TendConsole
import TendKernel

/// The five-line journal as the command line sees it: `tend five …`.
public struct FiveLinesModule: TrackerModule {
    /// When the five-line journal reminds by default: 20:00 on weeknights (Monday to Friday). The reminders
    /// feature reads it for a device that has set no reminder of its own.
    public static let defaultReminder: (time: ClockTime, days: Schedule) =
        (ClockTime(hour: 20, minute: 0)!, .days([.monday, .tuesday, .wednesday, .thursday, .friday]))

    /// Creates the module.
    public init() {}

    /// ``FiveLinesTracker``.
    public var tracker: any Tracker { FiveLinesTracker() }
    /// `tend five` and its subcommands.
    public var commands: [any ParsableCommand.Type] { [FiveLinesCommand.self] }
    /// Every user-facing string of the module.
    public var strings: StringTable { FiveLinesStrings.table }
    /// One reminder, `remind.five`: ``defaultReminder`` (20:00 on weeknights) until the device sets its own.
    public var reminderDefaults: [ReminderDefault] {
        [.tracker(FiveLinesTracker().descriptor, time: Self.defaultReminder.time, days: Self.defaultReminder.days)]
    }
    /// Journal lines can be imported into it (jrnl, Day One: `--into five`).
    public var importMappings: [ImportMapping] {
        [.journal(JournalLines(tracker: FiveLinesTracker.id, maxLength: FiveLinesTracker.maxLength))]
    }
}

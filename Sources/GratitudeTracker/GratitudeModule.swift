import ArgumentParser
import TendConsole
import TendKernel

/// The gratitude journal as `tend` ships it: the kernel tracker, the `tend gratitude` command group and
/// its strings.
public struct GratitudeModule: TrackerModule {
    /// Creates the module.
    public init() {}

    /// ``GratitudeTracker``.
    public var tracker: any Tracker { GratitudeTracker() }

    /// `tend gratitude` and its subcommands.
    public var commands: [any ParsableCommand.Type] { [GratitudeCommand.self] }

    /// ``GratitudeStrings/table``.
    public var strings: StringTable { GratitudeStrings.table }

    /// One reminder, `remind.gratitude`, at the time the user chooses (`tend init`, `tend remind set`)
    /// on the journaling days (`gratitude.schedule`); off until a time is chosen.
    public var reminderDefaults: [ReminderDefault] { [.tracker(GratitudeTracker().descriptor)] }
    /// Journal lines can be imported into it (jrnl, Day One: the default journal).
    public var importMappings: [ImportMapping] {
        [.journal(JournalLines(tracker: GratitudeTracker.id, maxLength: GratitudeText.maximumLength))]
    }
}

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

    /// No tracker-wide reminder: reminders are per habit (``reminders(_:)``).
    public var reminderDefaults: [ReminderDefault] { [] }

    /// One optional reminder per active habit: `remind.habit.<habit id>` (so a rename keeps it), named
    /// `habit:<Name>` like its target, off until the user sets a time, on the habit's own schedule; a
    /// check-in of that habit silences the day's reminder.
    public func reminders(_ context: TrackerContext) throws -> [ReminderDefault] {
        try HabitBook(context.store).activeHabits.map { h in
            ReminderDefault(id: HabitStacksTracker.id + "." + h.id, tracker: HabitStacksTracker.id, name: h.target.id,
                            title: h.name, target: h.target.id)
        }
    }
    /// Habits and their check-ins can be imported (Loop, Daylio's activities): ``HabitRecords``.
    public var importMappings: [ImportMapping] { [.habits(HabitRecords())] }
}

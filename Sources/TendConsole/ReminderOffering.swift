import TendKernel

/// A tracker that brings its own reminders, for when no ``TrackerPlugin`` offers them: a tracker defined
/// by a file has no module, and its file may say when to remind (`"reminder": {"time": "07:00", "days":
/// "weekdays"}`). ``SettingKeys/reminderDefaults(_:modules:)`` reads a module's reminders first, then
/// these, then the one reminder named after the tracker, off until set.
public protocol ReminderOffering: Tracker {
    /// Its reminders and their defaults (read like ``TrackerPlugin/reminderDefaults``).
    var reminderDefaults: [ReminderDefault] { get }
}

import ArgumentParser
import TendKernel

/// A tracker as the command line sees it: the kernel tracker, its command groups and its strings.
///
/// A package that ships its own `tend` passes its modules to `TendCLI.main(trackers:)`.
public protocol TrackerModule: Sendable {
    /// The kernel tracker.
    var tracker: any Tracker { get }
    /// Its command groups (usually one, named after the tracker id).
    var commands: [any ParsableCommand.Type] { get }
    /// Its user-facing strings.
    var strings: StringTable { get }
    /// Settings of its own that `tend config` lists, validates and sets (default none). Name them
    /// `<tracker id>.<name>` (`mood.display`); the tracker's schedule and reminder keys are added by the
    /// platform.
    var settings: [SettingKey] { get }
    /// The reminders it offers on each device and their defaults (`tend remind`, the today view's next
    /// reminder; `tend config` lists each as `remind.<id>`). Default: one reminder named after the
    /// tracker, off until the user sets a time, on the tracker's schedule
    /// (``ReminderDefault/tracker(_:time:days:)``). Override to remind by default (the five-line journal
    /// at 20:00 on weeknights) or to offer several (one per part of the day).
    var reminderDefaults: [ReminderDefault] { get }
    /// The reminders as of the store's content (default: ``reminderDefaults``). Override when they
    /// depend on records, like one reminder per habit. Read-only and deterministic, like the
    /// ``Tracker`` hooks.
    func reminders(_ context: TrackerContext) throws -> [ReminderDefault]
    /// How the importers may write into this tracker (``ImportMapping``; default none).
    var importMappings: [ImportMapping] { get }
    /// A step `tend init` offers for this tracker: starting it from a preset (default none).
    var setupPresets: SetupPresets? { get }
}

extension TrackerModule {
    /// No settings of its own.
    public var settings: [SettingKey] { [] }

    /// One reminder named after the tracker, off until a time is chosen, on the tracker's schedule.
    public var reminderDefaults: [ReminderDefault] { [.tracker(tracker.descriptor)] }

    /// ``reminderDefaults``.
    public func reminders(_ context: TrackerContext) throws -> [ReminderDefault] { reminderDefaults }

    /// None: importers can't write into this tracker.
    public var importMappings: [ImportMapping] { [] }
    /// No setup step.
    public var setupPresets: SetupPresets? { nil }
}

import ArgumentParser
import TendKernel

/// A tracker as Tend runs it: the one value a tracker hands the platform — its kernel tracker, its
/// command groups, its strings, its settings, its reminders, what the importers may write into it and
/// what `tend init` offers for it, and what it shows in the browser.
///
/// It is built with its memberwise initialiser, so every part is named where it is given: a misspelt
/// part is a compile error, never a silently missing setting. `settings` and `reminders` have no
/// default — a tracker says `[]` or `.none` when it has none. A package that ships its own `tend`
/// passes its plugins to `TendCLI.main(trackers:)`; `TrackerConformance` (TendTesting) checks every
/// part.
///
/// Rules for plugin authors:
/// - ``tracker`` follows the rules written on ``Tracker``; its id names the command group.
/// - Every command group is named after the tracker id (or a word of its own that no other command
///   takes: `stack`).
/// - Every user-visible text is in ``strings`` under keys starting with the tracker id; nothing is
///   rendered when the plugin is made (parts that show text are built when asked: ``setup``).
/// - Every setting in ``settings`` is named `<tracker id>.<name>` and has help text in the catalog
///   (`setting.<name>`), so `tend config` lists, reads and writes it.
public struct TrackerPlugin: Sendable {
    /// The kernel tracker.
    public let tracker: any Tracker
    /// Its command groups (usually one, named after the tracker id).
    public let commands: [any ParsableCommand.Type]
    /// Its user-facing strings.
    public let strings: StringTable
    /// Settings of its own that `tend config` lists, validates and sets, named `<tracker id>.<name>`;
    /// the tracker's schedule and reminder keys are added by the platform.
    public let settings: [SettingKey]
    /// The reminders it offers on each device (`tend remind`, the today view's next reminder).
    public let reminders: TrackerReminders
    /// How the importers may write into it (``ImportMapping``).
    public let importMappings: [ImportMapping]
    /// The step `tend init` offers for it (starting from a preset), built when asked.
    public let setup: (@Sendable () -> SetupPresets)?
    /// What it shows in the browser (`tend web`): its controls and page sections; ``TrackerWebPage/generic``
    /// (its today block and newest entries) unless it declares more.
    public let web: TrackerWebPage

    /// A plugin. Name every part; `settings` and `reminders` have no default on purpose.
    public init(tracker: any Tracker, commands: [any ParsableCommand.Type], strings: StringTable, settings: [SettingKey],
                reminders: TrackerReminders, importMappings: [ImportMapping] = [],
                setup: (@Sendable () -> SetupPresets)? = nil, web: TrackerWebPage = .generic) {
        self.tracker = tracker
        self.commands = commands
        self.strings = strings
        self.settings = settings
        self.reminders = reminders
        self.importMappings = importMappings
        self.setup = setup
        self.web = web
    }

    /// The tracker id.
    public var id: String { tracker.descriptor.id }

    /// The reminders it offers by default on each device (`tend config` lists each as `remind.<id>`).
    public var reminderDefaults: [ReminderDefault] { reminders.defaults(tracker.descriptor) }

    /// The reminders as of the store's content: the defaults, or what the records make of them (one
    /// per habit, one per part of the day that has a ritual). Read-only and deterministic.
    public func reminders(_ context: TrackerContext) throws -> [ReminderDefault] {
        let defaults = reminderDefaults
        guard let current = reminders.current else { return defaults }
        return try current(context, defaults)
    }

    /// The `tend init` step, if it offers one.
    public var setupPresets: SetupPresets? { setup?() }
}

/// The reminders a tracker offers.
public struct TrackerReminders: Sendable {
    /// The defaults, from the tracker's descriptor.
    let defaults: @Sendable (TrackerDescriptor) -> [ReminderDefault]
    /// The reminders as of the store's content, given the defaults; `nil`: the defaults.
    let current: (@Sendable (TrackerContext, [ReminderDefault]) throws -> [ReminderDefault])?

    /// One reminder named after the tracker, off until the user sets a time, on the tracker's schedule
    /// (``ReminderDefault/tracker(_:time:days:)``).
    public static let standard = TrackerReminders(defaults: { [.tracker($0)] }, current: nil)

    /// No reminders.
    public static let none = TrackerReminders(defaults: { _ in [] }, current: nil)

    /// These reminders, by default (on at a time, several parts of the day…).
    public static func defaults(_ list: @escaping @Sendable (TrackerDescriptor) -> [ReminderDefault]) -> TrackerReminders {
        TrackerReminders(defaults: list, current: nil)
    }

    /// Reminders that depend on the records: `current` gets the context and the defaults and answers
    /// the reminders that apply now (one per habit; only the parts of the day that have a ritual).
    public static func fromRecords(defaults: @escaping @Sendable (TrackerDescriptor) -> [ReminderDefault] = { _ in [] },
                                   _ current: @escaping @Sendable (TrackerContext, [ReminderDefault]) throws -> [ReminderDefault])
        -> TrackerReminders {
        TrackerReminders(defaults: defaults, current: current)
    }
}

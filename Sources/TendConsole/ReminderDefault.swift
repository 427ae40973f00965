import TendKernel

/// A reminder a tracker offers on each device, and when it reminds until the user chooses otherwise.
///
/// The reminder's setting is the device-local `remind.<id>` (a ``ReminderSetting``, or `off`); the
/// user names it with ``name`` in `tend remind set NAME TIME` and `tend remind off NAME`. Modules
/// supply their reminders through ``TrackerPlugin/reminderDefaults`` (or
/// ``TrackerPlugin/reminders(_:)`` when they depend on the store, like one per habit); the platform
/// never names a tracker.
public struct ReminderDefault: Hashable, Sendable {
    /// The setting-key suffix: the reminder lives in `remind.<id>`. A tracker's one reminder uses the
    /// tracker id (`five`); several use `<tracker>.<part>` (`ritual.morning`) or `<tracker>.<item id>`.
    public var id: String
    /// The owning tracker id.
    public var tracker: String
    /// What the user types to name it (`five`, `ritual.morning`, `habit:Run`).
    public var name: String
    /// Display title (`Five lines`, `Rituals · morning`, `Run`).
    public var title: String
    /// The time it reminds when this device has no setting; `nil`: off until the user sets a time.
    public var time: ClockTime?
    /// Its days when the setting gives none; `nil`: the schedule of ``target`` (or of the tracker).
    public var days: Schedule?
    /// The target (``TrackerTarget/id``) whose record silences the day's reminder and drives nudges;
    /// `nil`: any entry of the tracker.
    public var target: String?
    /// The text it shows when due (`nil`: the standard "Time for today's entry.").
    public var message: String?
    /// The part of the day it belongs to, for reminders offered one per part of the day: each has its
    /// own time, so `tend init --remind TIME` leaves them as they are.
    public var partOfDay: TimeOfDay?

    /// Creates a reminder.
    public init(id: String, tracker: String, name: String? = nil, title: String, time: ClockTime? = nil,
                days: Schedule? = nil, target: String? = nil, message: String? = nil, partOfDay: TimeOfDay? = nil) {
        self.id = id
        self.tracker = tracker
        self.name = name ?? id
        self.title = title
        self.time = time
        self.days = days
        self.target = target
        self.message = message
        self.partOfDay = partOfDay
    }

    /// The device-local setting key: `remind.<id>`.
    public var settingKey: String { "remind." + id }

    /// A tracker's one reminder, named after it (`remind.<tracker id>`), following the tracker's
    /// schedule unless `days` are given; off until a time is chosen unless `time` is given.
    public static func tracker(_ descriptor: TrackerDescriptor, time: ClockTime? = nil, days: Schedule? = nil,
                               message: String? = nil) -> ReminderDefault {
        ReminderDefault(id: descriptor.id, tracker: descriptor.id, title: descriptor.name, time: time, days: days, message: message)
    }

    /// One reminder per part of the day (`<tracker>.morning` …, titled `Rituals · morning`), in the
    /// order of ``TimeOfDay/ordered``, each at its time and on the tracker's schedule.
    public static func byTimeOfDay(_ descriptor: TrackerDescriptor, times: (TimeOfDay) -> ClockTime?) -> [ReminderDefault] {
        TimeOfDay.ordered.compactMap { part in
            times(part).map { t in
                ReminderDefault(id: descriptor.id + "." + part.rawValue, tracker: descriptor.id,
                                title: tr("reminder.title.part", ["tracker": descriptor.name, "part": tr("timeofday." + part.rawValue)]),
                                time: t, partOfDay: part)
            }
        }
    }
}

import TendConsole
import TendKernel

/// When each part of the day's rituals are due: the device-local settings `remind.ritual.<time of day>`
/// (written by the reminders feature), with these defaults. Used by "next: Evening wind-down at 19:00".
public enum RitualReminderTimes {
    /// The default time of a part of the day (`anytime` has none). (A function, not a dictionary keyed by
    /// the part: the first dictionary or set keyed by a type costs a scan of every conformance record of
    /// the binary, 0.56 M instructions of `tend`'s start — docs/benchmarks.md.)
    public static func defaultTime(_ part: TimeOfDay) -> ClockTime? {
        switch part {
        case .morning: return ClockTime(hour: 7, minute: 30)
        case .midday: return ClockTime(hour: 12, minute: 0)
        case .afternoon: return ClockTime(hour: 15, minute: 0)
        case .evening: return ClockTime(hour: 19, minute: 0)
        case .night: return ClockTime(hour: 21, minute: 30)
        case .anytime: return nil
        }
    }

    /// The setting key of a part of the day: `remind.ritual.evening`.
    public static func settingKey(_ part: TimeOfDay) -> String { "remind.ritual." + part.rawValue }

    /// The reminder time of a part of the day: the device setting (as `tend remind set ritual.<part>`
    /// writes it) if set, else the default; `nil` for `anytime` or when the reminder is turned off.
    public static func time(_ part: TimeOfDay, _ reader: any StoreReader) throws -> ClockTime? {
        guard let fallback = defaultTime(part) else { return nil }
        guard let stored = try reader.setting(settingKey(part), scope: .device) else { return fallback }
        if ReminderSetting.isOff(stored) { return nil }
        return ReminderSetting(field: stored)?.time ?? fallback
    }
}

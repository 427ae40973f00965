import TendConsole
import TendKernel

/// The next reminder of the enabled trackers on this device: their modules' reminders
/// (``TrackerPlugin/reminders(_:)``) with this device's settings `remind.<id>` (see ``ReminderSetting``)
/// or their defaults. A reminder without days of its own follows the tracker's schedule.
/// JSON: `{"tracker": "journal", "title": "Journal", "day": "2026-11-22", "time": "21:00"}`.
public struct NextReminder: Encodable, Equatable {
    let tracker: String
    let title: String
    let day: Day
    let time: String

    /// The earliest reminder after now, or `nil` when none is on (see ``ReminderNext``: defaults
    /// count, a day already recorded and a paused practice are skipped).
    public static func find(_ trackers: [any Tracker], _ s: Session) throws -> (NextReminder, daysAhead: Int)? {
        let book = try ReminderBook.load(s, trackers: trackers)
        let marks = ShownMarks(storePath: s.storePath, lock: false)
        guard let (r, day, k) = try ReminderNext.earliest(book, s, marks: marks), let time = r.time else { return nil }
        return (NextReminder(tracker: r.slot.tracker, title: r.slot.title, day: day, time: time.description), k)
    }

    /// `Next reminder: Journal today at 21:00.`
    public func sentence(daysAhead k: Int) -> String {
        let args = ["tracker": title, "time": time, "weekday": DayFormat.weekdayName(day.weekday), "date": DayFormat.short(day)]
        switch k {
        case 0: return tr("today.reminder.today", args)
        case 1: return tr("today.reminder.tomorrow", args)
        case 2..<7: return tr("today.reminder.weekday", args)
        default: return tr("today.reminder.date", args)
        }
    }
}

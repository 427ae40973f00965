import TendConsole
import TendKernel

/// The next reminder of the enabled trackers on this device, from the device-local settings
/// `remind.<tracker>` (see ``ReminderSetting``). A reminder without its own days follows the tracker's
/// schedule. JSON: `{"tracker": "journal", "title": "Journal", "day": "2026-11-22", "time": "21:00"}`.
struct NextReminder: Encodable, Equatable {
    let tracker: String
    let title: String
    let day: Day
    let time: String

    /// How far ahead to look (a year and a bit: every schedule repeats within it).
    static let horizon = 400

    /// The earliest reminder after now, or `nil` when none is set.
    static func find(_ trackers: [any Tracker], _ s: Session) throws -> (NextReminder, daysAhead: Int)? {
        let wall = DayCalendar(timeZone: s.calendar.timeZone)
        let date = wall.day(of: s.now), now = wall.time(of: s.now)
        var best: (NextReminder, Int, ClockTime)?
        for t in trackers {
            let key = SettingKeys.reminder(for: t.descriptor)
            guard let raw = try s.store.setting(key.name, scope: .device), let r = ReminderSetting(field: raw) else { continue }
            let schedule: Schedule, anchor: Day?
            if let days = r.days { (schedule, anchor) = (days, nil) } else {
                schedule = try t.schedule(s.context)
                anchor = try t.targets(s.context).first { $0.id == t.descriptor.id }?.start
            }
            for k in 0..<horizon {
                let d = date.adding(days: k)
                if k == 0 && r.time <= now { continue }
                guard schedule.isScheduled(d, anchor: anchor) else { continue }
                if best == nil || k < best!.1 || (k == best!.1 && r.time < best!.2) {
                    best = (NextReminder(tracker: t.descriptor.id, title: t.descriptor.name, day: d, time: r.time.description), k, r.time)
                }
                break
            }
        }
        return best.map { ($0.0, $0.1) }
    }

    /// `Next reminder: Journal today at 21:00.`
    func sentence(daysAhead k: Int) -> String {
        let args = ["tracker": title, "time": time, "weekday": DayFormat.weekdayName(day.weekday), "date": DayFormat.short(day)]
        switch k {
        case 0: return tr("today.reminder.today", args)
        case 1: return tr("today.reminder.tomorrow", args)
        case 2..<7: return tr("today.reminder.weekday", args)
        default: return tr("today.reminder.date", args)
        }
    }
}

import Foundation
import TendConsole
import TendKernel

/// The `.ics` export of this device's reminders: a VCALENDAR (VERSION, PRODID) with one VEVENT per
/// reminder that is on — a stable UID (`<reminder id>.<device id>@tend`, so importing again updates
/// instead of duplicating), DTSTAMP (now, UTC), DTSTART (its first day from today, in floating local
/// time: a reminder at 20:00 rings at 20:00 wherever the calendar is), an RRULE (`FREQ=DAILY`,
/// `FREQ=WEEKLY;BYDAY=MO,WE,FR`, or `FREQ=DAILY;INTERVAL=n`) and a VALARM (ACTION:DISPLAY at the start).
/// A window schedule (`3/week`) has no fixed days, so its reminder repeats daily. Nudges depend on what
/// is recorded, so they stay with `tend remind due`.
enum ReminderCalendar {
    /// The calendar text (CRLF, folded).
    static func text(_ book: ReminderBook, _ s: Session) -> String {
        var ics = ICalendarText()
        ics.component("VCALENDAR") { cal in
            cal.raw("VERSION", "2.0")
            cal.raw("PRODID", "-//Tend//tend remind \(TendVersion.number)//EN")
            cal.raw("CALSCALE", "GREGORIAN")
            cal.raw("METHOD", "PUBLISH")
            cal.text("X-WR-CALNAME", tr("remind.ics.calendar"))
            let wall = DayCalendar(timeZone: s.calendar.timeZone)
            let today = wall.day(of: s.now)
            for r in book.reminders where r.isOn {
                guard let time = r.time, let first = r.firstDay(from: today) else { continue }
                cal.component("VEVENT") { ev in
                    ev.raw("UID", uid(r, device: s.store.device))
                    ev.raw("DTSTAMP", utcStamp(s.now))
                    ev.raw("DTSTART", local(first, time))
                    ev.raw("DURATION", "PT5M")
                    ev.raw("RRULE", rule(r.days))
                    ev.text("SUMMARY", r.slot.title)
                    ev.text("DESCRIPTION", tr("remind.ics.description", ["title": r.slot.title, "name": r.slot.name]))
                    ev.raw("TRANSP", "TRANSPARENT")
                    ev.component("VALARM") { alarm in
                        alarm.raw("ACTION", "DISPLAY")
                        alarm.text("DESCRIPTION", r.slot.title)
                        alarm.raw("TRIGGER", "PT0S")
                    }
                }
            }
        }
        return ics.output
    }

    /// The event's UID: the reminder id and this device's id (reminders are per device).
    static func uid(_ r: Reminder, device: DeviceID) -> String {
        let safe = r.slot.id.unicodeScalars.map { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-.".unicodeScalars.contains($0)) ? String($0) : "-" }
        return safe.joined() + "." + device.raw + "@tend"
    }

    /// The recurrence of reminder days.
    static func rule(_ days: Schedule) -> String {
        switch days {
        case .daily, .window: return "FREQ=DAILY"
        case .interval(let n): return "FREQ=DAILY;INTERVAL=\(n)"
        case .days(let set):
            return "FREQ=WEEKLY;BYDAY=" + set.sorted().map { String($0.shortName.prefix(2)).uppercased() }.joined(separator: ",")
        }
    }

    /// `20261123T200000`: a floating local date-time.
    static func local(_ day: Day, _ time: ClockTime) -> String {
        digits(day.year, 4) + digits(day.month, 2) + digits(day.day, 2) + "T" + digits(time.hour, 2) + digits(time.minute, 2) + "00"
    }

    /// `20261122T090000Z`: an instant in UTC.
    static func utcStamp(_ date: Date) -> String {
        let c = DayCalendar.gregorian(TimeZone(identifier: "UTC")!).dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return digits(c.year!, 4) + digits(c.month!, 2) + digits(c.day!, 2) + "T" + digits(c.hour!, 2) + digits(c.minute!, 2)
            + digits(c.second!, 2) + "Z"
    }

    private static func digits(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }
}

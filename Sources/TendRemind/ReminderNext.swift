import Foundation
import TendConsole
import TendKernel

/// When reminders will next remind: the first occurrence after now on the local wall clock, skipping
/// today's when its practice is already recorded; none while the practice is paused (its last nudge
/// was shown and nothing was recorded since).
enum ReminderNext {
    /// How far ahead to look (a year and a bit: every schedule repeats within it).
    static let horizon = 400

    /// Whether a reminder is silent: its practice got its last nudge and nothing was recorded since.
    static func paused(_ r: Reminder, in book: ReminderBook, marks: ShownMarks) -> Bool {
        let n = book.nudge(r)
        return n.level == .last && marks.contains(Mark.nudge(r.practice.key, since: n.since, .last))
    }

    /// The next occurrence of a reminder (its wall-clock day and how many days ahead), if any.
    static func find(_ r: Reminder, in book: ReminderBook, _ s: Session, marks: ShownMarks) throws -> (day: Day, daysAhead: Int)? {
        guard let time = r.time, !paused(r, in: book, marks: marks) else { return nil }
        let wall = DayCalendar(timeZone: s.calendar.timeZone)
        let start = wall.day(of: s.now)
        var recent: Set<Day>?
        for k in 0..<horizon {
            let d = start.adding(days: k)
            guard r.days.isScheduled(d, anchor: r.anchor) else { continue }
            let at = wall.instant(d, at: time)
            guard at > s.now else { continue }
            let userDay = s.calendar.day(of: at)
            if userDay <= s.today {
                if recent == nil { recent = try r.practice.recordedDays(s.today.adding(days: -1)...s.today, s.context) }
                if recent!.contains(userDay) { continue }
            }
            return (d, k)
        }
        return nil
    }

    /// The earliest next occurrence among a book's reminders (the earlier time on a tie, then book order).
    static func earliest(_ book: ReminderBook, _ s: Session, marks: ShownMarks) throws -> (Reminder, day: Day, daysAhead: Int)? {
        var best: (Reminder, Day, Int)?
        for r in book.reminders where r.isOn {
            guard let n = try find(r, in: book, s, marks: marks) else { continue }
            if let b = best, (b.2, b.0.time!) <= (n.daysAhead, r.time!) { continue }
            best = (r, n.day, n.daysAhead)
        }
        return best.map { ($0.0, $0.1, $0.2) }
    }
}

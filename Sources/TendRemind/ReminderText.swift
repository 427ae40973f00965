import TendConsole
import TendKernel

/// How reminders read in sentences and tables.
enum ReminderText {
    /// Its days, compactly: `weekdays`, `mon,wed,fri`, `daily (schedule)` when it follows the
    /// practice's journaling schedule.
    static func days(_ r: Reminder) -> String {
        r.followsSchedule ? tr("remind.days.notes", ["days": r.days.text, "notes": tr("remind.note.schedule")]) : r.days.text
    }

    /// `today at 21:00`, `tomorrow at 21:00`, `on Wednesday at 21:00`, `on Mon 30 Nov at 21:00`.
    static func when(_ day: Day, _ time: ClockTime, daysAhead k: Int) -> String {
        let args = ["time": time.description, "weekday": DayFormat.weekdayName(day.weekday), "date": DayFormat.short(day)]
        switch k {
        case 0: return tr("remind.when.today", args)
        case 1: return tr("remind.when.tomorrow", args)
        case 2..<7: return tr("remind.when.weekday", args)
        default: return tr("remind.when.date", args)
        }
    }

    /// A nudge's message (also a notification's body).
    static func nudge(_ level: NudgeLevel, missed: Int) -> String {
        tr(level == .last ? "remind.nudge.last" : "remind.nudge.first", ["n": String(missed)])
    }
}

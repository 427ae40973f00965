import Foundation
import TendConsole
import TendKernel

/// One thing `tend remind due` shows: a reminder, or a nudge in its place.
struct DueItem: Encodable {
    /// What it is.
    enum Kind: String, Encodable {
        case reminder, nudge, lastNudge
    }

    let reminder: String
    let tracker: String
    let title: String
    let day: Day
    let time: String
    let kind: Kind
    let missed: Int?
    let text: String
    /// When it fell due (for ordering).
    let instant: Date

    enum CodingKeys: String, CodingKey { case reminder, tracker, title, day, time, kind, missed, text }

    /// The printed line: `20:00 · Five lines — Time for today's entry.`
    var line: String { tr("remind.due.line", ["time": time, "title": title, "text": text]) }
}

/// Decides what is due: for each reminder that is on, its latest occurrence from `since` through now (older
/// ones in the window are passed over, so a device that slept for days shows one, not a backlog), unless
/// already shown, its practice was recorded that day, a window schedule already has its count, or the
/// practice is paused. A practice whose nudge is due (``NudgeRule``) gets it once, in place of its
/// reminder; after the last nudge its reminders stay silent until the user records again. Everything
/// decided is marked in `marks`, so nothing is shown twice.
enum DuePlanner {
    static func items(_ book: ReminderBook, _ s: Session, since: Date, marks: ShownMarks) throws -> [DueItem] {
        let now = s.now
        let wall = DayCalendar(timeZone: s.calendar.timeZone)
        var out: [DueItem] = []
        var nudged = Set<String>()
        for r in book.reminders where r.isOn {
            let occurrences = r.occurrences(from: since, through: now, wall: wall)
            guard let time = r.time, let latest = occurrences.last else { continue }
            for o in occurrences { marksShown(Mark.reminder(r.slot.id, o.day, time), marks, now: now, unlessLast: o.day == latest.day) }
            let mark = Mark.reminder(r.slot.id, latest.day, time)
            guard !marks.contains(mark) else { continue }
            marks.insert(mark, at: now)
            let userDay = s.calendar.day(of: latest.instant)
            if try r.practice.recordedDays(userDay...userDay, s.context).contains(userDay) { continue }
            if try r.practice.windowMet(before: userDay, s.context) { continue }
            var kind = DueItem.Kind.reminder
            let n = book.nudge(r)
            if n.level != .none {
                let nudgeMark = Mark.nudge(r.practice.key, since: n.since, n.level)
                let given = marks.contains(nudgeMark) || nudged.contains(r.practice.key)
                if n.level == .last && given { continue }
                if !given {
                    marks.insert(nudgeMark, at: now)
                    nudged.insert(r.practice.key)
                    kind = n.level == .last ? .lastNudge : .nudge
                }
            }
            if n.since == nil && !marks.contains(Mark.firstShown(r.practice.key)) { marks.insert(Mark.firstShown(r.practice.key), at: latest.instant) }
            var text = kind == .reminder ? r.slot.message ?? tr("remind.due.reminder", ["time": time.description])
                : ReminderText.nudge(n.level, missed: n.missed)
            if kind == .reminder && !book.isSetUp && r.origin == .default {
                text += " " + tr("remind.due.default", ["name": r.slot.name])
            }
            out.append(DueItem(reminder: r.slot.name, tracker: r.slot.tracker, title: kind == .reminder ? r.slot.title : r.practice.title,
                               day: latest.day, time: time.description, kind: kind,
                               missed: kind == .reminder ? nil : n.missed, text: text, instant: latest.instant))
        }
        return out.enumerated().sorted { ($0.element.instant, $0.offset) < ($1.element.instant, $1.offset) }.map(\.element)
    }

    /// Marks an older occurrence of the window as passed over.
    private static func marksShown(_ mark: String, _ marks: ShownMarks, now: Date, unlessLast: Bool) {
        if !unlessLast && !marks.contains(mark) { marks.insert(mark, at: now) }
    }
}

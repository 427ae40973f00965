import Foundation
import TendConsole
import TendKernel

/// A reminder as it stands on this device: what the tracker offers, what this device chose and the
/// practice it follows.
struct Reminder {
    /// Where its state comes from.
    enum Origin: String, Encodable {
        /// This device set a time.
        case set
        /// The tracker's default time (nothing set on this device).
        case `default`
        /// Turned off on this device.
        case off
        /// Off until a time is chosen (no default).
        case unset
    }

    /// What the tracker offers.
    let slot: ReminderDefault
    /// What it follows.
    let practice: Practice
    /// Where its state comes from.
    let origin: Origin
    /// The time and own days in force; `nil` when off.
    let setting: ReminderSetting?

    /// Reads a reminder's state from the value stored on this device.
    init(_ slot: ReminderDefault, practice: Practice, stored: FieldValue?) {
        self.slot = slot
        self.practice = practice
        if let stored, ReminderSetting.isOff(stored) {
            (origin, setting) = (.off, nil)
        } else if let stored, let r = ReminderSetting(field: stored) {
            (origin, setting) = (.set, r)
        } else if let t = slot.time {
            (origin, setting) = (.default, ReminderSetting(time: t))
        } else {
            (origin, setting) = (.unset, nil)
        }
    }

    /// Whether it reminds at all.
    var isOn: Bool { setting != nil }
    /// Its time, when on.
    var time: ClockTime? { setting?.time }
    /// Whether its days are the practice's journaling schedule: no days of its own, and none by default
    /// or a schedule the user chose.
    var followsSchedule: Bool { setting?.days == nil && (slot.days == nil || practice.scheduleChosen) }
    /// The days it reminds on: its own, else the journaling schedule once the user chose one (onboarding's
    /// days), else the default's, else the practice's schedule.
    var days: Schedule { setting?.days ?? (followsSchedule ? practice.schedule : slot.days ?? practice.schedule) }
    /// The anchor of its days (the practice's start when it follows an interval schedule).
    var anchor: Day? { followsSchedule ? practice.start : nil }

    /// Its occurrences from `from` through `to` (both included), oldest first: one per reminder day
    /// (local wall clock).
    func occurrences(from: Date, through to: Date, wall: DayCalendar) -> [(day: Day, instant: Date)] {
        guard let time, from <= to else { return [] }
        var out: [(Day, Date)] = []
        var d = wall.day(of: from)
        let last = wall.day(of: to)
        while d <= last {
            if days.isScheduled(d, anchor: anchor) {
                let at = wall.instant(d, at: time)
                if at >= from && at <= to { out.append((d, at)) }
            }
            d = d.adding(days: 1)
        }
        return out
    }

    /// The first reminder day from `day` on (within `horizon` days), if any.
    func firstDay(from day: Day, horizon: Int = 400) -> Day? {
        (0..<horizon).lazy.map { day.adding(days: $0) }.first { days.isScheduled($0, anchor: anchor) }
    }
}

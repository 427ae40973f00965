import Foundation

/// Turns instants into the civil days the user means, and back.
///
/// "Today" depends on the time zone and on `dayStartsAt`: a night owl with `03:00` writes at 01:30
/// into the previous day. The week start decides how weeks are drawn and counted.
public struct DayCalendar: Sendable {
    /// The local time zone.
    public let timeZone: TimeZone
    /// When a new day begins (default midnight).
    public let dayStartsAt: ClockTime
    /// The first day of the week.
    public let firstWeekday: Weekday

    private let calendar: Calendar

    /// Creates a calendar for a time zone, day start and first weekday.
    public init(timeZone: TimeZone, dayStartsAt: ClockTime = .midnight, firstWeekday: Weekday = .monday) {
        self.timeZone = timeZone
        self.dayStartsAt = dayStartsAt
        self.firstWeekday = firstWeekday
        calendar = DayCalendar.gregorian(timeZone)
    }

    /// A Gregorian `Calendar` in `timeZone`.
    public static func gregorian(_ timeZone: TimeZone) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }

    /// The civil day an instant belongs to: its local date, or the day before when the local wall-clock
    /// time is earlier than `dayStartsAt` (compared on the wall clock, so a clock change never moves
    /// the boundary).
    public func day(of instant: Date) -> Day {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        let local = Day(year: c.year!, month: c.month!, day: c.day!) ?? Day(ordinal: 0)
        return c.hour! * 60 + c.minute! < dayStartsAt.minutes ? local.adding(days: -1) : local
    }

    /// Today, as the user means it.
    public func today(_ clock: any Clock) -> Day { day(of: clock.now()) }

    /// The local wall-clock time of an instant.
    public func time(of instant: Date) -> ClockTime {
        let c = calendar.dateComponents([.hour, .minute], from: instant)
        return ClockTime(hour: c.hour!, minute: c.minute!)!
    }

    /// The instant a local time occurs on a civil day (the first occurrence when a clock change repeats
    /// it; moved forward by the length of the gap when a clock change skips it: 02:30 → 03:30).
    public func instant(_ day: Day, at time: ClockTime) -> Date {
        var comps = DateComponents()
        (comps.year, comps.month, comps.day) = day.parts
        comps.hour = time.hour
        comps.minute = time.minute
        return calendar.date(from: comps)!
    }

    /// The length of a civil day in hours in this time zone (23 or 25 across a daylight-saving change).
    public func hours(in day: Day) -> Double {
        instant(day.adding(days: 1), at: .midnight).timeIntervalSince(instant(day, at: .midnight)) / 3600
    }

    /// The week containing `day`, first weekday first.
    public func week(containing day: Day) -> ClosedRange<Day> {
        let s = day.startOfWeek(firstWeekday)
        return s...s.adding(days: 6)
    }
}

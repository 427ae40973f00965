import Foundation

/// Turns instants into the civil days the user means, and back.
///
/// "Today" depends on the time zone and on `dayStartsAt`: a night owl with `03:00` writes at 01:30
/// into the previous day. The week start decides how weeks are drawn and counted.
///
/// The calendar is an injected value, like the ``Clock``: logic never builds one from
/// `TimeZone.current` or the system's settings. The console makes the user's calendar once per command
/// (`Session` in TendConsole) from the platform's time zone, the device-local `day-starts-at` setting
/// and the synced `week-start` setting (``WeekStart``); a tracker reads it from
/// ``TrackerContext/calendar``. Tests pass a fixed zone (UTC, or one with daylight saving to test
/// the 23- and 25-hour days).
///
/// ```swift
/// let calendar = DayCalendar(timeZone: TimeZone(identifier: "Europe/Lisbon")!,
///                            dayStartsAt: ClockTime(hour: 3, minute: 0)!)
/// calendar.today(clock)        // at 01:30 on 2026-11-22, local: 2026-11-21
/// ```
///
/// Only the Gregorian calendar is used, whatever the user's locale: days, weeks and months mean the
/// same on every device, so synced records and figures agree.
public struct DayCalendar: Sendable {
    /// The local time zone.
    public let timeZone: TimeZone
    /// When a new day begins (default midnight): a wall-clock time of the local zone. Instants before it
    /// belong to the previous day (see ``day(of:)``). Device-local: each device keeps its own.
    public let dayStartsAt: ClockTime
    /// The first day of the week: where ``week(containing:)`` starts, so where weekly goals, week
    /// streaks and week charts begin.
    public let firstWeekday: Weekday

    /// Creates a calendar for a time zone, day start and first weekday.
    public init(timeZone: TimeZone, dayStartsAt: ClockTime = .midnight, firstWeekday: Weekday = .monday) {
        self.timeZone = timeZone
        self.dayStartsAt = dayStartsAt
        self.firstWeekday = firstWeekday
    }

    /// A Gregorian `Calendar` in `timeZone`, with the POSIX locale (so nothing in it follows the user's
    /// regional settings). For code that must work with Foundation dates directly.
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
        let (date, minute) = wallClock(instant)
        return minute < dayStartsAt.minutes ? date.adding(days: -1) : date
    }

    /// The local date of an instant and its minute of that date (0 … 1439), from the zone's offset at
    /// that instant: the same answer as Foundation's Gregorian `dateComponents` (which adds the same
    /// offset), counted in ``Day``'s proleptic calendar all the way back. No Foundation `Calendar` is
    /// made here or in ``instant(_:at:)``: making the first one (its caches, a locale) and the first
    /// `Set<Calendar.Component>` cost `tend` some 2 M instructions at each start (docs/benchmarks.md).
    private func wallClock(_ instant: Date) -> (date: Day, minute: Int) {
        let t = instant.timeIntervalSince1970
        // Offsets change on whole seconds, so the offset at the second an instant falls in is its own.
        let local = wall(t.isFinite ? Int(max(min(t, 1e15), -1e15).rounded(.down)) : 0)
        let rest = (local % 86_400 + 86_400) % 86_400
        return (Day(ordinal: (local - rest) / 86_400), rest / 60)
    }

    /// Today, as the user means it: the day of the clock's ``Clock/now()``. Read it once per command and
    /// pass the day on, so a command running across midnight sees one today.
    public func today(_ clock: any Clock) -> Day { day(of: clock.now()) }

    /// The local wall-clock time of an instant (seconds dropped). Not adjusted by ``dayStartsAt``: at
    /// 01:30 with a 03:00 day start, this is 01:30 while ``day(of:)`` is the previous day.
    public func time(of instant: Date) -> ClockTime {
        let minute = wallClock(instant).minute
        return ClockTime(hour: minute / 60, minute: minute % 60)!
    }

    /// The instant a local time occurs on a civil day (the first occurrence when a clock change repeats
    /// it; moved forward by the length of the gap when a clock change skips it: 02:30 → 03:30).
    public func instant(_ day: Day, at time: ClockTime) -> Date {
        Date(timeIntervalSince1970: Double(instant(localSeconds: day.ordinal * 86_400 + time.minutes * 60)))
    }

    /// The Unix time of a local wall-clock time (seconds since 1970-01-01 00:00 on the local clock), with
    /// ``instant(_:at:)``'s rules for clock changes. The offsets a day before and a day after bracket any
    /// change near it: the earlier offset's reading wins unless only the later one gives back this wall
    /// clock (the time is past the change); in a gap neither does, and the earlier offset moves it
    /// forward by the gap's length.
    private func instant(localSeconds local: Int) -> Int {
        let before = local - offset(at: local - 86_400)
        let after = local - offset(at: local + 86_400)
        if before == after || wall(before) == local { return before }
        return wall(after) == local ? after : before
    }

    /// The zone's offset from UTC at a Unix time.
    private func offset(at seconds: Int) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))
    }

    /// The local wall-clock reading (as seconds since the local epoch) of a Unix time.
    private func wall(_ seconds: Int) -> Int { seconds + offset(at: seconds) }

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

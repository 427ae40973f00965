import Foundation

/// A civil date — year, month and day — with no time and no time zone.
///
/// An entry belongs to the day the user meant, so travel or a clock change never moves history.
/// `Day` is stored as a count of days since 1970-01-01 (proleptic Gregorian calendar), which makes
/// arithmetic exact: a day is a day, whatever the length of its hours. Years 1…9999 are supported.
///
/// ## What a day is not
///
/// - **Not an instant.** A `Day` has no time zone and names no moment: 2026-11-21 is the same day in
///   Tokyo and in Lisbon. Turning an instant into a day, or a day and a wall-clock time into an
///   instant, needs a ``DayCalendar`` (time zone, `day-starts-at`, week start).
/// - **Not "today".** Nothing in `Day` reads the system clock. Today is ``DayCalendar/today(_:)`` with
///   an injected ``Clock``; a night owl whose day starts at 03:00 is still on yesterday at 01:30.
/// - **Not a `Date` at midnight.** Midnight may not exist on a day with a daylight-saving gap, and the
///   user's day may start later; never store a day as a `Date`, and never compare a day with one.
/// - **Not localised.** Its only text form is ISO 8601 (`2026-11-21`, ``iso``), which is also its
///   stored, synced and `Codable` form; the console formats days for people.
///
/// ## Arithmetic and range
///
/// Adding days is adding to ``ordinal``; ``days(to:)`` and ``distance(to:)`` are exact differences, so
/// `a.adding(days: a.days(to: b)) == b` always. Months and years clamp to the end of a shorter month
/// (``adding(months:)``). The failable initialisers accept only real dates in years 1…9999
/// (``earliest`` … ``latest``); ``init(ordinal:)`` and the arithmetic don't check the range, so code
/// that steps far (a year grid, a fold from the first entry) should stay within ``earliest`` and
/// ``latest`` itself.
///
/// `Day` is `Strideable`, so ranges of days iterate and count cheaply:
///
/// ```swift
/// let week = today.adding(days: -6)...today
/// for day in week where schedule.isScheduled(day, anchor: start) { … }
/// let counts = try store.dayCounts(EntryQuery(tracker: "mood", days: week))
/// ```
///
/// A day is a plain value: `Sendable`, hashed by its ordinal (`_rawHashValue(seed:)`), ordered
/// oldest first.
public struct Day: Hashable, Comparable, Sendable, Strideable {
    /// Days since 1970-01-01 (negative before it): the whole identity of a day.
    ///
    /// Two days are equal exactly when their ordinals are; stores may index and sort days by it (the
    /// SQLite store keeps it as an integer column). It is not a Unix time: `ordinal × 86,400` seconds is
    /// UTC midnight, which is neither the user's midnight nor the start of the user's day.
    public let ordinal: Int

    /// The earliest day Tend accepts: 0001-01-01.
    public static let earliest = Day(uncheckedYear: 1, month: 1, day: 1)
    /// The latest day Tend accepts: 9999-12-31.
    public static let latest = Day(uncheckedYear: 9999, month: 12, day: 31)

    /// Creates a day from its ordinal (days since 1970-01-01).
    ///
    /// Unchecked: any integer is a day, even one outside ``earliest`` … ``latest`` (whose ``iso`` form
    /// then has more or fewer than four year digits and won't parse back). Use it for ordinals a store
    /// or a computation made from valid days, and ``init(year:month:day:)`` or ``init(iso:)`` for input.
    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// Hashes the ordinal.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The hash a `Set` or `Dictionary` keyed by days uses: the ordinal's own one-shot hash, equal to
    /// hashing it through ``hash(into:)``. Without it every lookup builds and seeds a `Hasher` (the
    /// synthesized conformance's path), which was a tenth of the time of `tend` on a hundred years of days.
    public func _rawHashValue(seed: Int) -> Int {
        ordinal._rawHashValue(seed: seed)
    }

    /// Creates a day from its parts, or `nil` when they don't name a real date in years 1…9999.
    ///
    /// Nothing is normalised: month 13, day 0 and 2026-02-29 are `nil`, never "the next valid date".
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= Day.daysIn(month: month, year: year) else { return nil }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    private init(uncheckedYear y: Int, month m: Int, day d: Int) {
        // Howard Hinnant's days_from_civil.
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let mp = (m + 9) % 12
        let doy = (153 * mp + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        ordinal = era * 146_097 + doe - 719_468
    }

    /// The year, month and day of this date (proleptic Gregorian, also for dates before 1582).
    ///
    /// Computed from the ordinal at each call; read it once when you need more than one part.
    public var parts: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days.
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// The year (1…9999).
    public var year: Int { parts.year }
    /// The month (1…12).
    public var month: Int { parts.month }
    /// The day of the month (1…31).
    public var day: Int { parts.day }

    /// The day of the week (the same everywhere: a civil date's weekday needs no time zone).
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (ISO 4).
        let iso = ((ordinal % 7) + 7 + 3) % 7 + 1
        return Weekday(rawValue: iso)!
    }

    /// The day `n` days later (earlier when negative). Exact; not range-checked (see ``init(ordinal:)``).
    public func adding(days n: Int) -> Day { Day(ordinal: ordinal + n) }

    /// The same day of the month `n` months later, clamped to the month's last day
    /// (31 January + 1 month = 28 or 29 February).
    public func adding(months n: Int) -> Day {
        let p = parts
        let total = p.year * 12 + (p.month - 1) + n
        let y = total / 12, m = total % 12 + 1
        return Day(uncheckedYear: y, month: m, day: min(p.day, Day.daysIn(month: m, year: y)))
    }

    /// The same date `n` years later; 29 February becomes 28 February in a common year.
    public func adding(years n: Int) -> Day { adding(months: 12 * n) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(to other: Day) -> Int { other.ordinal - ordinal }

    /// The first day of this day's month.
    public var firstOfMonth: Day { Day(uncheckedYear: year, month: month, day: 1) }
    /// The last day of this day's month.
    public var lastOfMonth: Day {
        let p = parts
        return Day(uncheckedYear: p.year, month: p.month, day: Day.daysIn(month: p.month, year: p.year))
    }
    /// The first day of this day's year.
    public var firstOfYear: Day { Day(uncheckedYear: year, month: 1, day: 1) }

    /// The first day of the week containing this day, for a week starting on `start` (this day itself
    /// when it falls on `start`). The user's week start is ``DayCalendar/firstWeekday``; prefer
    /// ``DayCalendar/week(containing:)`` in code that has a calendar.
    public func startOfWeek(_ start: Weekday) -> Day {
        let back = (weekday.rawValue - start.rawValue + 7) % 7
        return adding(days: -back)
    }

    /// The most recent day (this day included when `includingSelf`) falling on `weekday`: what a date
    /// word like `mon` means — never a day in the future of `self`.
    public func mostRecent(_ weekday: Weekday, includingSelf: Bool = true) -> Day {
        var back = (self.weekday.rawValue - weekday.rawValue + 7) % 7
        if back == 0 && !includingSelf { back = 7 }
        return adding(days: -back)
    }

    /// Whether `year` is a leap year in the Gregorian calendar.
    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a month.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // MARK: Comparable, Strideable

    /// Earlier days first.
    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }
    /// Whole days to `other` (the same as ``days(to:)``).
    public func distance(to other: Day) -> Int { other.ordinal - ordinal }
    /// The day `n` days later (the same as ``adding(days:)``).
    public func advanced(by n: Int) -> Day { Day(ordinal: ordinal + n) }
}

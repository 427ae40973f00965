import Foundation

/// When a practice is meant to happen. One text syntax is used everywhere (see ``init(parsing:)``).
///
/// - `daily`: every day.
/// - `days`: chosen weekdays (`weekdays`, `weekends`, `mon,wed,sat`).
/// - `window`: N times in any rolling window of D days (`3/week` = 3 in 7 days, `4/month` = 4 in 30
///   days, `3/10d`). Every day may count; the target is a frequency, not a set of days.
/// - `interval`: every N days, counted from an anchor day (the practice's start).
///
/// ## How the kinds count
///
/// A schedule says which days are *due*; it never says whether a day was done (that is a
/// ``DayMark``'s completion). The figures in TendStats read it this way:
///
/// | kind | due days (``isScheduled(_:anchor:)``) | ``frequency`` | a streak counts |
/// |---|---|---|---|
/// | `daily` | every day | 1 | days |
/// | `days` | the chosen weekdays | chosen ÷ 7 | the chosen days; others neither count nor break |
/// | `window` | every day (any may count) | N ÷ D | periods with at least N done days |
/// | `interval` | every Nth day from the anchor | 1 ÷ N | those days |
///
/// A window's periods are calendar weeks (from the week start) for `N/week`, calendar months for
/// `N/month`, and blocks of D days from the anchor for `N/Dd`: a rolling frequency for momentum and
/// strength, fixed periods for streaks, which need a point where a period is over.
///
/// So `mon,wed,fri` and `3/week` have the same frequency but not the same meaning: the first is missed
/// on a Monday without a check-in, the second only when the week ends with fewer than three. A
/// momentum or strength figure uses ``frequency``; a streak uses the due days or the periods.
///
/// ## The anchor
///
/// Only `interval` depends on where counting starts: ``isScheduled(_:anchor:)`` takes the anchor, the
/// first day of the practice (``TrackerTarget/start``). With no anchor it counts from 1970-01-01, which
/// is stable but arbitrary: pass the start whenever there is one. Days before the anchor are not due.
///
/// ## Normal forms
///
/// Parsing normalises, so equal meanings compare equal: all seven weekdays, `7/week`, `every 1 day`
/// and `1/1d` are all ``daily``. ``text`` is the canonical form, which ``init(parsing:)`` reads back to
/// the same value; it is what settings store (`<tracker>.schedule`) and what `Codable` writes.
///
/// Build schedules by parsing, or keep the cases' invariants when you build one directly: a `days`
/// set is not empty, an `interval` is at least 1 (0 traps in ``isScheduled(_:anchor:)``), and a
/// `window` has 1 ≤ times ≤ days ≤ 365.
public enum Schedule: Hashable, Sendable {
    /// Every day.
    case daily
    /// Chosen weekdays (not empty; all seven is written ``daily``).
    case days(Set<Weekday>)
    /// `times` in any rolling window of `days` days (1 ≤ `times` < `days` ≤ 365; `times == days` is
    /// ``daily``). `days` 7 and 30 print as `N/week` and `N/month`.
    case window(times: Int, days: Int)
    /// Every `n` days from the anchor day (`n` ≥ 2 from parsing; 1 means ``daily``).
    case interval(Int)

    /// The forms accepted by ``init(parsing:)``, for error messages and help.
    public static let acceptedForms =
        "daily, weekdays, weekends, a list of days like mon,wed,sat, 3/week, 4/month, 3/10d, every 2 days"

    /// How often per day the practice is due: 1 for daily, 3/7 for `mon,wed,fri` or `3/week`, 1/2 for
    /// `every 2 days`.
    ///
    /// Always in (0, 1] for a schedule that keeps the invariants above. It is what strength's half-life
    /// and momentum's expected pace read; it knows nothing of which days are due.
    public var frequency: Double {
        switch self {
        case .daily: return 1
        case .days(let set): return Double(set.count) / 7
        case let .window(times, days): return Double(times) / Double(days)
        case .interval(let n): return 1 / Double(n)
        }
    }

    /// Whether the practice is due on `day`. Window schedules have no fixed days, so every day is
    /// eligible; interval schedules count from `anchor` (days before it are not scheduled).
    ///
    /// A pure function of the schedule, the day and the anchor: no calendar, no time zone, no today.
    /// Whether a due day was missed is the caller's question (today is never missed until it is over).
    public func isScheduled(_ day: Day, anchor: Day? = nil) -> Bool {
        switch self {
        case .daily, .window: return true
        case .days(let set): return set.contains(day.weekday)
        case .interval(let n):
            let a = anchor ?? Day(ordinal: 0)
            let d = a.days(to: day)
            return d >= 0 && d % n == 0
        }
    }

    /// The scheduled days in `range`, oldest first. Walks every day of the range: for long histories,
    /// test days as you go with ``isScheduled(_:anchor:)`` rather than building this list.
    public func scheduledDays(in range: ClosedRange<Day>, anchor: Day? = nil) -> [Day] {
        range.filter { isScheduled($0, anchor: anchor) }
    }

    /// Whether the schedule is a frequency over a rolling window rather than fixed days.
    public var isWindow: Bool {
        if case .window = self { return true }
        return false
    }

    /// The canonical text form, which ``init(parsing:)`` reads back.
    ///
    /// Stable across versions (it is stored in synced settings and tracker definitions): `daily`,
    /// `weekdays`, `weekends`, weekday lists in ISO order (`mon,wed,fri`), `N/week`, `N/month`, `N/Dd`,
    /// `every N days`. Not translated: show it to people through the console's catalog.
    public var text: String {
        switch self {
        case .daily: return "daily"
        case .days(let set):
            if set == Schedule.weekdaySet { return "weekdays" }
            if set == Schedule.weekendSet { return "weekends" }
            if set.count == 7 { return "daily" }
            return set.sorted().map(\.shortName).joined(separator: ",")
        case let .window(t, d):
            if d == 7 { return "\(t)/week" }
            if d == 30 { return "\(t)/month" }
            return "\(t)/\(d)d"
        case .interval(let n): return n == 1 ? "daily" : "every \(n) days"
        }
    }

    static let weekdaySet: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]
    static let weekendSet: Set<Weekday> = [.saturday, .sunday]
}

extension Schedule: CustomStringConvertible, Codable {
    /// Same as ``text``.
    public var description: String { text }

    /// Decodes the text form (see ``init(parsing:)``).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        do { self = try Schedule(parsing: s) } catch {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "\(error)")
        }
    }

    /// Encodes the canonical text form (``text``).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(text)
    }
}

import Foundation

/// The source of "now". Logic never reads the system clock directly; it is handed a `Clock`.
///
/// A clock is injected wherever time matters: the store ticks its hybrid logical clock from it at every
/// write (``HLC/tick(now:)``), the calendar turns it into today (``DayCalendar/today(_:)``), and a
/// tracker hook reads it through ``TrackerContext/now``. Because nothing else reads `Date()`, a test can
/// run any command at any instant (`TestClock` in TendTesting), and `TEND_NOW` can pin a whole
/// process to one moment (``FixedClock/init(tendNow:timeZone:)``).
///
/// # Implementation requirements
///
/// - ``now()`` is cheap and never blocks: it is called at every write and several times per command.
/// - It is safe to call from any thread at once (the protocol is `Sendable`); a clock tests move by
///   hand must guard its instant with a lock.
/// - It need not be monotonic: the wall clock may step back (NTP, a user changing the time), and
///   everything built on a clock copes. The store's ``HLC`` never goes backwards whatever `now()`
///   says, and a ``Day`` from an earlier instant is simply an earlier day.
/// - It reports an instant, not a local time: time zones and the day start are the ``DayCalendar``'s.
///
/// ```swift
/// struct OffsetClock: Clock {          // "now", shifted: e.g. a replay of yesterday
///     let base: any Clock
///     let offset: TimeInterval
///     func now() -> Date { base.now().addingTimeInterval(offset) }
/// }
/// ```
public protocol Clock: Sendable {
    /// The current instant.
    ///
    /// Each call may answer a different instant; code that needs one consistent "now" for a whole
    /// operation reads it once and passes the value on.
    func now() -> Date
}

/// The machine's clock: the one conformer that reads `Date()`. Only the composition root (the `tend`
/// executable's platform) makes one; everything below it is handed a ``Clock``.
public struct SystemClock: Clock {
    /// Creates the system clock.
    public init() {}
    /// `Date()`.
    public func now() -> Date { Date() }
}

/// A clock that always answers the same instant (tests, `TEND_NOW`).
///
/// Every write under a fixed clock still gets a distinct, increasing op id: the ``HLC`` counter moves
/// when physical time doesn't. Use `TestClock` (TendTesting) when a test needs time to pass.
public struct FixedClock: Clock {
    /// The instant returned by ``now()``.
    public let instant: Date
    /// Creates a clock stopped at `instant`.
    public init(_ instant: Date) { self.instant = instant }
    /// The fixed instant.
    public func now() -> Date { instant }
}

/// Why a `TEND_NOW` value was refused.
public struct ClockOverrideError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value given.
    public let value: String
    /// One sentence naming the accepted forms.
    public var description: String {
        "TEND_NOW='\(value)' is not a date; use YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS] (local time)"
    }
}

extension FixedClock {
    /// Parses a `TEND_NOW` value: an ISO date (`2026-11-21`, read as 12:00 local time so that no
    /// `day-starts-at` setting moves it to another day) or an ISO local date-time
    /// (`2026-11-21T08:30` or `2026-11-21T08:30:15`, a space also accepted for the `T`).
    ///
    /// The time is local to `timeZone`; a zone suffix (`Z`, `+01:00`) is refused, as are fractional
    /// seconds. Surrounding spaces are ignored.
    /// - Throws: ``ClockOverrideError`` for anything else, including a date that doesn't exist.
    public init(tendNow value: String, timeZone: TimeZone) throws {
        let v = value.trimmingWhitespace()
        let datePart = v.prefix(10)
        guard let day = Day(iso: datePart) else { throw ClockOverrideError(value: value) }
        var h = 12, m = 0, s = 0
        if v.count > 10 {
            let rest = v.dropFirst(10)
            guard rest.first == "T" || rest.first == " " else { throw ClockOverrideError(value: value) }
            let pieces = rest.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(pieces.count),
                  pieces.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
                throw ClockOverrideError(value: value)
            }
            h = Int(pieces[0])!
            m = Int(pieces[1])!
            s = pieces.count == 3 ? Int(pieces[2])! : 0
            guard h < 24, m < 60, s < 60 else { throw ClockOverrideError(value: value) }
        }
        let minute = DayCalendar(timeZone: timeZone).instant(day, at: ClockTime(hour: h, minute: m)!)
        self.init(minute.addingTimeInterval(Double(s)))
    }
}

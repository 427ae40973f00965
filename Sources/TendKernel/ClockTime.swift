import Foundation

/// A local wall-clock time, hours and minutes (`07:30`).
///
/// A time of day as a person reads it off a clock on the wall, in no time zone: a reminder at 07:30 is
/// at 07:30 wherever the device is. It becomes an instant only with a day and a calendar
/// (``DayCalendar/instant(_:at:)``). Seconds are not kept. The stored and `Codable` form is the
/// 24-hour `HH:MM` text (``description``); ``init(parsing:)`` also reads what people type.
public struct ClockTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// 0…23.
    public let hour: Int
    /// 0…59.
    public let minute: Int

    /// Midnight.
    public static let midnight = ClockTime(uncheckedHour: 0, minute: 0)

    /// `nil` unless 0 ≤ hour ≤ 23 and 0 ≤ minute ≤ 59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    private init(uncheckedHour h: Int, minute m: Int) {
        hour = h
        minute = m
    }

    /// Minutes since midnight.
    public var minutes: Int { hour * 60 + minute }

    /// `HH:MM`, 24-hour.
    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Parses `7:30`, `07:30`, `19:05`, `6:50 pm`, `7pm`, `12am` (case-insensitive); `nil` otherwise.
    ///
    /// Rules: one or two hour digits; minutes, when given, are exactly two digits; a bare hour needs
    /// `am`/`pm` (`7` alone is refused, so a count is never taken for a time); with `am`/`pm` the hour is
    /// 1…12, `12am` being midnight and `12pm` noon. `24:00`, seconds and `7.30` are refused.
    public init?(parsing raw: String) {
        var s = raw.lowercased().trimmingWhitespace()
        var meridiem: String?
        for m in ["am", "pm", "a.m.", "p.m."] where s.hasSuffix(m) {
            meridiem = m.hasPrefix("a") ? "am" : "pm"
            s = String(s.dropLast(m.count)).trimmingWhitespace()
            break
        }
        let pieces = s.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count),
              pieces.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              var h = Int(pieces[0]) else { return nil }
        var m = 0
        if pieces.count == 2 {
            guard pieces[1].count == 2, let mm = Int(pieces[1]) else { return nil }
            m = mm
        } else if meridiem == nil {
            return nil
        }
        if let meridiem {
            guard (1...12).contains(h) else { return nil }
            if meridiem == "am" { h = h == 12 ? 0 : h } else { h = h == 12 ? 12 : h + 12 }
        }
        self.init(hour: h, minute: m)
    }

    /// Earlier in the day first.
    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool { lhs.minutes < rhs.minutes }

    /// Decodes the `HH:MM` text form.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let t = ClockTime(parsing: s) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(s)' is not a time (HH:MM)")
        }
        self = t
    }

    /// Encodes the `HH:MM` text form.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

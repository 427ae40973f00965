import Foundation
import TendKernel

/// Times as exports write them.
enum TimeText {
    /// `2026-11-22T09:00:00.123Z`: an instant in UTC with milliseconds (what Tend's export writes).
    static func iso(millis: UInt64) -> String {
        let ms = Int(millis)
        let day = Day(ordinal: ms / 86_400_000)
        let inDay = ms % 86_400_000
        let h = inDay / 3_600_000, m = inDay / 60_000 % 60, s = inDay / 1000 % 60, f = inDay % 1000
        return day.iso + "T" + pad(h, 2) + ":" + pad(m, 2) + ":" + pad(s, 2) + "." + pad(f, 3) + "Z"
    }

    /// The instant `iso(millis:)` wrote, and any other ISO 8601 instant with a `Z` or `±hh:mm` offset,
    /// seconds optional, fractional seconds optional (Day One's `2021-03-04T10:20:30Z`): Unix
    /// milliseconds, or `nil`.
    static func millis(iso text: String) -> Int64? {
        let u = Array(text.utf8)
        guard u.count >= 16, u[10] == UInt8(ascii: "T") || u[10] == UInt8(ascii: " "),
              let day = Day(iso: String(decoding: u[0..<10], as: UTF8.self)),
              let h = number(u, 11, 2), u[13] == UInt8(ascii: ":"), let m = number(u, 14, 2), h < 24, m < 60 else { return nil }
        var i = 16, s = 0, frac = 0
        if i < u.count, u[i] == UInt8(ascii: ":") {
            guard let ss = number(u, i + 1, 2), ss < 60 else { return nil }
            s = ss
            i += 3
            if i < u.count, u[i] == UInt8(ascii: ".") {
                i += 1
                var digits = 0
                while i < u.count, (48...57).contains(u[i]) {
                    if digits < 3 { frac = frac * 10 + Int(u[i] - 48) }
                    digits += 1
                    i += 1
                }
                guard digits > 0 else { return nil }
                if digits < 3 { for _ in digits..<3 { frac *= 10 } }
            }
        }
        var offset = 0
        if i < u.count {
            if u[i] == UInt8(ascii: "Z") && i == u.count - 1 {
                offset = 0
            } else if u[i] == UInt8(ascii: "+") || u[i] == UInt8(ascii: "-"), u.count == i + 6,
                      let oh = number(u, i + 1, 2), u[i + 3] == UInt8(ascii: ":"), let om = number(u, i + 4, 2) {
                offset = (oh * 60 + om) * (u[i] == UInt8(ascii: "+") ? 1 : -1)
            } else {
                return nil
            }
        } else {
            return nil
        }
        let seconds = Int64(day.ordinal) * 86_400 + Int64(h * 3600 + m * 60 + s) - Int64(offset * 60)
        return seconds * 1000 + Int64(frac)
    }

    /// The instant a local wall-clock time (`minutes` of the day, 0 … 1439, as ``minutes(_:)`` reads them)
    /// occurs on a day in a time zone: the kernel's rule (``DayCalendar/instant(_:at:)``: the first reading
    /// when a clock change repeats the time, moved forward by the gap when one skips it).
    static func instant(_ day: Day, minutes: Int, in zone: TimeZone) -> Date {
        DayCalendar(timeZone: zone).instant(day, at: ClockTime(hour: minutes / 60, minute: minutes % 60)!)
    }

    /// `HH:MM` or `HH:MM:SS` (24-hour) or `6:50 pm`: minutes since midnight, or `nil`.
    static func minutes(_ raw: String) -> Int? {
        var t = ASCIIText.trim(raw)
        if let fast = ASCIIText.clock(t) { return fast }
        let parts = t.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 3, parts[2].count == 2, parts[2].allSatisfy(\.isNumber) {
            t = parts[0] + ":" + parts[1]
        }
        return ClockTime(parsing: t)?.minutes
    }

    private static func number(_ u: [UInt8], _ at: Int, _ width: Int) -> Int? {
        guard at + width <= u.count else { return nil }
        var n = 0
        for i in at..<(at + width) {
            guard (48...57).contains(u[i]) else { return nil }
            n = n * 10 + Int(u[i] - 48)
        }
        return n
    }

    private static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
}

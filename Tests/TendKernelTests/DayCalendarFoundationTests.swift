import Foundation
import Testing
import TendKernel
import TendTesting

/// `DayCalendar` reads days and wall-clock times from the zone's offset alone (no Foundation `Calendar`,
/// for start-up's sake): it must give exactly what Foundation's Gregorian calendar gives, in every kind of
/// zone — half-hour and 45-minute offsets, a 30-minute daylight-saving shift, a skipped calendar day,
/// historical offsets with seconds — and across every clock change.
@Suite("DayCalendar agrees with Foundation's Gregorian calendar")
struct DayCalendarFoundationTests {
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu",
                        "America/St_Johns", "Pacific/Apia", "Europe/Amsterdam", "Asia/Tehran", "America/Santiago"]

    /// Foundation's calendar for a zone.
    static func foundation(_ zone: TimeZone) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = zone
        return c
    }

    @Test("the day and time of 4,000 instants from 1900 to 2100", arguments: zones)
    func dayAndTime(_ name: String) throws {
        let zone = try #require(TimeZone(identifier: name))
        let cal = Self.foundation(zone)
        let midnight = DayCalendar(timeZone: zone)
        let three = DayCalendar(timeZone: zone, dayStartsAt: ClockTime(hour: 3, minute: 0)!)
        var random = SplitMix64(seed: 20_261_127)
        for _ in 0..<4_000 {
            // Whole and fractional seconds, before and after 1970.
            let t = Double(Int64.random(in: -2_208_988_800...4_102_444_800, using: &random)) + Double.random(in: 0..<1, using: &random)
            let instant = Date(timeIntervalSince1970: t)
            let c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
            let date = try #require(Day(year: c.year!, month: c.month!, day: c.day!))
            #expect(midnight.day(of: instant) == date, "\(name) \(t)")
            #expect(midnight.time(of: instant) == ClockTime(hour: c.hour!, minute: c.minute!)!, "\(name) \(t)")
            #expect(three.day(of: instant) == (c.hour! < 3 ? date.adding(days: -1) : date), "\(name) \(t)")
        }
    }

    @Test("the instant of a local time: ordinary days, days with a clock change, skipped and repeated times",
          arguments: zones)
    func instants(_ name: String) throws {
        let zone = try #require(TimeZone(identifier: name))
        let cal = Self.foundation(zone)
        let calendar = DayCalendar(timeZone: zone)
        var random = SplitMix64(seed: 7)
        // Random days, and every day within a day of each of the zone's clock changes from 1970 to 2030.
        var days = (0..<1_500).map { _ in Day(ordinal: Int.random(in: -25_567...47_482, using: &random)) }
        var next = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: 0))
        while let change = next, change.timeIntervalSince1970 < 1_893_456_000 {
            let day = calendar.day(of: change)
            days += [day.adding(days: -1), day, day.adding(days: 1)]
            next = zone.nextDaylightSavingTimeTransition(after: change)
        }
        if name == "Pacific/Apia" { days.append(try #require(Day(iso: "2011-12-30"))) }  // a day Samoa skipped
        for day in days {
            for minutes in stride(from: 0, to: 1_440, by: 30) {
                let time = ClockTime(hour: minutes / 60, minute: minutes % 60)!
                let (y, m, d) = day.parts
                let expected = try #require(cal.date(from: DateComponents(year: y, month: m, day: d, hour: time.hour,
                                                                          minute: time.minute)))
                #expect(calendar.instant(day, at: time) == expected, "\(name) \(day.iso) \(time)")
            }
        }
    }
}

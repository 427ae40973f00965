import Foundation
import Testing
import TendKernel

@Suite("ClockTime and TEND_NOW")
struct ClockTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    @Test(arguments: [
        ("07:30", 7, 30), ("7:30", 7, 30), ("19:05", 19, 5), ("6:50 pm", 18, 50), ("6:50pm", 18, 50),
        ("6:50 PM", 18, 50), ("12am", 0, 0), ("12pm", 12, 0), ("12:30 am", 0, 30), ("12:01 pm", 12, 1),
        ("7pm", 19, 0), ("7 am", 7, 0), ("11:59 p.m.", 23, 59), ("6 a.m.", 6, 0), ("00:00", 0, 0),
        ("23:59", 23, 59), ("  08:05  ", 8, 5), ("0:00", 0, 0),
    ])
    func parses(_ text: String, _ hour: Int, _ minute: Int) {
        let t = ClockTime(parsing: text)
        #expect(t?.hour == hour && t?.minute == minute)
    }

    @Test(arguments: [
        "25:00", "7:5", "24:00", "abc", "", "7", "07", "7:60", "7:300", "-1:00", "13pm", "0am", "0:30 pm",
        "19:05 pm", "7::30", ":30", "7:", "7:30:00", "７:30", "7:3０", "٧:30", "7.30", "7h30", "pm", "12 noon",
    ])
    func refuses(_ text: String) {
        #expect(ClockTime(parsing: text) == nil)
    }

    @Test func formatsAndRoundTripsEveryMinute() throws {
        for h in 0..<24 {
            for m in 0..<60 {
                let t = try #require(ClockTime(hour: h, minute: m))
                #expect(t.minutes == h * 60 + m)
                #expect(t.description.count == 5)
                #expect(ClockTime(parsing: t.description) == t)
            }
        }
        #expect(ClockTime(hour: 7, minute: 5)?.description == "07:05")
        #expect(ClockTime(hour: 24, minute: 0) == nil)
        #expect(ClockTime(hour: 0, minute: 60) == nil)
        #expect(ClockTime(hour: -1, minute: 0) == nil)
        #expect(ClockTime.midnight.description == "00:00")
        #expect(ClockTime(hour: 6, minute: 59)! < ClockTime(hour: 7, minute: 0)!)
    }

    @Test func codableUsesTheTextForm() throws {
        let t = try #require(ClockTime(hour: 6, minute: 5))
        let data = try JSONEncoder().encode([t])
        #expect(String(decoding: data, as: UTF8.self) == #"["06:05"]"#)
        #expect(try JSONDecoder().decode([ClockTime].self, from: data) == [t])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ClockTime].self, from: Data(#"["25:00"]"#.utf8)) }
    }

    // MARK: TEND_NOW

    @Test func aDateMeansNoonLocalTime() throws {
        let clock = try FixedClock(tendNow: "2026-11-21", timeZone: Self.berlin)
        let cal = DayCalendar(timeZone: Self.berlin)
        #expect(clock.now() == cal.instant(day("2026-11-21"), at: ClockTime(hour: 12, minute: 0)!))
        #expect(cal.today(clock) == day("2026-11-21"))
        #expect(cal.time(of: clock.now()) == ClockTime(hour: 12, minute: 0))
        // Noon stays on the day whatever the day start.
        #expect(DayCalendar(timeZone: Self.berlin, dayStartsAt: ClockTime(hour: 4, minute: 0)!).today(clock) == day("2026-11-21"))
        // 2026-11-21 12:00 CET is 11:00 UTC.
        #expect(clock.now().timeIntervalSince1970 == Double(day("2026-11-21").ordinal * 86_400 + 11 * 3600))
        // The same text in another zone is another instant.
        let ny = try FixedClock(tendNow: "2026-11-21", timeZone: TimeZone(identifier: "America/New_York")!)
        #expect(ny.now().timeIntervalSince(clock.now()) == 6 * 3600)
    }

    @Test(arguments: ["2026-11-21T08:30", "2026-11-21 08:30", "2026-11-21T08:30:00", " 2026-11-21T08:30 "])
    func dateTimes(_ text: String) throws {
        let clock = try FixedClock(tendNow: text, timeZone: Self.berlin)
        let cal = DayCalendar(timeZone: Self.berlin)
        #expect(clock.now() == cal.instant(day("2026-11-21"), at: ClockTime(hour: 8, minute: 30)!))
    }

    @Test func dateTimeWithSeconds() throws {
        let clock = try FixedClock(tendNow: "2026-11-21T23:59:59", timeZone: Self.berlin)
        let cal = DayCalendar(timeZone: Self.berlin)
        #expect(clock.now().timeIntervalSince(cal.instant(day("2026-11-21"), at: ClockTime(hour: 23, minute: 59)!)) == 59)
        #expect(cal.today(clock) == day("2026-11-21"))
        let night = try FixedClock(tendNow: "2026-11-21 01:30", timeZone: Self.berlin)
        #expect(DayCalendar(timeZone: Self.berlin, dayStartsAt: ClockTime(hour: 3, minute: 0)!).today(night) == day("2026-11-20"))
    }

    @Test(arguments: [
        "tomorrow", "2026-11-31", "2026-11-21T25:00", "2026-11-21T24:00", "2026-11-21T08:60", "2026-11-21T08:30:60",
        "2026-11-21T08:30junk", "2026-11-21x", "2026-11-21T", "2026-11-21T8:30", "2026-11-21T08", "2026-11-21T08:30:15:00",
        "2026-11-21T08:30Z", "2026-11-21T08:30+01:00", "2026-11-21_08:30", "2026-11-21T０8:30", "", "21.11.2026",
        "2026-11-21T08:30:5", "2026-11-21T08:-1",
    ])
    func refusals(_ text: String) {
        let error = #expect(throws: ClockOverrideError.self) {
            try FixedClock(tendNow: text, timeZone: Self.berlin)
        }
        #expect(error?.value == text)
        #expect(error?.description == "TEND_NOW='\(text)' is not a date; use YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS] (local time)")
    }

    @Test func fixedAndSystemClocks() {
        let instant = Date(timeIntervalSince1970: 1_000_000)
        #expect(FixedClock(instant).now() == instant)
        #expect(FixedClock(instant).now() == FixedClock(instant).now())
        // The system clock moves forward (the only place the real time is read).
        let a = SystemClock().now()
        #expect(SystemClock().now() >= a)
    }
}

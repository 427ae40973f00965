import Foundation
import Testing
import TendKernel

/// Daylight-saving days of 2026: Berlin springs forward on 29 March (02:00 → 03:00) and falls back on
/// 25 October (03:00 → 02:00); New York on 8 March (02:00 → 03:00) and 1 November (02:00 → 01:00).
@Suite("DayCalendar across daylight-saving changes")
struct DayCalendarTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let newYork = TimeZone(identifier: "America/New_York")!

    struct Zone: Sendable, CustomStringConvertible {
        let zone: TimeZone
        let spring: String
        let fall: String
        var description: String { zone.identifier }
    }

    static let zones = [
        Zone(zone: berlin, spring: "2026-03-29", fall: "2026-10-25"),
        Zone(zone: newYork, spring: "2026-03-08", fall: "2026-11-01"),
    ]

    /// A UTC instant.
    func utc(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, _ s: Int = 0) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi, second: s))!
    }

    func time(_ h: Int, _ m: Int) -> ClockTime { ClockTime(hour: h, minute: m)! }

    @Test(arguments: zones)
    func dayLengths(_ z: Zone) {
        let cal = DayCalendar(timeZone: z.zone)
        #expect(cal.hours(in: day(z.spring)) == 23)
        #expect(cal.hours(in: day(z.fall)) == 25)
        #expect(cal.hours(in: day(z.spring).adding(days: -1)) == 24)
        #expect(cal.hours(in: day(z.spring).adding(days: 1)) == 24)
        #expect(cal.hours(in: day(z.fall).adding(days: 1)) == 24)
        #expect(cal.hours(in: day("2026-06-21")) == 24)
        // Over the whole year only those two days differ from 24 hours.
        let odd = (day("2026-01-01")...day("2026-12-31")).filter { cal.hours(in: $0) != 24 }
        #expect(odd == [day(z.spring), day(z.fall)])
    }

    @Test(arguments: zones)
    func dayOfAroundMidnightOnChangeDays(_ z: Zone) {
        let cal = DayCalendar(timeZone: z.zone)
        for iso in [z.spring, z.fall] {
            let d = day(iso)
            let midnight = cal.instant(d, at: .midnight)
            let nextMidnight = cal.instant(d.adding(days: 1), at: .midnight)
            #expect(cal.day(of: midnight) == d)
            #expect(cal.day(of: midnight.addingTimeInterval(-1)) == d.adding(days: -1))
            #expect(cal.day(of: nextMidnight.addingTimeInterval(-1)) == d)
            #expect(cal.day(of: nextMidnight) == d.adding(days: 1))
            #expect(cal.time(of: midnight) == .midnight)
            #expect(cal.time(of: nextMidnight.addingTimeInterval(-60)) == time(23, 59))
            // Every minute of the day belongs to it.
            var t = midnight
            while t < nextMidnight {
                #expect(cal.day(of: t) == d)
                t.addTimeInterval(60)
            }
        }
    }

    @Test func knownInstantsInBerlin() {
        let cal = DayCalendar(timeZone: Self.berlin)
        // 2026-03-28 23:30 UTC = 2026-03-29 00:30 CET.
        #expect(cal.day(of: utc(2026, 3, 28, 23, 30)) == day("2026-03-29"))
        #expect(cal.time(of: utc(2026, 3, 28, 23, 30)) == time(0, 30))
        // 2026-03-29 01:00 UTC is the jump: 03:00 CEST.
        #expect(cal.time(of: utc(2026, 3, 29, 0, 59)) == time(1, 59))
        #expect(cal.time(of: utc(2026, 3, 29, 1, 0)) == time(3, 0))
        // 2026-10-24 22:30 UTC = 2026-10-25 00:30 CEST; 22:00 UTC on the 25th = 23:00 CET.
        #expect(cal.day(of: utc(2026, 10, 24, 22, 30)) == day("2026-10-25"))
        #expect(cal.day(of: utc(2026, 10, 25, 22, 59)) == day("2026-10-25"))
        #expect(cal.day(of: utc(2026, 10, 25, 23, 0)) == day("2026-10-26"))
    }

    @Test func dayStartsAtMovesEarlyHoursToThePreviousDay() {
        let cal = DayCalendar(timeZone: Self.berlin, dayStartsAt: time(3, 0))
        // 2026-11-21 01:30 CET = 00:30 UTC.
        #expect(cal.day(of: utc(2026, 11, 21, 0, 30)) == day("2026-11-20"))
        // 02:59 CET is still the previous day; 03:00 starts the new one.
        #expect(cal.day(of: utc(2026, 11, 21, 1, 59)) == day("2026-11-20"))
        #expect(cal.day(of: utc(2026, 11, 21, 2, 0)) == day("2026-11-21"))
        // 23:30 CET stays on its own day.
        #expect(cal.day(of: utc(2026, 11, 21, 22, 30)) == day("2026-11-21"))
        // The wall-clock time is not shifted.
        #expect(cal.time(of: utc(2026, 11, 21, 0, 30)) == time(1, 30))
        // Midnight start is the default.
        #expect(DayCalendar(timeZone: Self.berlin).day(of: utc(2026, 11, 21, 0, 30)) == day("2026-11-21"))
    }

    /// The day starts when the wall clock shows `dayStartsAt`, also on the days the clocks change.
    @Test(arguments: zones)
    func dayStartsAtFollowsTheWallClockOnChangeDays(_ z: Zone) {
        let start = time(3, 0)
        let cal = DayCalendar(timeZone: z.zone, dayStartsAt: start)
        let plain = DayCalendar(timeZone: z.zone)
        for iso in [z.spring, z.fall] {
            let d = day(iso)
            var t = plain.instant(d, at: .midnight).addingTimeInterval(-3600)
            let end = plain.instant(d.adding(days: 1), at: .midnight).addingTimeInterval(6 * 3600)
            while t < end {
                let wall = plain.day(of: t)
                let expected = plain.time(of: t) < start ? wall.adding(days: -1) : wall
                #expect(cal.day(of: t) == expected, "\(z) \(t)")
                t.addTimeInterval(15 * 60)
            }
            // The first instant showing 03:00 starts the day.
            let dayStart = cal.instant(d, at: start)
            #expect(cal.day(of: dayStart) == d)
            #expect(cal.day(of: dayStart.addingTimeInterval(-1)) == d.adding(days: -1))
        }
    }

    @Test func instantForASkippedLocalTimeMovesForwardByTheGap() {
        let cal = DayCalendar(timeZone: Self.berlin)
        // 02:30 does not exist on 2026-03-29 in Berlin; it becomes 03:30 CEST (01:30 UTC).
        let skipped = cal.instant(day("2026-03-29"), at: time(2, 30))
        #expect(skipped == utc(2026, 3, 29, 1, 30))
        #expect(cal.day(of: skipped) == day("2026-03-29"))
        #expect(cal.time(of: skipped) == time(3, 30))
        let ny = DayCalendar(timeZone: Self.newYork)
        let nySkipped = ny.instant(day("2026-03-08"), at: time(2, 15))
        #expect(ny.time(of: nySkipped) == time(3, 15))
        #expect(ny.day(of: nySkipped) == day("2026-03-08"))
        // Times around the gap are exact.
        #expect(cal.instant(day("2026-03-29"), at: time(1, 59)) == utc(2026, 3, 29, 0, 59))
        #expect(cal.instant(day("2026-03-29"), at: time(3, 0)) == utc(2026, 3, 29, 1, 0))
    }

    @Test func instantForARepeatedLocalTimeIsTheFirstOccurrence() {
        let cal = DayCalendar(timeZone: Self.berlin)
        // 02:30 happens twice on 2026-10-25: first at 00:30 UTC (CEST), then at 01:30 UTC (CET).
        #expect(cal.instant(day("2026-10-25"), at: time(2, 30)) == utc(2026, 10, 25, 0, 30))
        #expect(cal.time(of: utc(2026, 10, 25, 1, 30)) == time(2, 30))
        let ny = DayCalendar(timeZone: Self.newYork)
        // 01:30 happens twice on 2026-11-01 in New York: first at 05:30 UTC (EDT).
        #expect(ny.instant(day("2026-11-01"), at: time(1, 30)) == utc(2026, 11, 1, 5, 30))
    }

    @Test func instantAndDayRoundTripOnOrdinaryDays() {
        let cal = DayCalendar(timeZone: Self.newYork)
        for d in day("2026-01-01")...day("2026-12-31") {
            for t in [time(0, 0), time(7, 30), time(12, 0), time(23, 59)] {
                let i = cal.instant(d, at: t)
                #expect(cal.day(of: i) == d)
                #expect(cal.time(of: i) == t)
            }
        }
    }

    @Test func todayUsesTheInjectedClock() {
        let cal = DayCalendar(timeZone: Self.newYork)
        // 2026-11-21 03:00 UTC is still the 20th in New York (22:00 EST).
        #expect(cal.today(FixedClock(utc(2026, 11, 21, 3, 0))) == day("2026-11-20"))
        #expect(DayCalendar(timeZone: Self.berlin).today(FixedClock(utc(2026, 11, 21, 3, 0))) == day("2026-11-21"))
    }

    @Test func weekContainingADay() {
        let monday = DayCalendar(timeZone: Self.berlin, firstWeekday: .monday)
        let sunday = DayCalendar(timeZone: Self.berlin, firstWeekday: .sunday)
        #expect(monday.week(containing: day("2026-11-21")) == day("2026-11-16")...day("2026-11-22"))
        #expect(sunday.week(containing: day("2026-11-21")) == day("2026-11-15")...day("2026-11-21"))
        #expect(sunday.week(containing: day("2026-11-22")) == day("2026-11-22")...day("2026-11-28"))
        #expect(monday.week(containing: day("2026-01-01")).count == 7)
    }
}

import Foundation
import Testing
import TendKernel

@Suite("Day arithmetic")
struct DayTests {
    @Test("a day hashes as its ordinal, the same through hash(into:) and the one-shot hash sets and dictionaries use")
    func hashing() {
        var set = Set<Day>()
        for o in stride(from: -800_000, through: 3_000_000, by: 7_919) {
            let d = Day(ordinal: o)
            #expect(d.hashValue == o.hashValue)
            #expect(d._rawHashValue(seed: 0) == d.hashValue)
            #expect(d._rawHashValue(seed: 12_345) == o._rawHashValue(seed: 12_345))
            set.insert(d)
        }
        #expect(set.count == 480)
        #expect(set.contains(Day(ordinal: -800_000 + 7_919 * 3)))
        #expect(!set.contains(Day(ordinal: -800_000 + 1)))
    }

    @Test func epochIsOrdinalZero() {
        #expect(day("1970-01-01").ordinal == 0)
        #expect(day("1970-01-02").ordinal == 1)
        #expect(day("1969-12-31").ordinal == -1)
        #expect(Day(ordinal: 0).iso == "1970-01-01")
    }

    @Test func partsAndInitAgreeWithFoundationForEveryDayOfSeveralYears() {
        for year in [1600, 1899, 1900, 1969, 1970, 1999, 2000, 2023, 2024, 2025, 2026, 2100, 2400, 9999] {
            let days = foundationDays(ofYear: year)
            #expect(days.count == (Day.isLeap(year) ? 366 : 365))
            var previous: Day?
            for f in days {
                let d = Day(year: f.year, month: f.month, day: f.day)
                #expect(d != nil, "\(f)")
                guard let d else { continue }
                #expect(d.parts == (f.year, f.month, f.day))
                #expect(d.weekday == Weekday(foundationWeekday: f.weekday))
                if let previous { #expect(previous.adding(days: 1) == d) }
                previous = d
            }
        }
    }

    @Test func ordinalsMatchFoundationAcrossTheWholeRange() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        var rng = SeededGenerator(seed: 7)
        let first = Day(year: 1600, month: 1, day: 1)!.ordinal
        for _ in 0..<2_000 {
            let ordinal = Int.random(in: first...Day.latest.ordinal, using: &rng)
            let c = cal.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(ordinal) * 86_400))
            #expect(Day(ordinal: ordinal).parts == (c.year!, c.month!, c.day!))
        }
    }

    @Test func partsRoundTripFromTheFirstToTheLastSupportedDay() {
        // Every 7th day over 0001…9999 (about half a million days), plus both ends.
        var d = Day.earliest
        while d <= Day.latest {
            let p = d.parts
            #expect(Day(year: p.year, month: p.month, day: p.day) == d)
            d = d.adding(days: 7)
        }
        #expect(Day.earliest.parts == (1, 1, 1))
        #expect(Day.latest.parts == (9999, 12, 31))
        #expect(Day.earliest.days(to: Day.latest) == 3_652_058)
    }

    @Test func addingDaysCrossesMonthAndYearEnds() {
        #expect(day("2025-12-31").adding(days: 1) == day("2026-01-01"))
        #expect(day("2026-01-01").adding(days: -1) == day("2025-12-31"))
        #expect(day("2026-01-31").adding(days: 1) == day("2026-02-01"))
        #expect(day("2026-02-28").adding(days: 1) == day("2026-03-01"))
        #expect(day("2024-02-28").adding(days: 1) == day("2024-02-29"))
        #expect(day("2024-02-29").adding(days: 1) == day("2024-03-01"))
        #expect(day("2024-03-01").adding(days: -1) == day("2024-02-29"))
        #expect(day("1900-03-01").adding(days: -1) == day("1900-02-28"))
        #expect(day("2000-03-01").adding(days: -1) == day("2000-02-29"))
        #expect(day("2026-04-30").adding(days: 1) == day("2026-05-01"))
        #expect(day("2026-11-21").adding(days: 365) == day("2027-11-21"))
        #expect(day("2024-01-01").adding(days: 366) == day("2025-01-01"))
        #expect(day("2026-11-21").adding(days: 0) == day("2026-11-21"))
    }

    @Test func daysBetween() {
        #expect(day("2026-01-01").days(to: day("2027-01-01")) == 365)
        #expect(day("2024-01-01").days(to: day("2025-01-01")) == 366)
        #expect(day("2027-01-01").days(to: day("2026-01-01")) == -365)
        #expect(day("2000-01-01").days(to: day("2400-01-01")) == 146_097)
        #expect(day("1900-02-01").days(to: day("1900-03-01")) == 28)
        #expect(day("2000-02-01").days(to: day("2000-03-01")) == 29)
        #expect(day("2026-11-21").distance(to: day("2026-11-28")) == 7)
        #expect(day("2026-11-21").advanced(by: -21) == day("2026-10-31"))
    }

    @Test func leapYears() {
        #expect(!Day.isLeap(1900))
        #expect(Day.isLeap(2000))
        #expect(Day.isLeap(2024))
        #expect(!Day.isLeap(2026))
        #expect(!Day.isLeap(2100))
        #expect(Day.isLeap(2400))
        #expect(Day.isLeap(4))
        #expect(!Day.isLeap(1))
        #expect(Day(year: 1900, month: 2, day: 29) == nil)
        #expect(Day(year: 2000, month: 2, day: 29) != nil)
        #expect(Day(year: 2024, month: 2, day: 29) != nil)
        #expect(Day(year: 2026, month: 2, day: 29) == nil)
        #expect(Day(year: 2100, month: 2, day: 29) == nil)
        #expect(Day.daysIn(month: 2, year: 1900) == 28)
        #expect(Day.daysIn(month: 2, year: 2000) == 29)
        let lengths = (1...12).map { Day.daysIn(month: $0, year: 2026) }
        #expect(lengths == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        #expect(lengths.reduce(0, +) == 365)
    }

    @Test func invalidPartsAreRefused() {
        #expect(Day(year: 0, month: 1, day: 1) == nil)
        #expect(Day(year: 10_000, month: 1, day: 1) == nil)
        #expect(Day(year: 2026, month: 0, day: 1) == nil)
        #expect(Day(year: 2026, month: 13, day: 1) == nil)
        #expect(Day(year: 2026, month: 1, day: 0) == nil)
        #expect(Day(year: 2026, month: 1, day: 32) == nil)
        #expect(Day(year: 2026, month: 4, day: 31) == nil)
        #expect(Day(year: 2026, month: 2, day: 30) == nil)
        #expect(Day(year: -1, month: 1, day: 1) == nil)
    }

    @Test func addingMonthsClampsToTheMonthEnd() {
        #expect(day("2026-01-31").adding(months: 1) == day("2026-02-28"))
        #expect(day("2024-01-31").adding(months: 1) == day("2024-02-29"))
        #expect(day("2026-01-31").adding(months: 2) == day("2026-03-31"))
        #expect(day("2026-03-31").adding(months: 1) == day("2026-04-30"))
        #expect(day("2026-03-31").adding(months: -1) == day("2026-02-28"))
        #expect(day("2026-12-15").adding(months: 1) == day("2027-01-15"))
        #expect(day("2026-01-15").adding(months: -1) == day("2025-12-15"))
        #expect(day("2026-11-30").adding(months: 3) == day("2027-02-28"))
        #expect(day("2026-05-31").adding(months: -15) == day("2025-02-28"))
        #expect(day("2026-11-21").adding(months: 24) == day("2028-11-21"))
        #expect(day("2026-11-21").adding(months: 0) == day("2026-11-21"))
        #expect(day("0001-03-31").adding(months: -1) == day("0001-02-28"))
    }

    @Test func addingMonthsKeepsTheDayWhenItExists() {
        // Property: for every day of 2024 and every shift of -25…25 months, the result is in the expected
        // month and keeps the day, or is that month's last day when the day doesn't exist there.
        for d in day("2024-01-01")...day("2024-12-31") {
            for n in -25...25 {
                let r = d.adding(months: n)
                let total = d.year * 12 + d.month - 1 + n
                #expect(r.year == total / 12 && r.month == total % 12 + 1)
                #expect(r.day == min(d.day, Day.daysIn(month: r.month, year: r.year)))
            }
        }
    }

    @Test func addingYearsFrom29February() {
        #expect(day("2024-02-29").adding(years: 1) == day("2025-02-28"))
        #expect(day("2024-02-29").adding(years: 4) == day("2028-02-29"))
        #expect(day("2024-02-29").adding(years: -1) == day("2023-02-28"))
        #expect(day("2096-02-29").adding(years: 4) == day("2100-02-28"))
        #expect(day("1996-02-29").adding(years: 4) == day("2000-02-29"))
        #expect(day("2026-11-21").adding(years: 1) == day("2027-11-21"))
        #expect(day("2026-11-21").adding(years: -26) == day("2000-11-21"))
    }

    @Test(arguments: [
        ("0001-01-01", Weekday.monday), ("1900-01-01", .monday), ("1969-12-31", .wednesday),
        ("1970-01-01", .thursday), ("2000-01-01", .saturday), ("2000-02-29", .tuesday),
        ("2024-02-29", .thursday), ("2026-01-01", .thursday), ("2026-11-21", .saturday),
        ("2026-11-22", .sunday), ("2038-01-19", .tuesday), ("9999-12-31", .friday),
    ])
    func weekdayOfKnownDates(_ iso: String, _ expected: Weekday) {
        #expect(day(iso).weekday == expected)
    }

    @Test func weekdaysCycle() {
        var d = day("1969-12-01")
        var expected = d.weekday
        for _ in 0..<100 {
            d = d.adding(days: 1)
            expected = Weekday(rawValue: expected.rawValue % 7 + 1)!
            #expect(d.weekday == expected)
        }
    }

    @Test func monthAndYearBoundaries() {
        #expect(day("2024-02-17").firstOfMonth == day("2024-02-01"))
        #expect(day("2024-02-17").lastOfMonth == day("2024-02-29"))
        #expect(day("1900-02-17").lastOfMonth == day("1900-02-28"))
        #expect(day("2026-12-31").lastOfMonth == day("2026-12-31"))
        #expect(day("2026-11-21").firstOfYear == day("2026-01-01"))
        #expect(day("2026-01-01").firstOfYear == day("2026-01-01"))
    }

    @Test func rangesIterateAndCount() {
        let year = day("2026-01-01")...day("2026-12-31")
        #expect(year.count == 365)
        #expect(Array(year).first == day("2026-01-01"))
        #expect(Array(year).last == day("2026-12-31"))
        #expect((day("2024-01-01")...day("2024-12-31")).count == 366)
        #expect((day("2026-11-21")...day("2026-11-21")).count == 1)
        #expect(year.contains(day("2026-02-28")))
        #expect(!year.contains(day("2027-01-01")))
        let feb = Array(day("2024-02-27")...day("2024-03-02")).map(\.iso)
        #expect(feb == ["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01", "2024-03-02"])
        let strided = Array(stride(from: day("2026-01-01"), through: day("2026-01-31"), by: 10)).map(\.iso)
        #expect(strided == ["2026-01-01", "2026-01-11", "2026-01-21", "2026-01-31"])
        #expect(day("2026-01-01") < day("2026-01-02"))
        #expect([day("2026-03-01"), day("2025-12-31"), day("2026-01-01")].sorted().map(\.iso)
            == ["2025-12-31", "2026-01-01", "2026-03-01"])
    }

    @Test func startOfWeekForMondayAndSundayStarts() {
        // Saturday 2026-11-21.
        #expect(day("2026-11-21").startOfWeek(.monday) == day("2026-11-16"))
        #expect(day("2026-11-21").startOfWeek(.sunday) == day("2026-11-15"))
        // Sunday 2026-11-22 ends a Monday week and starts a Sunday week.
        #expect(day("2026-11-22").startOfWeek(.monday) == day("2026-11-16"))
        #expect(day("2026-11-22").startOfWeek(.sunday) == day("2026-11-22"))
        // Monday 2026-11-23.
        #expect(day("2026-11-23").startOfWeek(.monday) == day("2026-11-23"))
        #expect(day("2026-11-23").startOfWeek(.sunday) == day("2026-11-22"))
        // Across a year end: Thursday 2026-01-01.
        #expect(day("2026-01-01").startOfWeek(.monday) == day("2025-12-29"))
        #expect(day("2026-01-01").startOfWeek(.sunday) == day("2025-12-28"))
        // Every day of a year, for every possible start.
        for d in day("2026-01-01")...day("2026-12-31") {
            for start in Weekday.allCases {
                let s = d.startOfWeek(start)
                #expect(s.weekday == start)
                #expect((0...6).contains(s.days(to: d)))
            }
        }
    }

    @Test func mostRecentWeekday() {
        let saturday = day("2026-11-21")
        #expect(saturday.mostRecent(.saturday) == saturday)
        #expect(saturday.mostRecent(.saturday, includingSelf: false) == day("2026-11-14"))
        #expect(saturday.mostRecent(.friday) == day("2026-11-20"))
        #expect(saturday.mostRecent(.sunday) == day("2026-11-15"))
        #expect(saturday.mostRecent(.monday) == day("2026-11-16"))
        #expect(day("2026-01-01").mostRecent(.friday) == day("2025-12-26"))
        for d in day("2026-01-01")...day("2026-03-31") {
            for w in Weekday.allCases {
                let r = d.mostRecent(w)
                #expect(r.weekday == w && (0...6).contains(r.days(to: d)))
                let strict = d.mostRecent(w, includingSelf: false)
                #expect(strict.weekday == w && (1...7).contains(strict.days(to: d)))
            }
        }
    }
}

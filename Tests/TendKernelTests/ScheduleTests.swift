import Testing
import TendKernel

@Suite("Schedules over whole years")
struct ScheduleTests {
    static let y2026 = day("2026-01-01")...day("2026-12-31")
    static let y2024 = day("2024-01-01")...day("2024-12-31")

    /// How many days of `range` fall on one of `weekdays`, counted by walking the range.
    func count(_ weekdays: Set<Weekday>, in range: ClosedRange<Day>) -> Int {
        range.reduce(0) { $0 + (weekdays.contains($1.weekday) ? 1 : 0) }
    }

    @Test func dailyIsEveryDay() throws {
        let s = try Schedule(parsing: "daily")
        #expect(s == .daily)
        #expect(s.scheduledDays(in: Self.y2026).count == 365)
        #expect(s.scheduledDays(in: Self.y2024).count == 366)
        #expect(s.scheduledDays(in: Self.y2026) == Array(Self.y2026))
        #expect(s.frequency == 1)
        #expect(!s.isWindow)
    }

    @Test func weekdaysAndWeekends() throws {
        let weekdays = try Schedule(parsing: "weekdays"), weekends = try Schedule(parsing: "weekends")
        // 2026 starts on a Thursday and has 365 days: 53 Thursdays, 52 of every other weekday.
        #expect(weekdays.scheduledDays(in: Self.y2026).count == 261)
        #expect(weekends.scheduledDays(in: Self.y2026).count == 104)
        // 2024 starts on a Monday and has 366 days: 53 Mondays and Tuesdays.
        #expect(weekdays.scheduledDays(in: Self.y2024).count == 262)
        #expect(weekends.scheduledDays(in: Self.y2024).count == 104)
        for d in Self.y2026 {
            let weekend = d.weekday == .saturday || d.weekday == .sunday
            #expect(weekdays.isScheduled(d) == !weekend)
            #expect(weekends.isScheduled(d) == weekend)
        }
        #expect(weekdays.frequency == 5.0 / 7)
        #expect(weekends.frequency == 2.0 / 7)
    }

    @Test func chosenDays() throws {
        let s = try Schedule(parsing: "mon,wed,sat")
        #expect(s == .days([.monday, .wednesday, .saturday]))
        // 52 of each in 2026; 2024 has 53 Mondays.
        #expect(s.scheduledDays(in: Self.y2026).count == 156)
        #expect(s.scheduledDays(in: Self.y2024).count == 157)
        #expect(s.scheduledDays(in: Self.y2026).allSatisfy { [.monday, .wednesday, .saturday].contains($0.weekday) })
        #expect(s.scheduledDays(in: Self.y2026).count == count([.monday, .wednesday, .saturday], in: Self.y2026))
        #expect(s.scheduledDays(in: day("2026-11-16")...day("2026-11-22")).map(\.iso) == ["2026-11-16", "2026-11-18", "2026-11-21"])
        #expect(s.frequency == 3.0 / 7)
        #expect(!s.isWindow)
        // Every single weekday appears 52 or 53 times.
        for w in Weekday.allCases {
            let n = Schedule.days([w]).scheduledDays(in: Self.y2026).count
            #expect(n == (w == .thursday ? 53 : 52))
        }
    }

    @Test(arguments: [("3/week", 3, 7), ("4/month", 4, 30), ("3/10d", 3, 10)])
    func windows(_ text: String, _ times: Int, _ days: Int) throws {
        let s = try Schedule(parsing: text)
        #expect(s == .window(times: times, days: days))
        #expect(s.isWindow)
        #expect(s.frequency == Double(times) / Double(days))
        // No fixed days: every day may count.
        #expect(s.scheduledDays(in: Self.y2026).count == 365)
        #expect(s.scheduledDays(in: Self.y2024).count == 366)
        #expect(s.isScheduled(day("2026-11-21"), anchor: day("2030-01-01")))
    }

    @Test func everyTwoDaysFromAnAnchor() throws {
        let s = try Schedule(parsing: "every 2 days")
        #expect(s == .interval(2))
        let anchor = day("2026-03-10")
        let days = s.scheduledDays(in: Self.y2026, anchor: anchor)
        #expect(days.first == anchor)
        #expect(days.prefix(4).map(\.iso) == ["2026-03-10", "2026-03-12", "2026-03-14", "2026-03-16"])
        // 10 March to 31 December is 297 days: 149 of them are even offsets.
        #expect(days.count == 149)
        #expect(days.last == day("2026-12-31"))
        #expect(zip(days, days.dropFirst()).allSatisfy { $0.days(to: $1) == 2 })
        #expect(!days.contains { $0 < anchor })
        #expect(!s.isScheduled(day("2026-03-08"), anchor: anchor))
        #expect(!s.isScheduled(day("2026-03-11"), anchor: anchor))
        #expect(s.frequency == 0.5)
        #expect(!s.isWindow)
    }

    @Test func everyThreeDaysAcrossAYearEnd() throws {
        let s = try Schedule(parsing: "every 3 days")
        let anchor = day("2025-12-30")
        let days = s.scheduledDays(in: day("2025-12-01")...day("2026-01-10"), anchor: anchor)
        #expect(days.map(\.iso) == ["2025-12-30", "2026-01-02", "2026-01-05", "2026-01-08"])
        // Over a year the count is the number of multiples of 3 in the offsets 0…364 from the anchor.
        let yearDays = s.scheduledDays(in: Self.y2026, anchor: day("2026-01-01"))
        #expect(yearDays.count == 122)
        for d in Self.y2026 {
            #expect(s.isScheduled(d, anchor: anchor) == (anchor.days(to: d) % 3 == 0))
        }
        #expect(s.frequency == 1.0 / 3)
    }

    @Test func intervalWithAnchorAfterTheRangeSchedulesNothing() {
        let s = Schedule.interval(2)
        #expect(s.scheduledDays(in: Self.y2026, anchor: day("2027-01-01")).isEmpty)
    }

    @Test func everyOtherDay() throws {
        #expect(try Schedule(parsing: "every other day") == .interval(2))
    }
}

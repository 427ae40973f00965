import Foundation
import Testing
import TendKernel
import TendStats
import TendCLITesting
import TendTesting
@testable import CustomTrackers

/// Goals per week or month: marks, streaks in weeks, the day and today lines.
@Suite("Goals per week and per month")
struct PeriodGoalTests {
    private let pages = #"{"id": "pages", "name": "Pages", "value": {"kind": "count", "unit": "pages"}, "perDay": "many", "goal": {"atLeast": 100, "per": "week"}, "stats": ["streak", "momentum", "completion"]}"#

    @Test("at least per week: the day the week reaches the goal is the done day")
    func atLeastMarks() throws {
        let spec = ValueSpec.count(unit: nil, max: nil)
        let goal = DefinitionGoal(.atLeast, 100, per: .week)
        let mon = try #require(Day(iso: "2026-11-09"))
        var totals: [Day: DayTotals] = [:]
        for (offset, n) in [(0, 40.0), (2, 50), (3, 20), (7, 30), (9, 20)] {
            var t = DayTotals()
            t.add(.amount(n))
            totals[mon.adding(days: offset)] = t
        }
        let marks = PeriodMarks.marks(totals, days: mon...mon.adding(days: 13), goal: goal, spec: spec, firstWeekday: .monday)
        #expect(marks.filter { $0.value.completion == 1 }.keys.sorted() == [mon.adding(days: 3)])
        #expect(marks[mon]?.value == 40 && marks[mon]?.count == 1)
        // A range starting mid-week still counts the week's earlier days.
        let late = PeriodMarks.marks(totals, days: mon.adding(days: 3)...mon.adding(days: 6), goal: goal, spec: spec, firstWeekday: .monday)
        #expect(late[mon.adding(days: 3)]?.completion == 1)
        // Weeks from Sunday cut the days differently.
        let sunday = PeriodMarks.marks(totals, days: mon...mon.adding(days: 13), goal: goal, spec: spec, firstWeekday: .sunday)
        #expect(sunday.filter { $0.value.completion == 1 }.keys.sorted() == [mon.adding(days: 3)])
    }

    @Test("at most per month: the month's last logged day is done while it stays within")
    func atMostMarks() throws {
        let goal = DefinitionGoal(.atMost, 10, per: .month)
        let first = try #require(Day(iso: "2026-10-01"))
        var totals: [Day: DayTotals] = [:]
        for (offset, n) in [(2, 4.0), (20, 5), (33, 8), (40, 5)] {
            var t = DayTotals()
            t.add(.amount(n))
            totals[first.adding(days: offset)] = t
        }
        let marks = PeriodMarks.marks(totals, days: first...first.adding(days: 60), goal: goal, spec: .amount(unit: "x", max: nil), firstWeekday: .monday)
        #expect(marks.filter { $0.value.completion == 1 }.keys.sorted() == [first.adding(days: 20)])
    }

    @Test("streaks count weeks; the day view and today show the week so far")
    func throughTheCLI() throws {
        let h = TendHarness(modules: [])
        try Fixture.add(h, pages)
        for (date, n) in [("2026-11-02", "60"), ("2026-11-04", "50"), ("2026-11-10", "100"), ("2026-11-16", "30"), ("2026-11-20", "80")] {
            #expect(h.run("pages", "log", n, "--date", date).code == 0)
        }
        h.run("pages", "log", "10")
        let stats = h.run("pages", "stats", "--json").out
        #expect(stats.contains("\"streakUnit\" : \"weeks\""))
        #expect(stats.contains("\"current\" : 3"), "\(stats)")
        #expect(h.run("today").out.contains("Pages · 120 pages this week · goal met"))
        #expect(h.run("pages", "--date", "2026-11-17").out.hasSuffix("This week: 30 pages · goal: at least 100 pages a week — 70 pages to go\n"))
        h.goldenRun("pages", "stats", golden: "pages-stats.txt")
    }

    @Test("targets use the goal's period as the schedule")
    func target() throws {
        let h = TendHarness(modules: [])
        try Fixture.add(h, pages)
        h.run("pages", "log", "10", "--date", "2026-11-03")
        let store = try h.openStore()
        let tracker = DefinedTracker(try Fixture.definition(pages))
        let ctx = TrackerContext(store: store, calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock, ids: h.ids)
        let target = try #require(try tracker.targets(ctx).first)
        #expect(target.schedule == .window(times: 1, days: 7))
        #expect(target.start == Day(iso: "2026-11-03"))
    }
}

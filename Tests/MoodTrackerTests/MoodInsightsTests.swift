import Foundation
import Testing
@testable import MoodTracker
import TendKernel
import TendStats
import TendCLITesting
import TendTesting

/// Insights on a synthetic dataset whose figures are worked out by hand below.
///
/// Today is Sunday 22 November 2026; the 30-day window is Saturday 24 October … 22 November.
/// Every day has the level of its weekday — Mon 1, Tue 2, Wed 3, Thu 3, Fri 4, Sat 5, Sun 4 — except
/// gaps on Sunday 25 October and Wednesdays 4 and 11 November. 1–10 September 2026 are all bad (2),
/// outside the 30-day window, inside the 90-day one.
///
/// 30 days: Sat ×5 = 25, Sun ×4 = 16, Mon ×4 = 4, Tue ×4 = 8, Wed ×2 = 6, Thu ×4 = 12, Fri ×4 = 16:
/// 27 days, sum 87, average 87/27 = 3.2222. Distribution 1:4, 2:4, 3:6, 4:8, 5:5. October (24–31):
/// 7 days, sum 23 → 3.2857; November (1–22): 20 days, sum 64 → 3.2. Last 7 days (16–22 Nov): 22/7 =
/// 3.1429; the 7 before (9–15 Nov, Wednesday 11 missing): 19/6 = 3.1667 → stable. Streak with the
/// default grace of 2: no gap is longer than a day, so all 27 days count; with grace 0 the runs are 1,
/// 9, 6 and 11 days. 90 days (25 Aug … 22 Nov): 37 days, sum 107, average 2.8919.
@Suite("tend mood insights on a known dataset")
struct MoodInsightsTests {
    static let levels: [Weekday: Int] = [.monday: 1, .tuesday: 2, .wednesday: 3, .thursday: 3, .friday: 4, .saturday: 5, .sunday: 4]
    static let gaps: Set<String> = ["2026-10-25", "2026-11-04", "2026-11-11"]

    static func dataset() -> [Day: Int] {
        var moods = MoodTest.moods(MoodTest.day("2026-10-24")...MoodTest.day("2026-11-22")) { d in
            gaps.contains(d.iso) ? nil : levels[d.weekday]
        }
        for d in MoodTest.day("2026-09-01")...MoodTest.day("2026-09-10") { moods[d] = 2 }
        return moods
    }

    struct Shape: Decodable {
        struct Level: Decodable { let level: Int; let name: String; let count: Int; let share: Double }
        struct Weekday: Decodable { let weekday: Int; let mean: Double?; let n: Int }
        struct Month: Decodable { let year: Int; let month: Int; let mean: Double?; let n: Int }
        struct Best: Decodable { let weekday: Int; let mean: Double; let n: Int }
        let days: Int
        let from: String
        let to: String
        let logged: Int
        let average: Double?
        let distribution: [Level]
        let weekdays: [Weekday]
        let months: [Month]
        let trend: Trend?
        let bestWeekday: Best?
        let worstWeekday: Best?
        let conflicts: [String]
        let streak: StreakFigures?
        let momentum: Momentum?
        let completionRate: Double?
        let milestones: [Milestone]?
    }

    private func insights(_ h: TendHarness, _ args: String...) throws -> Shape {
        let r = h.run(["mood", "insights", "--json"] + args)
        #expect(r.code == 0, "\(r)")
        return try JSONDecoder().decode(Shape.self, from: Data(r.out.utf8))
    }

    @Test("30 days: exact averages, distribution, weekdays, months, trend, streak")
    func thirtyDays() throws {
        let h = TendHarness()
        try MoodTest.seed(h, MoodInsightsTests.dataset())
        let i = try insights(h)
        #expect(i.days == 30 && i.from == "2026-10-24" && i.to == "2026-11-22")
        #expect(i.logged == 27)
        #expect(i.average == 3.2222)
        #expect(i.distribution.map(\.level) == [1, 2, 3, 4, 5])
        #expect(i.distribution.map(\.count) == [4, 4, 6, 8, 5])
        #expect(i.distribution.map(\.share) == [0.1481, 0.1481, 0.2222, 0.2963, 0.1852])
        #expect(i.weekdays.map(\.weekday) == [1, 2, 3, 4, 5, 6, 7])
        #expect(i.weekdays.map(\.mean) == [1, 2, 3, 3, 4, 5, 4])
        #expect(i.weekdays.map(\.n) == [4, 4, 2, 4, 4, 5, 4])
        #expect(i.bestWeekday?.weekday == 6 && i.bestWeekday?.mean == 5)
        #expect(i.worstWeekday?.weekday == 1 && i.worstWeekday?.mean == 1)
        #expect(i.months.map(\.month) == [10, 11])
        #expect(i.months.map(\.mean) == [3.2857, 3.2])
        #expect(i.months.map(\.n) == [7, 20])
        #expect(i.trend?.current == 3.1429 && i.trend?.previous == 3.1667)
        #expect(i.trend?.direction == .stable)
        #expect(i.streak == StreakFigures(current: 27, longest: 27))
        #expect(i.conflicts.isEmpty)
        #expect(i.milestones?.contains { $0.kind == .days && $0.threshold == 30 && $0.reached } == true)
        #expect(i.completionRate == 0.9, "27 of the last 30 days")
        #expect(i.momentum?.bucket == .onFire)
    }

    @Test("90 days reach back to September; the streak follows the grace setting; weeks start on Sunday")
    func ninetyDaysAndSettings() throws {
        let h = TendHarness()
        try MoodTest.seed(h, MoodInsightsTests.dataset())
        let i = try insights(h, "--days", "90")
        #expect(i.from == "2026-08-25")
        #expect(i.logged == 37)
        #expect(i.average == 2.8919)
        #expect(i.distribution.map(\.count) == [4, 14, 6, 8, 5])
        #expect(i.months.map(\.month) == [8, 9, 10, 11])
        #expect(i.months.map(\.n) == [0, 10, 7, 20])
        #expect(i.months[0].mean == nil && i.months[1].mean == 2)
        try MoodTest.setSetting(h, "grace-days", 0)
        try MoodTest.setSetting(h, "week-start", "sunday")
        let strict = try insights(h)
        #expect(strict.streak == StreakFigures(current: 11, longest: 11))
        #expect(strict.weekdays.map(\.weekday) == [7, 1, 2, 3, 4, 5, 6])
        let year = try insights(h, "--days", "365")
        #expect(year.logged == 37 && year.from == "2025-11-23")
    }

    @Test("the text view (golden) and an empty window")
    func text() throws {
        let h = TendHarness()
        let empty = h.run("mood", "insights")
        #expect(empty.code == 0)
        #expect(empty.out.contains("No moods logged in the last 30 days."))
        try MoodTest.seed(h, MoodInsightsTests.dataset())
        h.goldenRun("mood", "insights", golden: "insights-30.txt")
        h.goldenRun("mood", "insights", "--days", "90", "--ascii", golden: "insights-90.ascii.txt")
        h.goldenRun("mood", "insights", "--json", golden: "insights-30.json")
    }

    @Test("the model on its own: best and worst need two different weekday averages")
    func model() {
        let today = MoodTest.day("2026-11-22")
        let marks: [Day: DayMark] = [today: DayMark(value: 4), today.adding(days: -7): DayMark(value: 2)]
        let one = MoodInsights.compute(marks: marks, logged: [today: 1, today.adding(days: -7): 1], conflicts: [],
                                       length: 30, today: today, firstWeekday: .monday, rules: .standard,
                                       schedule: .daily, start: today.adding(days: -7), kinds: [.streak])
        #expect(one.average == 3 && one.logged == 2)
        #expect(one.bestWeekday == nil && one.worstWeekday == nil, "only Sundays were logged")
        #expect(one.trend?.direction == .up && one.trend?.current == 4 && one.trend?.previous == 2)
        #expect(one.figures.momentum == nil && one.figures.streak != nil)
    }
}

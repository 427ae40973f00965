import Testing
import TendKernel
@testable import TendStats

@Suite("Strength")
struct StrengthTests {
    /// Folds completions through the step function.
    func fold(_ completions: [Double], frequency: Double) -> Double {
        completions.reduce(0) { Strength.step(previous: $0, completion: $1, frequency: frequency) }
    }

    @Test func loopReferencePoints() {
        #expect(abs(Strength.step(previous: 0, completion: 1, frequency: 1) - 0.051922) < 1e-6)
        #expect(abs(fold(Array(repeating: 1, count: 13), frequency: 1) - 0.5) < 1e-9)
        #expect(abs(Strength.step(previous: 0, completion: 1, frequency: 1.0 / 3) - 0.030314) < 1e-6)
    }

    @Test func referencePointsFromHistories() {
        #expect(abs(Strength.score(history("2026-11-01", "x"), today: day("2026-11-01")) - 0.051922) < 1e-6)
        let thirteen = history("2026-11-01", String(repeating: "x", count: 13))
        #expect(abs(Strength.score(thirteen, today: day("2026-11-13")) - 0.5) < 1e-9)
    }

    @Test func belowDailyTheWindowIsDoubled() {
        // Every 3 days → 2 checks in 6 days. One check: completion ½ on that day and the two after.
        let h = ScheduledHistory(marks: pattern("2026-11-01", "x..x"), schedule: .interval(3), start: day("2026-11-01"))
        #expect(abs(Strength.score(h, today: day("2026-11-01")) - fold([0.5], frequency: 1.0 / 3)) < 1e-12)
        #expect(abs(Strength.score(h, today: day("2026-11-04")) - fold([0.5, 0.5, 0.5, 1], frequency: 1.0 / 3)) < 1e-12)
        #expect(Strength.window(for: .window(times: 3, days: 7)) == (6, 14))
        #expect(Strength.window(for: .days([.monday, .friday])) == (4, 14))
        #expect(Strength.window(for: .daily) == (1, 1))
    }

    @Test func aSkipLeavesTheScoreUnchanged() {
        let skipped = Strength.score(history("2026-11-01", "xxxsxxx"), today: day("2026-11-07"))
        let six = Strength.score(history("2026-11-01", "xxxxxx"), today: day("2026-11-06"))
        #expect(abs(skipped - six) < 1e-12)
        let missed = Strength.score(history("2026-11-01", "xxx.xxx"), today: day("2026-11-07"))
        #expect(missed < skipped)
    }

    @Test func atMostHabit() {
        // At most 2 a day: 1, 2, 3, 4, 0 → completions 1, 1, ½, 0, 1.
        var marks: [Day: DayMark] = [:]
        for (i, v) in [1.0, 2, 3, 4, 0].enumerated() { marks[day("2026-11-01").adding(days: i)] = DayMark(count: 1, value: v) }
        let h = ScheduledHistory(marks: marks, schedule: .daily, start: day("2026-11-01"))
        // An at-most score starts at 1 (as in Loop).
        let fromOne = [1.0, 1, 0.5, 0, 1].reduce(1) { Strength.step(previous: $0, completion: $1, frequency: 1) }
        let s = Strength.score(h, today: day("2026-11-05"), goal: .atMost(2, days: 1))
        #expect(abs(s - fromOne) < 1e-12)
        // Days with nothing recorded keep the limit: full strength.
        let empty = ScheduledHistory(marks: [:], schedule: .daily, start: day("2026-11-01"))
        #expect(abs(Strength.score(empty, today: day("2026-11-02"), goal: .atMost(2, days: 1)) - 1) < 1e-12)
        // Target 0: any amount fails the day (its first day: from 1, one miss; today counts only when it
        // helps, so the day after shows it).
        #expect(abs(Strength.score(h, today: day("2026-11-02"), goal: .atMost(0, days: 1)) - Strength.multiplier(frequency: 1)) < 1e-12)
    }

    @Test func atLeastOverAWeek() {
        // At least 10 in 7 days: 4 on day 1, 4 on day 3, 4 on day 5 → rolling sums 4, 4, 8, 8, 12.
        let marks = [day("2026-11-01"): DayMark(value: 4), day("2026-11-03"): DayMark(value: 4), day("2026-11-05"): DayMark(value: 4)]
        let h = ScheduledHistory(marks: marks, schedule: .daily)
        let s = Strength.score(h, today: day("2026-11-05"), goal: .atLeast(10, days: 7))
        #expect(abs(s - fold([0.4, 0.4, 0.8, 0.8, 1], frequency: 1.0 / 7)) < 1e-12)
    }

    @Test func todayNeverLowersTheScore() {
        let h = history("2026-11-01", "xxxxx")
        let yesterday = Strength.score(h, today: day("2026-11-05"))
        #expect(Strength.score(h, today: day("2026-11-06")) == yesterday)
        // The day after, the 6th is over and missed.
        #expect(Strength.score(h, today: day("2026-11-07")) < yesterday)
    }

    @Test func seriesMatchesTheScoreDayByDay() {
        let h = history("2026-11-01", "xx.xx", since: "2026-11-01")
        let s = Strength.series(h, in: day("2026-10-30")...day("2026-11-05"))
        #expect(s.count == 7)
        #expect(s[0] == 0 && s[1] == 0)
        #expect(abs(s[2] - fold([1], frequency: 1)) < 1e-12)
        #expect(abs(s[6] - fold([1, 1, 0, 1, 1], frequency: 1)) < 1e-12)
    }
}

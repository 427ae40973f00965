import Testing
import TendKernel
@testable import TendStats

@Suite("Properties over random histories")
struct PropertyTests {
    struct Case {
        var history: ScheduledHistory
        var today: Day
        var start: Day
        var firstWeekday: Weekday
    }

    /// Deterministic random cases (same seed, same cases, every run).
    func cases(seed: UInt64, count: Int) -> [Case] {
        var rng = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let start = day("2020-01-01").adding(days: Int.random(in: 0...2000, using: &rng))
            let length = Int.random(in: 1...160, using: &rng)
            let marks = randomMarks(&rng, start: start, days: length)
            let schedule = randomSchedule(&rng)
            let since: Day? = Bool.random(using: &rng) ? start : nil
            let today = start.adding(days: Int.random(in: 0...(length + 8), using: &rng))
            let fw: Weekday = Bool.random(using: &rng) ? .monday : .sunday
            return Case(history: ScheduledHistory(marks: marks, schedule: schedule, start: since), today: today, start: start, firstWeekday: fw)
        }
    }

    func doneDays(_ marks: [Day: DayMark], through today: Day) -> Int {
        marks.filter { $0.key <= today && MarkRules.isDone($0.value, threshold: 1) }.count
    }

    @Test func streaksAreOrderedAndNeverExceedTheDaysCounted() {
        let all = cases(seed: 0x7E4D_0001, count: 300)
        for (i, c) in all.enumerated() {
            let done = doneDays(c.history.marks, through: c.today)
            let strict = Streaks.strictDaily(c.history.marks, today: c.today)
            #expect(strict.longest >= strict.current && strict.current >= 0)
            #expect(strict.longest <= done)
            for rules in [StreakRules.standard, .strict, StreakRules(grace: 5, periodGrace: 2)] {
                let s = Streaks.scheduled(c.history, today: c.today, firstWeekday: c.firstWeekday, rules: rules)
                #expect(s.longest >= s.current && s.current >= 0)
                if case let .window(times, _) = c.history.timeline.segments[0].schedule {
                    #expect(s.longest * times <= done)
                } else {
                    #expect(s.longest <= done)
                }
                // Grace can only lengthen a streak.
                #expect(s.longest >= Streaks.scheduled(c.history, today: c.today, firstWeekday: c.firstWeekday, rules: .strict).longest)
            }
            let other = all[(i + 1) % all.count].history
            let perfect = Streaks.perfectDays([c.history, other], today: c.today)
            #expect(perfect.longest >= perfect.current && perfect.current >= 0)
            #expect(perfect.longest <= done + doneDays(other.marks, through: c.today))
        }
    }

    @Test func momentumStrengthAndRatesStayInRange() {
        for c in cases(seed: 0x7E4D_0002, count: 300) {
            let m = Momentum.compute(c.history, today: c.today)
            #expect(m.score >= 0 && m.score <= 1)
            #expect(m.bucket == MomentumBucket(score: m.score))
            let s = Strength.score(c.history, today: c.today)
            #expect(s >= 0 && s <= 1)
            for goal in [StrengthGoal.atLeast(3, days: 1), .atMost(2, days: 1), .atLeast(10, days: 7)] {
                let g = Strength.score(c.history, today: c.today, goal: goal)
                #expect(g >= 0 && g <= 1)
            }
            let r = Aggregates.completionRate(c.history, in: c.start...c.today, today: c.today)
            #expect(r >= 0 && r <= 1)
        }
    }

    @Test func addingACompletionNeverLowersMomentumOrStrength() {
        var rng = SeededGenerator(seed: 0x7E4D_0003)
        for c in cases(seed: 0x7E4D_0004, count: 300) {
            let span = max(0, c.start.days(to: c.today))
            // Try a few days, the reference day included.
            for offset in [span, Int.random(in: 0...span, using: &rng), Int.random(in: max(0, span - 21)...span, using: &rng)] {
                let d = c.start.adding(days: offset)
                let old = c.history.marks[d]
                if MarkRules.isSkip(old) || MarkRules.completion(old) >= 1 { continue }
                var more = c.history
                more.marks[d] = DayMark(count: (old?.count ?? 0) + 1, completion: 1, value: old?.value)
                #expect(Momentum.compute(more, today: c.today).score >= Momentum.compute(c.history, today: c.today).score - 1e-12)
                #expect(Strength.score(more, today: c.today) >= Strength.score(c.history, today: c.today) - 1e-12)
                let range = c.start...c.today
                #expect(Aggregates.completionRate(more, in: range, today: c.today) >= Aggregates.completionRate(c.history, in: range, today: c.today) - 1e-12)
                let before = Streaks.scheduled(c.history, today: c.today, firstWeekday: c.firstWeekday)
                let after = Streaks.scheduled(more, today: c.today, firstWeekday: c.firstWeekday)
                #expect(after.longest >= before.longest)
            }
        }
    }
}

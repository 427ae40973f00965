import Foundation
import Testing
import TendKernel
@testable import TendStats

@Suite("Momentum")
struct MomentumTests {
    /// Σ 0.88^k for k = 0…20.
    let totalWeight = (1 - pow(0.88, 21)) / (1 - 0.88)

    @Test func everyDayDoneIsOnFireAndNothingIsDormant() {
        let all = history("2026-11-01", String(repeating: "x", count: 21))
        let m = Momentum.compute(all, today: day("2026-11-21"))
        #expect(abs(m.score - 1) < 1e-12)
        #expect(m.bucket == .onFire)
        let none = Momentum.compute(history("2026-11-01", ""), today: day("2026-11-21"))
        #expect(none == Momentum(score: 0))
        #expect(none.bucket == .dormant)
    }

    @Test func weightsDecayWithAge() {
        // Only today done: 1 ÷ Σ weights.
        let onlyToday = Momentum.compute(history("2026-11-21", "x"), today: day("2026-11-21"))
        #expect(abs(onlyToday.score - 1 / totalWeight) < 1e-12)
        // All done except yesterday: 1 − 0.88 ÷ Σ weights.
        let p = String(repeating: "x", count: 19) + ".x"
        let missedYesterday = Momentum.compute(history("2026-11-01", p), today: day("2026-11-21"))
        #expect(abs(missedYesterday.score - (1 - 0.88 / totalWeight)) < 1e-12)
        // Missing a day 20 days ago costs less than missing yesterday.
        let old = "." + String(repeating: "x", count: 20)
        #expect(Momentum.compute(history("2026-11-01", old), today: day("2026-11-21")).score > missedYesterday.score)
    }

    @Test func todayCountsOnlyOnceDone() {
        let p = String(repeating: "x", count: 20)
        let h = history("2026-11-01", p)
        let before = Momentum.compute(h, today: day("2026-11-20"))
        // The next day, nothing done yet: the score is that of the finished days, still 1.
        let morning = Momentum.compute(h, today: day("2026-11-21"))
        #expect(abs(morning.score - 1) < 1e-12)
        #expect(morning.score >= before.score)
        // Half done today would lower it, so today doesn't count yet.
        var half = h
        half.marks[day("2026-11-21")] = DayMark(count: 1, completion: 0.5)
        #expect(Momentum.compute(half, today: day("2026-11-21")).score == morning.score)
    }

    @Test func onlyDueDaysCountUnderWeekdaySchedules() {
        // Mon/Wed/Fri, every due day done over three weeks; unscheduled days empty.
        let mwf = Schedule.days([.monday, .wednesday, .friday])
        let h = history("2026-11-02", String(repeating: "x.x.x..", count: 3), mwf)
        #expect(abs(Momentum.compute(h, today: day("2026-11-22")).score - 1) < 1e-12)
        // Done only on unscheduled days: nothing due was done.
        let off = history("2026-11-02", String(repeating: ".x.x.xx", count: 3), mwf)
        #expect(Momentum.compute(off, today: day("2026-11-22")).score == 0)
    }

    @Test func windowSchedulesScoreAgainstTheirFrequency() {
        let threePerWeek = Schedule.window(times: 3, days: 7)
        let met = Momentum.compute(history("2026-11-02", String(repeating: "x.x.x..", count: 3), threePerWeek), today: day("2026-11-22"))
        #expect(met.bucket == .onFire)
        let daily = Momentum.compute(history("2026-11-02", String(repeating: "x", count: 21), threePerWeek), today: day("2026-11-22"))
        #expect(daily.score == 1)
        let half = Momentum.compute(history("2026-11-02", String(repeating: "x......", count: 3), threePerWeek), today: day("2026-11-22"))
        #expect(half.score < met.score)
        #expect(half.score > 0)
    }

    @Test("window schedules, exactly: every day is due N/D of its weight")
    func windowScheduleExact() {
        // 3/week (3 in 7 days), done once a week: Mondays 2, 9 and 16 November; today Sunday 22 November,
        // not done, so left out (counting it would lower the score). Done 20, 13 and 6 days ago:
        //   (0.88^6 + 0.88^13 + 0.88^20) ÷ (3/7 × Σ_{k=1…20} 0.88^k)
        //   = (0.464404 + 0.189791 + 0.077563) ÷ (3/7 × 6.764540) = 0.731757 ÷ 2.899088 = 0.252410.
        let weekly = history("2026-11-02", String(repeating: "x......", count: 3), .window(times: 3, days: 7))
        let m = Momentum.compute(weekly, today: day("2026-11-22"))
        #expect(abs(m.score - 0.252_409_5) < 5e-7, "\(m.score)")
        #expect(m.bucket == .building)
        // 1 in 2 days, done every other day up to yesterday: due 1/2 a day, met exactly, so 1.
        let alternate = history("2026-11-01", String(repeating: "x.", count: 10) + "x", .window(times: 1, days: 2))
        #expect(abs(Momentum.compute(alternate, today: day("2026-11-22")).score - 1) < 1e-12)
        // …and done every third day instead: Σ_{k=1,4,…,19} 0.88^k ÷ (1/2 × Σ_{k=1…20} 0.88^k)
        //   = 2.574139 ÷ 3.382270 = 0.761069.
        let third = history("2026-11-03", String(repeating: "x..", count: 6) + "x.", .window(times: 1, days: 2))
        #expect(abs(Momentum.compute(third, today: day("2026-11-22")).score - 0.761_068_5) < 5e-7)
    }

    @Test func skipsAndDaysBeforeTheStartAreLeftOut() {
        let p = String(repeating: "x", count: 10) + "s" + String(repeating: "x", count: 10)
        #expect(abs(Momentum.compute(history("2026-11-01", p), today: day("2026-11-21")).score - 1) < 1e-12)
        let recent = history("2026-11-19", "xxx", since: "2026-11-19")
        #expect(abs(Momentum.compute(recent, today: day("2026-11-21")).score - 1) < 1e-12)
    }

    @Test func bucketThresholds() {
        #expect(MomentumBucket(score: 0) == .dormant)
        #expect(MomentumBucket(score: 0.199) == .dormant)
        #expect(MomentumBucket(score: 0.2) == .building)
        #expect(MomentumBucket(score: 0.399) == .building)
        #expect(MomentumBucket(score: 0.4) == .flowing)
        #expect(MomentumBucket(score: 0.6) == .strong)
        #expect(MomentumBucket(score: 0.79) == .strong)
        #expect(MomentumBucket(score: 0.8) == .onFire)
        #expect(MomentumBucket(score: 1) == .onFire)
    }
}

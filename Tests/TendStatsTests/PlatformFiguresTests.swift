import Foundation
import Testing
import TendKernel
@testable import TendStats

@Suite("Figures for the platform views: weekday adherence, group differences, model series")
struct PlatformFiguresTests {
    // 2026-11-02 is a Monday.
    @Test("adherence per weekday counts due days only, leaves skips out and never holds today against the user")
    func weekdayAdherence() {
        // Two weeks: Mon–Fri done the first week; the second week Tue missed, Wed skipped, Sat half, today (Sun) open.
        let h = history("2026-11-02", "xxxxx..xoshxh.", .daily)
        let a = Aggregates.adherencePerWeekday(h, in: day("2026-11-02")...day("2026-11-15"), today: day("2026-11-15"))
        #expect(a.map(\.weekday) == Weekday.ordered(from: .monday))
        #expect(a.map(\.due) == [2, 2, 1, 2, 2, 2, 1])
        #expect(a.map(\.done) == [2, 1, 1, 1.5, 2, 0.5, 0])
        #expect(a[1].rate == 0.5 && a[5].rate == 0.25)
        // Weekday schedules: only the scheduled weekdays are due; a Sunday week start reorders.
        let w = Aggregates.adherencePerWeekday(history("2026-11-02", "x.x.x.x", .days([.monday, .wednesday])),
                                               in: day("2026-11-02")...day("2026-11-08"), today: day("2026-11-09"), firstWeekday: .sunday)
        #expect(w.first?.weekday == .sunday)
        #expect(w.map(\.due) == [0, 1, 0, 1, 0, 0, 0])
        #expect(w.allSatisfy { $0.due > 0 || $0.rate == nil })
        // Before the start nothing is due; today, once done, counts.
        let s = Aggregates.adherencePerWeekday(history("2026-11-02", "....xxx", .daily, since: "2026-11-06"),
                                               in: day("2026-11-02")...day("2026-11-08"), today: day("2026-11-08"))
        #expect(s.map(\.due) == [0, 0, 0, 0, 1, 1, 1])
    }

    @Test("group difference: means, n and Cohen's d with pooled standard deviation")
    func groupDifference() {
        let g = GroupDifference([4, 5, 4, 5], [2, 3, 2, 3])
        #expect(g.with == Average(mean: 4.5, n: 4) && g.without == Average(mean: 2.5, n: 4))
        #expect(g.difference == 2)
        // Both groups: sum of squares 1, pooled variance (1 + 1) / 6, sd √(1/3).
        #expect(abs(g.effectSize! - 2 / (1.0 / 3).squareRoot()) < 1e-12)
        #expect(g.magnitude == .large)
        #expect(GroupDifference([4], [2, 3]).effectSize == nil, "a group of one has no spread")
        #expect(GroupDifference([3, 3], [3, 3]).effectSize == nil, "no spread at all")
        #expect(GroupDifference([], [1]).difference == nil)
        #expect(EffectMagnitude(cohensD: -0.19) == .negligible && EffectMagnitude(cohensD: 0.2) == .small)
        #expect(EffectMagnitude(cohensD: 0.79) == .medium && EffectMagnitude(cohensD: -0.8) == .large)
        #expect(EffectMagnitude(r: 0.09) == .negligible && EffectMagnitude(r: -0.3) == .medium && EffectMagnitude(r: 0.5) == .large)
    }

    @Test("model series: each day rated as if it were today, matching the single figures")
    func modelSeries() {
        let p = "xxx.xxxx..x.xxxxx...xxxx.xxx"
        let h = history("2026-11-01", p, .daily, since: "2026-11-01")
        let days = (0..<p.count).map { day("2026-11-01").adding(days: $0) }
        let s = ModelSeries.compute(h, days: days)
        for (i, d) in days.enumerated() {
            #expect(s.strictStreak[i] == Streaks.scheduled(h, today: d, rules: .strict).current)
            #expect(s.forgivingStreak[i] == Streaks.scheduled(h, today: d).current)
            #expect(s.momentum[i] == Momentum.compute(h, today: d).score)
            #expect(abs(s.strength[i] - Strength.score(h, today: d)) < 1e-12)
            #expect(s.strictStreak[i] <= s.forgivingStreak[i])
        }
        #expect(s.forgivingStreak.last == 7 && s.strictStreak.last == 3)
        #expect(ModelSeries.compute(h, days: []).days.isEmpty)
    }
}

import Testing
import TendKernel
@testable import TendStats

@Suite("Streaks — day schedules")
struct StreakTests {
    @Test func strictDailyCountsConsecutiveDays() {
        let p = "xxx.xxxx"
        let s = Streaks.strictDaily(pattern("2026-11-01", p), today: end("2026-11-01", p))
        #expect(s == StreakFigures(current: 4, longest: 4))
        let s2 = Streaks.strictDaily(pattern("2026-11-01", "xxxxx.xx"), today: day("2026-11-08"))
        #expect(s2 == StreakFigures(current: 2, longest: 5))
    }

    @Test func todayIsNeverMissedUntilOver() {
        // Done through yesterday, nothing yet today: the streak stands.
        let marks = pattern("2026-11-01", "xxxx")
        #expect(Streaks.strictDaily(marks, today: day("2026-11-05")) == StreakFigures(current: 4, longest: 4))
        // The day after, the 5th was missed: broken.
        #expect(Streaks.strictDaily(marks, today: day("2026-11-06")) == StreakFigures(current: 0, longest: 4))
        // Doing today extends it.
        var done = marks
        done[day("2026-11-05")] = DayMark()
        #expect(Streaks.strictDaily(done, today: day("2026-11-05")).current == 5)
        // Schedule-aware, strict: same rule.
        let h = ScheduledHistory(marks: marks, schedule: .daily)
        #expect(Streaks.scheduled(h, today: day("2026-11-05"), rules: .strict).current == 4)
        #expect(Streaks.scheduled(h, today: day("2026-11-06"), rules: .strict).current == 0)
    }

    @Test func strictDailyBridgesSkipsAndHasNoGrace() {
        #expect(Streaks.strictDaily(pattern("2026-11-01", "xxsxx"), today: day("2026-11-05")) == StreakFigures(current: 4, longest: 4))
        #expect(Streaks.strictDaily(pattern("2026-11-01", "xx.xx"), today: day("2026-11-05")) == StreakFigures(current: 2, longest: 2))
    }

    @Test func graceForgivesTwoMissedDaysAndTheThirdBreaks() {
        let two = history("2026-11-01", "xxx..x")
        #expect(Streaks.scheduled(two, today: day("2026-11-06")) == StreakFigures(current: 4, longest: 4))
        let three = history("2026-11-01", "xxx...x")
        #expect(Streaks.scheduled(three, today: day("2026-11-07")) == StreakFigures(current: 1, longest: 3))
        // With the gap still open: two misses forgiven (current stays 3), the third breaks it.
        #expect(Streaks.scheduled(history("2026-11-01", "xxx"), today: day("2026-11-06")).current == 3)
        #expect(Streaks.scheduled(history("2026-11-01", "xxx"), today: day("2026-11-07")).current == 0)
    }

    @Test func graceIsConfigurableAndZeroIsStrict() {
        let h = history("2026-11-01", "xxx.x")
        #expect(Streaks.scheduled(h, today: day("2026-11-05"), rules: .strict) == StreakFigures(current: 1, longest: 3))
        #expect(Streaks.scheduled(h, today: day("2026-11-05"), rules: StreakRules(grace: 1)).current == 4)
        let gap3 = history("2026-11-01", "xx...x")
        #expect(Streaks.scheduled(gap3, today: day("2026-11-06"), rules: StreakRules(grace: 3)).current == 3)
        #expect(Streaks.scheduled(gap3, today: day("2026-11-06")).current == 1)
    }

    @Test func onlyScheduledDaysCountAndUnscheduledEntriesNeverBreak() {
        // Mon/Wed/Fri from Mon 2 Nov. Done Mon, Tue (unscheduled), Thu (unscheduled), Fri, Sat (unscheduled); Wed missed.
        let mwf = Schedule.days([.monday, .wednesday, .friday])
        let h = history("2026-11-02", "xx.xxx", mwf)
        #expect(Streaks.scheduled(h, today: day("2026-11-07")) == StreakFigures(current: 2, longest: 2))
        #expect(Streaks.scheduled(h, today: day("2026-11-07"), rules: .strict) == StreakFigures(current: 1, longest: 1))
        // Unscheduled days without entries never count as missed: Sat–Sun empty, Mon done.
        let h2 = history("2026-11-02", "x.x.x..x", mwf)
        #expect(Streaks.scheduled(h2, today: day("2026-11-09"), rules: .strict).current == 4)
    }

    @Test func skippedScheduledDayNeitherCountsNorBreaks() {
        let h = history("2026-11-01", "xxsx")
        #expect(Streaks.scheduled(h, today: day("2026-11-04"), rules: .strict) == StreakFigures(current: 3, longest: 3))
    }

    @Test func partialCompletionIsNotDoneUnlessTheThresholdSaysSo() {
        let h = history("2026-11-01", "xhx")
        #expect(Streaks.scheduled(h, today: day("2026-11-03"), rules: .strict) == StreakFigures(current: 1, longest: 1))
        let lenient = StreakRules(grace: 0, minimumCompletion: 0.5)
        #expect(Streaks.scheduled(h, today: day("2026-11-03"), rules: lenient).current == 3)
    }

    @Test func everyNDaysCountsFromTheAnchor() {
        // Every 2 days from Nov 1: due 1, 3, 5, 7. Done 1, 3, 4 (not due), 7; the 5th missed.
        let h = ScheduledHistory(marks: pattern("2026-11-01", "x.xx..x"), schedule: .interval(2), start: day("2026-11-01"))
        #expect(Streaks.scheduled(h, today: day("2026-11-07")) == StreakFigures(current: 3, longest: 3))
        #expect(Streaks.scheduled(h, today: day("2026-11-07"), rules: .strict) == StreakFigures(current: 1, longest: 2))
    }

    @Test func perfectDaysNeedEveryDueItem() {
        // Item A daily, item B weekdays only. Nov 2 is a Monday.
        let weekdays = Schedule.days([.monday, .tuesday, .wednesday, .thursday, .friday])
        let a = history("2026-11-02", "xxxxxxx")
        let b = history("2026-11-02", "xx.xx..", weekdays)
        // Wed: B missing → imperfect; weekend: only A is due and done.
        #expect(Streaks.perfectDays([a, b], today: day("2026-11-08"), rules: .strict) == StreakFigures(current: 4, longest: 4))
        // With grace, the imperfect Wednesday is forgiven (not counted).
        #expect(Streaks.perfectDays([a, b], today: day("2026-11-08")).current == 6)
        // A window-scheduled item never decides a day; a skipped item is excused.
        let c = history("2026-11-02", "x", .window(times: 2, days: 7))
        let bSkip = history("2026-11-02", "xxsxx..", weekdays)
        #expect(Streaks.perfectDays([a, bSkip, c], today: day("2026-11-08"), rules: .strict).current == 7)
        #expect(Streaks.perfectDays([], today: day("2026-11-08")) == .zero)
    }
}

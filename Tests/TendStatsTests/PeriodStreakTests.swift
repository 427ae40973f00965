import Testing
import TendKernel
@testable import TendStats

@Suite("Streaks — window schedules and schedule changes")
struct PeriodStreakTests {
    let threePerWeek = Schedule.window(times: 3, days: 7)

    @Test func consecutiveWeeksMeetingTheTarget() {
        // Weeks from Monday 2 Nov: week 1 three done, week 2 three done, week 3 two done (missed), week 4 three.
        let p = "x.x.x.." + "xxx...." + "x.....x" + "..x.x.x"
        let h = history("2026-11-02", p, threePerWeek)
        #expect(Streaks.scheduled(h, today: end("2026-11-02", p)) == StreakFigures(current: 1, longest: 2))
        #expect(Streaks.unit(h.timeline, today: day("2026-11-02")) == .weeks)
        // Forgiving one missed week keeps the run going (the missed week doesn't count).
        #expect(Streaks.scheduled(h, today: end("2026-11-02", p), rules: StreakRules(periodGrace: 1)).current == 3)
    }

    @Test func theCurrentWeekCountsOnceMetAndIsNeverMissed() {
        let p = "xxx...." + "x"
        let h = history("2026-11-02", p, threePerWeek)
        // Tuesday of week 2 with one done: week 2 isn't over, the streak is 1.
        #expect(Streaks.scheduled(h, today: day("2026-11-10")).current == 1)
        // Sunday of week 2 still with one done: still not missed.
        #expect(Streaks.scheduled(h, today: day("2026-11-15")).current == 1)
        // Monday of week 3: week 2 is over and missed.
        #expect(Streaks.scheduled(h, today: day("2026-11-16")) == StreakFigures(current: 0, longest: 1))
        // Meeting the target early in the week counts at once.
        let met = history("2026-11-02", "xxx...." + "xxx", threePerWeek)
        #expect(Streaks.scheduled(met, today: day("2026-11-11")).current == 2)
    }

    @Test func weekStartDecidesThePeriods() {
        // Done Sat 7, Sun 8, Mon 9 Nov. Monday weeks: 2 in week 1, 1 in week 2. Sunday weeks: Sat in week
        // (Nov 1–7), Sun + Mon in week (Nov 8–14).
        let h = ScheduledHistory(marks: pattern("2026-11-07", "xxx"), schedule: .window(times: 2, days: 7))
        #expect(Streaks.scheduled(h, today: day("2026-11-09"), firstWeekday: .monday).current == 1)
        #expect(Streaks.scheduled(h, today: day("2026-11-09"), firstWeekday: .sunday).current == 1)
        #expect(Streaks.scheduled(h, today: day("2026-11-16"), firstWeekday: .monday) == StreakFigures(current: 0, longest: 1))
        #expect(Streaks.scheduled(h, today: day("2026-11-15"), firstWeekday: .sunday) == StreakFigures(current: 1, longest: 1))
    }

    @Test func partialFirstWeekAndExcusedWeeksAreNeutral() {
        // The practice starts Thursday 5 Nov: the short first week is neutral even with 1 done.
        let h = history("2026-11-05", "x..." + "x.x.x.." + "ss.x...", threePerWeek, since: "2026-11-05")
        // Week 3 (16–22): 2 skipped + 1 done reach 3 → excused, neither counts nor breaks.
        #expect(Streaks.scheduled(h, today: day("2026-11-23"), rules: .strict) == StreakFigures(current: 1, longest: 1))
    }

    @Test func monthlyAndCustomWindows() {
        let monthly = Schedule.window(times: 4, days: 30)
        var marks: [Day: DayMark] = [:]
        for d in ["2026-09-01", "2026-09-10", "2026-09-11", "2026-09-30", "2026-10-03", "2026-10-04", "2026-10-05",
                  "2026-10-06", "2026-11-02"] { marks[day(d)] = DayMark() }
        let h = ScheduledHistory(marks: marks, schedule: monthly)
        #expect(Streaks.scheduled(h, today: day("2026-11-20")) == StreakFigures(current: 2, longest: 2))
        #expect(Streaks.scheduled(h, today: day("2026-12-01")) == StreakFigures(current: 0, longest: 2))
        #expect(Streaks.unit(h.timeline, today: day("2026-11-20")) == .months)
        // 2 in 10 days, blocks from the anchor (Nov 1): 1–10, 11–20, 21–30.
        let tenDays = ScheduledHistory(marks: pattern("2026-11-01", "x...x....." + ".x.x......" + "x"),
                                       schedule: .window(times: 2, days: 10), start: day("2026-11-01"))
        #expect(Streaks.scheduled(tenDays, today: day("2026-11-21")) == StreakFigures(current: 2, longest: 2))
        #expect(Streaks.unit(tenDays.timeline, today: day("2026-11-21")) == .periods(days: 10))
    }

    @Test func scheduleChangedMidHistory() {
        // Daily until Sun 8 Nov, then weekdays. Weekend 14–15 is no longer due.
        let timeline = ScheduleTimeline(segments: [
            ScheduleSegment(from: day("2026-11-02"), schedule: .daily),
            ScheduleSegment(from: day("2026-11-09"), schedule: .days([.monday, .tuesday, .wednesday, .thursday, .friday])),
        ])
        let marks = pattern("2026-11-02", "xxxxx.." + "xxxxx.." + "x")
        let h = ScheduledHistory(marks: marks, timeline: timeline)
        // Strict: the first weekend (daily) breaks it; the second (weekdays) doesn't.
        #expect(Streaks.scheduled(h, today: day("2026-11-16"), rules: .strict) == StreakFigures(current: 6, longest: 6))
        // Under daily throughout, the second weekend breaks it too.
        let daily = ScheduledHistory(marks: marks, schedule: .daily)
        #expect(Streaks.scheduled(daily, today: day("2026-11-16"), rules: .strict) == StreakFigures(current: 1, longest: 5))
        #expect(timeline.schedule(on: day("2026-11-08")) == .daily)
        #expect(timeline.schedule(on: day("2026-11-01")) == nil)
        #expect(!timeline.isScheduled(day("2026-11-14")))
    }

    @Test func changingBetweenDaysAndWeeksStartsANewStreak() {
        // Daily for two weeks (14 days done), then 3/week from Mon 16 Nov: one week met.
        let timeline = ScheduleTimeline(segments: [
            ScheduleSegment(from: day("2026-11-02"), schedule: .daily),
            ScheduleSegment(from: day("2026-11-16"), schedule: .window(times: 3, days: 7)),
        ])
        let h = ScheduledHistory(marks: pattern("2026-11-02", String(repeating: "x", count: 14) + "x.x.x.."), timeline: timeline)
        #expect(Streaks.scheduled(h, today: day("2026-11-23")) == StreakFigures(current: 1, longest: 1))
        #expect(Streaks.scheduled(h, today: day("2026-11-15")) == StreakFigures(current: 14, longest: 14))
    }
}

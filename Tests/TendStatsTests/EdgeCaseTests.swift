import Testing
import TendKernel
@testable import TendStats

@Suite("Edge cases")
struct EdgeCaseTests {
    let today = day("2026-11-21")

    @Test func noData() {
        let h = ScheduledHistory(marks: [:], schedule: .daily)
        #expect(Streaks.strictDaily([:], today: today) == .zero)
        #expect(Streaks.scheduled(h, today: today) == .zero)
        #expect(Streaks.perfectDays([h, h], today: today) == .zero)
        #expect(Momentum.compute(h, today: today) == Momentum(score: 0))
        #expect(Strength.score(h, today: today) == 0)
        #expect(Aggregates.completionRate(h, in: today.adding(days: -29)...today, today: today) == 0)
        #expect(Milestones.all([:], today: today).allSatisfy { !$0.reached })
        #expect(Aggregates.sevenDayTrend([:], today: today, metric: .value) == nil)
        #expect(Aggregates.weekOverWeek([:], today: today, metric: .count)?.direction == .stable)
        #expect(Aggregates.distribution([:], in: today.adding(days: -6)...today, metric: .value).isEmpty)
    }

    @Test func oneEntry() {
        let h = history("2026-11-21", "x")
        #expect(Streaks.scheduled(h, today: today) == StreakFigures(current: 1, longest: 1))
        #expect(Streaks.scheduled(h, today: today.adding(days: 1)) == StreakFigures(current: 1, longest: 1))
        #expect(Streaks.strictDaily(h.marks, today: today.adding(days: 2)) == StreakFigures(current: 0, longest: 1))
        #expect(abs(Strength.score(h, today: today) - 0.051922) < 1e-6)
        #expect(Momentum.compute(h, today: today).score > 0)
        let reached = Milestones.all(h.marks, today: today).filter(\.reached).map(\.kind)
        #expect(reached == [.entries, .days])
    }

    @Test func entriesOnlyOnUnscheduledDays() {
        // Weekdays-only practice, entries only at weekends.
        let weekdays = Schedule.days([.monday, .tuesday, .wednesday, .thursday, .friday])
        let h = history("2026-11-07", "xx.....xx.....", weekdays)   // Sat–Sun, Sat–Sun
        let t = day("2026-11-20")
        #expect(Streaks.scheduled(h, today: t) == .zero)
        #expect(Momentum.compute(h, today: t).score == 0)
        #expect(Aggregates.completionRate(h, in: day("2026-11-07")...t, today: t) == 0)
        // They are still entries: milestones and the strict streak count them.
        #expect(Milestones.next(Milestones.all(h.marks, today: t), kind: .days)?.threshold == 7)
        #expect(Streaks.strictDaily(h.marks, today: t).longest == 2)
    }

    @Test func scheduleChangedMidHistoryForMomentumAndCompletion() {
        // Daily until 14 Nov, then Mon/Wed/Fri; every due day done, nothing else.
        let timeline = ScheduleTimeline(segments: [
            ScheduleSegment(from: day("2026-10-01"), schedule: .daily),
            ScheduleSegment(from: day("2026-11-15"), schedule: .days([.monday, .wednesday, .friday])),
        ])
        var marks: [Day: DayMark] = [:]
        for o in day("2026-10-01").ordinal...today.ordinal {
            let d = Day(ordinal: o)
            if timeline.isScheduled(d) { marks[d] = DayMark() }
        }
        let h = ScheduledHistory(marks: marks, timeline: timeline)
        #expect(abs(Momentum.compute(h, today: today).score - 1) < 1e-12)
        #expect(abs(Aggregates.completionRate(h, in: day("2026-10-01")...today, today: today) - 1) < 1e-12)
        #expect(Streaks.scheduled(h, today: today, rules: .strict).current == marks.count)
        // Read as daily throughout, the new off days are misses.
        let asDaily = ScheduledHistory(marks: marks, schedule: .daily, start: day("2026-10-01"))
        #expect(Momentum.compute(asDaily, today: today).score < 1)
        // Segment order doesn't matter; a duplicate from-day keeps the later one.
        let shuffled = ScheduleTimeline(segments: timeline.segments.reversed() + [ScheduleSegment(from: day("2026-10-01"), schedule: .daily)])
        #expect(shuffled == timeline)
    }

    @Test func leapYears() {
        #expect(Streaks.strictDaily(pattern("2024-02-28", "xxx"), today: day("2024-03-01")).current == 3)
        #expect(Streaks.strictDaily(pattern("2023-02-28", "xx"), today: day("2023-03-01")).current == 2)
        #expect(CalendarLayout.year(2024)[1][28] == day("2024-02-29"))
        #expect(CalendarLayout.year(2023)[1][28] == nil)
        #expect(CalendarLayout.year(1900)[1][28] == nil)
        #expect(CalendarLayout.year(2000)[1][28] == day("2000-02-29"))
        #expect(CalendarLayout.month(year: 2024, month: 2, firstWeekday: .monday).joined().compactMap { $0 }.count == 29)
        // A monthly target over February of a leap year: the month is 29 days.
        let feb = ScheduledHistory(marks: pattern("2024-02-26", "xxxx"), schedule: .window(times: 4, days: 30))
        #expect(Streaks.scheduled(feb, today: day("2024-03-01")).current == 1)
    }

    @Test func mondayAndSundayWeekStarts() {
        // November 2026 starts on a Sunday and ends on a Monday.
        let monday = CalendarLayout.month(year: 2026, month: 11, firstWeekday: .monday)
        #expect(monday.count == 6)
        #expect(monday[0] == [nil, nil, nil, nil, nil, nil, day("2026-11-01")])
        #expect(monday[5][0] == day("2026-11-30") && monday[5][1] == nil)
        let sunday = CalendarLayout.month(year: 2026, month: 11, firstWeekday: .sunday)
        #expect(sunday.count == 5)
        #expect(sunday[0][0] == day("2026-11-01"))
        #expect(sunday[4].compactMap { $0 } == [day("2026-11-29"), day("2026-11-30")])
        for fw in [Weekday.monday, .sunday] {
            let grid = CalendarLayout.contribution(endingAt: today, firstWeekday: fw)
            #expect(grid.count == 53)
            #expect(grid.allSatisfy { $0.count == 7 && $0[0].weekday == fw })
            #expect(grid[52].contains(today))
            #expect(grid[0][0].days(to: grid[52][0]) == 52 * 7)
        }
    }

    @Test func tenYearsOfDailyData() {
        let first = day("2016-01-01"), last = day("2025-12-31")
        var marks: [Day: DayMark] = [:]
        for o in first.ordinal...last.ordinal { marks[Day(ordinal: o)] = DayMark(value: Double(o % 5 + 1)) }
        #expect(marks.count == 3653)
        let h = ScheduledHistory(marks: marks, schedule: .daily, start: first)
        #expect(Streaks.strictDaily(marks, today: last) == StreakFigures(current: 3653, longest: 3653))
        #expect(Streaks.scheduled(h, today: last) == StreakFigures(current: 3653, longest: 3653))
        #expect(Momentum.compute(h, today: last).bucket == .onFire)
        #expect(Strength.score(h, today: last) > 0.999999)
        #expect(Milestones.all(marks, today: last).allSatisfy { $0.reached })
        #expect(Aggregates.completionRate(h, in: first...last, today: last) == 1)
        #expect(Aggregates.perMonth(marks, in: first...last, metric: .count).count == 120)
        let weekly = ScheduledHistory(marks: marks, schedule: .window(times: 5, days: 7), start: first)
        // 2016-01-01 is a Friday: the first Monday week is partial (3 days, neutral), then 521 whole weeks
        // to 2025-12-28; the current week has 3 of 5 so far and isn't over.
        #expect(Streaks.scheduled(weekly, today: last) == StreakFigures(current: 521, longest: 521))
    }
}

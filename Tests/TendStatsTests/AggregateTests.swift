import Testing
import TendKernel
@testable import TendStats

@Suite("Aggregates, trends, correlations")
struct AggregateTests {
    @Test func completionRateOverScheduledDays() {
        // Mon/Wed/Fri over two weeks from Mon 2 Nov: due 6, done 4, plus two unscheduled entries.
        let mwf = Schedule.days([.monday, .wednesday, .friday])
        let h = history("2026-11-02", "x.xx..." + "xx..x..", mwf)
        let c = Aggregates.completion(h, in: day("2026-11-02")...day("2026-11-15"), today: day("2026-11-15"))
        #expect(c.due == 6 && c.done == 4)
        #expect(abs(c.rate - 4.0 / 6) < 1e-12)
        // The range is clipped to today: the second week's Wed/Fri aren't due yet on Tuesday.
        let early = Aggregates.completionRate(h, in: day("2026-11-02")...day("2026-11-15"), today: day("2026-11-10"))
        #expect(abs(early - 3.0 / 4) < 1e-12)
        // Window schedules: 3/week, 6 done in 14 days → the target was met.
        let w = history("2026-11-02", "x.x.x..x.x.x..", .window(times: 3, days: 7))
        #expect(abs(Aggregates.completionRate(w, in: day("2026-11-02")...day("2026-11-15"), today: day("2026-11-15")) - 1) < 1e-12)
        // Nothing due: 0.
        #expect(Aggregates.completionRate(h, in: day("2026-11-07")...day("2026-11-08"), today: day("2026-11-15")) == 0)
    }

    @Test func entriesPerActiveDayAndDistributions() {
        var marks: [Day: DayMark] = [:]
        marks[day("2026-11-01")] = DayMark(count: 3, value: 4)
        marks[day("2026-11-02")] = DayMark(count: 1, value: 2)
        marks[day("2026-11-04")] = DayMark(count: 2, value: 4)
        let range = day("2026-11-01")...day("2026-11-04")
        #expect(Aggregates.entriesPerActiveDay(marks, in: range) == Average(mean: 2, n: 3))
        let levels = Aggregates.distribution(marks, in: range, metric: .value)
        #expect(levels.map(\.value) == [2, 4])
        #expect(levels.map(\.count) == [1, 2])
        #expect(abs(levels[1].share - 2.0 / 3) < 1e-12)
        let counts = Aggregates.distribution(marks, in: range, metric: .count)
        #expect(counts.map(\.value) == [0, 1, 2, 3])
        #expect(Aggregates.entriesPerActiveDay([:], in: range) == Average(mean: nil, n: 0))
    }

    @Test func perWeekdayRespectsTheWeekStart() {
        // Two weeks of moods from Mon 2 Nov: Mondays 2 and 4, Sundays 5 and 5.
        var marks: [Day: DayMark] = [:]
        for (d, v) in [("2026-11-02", 2.0), ("2026-11-09", 4), ("2026-11-08", 5), ("2026-11-15", 5), ("2026-11-04", 3)] {
            marks[day(d)] = DayMark(value: v)
        }
        let range = day("2026-11-02")...day("2026-11-15")
        let monday = Aggregates.perWeekday(marks, in: range, metric: .value, firstWeekday: .monday)
        #expect(monday.map(\.weekday) == Weekday.ordered(from: .monday))
        #expect(monday[0] == WeekdayAverage(weekday: .monday, mean: 3, n: 2))
        #expect(monday[6] == WeekdayAverage(weekday: .sunday, mean: 5, n: 2))
        #expect(monday[1].mean == nil && monday[1].n == 0)
        let sunday = Aggregates.perWeekday(marks, in: range, metric: .value, firstWeekday: .sunday)
        #expect(sunday[0].weekday == .sunday && sunday[0].mean == 5)
        // Completion per weekday counts every day of the range.
        let completion = Aggregates.perWeekday(marks, in: range, metric: .completion)
        #expect(completion[2] == WeekdayAverage(weekday: .wednesday, mean: 0.5, n: 2))
    }

    @Test func perMonthAcrossALeapFebruary() {
        let marks = pattern("2024-02-27", "xxxxx")   // 27, 28, 29 Feb, 1, 2 Mar 2024
        let months = Aggregates.perMonth(marks, in: day("2024-02-01")...day("2024-03-31"), metric: .completion)
        #expect(months.count == 2)
        #expect(months[0] == MonthAverage(year: 2024, month: 2, mean: 3.0 / 29, n: 29))
        #expect(months[1] == MonthAverage(year: 2024, month: 3, mean: 2.0 / 31, n: 31))
    }

    @Test func weekOverWeekWithATenPercentThreshold() {
        func counts(_ last: Int, _ this: Int) -> [Day: DayMark] {
            var m: [Day: DayMark] = [:]
            // From the day before the first week: the week ending yesterday (today counts only when it
            // helps) has whole data too.
            for i in 0..<15 { m[day("2026-10-31").adding(days: i)] = DayMark(count: i < 8 ? last : this) }
            return m
        }
        let today = day("2026-11-14")
        let up = Aggregates.weekOverWeek(counts(10, 20), today: today, metric: .count)
        #expect(up?.direction == .up && up?.change == 1 && up?.current == 20 && up?.previous == 10)
        #expect(Aggregates.weekOverWeek(counts(20, 19), today: today, metric: .count)?.direction == .stable)
        #expect(Aggregates.weekOverWeek(counts(20, 17), today: today, metric: .count)?.direction == .down)
        #expect(Aggregates.weekOverWeek(counts(20, 17), today: today, metric: .count, threshold: 0.2)?.direction == .stable)
        // Nothing yet today: the weeks end yesterday, so the morning doesn't look like a drop.
        let morning = Aggregates.weekOverWeek(counts(10, 10), today: day("2026-11-15"), metric: .count)
        #expect(morning?.direction == .stable)
        #expect(Aggregates.weekOverWeek([:], today: today, metric: .value) == nil)
    }

    @Test func sevenDayTrendFitsALine() {
        var rising: [Day: DayMark] = [:]
        for i in 0..<7 { rising[day("2026-11-01").adding(days: i)] = DayMark(value: Double(i + 1)) }
        let t = Aggregates.sevenDayTrend(rising, today: day("2026-11-07"), metric: .value)
        #expect(t?.direction == .up)
        #expect(abs((t?.previous ?? 0) - 1) < 1e-9 && abs((t?.current ?? 0) - 7) < 1e-9)
        var flat: [Day: DayMark] = [:]
        for i in 0..<7 { flat[day("2026-11-01").adding(days: i)] = DayMark(value: i % 2 == 0 ? 3 : 3.1) }
        #expect(Aggregates.sevenDayTrend(flat, today: day("2026-11-07"), metric: .value)?.direction == .stable)
        #expect(Aggregates.sevenDayTrend([day("2026-11-07"): DayMark(value: 1)], today: day("2026-11-07"), metric: .value) == nil)
    }

    @Test func pearsonCorrelationWithN() {
        let c = Aggregates.pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])
        #expect(c.n == 5 && abs((c.r ?? 0) - 0.7745966692414834) < 1e-12)
        #expect(Aggregates.pearson([1, 2, 3], [6, 4, 2]).r == -1)
        #expect(Aggregates.pearson([1, 2, 3], [2, 2, 2]).r == nil)
        #expect(Aggregates.pearson([1, 2], [1, 2]) == Correlation(r: nil, n: 2))
        // By day: only shared days pair up.
        let a = [day("2026-11-01"): 1.0, day("2026-11-02"): 2, day("2026-11-03"): 3, day("2026-11-04"): 4]
        let b = [day("2026-11-02"): 10.0, day("2026-11-03"): 20, day("2026-11-04"): 30, day("2026-11-09"): 0]
        #expect(Aggregates.correlation(a, b) == Correlation(r: 1, n: 3))
        #expect(Aggregates.correlation(b, a) == Correlation(r: 1, n: 3))
    }

    @Test func moodOnHabitDaysVersusOthers() {
        let mood = [day("2026-11-01"): 4.0, day("2026-11-02"): 2, day("2026-11-03"): 5, day("2026-11-04"): 3]
        let habit: Set<Day> = [day("2026-11-01"), day("2026-11-03")]
        let s = Aggregates.split(mood, on: habit)
        #expect(s.with == Average(mean: 4.5, n: 2))
        #expect(s.without == Average(mean: 2.5, n: 2))
        #expect(s.difference == 2)
        let numbers = Aggregates.dailyNumbers(pattern("2026-11-01", "x.h"), in: day("2026-11-01")...day("2026-11-03"), metric: .completion)
        #expect(numbers == [day("2026-11-01"): 1, day("2026-11-02"): 0, day("2026-11-03"): 0.5])
    }
}

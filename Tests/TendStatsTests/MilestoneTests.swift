import Testing
import TendKernel
@testable import TendStats

@Suite("Milestones")
struct MilestoneTests {
    @Test func sevenThresholdsPerCategory() {
        #expect(Milestones.entryThresholds == [1, 10, 50, 100, 250, 500, 1000])
        #expect(Milestones.dayThresholds == [1, 7, 30, 100, 200, 365, 1000])
        #expect(Milestones.timeSpans.map(\.nominalDays) == [7, 30, 90, 180, 365, 730, 1825])
        let all = Milestones.all([:], today: day("2026-11-01"))
        #expect(all.count == 21)
        #expect(all.allSatisfy { !$0.reached && $0.progress == 0 })
    }

    @Test func nextMilestoneAndProgress() {
        let m = Milestones.entries(count: 120)
        #expect(m.filter(\.reached).map(\.threshold) == [1, 10, 50, 100])
        let next = Milestones.next(m)
        #expect(next?.threshold == 250)
        #expect(abs((next?.progress ?? 0) - 0.48) < 1e-12)
        #expect(Milestones.latest(m)?.threshold == 100)
        #expect(Milestones.next(Milestones.entries(count: 5000)) == nil)
    }

    @Test func entriesAndDaysCountFromMarks() {
        // 3 days, 5 entries, one skip-only day (not counted), one day after today (not counted).
        var marks = pattern("2026-11-01", "xs.x")
        marks[day("2026-11-01")] = DayMark(count: 3)
        marks[day("2026-11-03")] = DayMark(count: 1)
        marks[day("2026-11-09")] = DayMark(count: 1)
        marks[day("2026-11-20")] = DayMark(count: 50)
        let all = Milestones.all(marks, today: day("2026-11-10"))
        let entries = all.filter { $0.kind == .entries }, days = all.filter { $0.kind == .days }
        // 3 + 1 + 1 + 1 = 6 entries over 4 days.
        #expect(Milestones.next(entries)?.progress == 0.6)
        #expect(abs((Milestones.next(days)?.progress ?? 0) - 4.0 / 7) < 1e-12)
        // First entry Nov 1, today Nov 10: one week reached, one month 9/30 along.
        let time = all.filter { $0.kind == .time }
        #expect(time[0].reached && time[0].timeSpan == .weeks(1))
        #expect(!time[1].reached && abs(time[1].progress - 9.0 / 30) < 1e-12)
    }

    @Test func timeMilestonesFollowTheCalendarAcrossLeapYears() {
        // From 2023-03-01, one year is 2024-03-01 (366 days, over 29 February).
        let before = Milestones.time(since: day("2023-03-01"), today: day("2024-02-29"))
        #expect(!before[4].reached)
        #expect(Milestones.time(since: day("2023-03-01"), today: day("2024-03-01"))[4].reached)
        // From 29 February, one year is 28 February of the next year.
        #expect(Milestones.time(since: day("2024-02-29"), today: day("2025-02-28"))[4].reached)
        #expect(!Milestones.time(since: day("2024-02-29"), today: day("2025-02-27"))[4].reached)
        // Five years from 2020-01-01 is 2025-01-01 (1827 days).
        #expect(Milestones.time(since: day("2020-01-01"), today: day("2025-01-01"))[6].reached)
        #expect(!Milestones.time(since: day("2020-01-01"), today: day("2024-12-31"))[6].reached)
        #expect(Milestones.time(since: nil, today: day("2025-01-01")).allSatisfy { !$0.reached })
    }

    @Test func arcMilestones() {
        let thirty = Milestones.arc(length: 30, completedDays: 10)
        #expect(thirty.map(\.kind) == [.arcDay1, .arcWeek1, .arcHalfway, .arcComplete])
        #expect(thirty.map(\.threshold) == [1, 7, 15, 30])
        #expect(thirty.map(\.reached) == [true, true, false, false])
        #expect(abs(thirty[2].progress - 10.0 / 15) < 1e-12)
        // Halfway of 14 days is day 7, shown once as Week 1.
        #expect(Milestones.arc(length: 14, completedDays: 0).map(\.threshold) == [1, 7, 14])
        #expect(Milestones.arc(length: 5, completedDays: 5).map(\.kind) == [.arcDay1, .arcHalfway, .arcComplete])
        #expect(Milestones.arc(length: 5, completedDays: 5).allSatisfy { $0.reached })
        #expect(Milestones.arc(length: 1, completedDays: 0).map(\.kind) == [.arcComplete])
        #expect(Milestones.arc(length: 0, completedDays: 0).isEmpty)
    }
}

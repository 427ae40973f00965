import Testing
import TendKernel
@testable import TendStats

/// Loop Habit Tracker's published score vectors, transcribed as data: iSoron/uhabits,
/// `uhabits-core/src/jvmTest/java/org/isoron/uhabits/core/models/ScoreListTest.kt` at commit
/// 5aa8744ef4c8e391c875bbb482e3e79740b5fd81 (classes `YesNoScoreListTest`, `NumericalAtLeastScoreListTest`,
/// `NumericalAtLeastScoreListWithSkipTest`, `NumericalAtMostScoreListTest`; fixtures from
/// `HabitFixtures.kt`: a numerical habit has target 2.0 per day and Loop stores amounts in thousandths,
/// so Loop's `5000` is 5 here). Loop numbers days backwards from today (offset 0 = today) and gives each
/// day's score at its end, starting from the habit's oldest entry (today when it has none); before that
/// day the score is 0. Its tolerance is 1e-6.
///
/// Loop has no "today in progress" rule, so the vectors are compared with ``Strength/series(_:in:goal:)``
/// (the score at the end of each day); ``Strength/score(_:today:goal:)`` is the same on every day before
/// today.
@Suite("Strength — Loop Habit Tracker's vectors")
struct LoopScoreVectorTests {
    /// Loop's tolerance.
    static let e = 1e-6
    /// The fixed "today" of these tests (any day will do: the vectors count days back from it).
    let today = day("2015-01-25")

    /// A day `offset` days before today.
    func ago(_ offset: Int) -> Day { today.adding(days: -offset) }

    /// A history from Loop's per-offset entries (offset → mark), with Loop's start: the oldest entry.
    func history(_ marks: [Int: DayMark], _ schedule: Schedule = .daily, start: Day? = nil) -> ScheduledHistory {
        var m: [Day: DayMark] = [:]
        for (offset, mark) in marks { m[ago(offset)] = mark }
        return ScheduledHistory(marks: m, schedule: schedule, start: start)
    }

    /// A check-in (Loop's `YES_MANUAL`).
    static let yes = DayMark()
    /// A skip (Loop's `SKIP`).
    static let skip = DayMark(count: 1, completion: 0, skipped: true)
    /// An amount (Loop's value ÷ 1000).
    static func amount(_ v: Double) -> DayMark { DayMark(count: 1, completion: 1, value: v) }

    /// Compares the end-of-day scores with Loop's, newest first (offset 0 = today).
    func expectScores(_ h: ScheduledHistory, goal: StrengthGoal = .checks, _ expected: [Double],
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let series = Strength.series(h, in: ago(expected.count - 1)...today, goal: goal)
        for (offset, want) in expected.enumerated() {
            let got = series[series.count - 1 - offset]
            #expect(abs(got - want) < Self.e, "offset \(offset): \(got) vs Loop's \(want)", sourceLocation: sourceLocation)
        }
    }

    /// The score at the end of today, as Loop gives it.
    func endOfToday(_ h: ScheduledHistory, goal: StrengthGoal = .checks) -> Double {
        Strength.series(h, in: today...today, goal: goal)[0]
    }

    /// Offsets `from..<to` (Loop's `check(from, to)` / `addEntries(from, to, value)`).
    func range(_ from: Int, _ to: Int, _ mark: DayMark, into marks: inout [Int: DayMark]) {
        for i in from..<to { marks[i] = mark }
    }

    // MARK: - YesNoScoreListTest

    /// `YesNoScoreListTest.test_getValue`.
    static let yesNoGetValue = [
        0.655747, 0.636894, 0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.443734,
        0.413270, 0.381137, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.147820, 0.101149, 0.051922,
        0.000000, 0.000000, 0.000000,
    ]

    @Test func yesNoGetValue() {
        var marks: [Int: DayMark] = [:]
        range(0, 20, Self.yes, into: &marks)
        expectScores(history(marks), Self.yesNoGetValue)
    }

    @Test func yesNoGetValueWithSkip() {
        var marks: [Int: DayMark] = [:]
        range(0, 20, Self.yes, into: &marks)
        for s in [5, 10, 11] { marks[s] = Self.skip }
        expectScores(history(marks), [
            0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.472617, 0.443734, 0.413270, 0.381137,
            0.347244, 0.347244, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.147820, 0.101149, 0.051922,
            0.000000, 0.000000, 0.000000,
        ])
    }

    @Test func yesNoGetValueWithSkip2() {
        expectScores(history([5: Self.yes, 4: Self.skip]), [0.041949, 0.044247, 0.046670, 0.049226, 0.051922, 0.051922, 0.0])
    }

    @Test func yesNoImperfectNonDaily() {
        // Two check-ins, then five days without, 100 times: 3 a week converges to ⅔, 4 a week to ½.
        var marks: [Int: DayMark] = [:]
        for k in 0..<100 { marks[7 * k] = Self.yes; marks[7 * k + 1] = Self.yes }
        #expect(abs(endOfToday(history(marks, .window(times: 3, days: 7))) - 2.0 / 3) < Self.e)
        #expect(abs(endOfToday(history(marks, .window(times: 4, days: 7))) - 0.5) < Self.e)
    }

    @Test func yesNoIrregularNonDaily() {
        // Once a week, on different weekdays: converges to 1 (within 1e-3).
        var marks: [Int: DayMark] = [:]
        for k in 0..<100 { marks[14 * k] = Self.yes; marks[14 * k + 13] = Self.yes }
        #expect(abs(endOfToday(history(marks, .window(times: 1, days: 7))) - 1) < 1e-3)
    }

    @Test func yesNoHighScoreInReasonableTime() {
        var daily: [Int: DayMark] = [:]
        range(0, 90, Self.yes, into: &daily)
        #expect(endOfToday(history(daily)) > 0.99)
        var weekly: [Int: DayMark] = [:]
        for i in 0...38 { weekly[7 * i] = Self.yes }
        #expect(endOfToday(history(weekly, .window(times: 1, days: 7))) > 0.99)
        for i in 0...17 { weekly[30 * i] = Self.yes }
        #expect(endOfToday(history(weekly, .window(times: 1, days: 30))) > 0.99)
    }

    @Test func yesNoRecompute() {
        #expect(endOfToday(history([:], start: today)) == 0)
        let two = history([0: Self.yes, 1: Self.yes])
        #expect(abs(endOfToday(two) - 0.101149) < Self.e)
        let everyOther = history([0: Self.yes, 1: Self.yes], .window(times: 1, days: 2))
        #expect(abs(endOfToday(everyOther) - 0.054816) < Self.e)
    }

    // MARK: - NumericalAtLeastScoreListTest (target 2 a day)

    static let atLeast2 = StrengthGoal.atLeast(2, days: 1)

    @Test func atLeastGetValue() {
        var marks: [Int: DayMark] = [:]
        range(0, 20, Self.amount(2), into: &marks)
        expectScores(history(marks), goal: Self.atLeast2, Self.yesNoGetValue)
    }

    @Test func atLeastRecompute() {
        #expect(endOfToday(history([:], start: today), goal: Self.atLeast2) == 0)
        let two = history([0: Self.amount(2), 1: Self.amount(2)])
        #expect(abs(endOfToday(two, goal: Self.atLeast2) - 0.101149) < Self.e)
        #expect(abs(endOfToday(two, goal: .atLeast(2, days: 2)) - 0.072631) < Self.e)
    }

    @Test func atLeastHighScoreInReasonableTime() {
        var daily: [Int: DayMark] = [:]
        for i in 0...89 { daily[i] = Self.amount(2) }
        #expect(endOfToday(history(daily), goal: Self.atLeast2) > 0.99)
        var weekly: [Int: DayMark] = [:]
        for i in 0...38 { weekly[7 * i] = Self.amount(2) }
        #expect(endOfToday(history(weekly), goal: .atLeast(2, days: 7)) > 0.99)
        for i in 0...17 { weekly[30 * i] = Self.amount(2) }
        #expect(endOfToday(history(weekly), goal: .atLeast(2, days: 30)) > 0.99)
    }

    @Test func atLeastComparableScoreToProgress() {
        var marks: [Int: DayMark] = [:]
        range(0, 500, Self.amount(1), into: &marks)
        #expect(abs(endOfToday(history(marks), goal: Self.atLeast2) - 0.5) < Self.e)
        range(0, 500, Self.amount(0.5), into: &marks)
        #expect(abs(endOfToday(history(marks), goal: Self.atLeast2) - 0.25) < Self.e)
    }

    @Test func atLeastOverachievingIsntRelevant() {
        #expect(abs(endOfToday(history([0: Self.amount(10_000)]), goal: Self.atLeast2) - 0.051922) < Self.e)
    }

    @Test func atLeastWithZeroTargetIsFinite() {
        let h = history([0: Self.amount(0.1), 1: Self.amount(0.2), 3: Self.amount(0.3), 5: Self.amount(0.4)])
        #expect(endOfToday(h, goal: .atLeast(0, days: 1)).isFinite)
    }

    // MARK: - NumericalAtLeastScoreListWithSkipTest

    @Test func atLeastWithSkipGetValue() {
        var marks: [Int: DayMark] = [:]
        range(0, 20, Self.amount(2), into: &marks)
        marks[10] = Self.skip
        marks[15] = Self.skip
        expectScores(history(marks), goal: Self.atLeast2, [
            0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.443734, 0.413270, 0.381137,
            0.347244, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.192067, 0.147820, 0.101149, 0.051922,
            0.000000, 0.000000, 0.000000,
        ])
    }

    @Test func atLeastSkipsDontAffectTheScore() {
        var marks: [Int: DayMark] = [:]
        range(0, 500, Self.amount(1), into: &marks)
        let initial = endOfToday(history(marks), goal: Self.atLeast2)
        range(500, 1000, Self.skip, into: &marks)
        #expect(abs(endOfToday(history(marks), goal: Self.atLeast2) - initial) < Self.e)
        range(300, 500, Self.skip, into: &marks)
        range(500, 700, Self.amount(1), into: &marks)
        #expect(abs(endOfToday(history(marks), goal: Self.atLeast2) - initial) < Self.e)
    }

    // MARK: - NumericalAtMostScoreListTest (target 2 a day)

    static let atMost2 = StrengthGoal.atMost(2, days: 1)

    @Test func atMostGetValue() {
        var marks: [Int: DayMark] = [20: Self.amount(1)]
        range(0, 20, Self.amount(5), into: &marks)
        expectScores(history(marks), goal: Self.atMost2, [
            0.344253, 0.363106, 0.382992, 0.403967, 0.426090, 0.449426, 0.474039, 0.500000, 0.527383, 0.556266,
            0.586730, 0.618863, 0.652756, 0.688505, 0.726212, 0.765983, 0.807933, 0.852180, 0.898851, 0.948078,
            1.0, 0.0, 0.0,
        ])
        // Tend's figure today counts today only when it helps (Tend's rule, not Loop's): yesterday's end.
        #expect(abs(Strength.score(history(marks), today: today, goal: Self.atMost2) - 0.363106) < Self.e)
    }

    @Test func atMostRecompute() {
        // No entries: Loop starts the habit today, at full strength.
        #expect(abs(endOfToday(history([:], start: today), goal: Self.atMost2) - 1) < Self.e)
        #expect(abs(Strength.score(history([:], start: today), today: today, goal: Self.atMost2) - 1) < Self.e)
        let two = history([0: Self.amount(5), 1: Self.amount(5)])
        #expect(abs(endOfToday(two, goal: Self.atMost2) - 0.898850) < Self.e)
        #expect(abs(endOfToday(two, goal: .atMost(2, days: 2)) - 0.927369) < Self.e)
    }

    @Test func atMostComparableScoreToProgress() {
        var marks: [Int: DayMark] = [:]
        range(0, 500, Self.amount(3), into: &marks)
        #expect(abs(endOfToday(history(marks), goal: Self.atMost2) - 0.5) < Self.e)
        range(0, 500, Self.amount(3.5), into: &marks)
        #expect(abs(endOfToday(history(marks), goal: Self.atMost2) - 0.25) < Self.e)
    }

    @Test func atMostUnderachievingIsntRelevant() {
        #expect(abs(endOfToday(history([1: Self.amount(10_000)]), goal: Self.atMost2) - 0.950773) < Self.e)
    }

    @Test func atMostOverachievingIsntRelevant() {
        #expect(abs(endOfToday(history([0: Self.amount(5), 1: Self.amount(0)]), goal: Self.atMost2) - 0.948077) < Self.e)
        #expect(abs(endOfToday(history([0: Self.amount(5), 1: Self.amount(1)]), goal: Self.atMost2) - 0.948077) < Self.e)
    }

    @Test func atMostWithZeroTargetIsFinite() {
        let h = history([0: Self.amount(0.1), 1: Self.amount(0.2), 3: Self.amount(0.3), 5: Self.amount(0.4)])
        #expect(endOfToday(h, goal: .atMost(0, days: 1)).isFinite)
    }
}

import Testing
import TendKernel
@testable import TendStats

/// Today is "in progress" until it ends: it counts in a figure only when it helps. As a property over
/// random histories and schedules: making today better — nothing, then partly done, then done, then
/// more entries (for amounts: more toward an "at least" goal, less of an "at most" one) — never lowers
/// any figure of TendStats.
@Suite("Today in progress: doing something today never lowers a figure")
struct TodayInProgressTests {
    /// One named number a figure shows, where higher is better.
    typealias Reading = (name: String, value: Double)

    /// Today's mark, from worse to better, for check-ins.
    static let ladder: [DayMark?] = [
        nil,
        DayMark(count: 1, completion: 0.25, value: 1),
        DayMark(count: 1, completion: 0.5, value: 2),
        DayMark(count: 1, completion: 1, value: 3),
        DayMark(count: 3, completion: 1, value: 5),
    ]
    /// Today's amount for an "at most" goal, from worse to better (nothing recorded keeps the limit).
    static let atMostLadder: [DayMark?] = [
        DayMark(count: 1, value: 9), DayMark(count: 1, value: 4), DayMark(count: 1, value: 2), DayMark(count: 1, value: 0.5), nil,
    ]

    /// A trend as a comparable number: its direction first (down < stable < up), then its change (a zero
    /// base, where there is no relative change, ranks by its difference).
    static func rank(_ t: Trend?) -> Double { t == nil ? -1e18 : Trend.rank(t) }

    /// Every figure of a history as of `today`.
    static func readings(_ h: ScheduledHistory, today: Day, firstWeekday: Weekday, other: ScheduledHistory) -> [Reading] {
        var out: [Reading] = []
        func add(_ name: String, _ v: Double?) { out.append((name, v ?? -1e9)) }
        let strict = Streaks.strictDaily(h.marks, today: today)
        add("strict daily current", Double(strict.current))
        add("strict daily longest", Double(strict.longest))
        for (name, rules) in [("grace 2", StreakRules.standard), ("strict", .strict), ("period grace", StreakRules(grace: 1, periodGrace: 1))] {
            let s = Streaks.scheduled(h, today: today, firstWeekday: firstWeekday, rules: rules)
            add("streak \(name) current", Double(s.current))
            add("streak \(name) longest", Double(s.longest))
        }
        let perfect = Streaks.perfectDays([h, other], today: today)
        add("perfect days current", Double(perfect.current))
        add("perfect days longest", Double(perfect.longest))
        add("momentum", Momentum.compute(h, today: today).score)
        add("strength", Strength.score(h, today: today))
        add("strength at least", Strength.score(h, today: today, goal: .atLeast(6, days: 3)))
        for days in [7, 30, 90] {
            add("completion rate \(days)", Aggregates.completionRate(h, in: today.adding(days: -(days - 1))...today, today: today))
        }
        for w in Aggregates.adherencePerWeekday(h, in: today.adding(days: -89)...today, today: today, firstWeekday: firstWeekday) {
            add("adherence \(w.weekday)", w.rate)
        }
        for metric in [DayMetric.completion, .count] {
            add("week over week \(metric)", rank(Aggregates.weekOverWeek(h.marks, today: today, metric: metric)))
            add("seven-day trend \(metric)", rank(Aggregates.sevenDayTrend(h.marks, today: today, metric: metric)))
            add("recent mean \(metric)", Aggregates.recentMean(h.marks, today: today, days: 7, metric: metric).mean)
        }
        add("entries per active day", Aggregates.entriesPerActiveDay(h.marks, in: today.adding(days: -89)...today, today: today).mean)
        for m in Milestones.all(h.marks, today: today) { add("milestone \(m.kind) \(m.threshold)", m.progress) }
        let f = TargetFigures.compute(h, today: today, firstWeekday: firstWeekday)
        add("figures streak", f.streak.map { Double($0.current) })
        add("figures momentum", f.momentum?.score)
        add("figures strength", f.strength)
        add("figures completion", f.completionRate)
        let series = ModelSeries.compute(h, days: [today.adding(days: -1), today], firstWeekday: firstWeekday)
        add("models strict", series.strictStreak.last.map(Double.init))
        add("models forgiving", series.forgivingStreak.last.map(Double.init))
        add("models momentum", series.momentum.last)
        add("models strength", series.strength.last)
        let whole = WholeHistory.figures(of: h, today: today, firstWeekday: firstWeekday, rules: .standard)
        add("whole strict", Double(whole.strict.current))
        add("whole forgiving", Double(whole.forgiving.current))
        add("whole strength", whole.strength)
        return out
    }

    /// Random cases: a history of up to 200 days before today, a schedule, and whether it has a start.
    func cases(seed: UInt64, count: Int) -> [(ScheduledHistory, Day, Weekday, ScheduledHistory)] {
        var rng = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let today = day("2026-01-01").adding(days: Int.random(in: 0...400, using: &rng))
            let length = Int.random(in: 1...200, using: &rng)
            let start = today.adding(days: -length)
            var marks = randomMarks(&rng, start: start, days: length)
            marks[today] = nil
            let since: Day? = Bool.random(using: &rng) ? start : nil
            let h = ScheduledHistory(marks: marks, schedule: randomSchedule(&rng), start: since)
            let other = ScheduledHistory(marks: randomMarks(&rng, start: start, days: length + 1), schedule: randomSchedule(&rng), start: since)
            return (h, today, Bool.random(using: &rng) ? .monday : .sunday, other)
        }
    }

    @Test func doingMoreTodayNeverLowersAnyFigure() {
        var failures: [String] = []
        for (h, today, fw, other) in cases(seed: 0x7D_0005, count: 250) {
            var previous: [Reading]?
            for mark in Self.ladder {
                var marks = h.marks
                marks[today] = mark
                let now = Self.readings(ScheduledHistory(marks: marks, timeline: h.timeline), today: today, firstWeekday: fw, other: other)
                if let previous {
                    for (a, b) in zip(previous, now) where b.value < a.value - 1e-9 {
                        failures.append("\(a.name): \(a.value) → \(b.value) (today \(today), \(h.timeline.segments[0].schedule), mark \(String(describing: mark)))")
                    }
                }
                previous = now
            }
        }
        #expect(failures.isEmpty, "\(failures.count) drops, first: \(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test func lessOfAnAtMostGoalTodayNeverLowersItsStrength() {
        var failures: [String] = []
        for (h, today, _, _) in cases(seed: 0x7D_0006, count: 250) {
            for goal in [StrengthGoal.atMost(3, days: 1), .atMost(8, days: 7), .atMost(0, days: 1)] {
                var previous: Double?
                for mark in Self.atMostLadder {
                    var marks = h.marks
                    marks[today] = mark
                    let s = Strength.score(ScheduledHistory(marks: marks, timeline: h.timeline), today: today, goal: goal)
                    if let previous, s < previous - 1e-12 { failures.append("\(goal): \(previous) → \(s)") }
                    previous = s
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) drops, first: \(failures.prefix(5).joined(separator: "\n"))")
    }

    /// The example: a week-over-week trend that was up must not turn stable because one habit of
    /// a stack was checked today (today's completion ⅓ against a week of full days).
    @Test func aPartOfTodayDoesNotTurnATrendDown() {
        let today = day("2026-11-20")
        var marks: [Day: DayMark] = [:]
        for i in 1...13 { marks[today.adding(days: -i)] = DayMark(count: 1, completion: i <= 6 ? 1 : 0.7) }
        let before = Aggregates.weekOverWeek(marks, today: today, metric: .completion)
        marks[today] = DayMark(count: 1, completion: 1.0 / 3)
        let after = Aggregates.weekOverWeek(marks, today: today, metric: .completion)
        #expect(before?.direction == .up)
        #expect(after == before)
        marks[today] = DayMark(count: 3, completion: 1)
        #expect(Self.rank(Aggregates.weekOverWeek(marks, today: today, metric: .completion)) >= Self.rank(before))
    }
}

import Foundation
import TendKernel
import TendTesting
import Testing
@testable import TendStats

@Suite("Whole-history figures from checkpoints")
struct WholeHistoryTests {
    func store() -> InMemoryStore { InMemoryStore(clock: FixedClock(Date(timeIntervalSince1970: 0)), ids: SequentialIDs(seed: 1)) }

    /// The figures of `plan` given only the marks it asks for.
    func figures(_ plan: WholeHistory.Plan, _ marks: [Day: DayMark]) -> WholeHistory.Figures {
        WholeHistory.figures(plan, marks.filter { $0.key >= plan.readFrom })
    }

    @Test("runs on later and later days read only the days after their checkpoint and agree with the whole history")
    func agreesWithTheWholeHistory() throws {
        var rng = SeededGenerator(seed: 0x7E4D_00C1)
        var resumed = 0
        for round in 0..<120 {
            let start = day("2019-01-01").adding(days: Int.random(in: 0...400, using: &rng))
            let length = Int.random(in: 60...900, using: &rng)
            let marks = randomMarks(&rng, start: start, days: length)
            let target = TrackerTarget(id: "habit:h\(round)", tracker: "habits", name: "h", schedule: randomSchedule(&rng), start: start)
            let fw: Weekday = Bool.random(using: &rng) ? .monday : .sunday
            let rules = StreakRules(grace: Int.random(in: 0...3, using: &rng), periodGrace: Int.random(in: 0...1, using: &rng))
            let goal: StrengthGoal = Bool.random(using: &rng) ? .checks : .atLeast(4, days: Int.random(in: 1...20, using: &rng))
            let s = store()
            var end = start.adding(days: Int.random(in: 0...50, using: &rng))
            while end <= start.adding(days: length + 10) {
                let plan = try #require(WholeHistory.plan(target, through: end, firstWeekday: fw, rules: rules, goal: goal, store: s))
                if plan.readFrom > start { resumed += 1 }
                let got = figures(plan, marks)
                let whole = WholeHistory.figures(of: ScheduledHistory(marks: marks, timeline: ScheduleTimeline(target: target)),
                                                 today: end, firstWeekday: fw, rules: rules, goal: goal)
                #expect(got.strict == whole.strict, "round \(round) \(target.schedule) end \(end)")
                #expect(got.forgiving == whole.forgiving, "round \(round) \(target.schedule) end \(end)")
                #expect(abs(got.strength - whole.strength) < 1e-9, "round \(round) end \(end)")
                end = end.adding(days: Int.random(in: 1...70, using: &rng))
            }
        }
        #expect(resumed > 300)
    }

    @Test("a checkpoint is saved weeks before the day, kept for a month of runs, and not used under other rules or for an earlier day")
    func savedAndUsed() throws {
        let s = store()
        let start = day("2024-01-01"), end = day("2026-11-21")
        let target = TrackerTarget(id: "mood", tracker: "mood", name: "Mood", schedule: .daily, start: start)
        let marks = pattern("2024-01-01", String(repeating: "x", count: start.days(to: end) + 1))
        let first = try #require(WholeHistory.plan(target, through: end, firstWeekday: .monday, rules: .standard, store: s))
        #expect(first.readFrom == start)
        #expect(figures(first, marks).forgiving == StreakFigures(current: 1056, longest: 1056))
        let saved = try #require(try s.checkpoint(tracker: "mood", target: "mood", kind: "figures"))
        #expect(saved.day == WholeHistory.checkpointDay(before: end))
        #expect(saved.day <= end.adding(days: -40) && saved.day > end.adding(days: -72))

        // The next day reads from the checkpoint on, and needs nothing older.
        let next = try #require(WholeHistory.plan(target, through: end.adding(days: 1), firstWeekday: .monday, rules: .standard, store: s))
        #expect(next.readFrom == saved.day.adding(days: 1))
        #expect(figures(next, marks).forgiving == StreakFigures(current: 1056, longest: 1056))

        // Other rules, another start (params), or an earlier day than the checkpoint's: the whole history.
        let strict = try #require(WholeHistory.plan(target, through: end, firstWeekday: .monday, rules: .strict, store: s))
        #expect(strict.readFrom == start)
        let moved = TrackerTarget(id: "mood", tracker: "mood", name: "Mood", schedule: .daily, start: start.adding(days: 1))
        #expect(try #require(WholeHistory.plan(moved, through: end, firstWeekday: .monday, rules: .standard, store: s)).readFrom == moved.start)
        let past = try #require(WholeHistory.plan(target, through: saved.day, firstWeekday: .monday, rules: .strict, store: s))
        #expect(past.readFrom == start)
    }

    @Test("no checkpoint is saved when something is written between planning and folding")
    func writeInBetween() throws {
        let s = store()
        let start = day("2025-01-01"), end = day("2026-11-21")
        let target = TrackerTarget(id: "mood", tracker: "mood", name: "Mood", schedule: .daily, start: start)
        let plan = try #require(WholeHistory.plan(target, through: end, firstWeekday: .monday, rules: .standard, store: s))
        try s.write(ChangeIntent(action: "test")) { _ in
            [.create(Entry(id: "mood/2025-02-01", tracker: "mood", day: day("2025-02-01"), value: .level(3), created: Date(timeIntervalSince1970: 0)))]
        }
        _ = WholeHistory.figures(plan, [:])
        #expect(try s.checkpoint(tracker: "mood", target: "mood", kind: "figures") == nil)
        _ = WholeHistory.figures(try #require(WholeHistory.plan(target, through: end, firstWeekday: .monday, rules: .standard, store: s)), [:])
        #expect(try s.checkpoint(tracker: "mood", target: "mood", kind: "figures") != nil)
    }

    @Test("a checkpoint whose state can't be read is ignored and replaced")
    func unreadableState() throws {
        let s = store()
        let start = day("2025-01-01"), end = day("2026-11-21")
        let target = TrackerTarget(id: "mood", tracker: "mood", name: "Mood", schedule: .daily, start: start)
        _ = WholeHistory.figures(try #require(WholeHistory.plan(target, through: end, firstWeekday: .monday, rules: .standard, store: s)), [:])
        let saved = try #require(try s.checkpoint(tracker: "mood", target: "mood", kind: "figures"))
        try s.save(FigureCheckpoint(tracker: "mood", target: "mood", kind: "figures", params: saved.params, day: saved.day, state: "{"), readAt: s.lastClock())
        let plan = try #require(WholeHistory.plan(target, through: end, firstWeekday: .monday, rules: .standard, store: s))
        #expect(plan.readFrom == start)
    }

    @Test("folds read back from their text as they were written, for every unit, grace and goal")
    func foldsRoundTrip() throws {
        var rng = SeededGenerator(seed: 0x7E4D_00C2)
        for round in 0..<200 {
            let start = day("2020-01-01").adding(days: Int.random(in: 0...300, using: &rng))
            let length = Int.random(in: 0...500, using: &rng)
            let marks = randomMarks(&rng, start: start, days: length)
            let target = TrackerTarget(id: "h\(round)", tracker: "habits", name: "h", schedule: randomSchedule(&rng), start: start)
            let goal: StrengthGoal = [.checks, .atLeast(2.5, days: 7), .atMost(1, days: 3)][round % 3]
            let rules = StreakRules(grace: Int.random(in: 0...3, using: &rng), periodGrace: Int.random(in: 0...1, using: &rng))
            let end = start.adding(days: length)
            let timeline = CompiledTimeline(ScheduleTimeline(target: target))
            let table = DayTable(marks, from: start, through: end)
            var folds = WholeHistory.Folds(strict: StreakFold(from: start), forgiving: StreakFold(from: start),
                                           strength: StrengthFold(from: start, goal: goal))
            folds.strict.count(through: end.ordinal, today: end.ordinal, timeline: timeline, table: table, firstWeekday: .monday, rules: .strict)
            folds.forgiving.count(through: end.ordinal, today: end.ordinal, timeline: timeline, table: table, firstWeekday: .monday, rules: rules)
            folds.strength.count(ScheduledHistory(marks: marks, timeline: ScheduleTimeline(target: target)), through: end, goal: goal)
            let text = folds.text
            #expect(WholeHistory.Folds(text: text) == folds, "round \(round) \(target.schedule): \(text)")
            #expect(WholeHistory.Folds(text: text)?.text == text)
        }
        var changed = WholeHistory.Folds(strict: StreakFold(from: day("2026-01-01")), forgiving: StreakFold(from: day("2026-01-01")),
                                         strength: StrengthFold(from: day("2026-01-01")))
        changed.strict.best = [.weeks: 4, .periods(days: 10): 2, .days: 9]
        changed.strict.unit = .periods(days: 10)
        #expect(WholeHistory.Folds(text: changed.text) == changed)
        for bad in ["", "{", "{}", #"{"strict":{},"forgiving":{},"strength":{}}"#, changed.text.replacingOccurrences(of: "10d", with: "0d"),
                    changed.text.replacingOccurrences(of: "\"next\":\"2026-01-01\"", with: "\"next\":\"2026-13-01\"")] {
            #expect(WholeHistory.Folds(text: bad) == nil, "\(bad)")
        }
    }

    @Test("the parameters' text is the same for the same parameters and differs when any of them does")
    func paramsText() {
        let start = day("2025-01-01")
        func params(_ schedule: Schedule = .daily, start: Day = start, fw: Weekday = .monday, rules: StreakRules = .standard,
                    goal: StrengthGoal = .checks) -> String {
            WholeHistory.Params(version: WholeHistory.version, timeline: ScheduleTimeline(schedule, start: start), firstWeekday: fw,
                                rules: rules, goal: goal).text
        }
        #expect(params() == params())
        let variants = [params(), params(.window(times: 3, days: 7)), params(.days([.monday, .friday])), params(.interval(2)),
                        params(start: start.adding(days: 1)), params(fw: .sunday), params(rules: .strict),
                        params(rules: StreakRules(grace: 2, periodGrace: 1)), params(rules: StreakRules(minimumCompletion: 0.5)),
                        params(goal: .atLeast(5, days: 7)), params(goal: .atMost(5, days: 7)), params(goal: .atLeast(5, days: 8)),
                        params(goal: .atLeast(5.5, days: 7))]
        #expect(Set(variants).count == variants.count, "\(variants)")
    }

    @Test("a checkpoint an earlier build saved (version 2, JSONEncoder's text) is not used, and is replaced by this build's")
    func versionTwoReplaced() throws {
        let s = store()
        let start = day("2016-11-21"), end = day("2026-11-21")
        let target = TrackerTarget(id: "mood", tracker: "mood", name: "Mood", schedule: .daily, start: start)
        // As a store kept it before version 3 (read off the ten-year benchmark store).
        let params = #"{"firstWeekday":1,"goal":{"checks":{}},"rules":{"grace":2,"minimumCompletion":1,"periodGrace":0},"timeline":{"segments":[{"anchor":"2016-11-21","from":"2016-11-21","schedule":"daily"}]},"version":2}"#
        let state = #"{"forgiving":{"best":[],"counter":{"current":3610,"longest":3610,"missed":0},"next":"2026-10-10","periodDone":0,"periodSkipped":0,"unit":{"days":{}}},"strength":{"from":"2016-11-21","next":"2026-10-10","previous":0.999999999999999,"score":0.999999999999999},"strict":{"best":[],"counter":{"current":3610,"longest":3610,"missed":0},"next":"2026-10-10","periodDone":0,"periodSkipped":0,"unit":{"days":{}}}}"#
        #expect(try s.save(FigureCheckpoint(tracker: "mood", target: "mood", kind: "figures", params: params, day: day("2026-10-09"), state: state),
                           readAt: s.lastClock()))
        let plan = try #require(WholeHistory.plan(target, through: end, firstWeekday: .monday, rules: .standard, store: s))
        #expect(plan.readFrom == start)
        _ = WholeHistory.figures(plan, [:])
        let saved = try #require(try s.checkpoint(tracker: "mood", target: "mood", kind: "figures"))
        #expect(saved.params.contains(#""version":3"#) && saved.params != params)
        #expect(try #require(WholeHistory.plan(target, through: end, firstWeekday: .monday, rules: .standard, store: s)).readFrom > start)
    }
}

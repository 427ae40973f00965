import Foundation
@testable import HabitStacksTracker
import Testing
import TendConsole
import TendKernel
import TendStats
import TendCLITesting
import TendTesting

/// Figures after known histories, through `tend habit show --json`, against TendStats' tested functions
/// and the reference points in docs/stats.md. Histories are seeded straight into the store.
@Suite("habit figures: momentum, strength, streaks, completion")
struct HabitStatsTests {
    private func figures(_ h: TendHarness, _ habit: String) throws -> [String: Any] {
        try HabitFixture.json(h, "habit", "show", habit) as! [String: Any]
    }

    private func days(from iso: String, count: Int) -> [String] { (0..<count).map { HabitFixture.day(iso, plus: $0) } }

    @Test("13 daily check-ins give strength 0.5; a skip freezes it; a miss lowers it")
    func strengthDaily() throws {
        let h = HabitFixture.harness(now: "2026-11-13T21:00")
        let run = try HabitFixture.seedHabit(h, "Run", start: "2026-11-01")
        try HabitFixture.seedCheckIns(h, run, on: days(from: "2026-11-01", count: 13))
        #expect(try figures(h, "Run")["strength"] as? Double == 0.5)
        h.now = "2026-11-14T21:00"
        HabitFixture.ok(h, "habit", "skip", "Run")
        #expect(try figures(h, "Run")["strength"] as? Double == 0.5)
        // The 15th missed: one step with completion 0, 0.5 × m with m = 0.5^(1/13) = 0.948078, so
        // 0.5^(14/13) = 0.474039 (4 places in JSON); today (the 16th) would lower it, so it doesn't count yet.
        h.now = "2026-11-16T09:00"
        #expect(try figures(h, "Run")["strength"] as? Double == 0.474)
    }

    @Test("measurable strength follows the amount: at least 5 km with 2.5 a day, at most 2 cups with 3 or 1")
    func strengthMeasurable() throws {
        let h = HabitFixture.harness(now: "2026-11-13T21:00")
        let thirteen = days(from: "2026-11-01", count: 13)
        for (name, goal, amount) in [("Running", HabitGoal.atLeast(5, unit: "km"), 2.5), ("Coffee", .atMost(2, unit: "cups"), 3),
                                     ("Tea", .atMost(2, unit: "cups"), 1)] {
            let id = try HabitFixture.seedHabit(h, name, goal: goal, start: "2026-11-01")
            try HabitFixture.seedCheckIns(h, id, on: thirteen, .amount(amount))
        }
        #expect(try figures(h, "Running")["strength"] as? Double == 0.25)
        // An at-most score starts at 1 (as in Loop): 3 cups a day (completion ½) falls toward ½ — today,
        // in progress, doesn't lower it, so the figure is yesterday's end; 1 cup a day stays at 1.
        let m = Strength.multiplier(frequency: 1)
        #expect(try figures(h, "Coffee")["strength"] as? Double == JSONOutput.round(0.5 + 0.5 * pow(m, 12)))
        #expect(try figures(h, "Tea")["strength"] as? Double == 1)
    }

    @Test("a measurable 3/week habit: strength over the doubled window and momentum, worked out by hand")
    func strengthWindow() throws {
        let h = HabitFixture.harness()
        let id = try HabitFixture.seedHabit(h, "Running", schedule: .window(times: 3, days: 7), goal: .atLeast(5, unit: "km"),
                                            start: "2026-10-01")
        let done = stride(from: 0, to: 52, by: 2).map { HabitFixture.day("2026-10-01", plus: $0) }
        try HabitFixture.seedCheckIns(h, id, on: done, .amount(4))
        let f = try figures(h, "Running")
        // Strength (docs/stats.md): 3/week doubled is 6 checks of 5 km in 14 days, so completion = min(1, the
        // 14-day sum ÷ 30), frequency 1/14, m = 0.5^(√(1/14) / 13); 4 km every other day from 1 October
        // (26 check-ins, the last on 20 November), stepped daily to 21 November (today's step would lower
        // it): 0.452959 (worked out step by step outside Swift; 4 places in JSON).
        #expect(f["strength"] as? Double == 0.453)
        // Momentum: every day is due 3/7 of its weight; the check-ins 2, 4, … 20 days ago each complete
        // 4/5; today would lower it. Σ_{k even, 2…20} 0.8 × 0.88^k ÷ Σ_{k=1…20} (3/7) × 0.88^k = 0.873759.
        let momentum = f["momentum"] as! [String: Any]
        #expect(momentum["score"] as? Double == 0.8738)
        #expect(momentum["bucket"] as? String == "onFire")
        #expect(f["streakUnit"] as? String == "weeks")
    }

    @Test("momentum weighs recent days: every day but yesterday is on fire; one day 3 days ago is dormant")
    func momentum() throws {
        let h = HabitFixture.harness(now: "2026-11-22T20:00")
        let run = try HabitFixture.seedHabit(h, "Run", start: "2026-10-01")
        let read = try HabitFixture.seedHabit(h, "Read", start: "2026-10-01")
        try HabitFixture.seedCheckIns(h, run, on: days(from: "2026-11-02", count: 21).filter { $0 != "2026-11-21" })
        try HabitFixture.seedCheckIns(h, read, on: ["2026-11-19"])
        // Σ_{k=0…20} 0.88^k = (1 − 0.88^21) ÷ 0.12 = 7.764540. Run: every day but yesterday (k = 1), today
        // done: 1 − 0.88 ÷ 7.764540 = 0.886664. Read: only 3 days ago, today not done (so left out):
        // 0.88^3 ÷ (7.764540 − 1) = 0.681472 ÷ 6.764540 = 0.100742.
        let r = try figures(h, "Run")["momentum"] as! [String: Any]
        #expect(r["score"] as? Double == 0.8867)
        #expect(r["bucket"] as? String == "onFire")
        let d = try figures(h, "Read")["momentum"] as! [String: Any]
        #expect(d["score"] as? Double == 0.1007)
        #expect(d["bucket"] as? String == "dormant")
    }

    @Test("schedule-aware streaks forgive the user's grace days; a skip bridges")
    func streaks() throws {
        let h = HabitFixture.harness(now: "2026-11-08T20:00")
        let run = try HabitFixture.seedHabit(h, "Run", start: "2026-11-01")
        let gym = try HabitFixture.seedHabit(h, "Gym", schedule: .days([.monday, .wednesday, .friday]), start: "2026-11-01")
        try HabitFixture.seedCheckIns(h, run, on: days(from: "2026-11-01", count: 5) + ["2026-11-08"])
        #expect(try figures(h, "Run")["streak"] as? [String: Int] == ["current": 6, "longest": 6])
        try h.openStore().write(ChangeIntent(action: "config.set")) { _ in
            [.setSetting("grace-days", scope: .synced, .int(0))]
        }
        #expect(try figures(h, "Run")["streak"] as? [String: Int] == ["current": 1, "longest": 5])
        // Gym: Mon 2 and Wed 4 done, Fri 6 skipped, Mon 9 done — the skip neither counts nor breaks.
        h.now = "2026-11-09T20:00"
        try HabitFixture.seedCheckIns(h, gym, on: ["2026-11-02", "2026-11-04", "2026-11-09"])
        HabitFixture.ok(h, "habit", "skip", "Gym", "--date", "2026-11-06")
        let f = try figures(h, "Gym")
        #expect(f["streak"] as? [String: Int] == ["current": 3, "longest": 3])
        #expect(f["completionRate"] as? Double == 1)
        #expect(f["streakUnit"] as? String == "days")
    }

    @Test("several habits' and stacks' histories read together equal each read on its own, over its own days")
    func historiesTogether() throws {
        let h = HabitFixture.harness()
        try HabitFixture.seedStack(h, "Morning", after: "waking up", habits: ["Run", "Read", "Stretch"], start: "2026-09-01")
        try HabitFixture.seedHabit(h, "Floss", goal: .atLeast(2, unit: "times"), start: "2026-10-15")
        // Check-ins from before the habits started to today: done, skipped or an amount, by a fixed pattern.
        let first = Day(iso: "2026-08-20")!
        for (k, id) in ["h-run", "h-read", "h-stretch", "h-floss"].enumerated() {
            var values: [String: EntryValue] = [:]
            for n in 0..<95 where (n * (k + 3) + k) % 5 != 0 {
                values[first.adding(days: n).iso] = n % 11 == 0 ? .skip : n % 7 == 0 ? .amount(Double(n % 4)) : .done
            }
            try HabitFixture.seedCheckIns(h, id, values)
        }
        let store = try h.openStore()
        let ctx = TrackerContext(store: store, calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock, ids: SequentialIDs(seed: 9))
        let tracker = HabitStacksTracker()
        let targets = Dictionary(uniqueKeysWithValues: try tracker.targets(ctx).map { ($0.id, $0) })
        let unknown = TrackerTarget(id: "habit:Nobody", tracker: "habit", name: "Nobody", schedule: .daily)
        func days(_ a: String, _ b: String) -> ClosedRange<Day> { Day(iso: a)!...Day(iso: b)! }
        // Run is asked over fewer days than its stack (read once over both), Read twice, one target unknown.
        let requests = [
            HistoryRequest(target: targets["habit:Run"]!, days: days("2026-10-01", "2026-11-22")),
            HistoryRequest(target: targets["habit:Read"]!, days: days("2026-09-01", "2026-11-22")),
            HistoryRequest(target: unknown, days: days("2026-09-01", "2026-11-22")),
            HistoryRequest(target: targets["stack:Morning"]!, days: days("2026-08-25", "2026-11-20")),
            HistoryRequest(target: targets["habit:Floss"]!, days: days("2026-10-15", "2026-11-22")),
            HistoryRequest(target: targets["habit:Read"]!, days: days("2026-11-01", "2026-11-10")),
        ]
        var together: [TargetHistory] = []
        try tracker.histories(requests, ctx) { together.append($0) }

        // Each on its own, straight from the store over its own days.
        let book = try HabitBook(store)
        let alone = try requests.map { r -> TargetHistory in
            switch HistoryPlan(r.target, book) {
            case .habit(let habit):
                let values = try HabitStats.values(store, [habit], days: r.days)[habit.id] ?? [:]
                return TargetHistory(target: r.target, marks: HabitStats.marks(habit, values))
            case .stack(let members):
                let values = try HabitStats.values(store, members, days: r.days)
                return TargetHistory(target: r.target, marks: HabitDay.stackMarks(members, values: values, days: r.days))
            case .unknown:
                return TargetHistory(target: r.target, marks: [:])
            }
        }
        #expect(together.map(\.target.id) == requests.map(\.target.id))
        #expect(together == alone)
        #expect(together[0].marks.keys.min() == Day(iso: "2026-10-01"))  // not the stack's longer span
        #expect(together[5].marks.keys.allSatisfy { requests[5].days.contains($0) })
        #expect(!together[3].marks.isEmpty && together[2].marks.isEmpty)
        #expect(try requests.map { try tracker.history(of: $0.target, days: $0.days, ctx) } == alone)
    }

    @Test("the tracker offers one target per habit and per stack; a stack's day is the share of its habits done")
    func targets() throws {
        let h = HabitFixture.harness()
        try HabitFixture.seedStack(h, "Morning", after: "waking up", habits: ["Run", "Read", "Stretch"], start: "2026-11-20")
        try HabitFixture.seedHabit(h, "Floss", start: "2026-11-22")
        try HabitFixture.seedCheckIns(h, "h-run", on: ["2026-11-21", "2026-11-22"])
        try HabitFixture.seedCheckIns(h, "h-read", on: ["2026-11-22"])
        try HabitFixture.seedCheckIns(h, "h-stretch", on: ["2026-11-21"], .skip)
        let store = try h.openStore()
        let ctx = TrackerContext(store: store, calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock, ids: SequentialIDs(seed: 9))
        let tracker = HabitStacksTracker()
        let targets = try tracker.targets(ctx)
        #expect(targets.map(\.id).sorted() == ["habit:Floss", "habit:Read", "habit:Run", "habit:Stretch", "stack:Morning"])
        let stack = targets.first { $0.id == "stack:Morning" }!
        #expect(stack.start == Day(iso: "2026-11-20"))
        let range = Day(iso: "2026-11-19")!...Day(iso: "2026-11-22")!
        let marks = try tracker.history(of: stack, days: range, ctx).marks
        #expect(marks[Day(iso: "2026-11-19")!] == nil)
        #expect(marks[Day(iso: "2026-11-20")!]?.completion == 0)
        #expect(marks[Day(iso: "2026-11-21")!]?.completion == 0.5)  // Run done, Read missed, Stretch skipped
        #expect(abs((marks[Day(iso: "2026-11-22")!]?.completion ?? 0) - 2.0 / 3) < 1e-9)
        let run = try tracker.history(of: targets.first { $0.id == "habit:Run" }!, days: range, ctx).marks
        #expect(run.keys.sorted() == [Day(iso: "2026-11-21")!, Day(iso: "2026-11-22")!])
    }
}

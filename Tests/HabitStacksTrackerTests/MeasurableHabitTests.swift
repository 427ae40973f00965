import Foundation
@testable import HabitStacksTracker
import Testing
import TendKernel
import TendTesting

/// Measurable habits say what the views show: an amount short of the goal is not "checked off", an
/// amount of 0 is no progress, and days before a habit existed are outside its life, not rest days.
@Suite("Measurable habits: partial, complete and outside")
struct MeasurableHabitTests {
    @Test("stack done with an amount short of the goal doesn't say the stack is checked off")
    func shortOfTheGoal() throws {
        let h = HabitFixture.harness()
        HabitFixture.ok(h, "habit", "new", "Water", "--at-least", "2", "--unit", "L")
        HabitFixture.ok(h, "stack", "new", "Hydrate", "--after", "lunch", "Water")
        let out = HabitFixture.ok(h, "stack", "done", "Hydrate", "--amount", "1")
        #expect(!out.contains("checked off"), "\(out)")
        #expect(out.contains("Next in Hydrate: Water (short of the goal)."), "\(out)")
        let show = HabitFixture.ok(h, "stack", "show", "Hydrate")
        #expect(show.contains("short of the goal (1 L)"), "\(show)")
        #expect(HabitFixture.ok(h, "stack", "next", "Hydrate").contains("Water"))
        // Reaching the goal completes the stack.
        let done = HabitFixture.ok(h, "stack", "done", "Hydrate", "--amount", "2")
        #expect(done.contains("Everything in Hydrate is checked off"), "\(done)")
    }

    @Test("an amount of 0 toward an at-least goal is no progress: open today, missed once the day is over")
    func zeroIsNotPartial() throws {
        let h = HabitFixture.harness()
        let id = try HabitFixture.seedHabit(h, "Water", goal: .atLeast(2, unit: "L"), start: "2026-11-15")
        try HabitFixture.seedCheckIns(h, id, ["2026-11-20": .amount(0), "2026-11-21": .amount(1), "2026-11-22": .amount(0)])
        let show = try HabitFixture.json(h, "habit", "show", "Water") as! [String: Any]
        let week = try #require(show["last7"] as? [[String: Any]])
        let states = Dictionary(uniqueKeysWithValues: week.map { ($0["day"] as! String, $0["state"] as! String) })
        #expect(states["2026-11-20"] == "missed", "\(states)")
        #expect(states["2026-11-21"] == "partial")
        #expect(states["2026-11-22"] == "open")
        // At most: 0 keeps the limit, so it is done.
        let coffee = try HabitFixture.seedHabit(h, "Coffee", goal: .atMost(2, unit: "cups"), start: "2026-11-15")
        try HabitFixture.seedCheckIns(h, coffee, ["2026-11-21": .amount(0)])
        let c = try HabitFixture.json(h, "habit", "show", "Coffee") as! [String: Any]
        let cw = try #require(c["last7"] as? [[String: Any]])
        #expect(cw.first { $0["day"] as? String == "2026-11-21" }?["state"] as? String == "done")
    }

    @Test("days before a habit existed are outside its life in a stack, not rest days")
    func beforeTheHabitExisted() throws {
        let h = HabitFixture.harness()
        let sid = try HabitFixture.seedStack(h, "Morning", after: "waking up", habits: ["Run"], start: "2026-11-01")
        try HabitFixture.seedHabit(h, "Floss", start: "2026-11-20", stack: sid, order: "V")
        let out = HabitFixture.ok(h, "stack", "show", "Morning", "--date", "2026-11-10")
        #expect(!out.contains("rest day"), "\(out)")
        #expect(out.contains("Floss") && out.contains("not started"), "\(out)")
        let json = try HabitFixture.json(h, "stack", "show", "Morning", "--date", "2026-11-10") as! [[String: Any]]
        let links = try #require(json.first?["habits"] as? [[String: Any]])
        #expect(links.first { $0["name"] as? String == "Floss" }?["state"] as? String == "outside")
        #expect(json.first?["due"] as? Int == 1)
    }
}

import Foundation
@testable import HabitStacksTracker
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

@Suite("tend stack: chains after a trigger")
struct StackCommandTests {
    /// The chain's habit names, in order, read from the store.
    private func chain(_ h: TendHarness, _ stack: String = "Morning") throws -> [String] {
        let book = try HabitBook(h.openStore())
        return book.members(of: try #require(book.stack(named: stack))).map(\.name)
    }

    @Test("new creates the stack and the habits it names that don't exist yet, and reuses existing ones")
    func newCreatesHabits() throws {
        let h = HabitFixture.harness()
        HabitFixture.ok(h, "habit", "new", "Read", "--schedule", "weekdays")
        let out = HabitFixture.ok(h, "stack", "new", "Morning", "--after", "after waking up", "Run", "read", "Stretch")
        #expect(out == "Created stack Morning:\n  After waking up → Run → Read → Stretch\nNew habits: Run, Stretch.\n")
        #expect(try chain(h) == ["Run", "Read", "Stretch"])
        let items = try h.openStore().items(ItemQuery(tracker: "habit"))
        #expect(items.filter { $0.type == "habit" }.count == 3)
        #expect(items.first { $0.string("name") == "Read" }?.string("schedule") == "weekdays")
        #expect(items.first { $0.type == "stack" }?.string("trigger") == "waking up")
    }

    @Test("add, move and remove reorder the chain correctly; each move writes one habit")
    func reorder() throws {
        let h = HabitFixture.harness()
        HabitFixture.morning(h)
        HabitFixture.ok(h, "habit", "new", "Floss")
        HabitFixture.ok(h, "stack", "add", "Morning", "Floss", "--at", "2")
        #expect(try chain(h) == ["Run", "Floss", "Read", "Stretch"])
        let ops = try h.openStore().logCounts().ops
        HabitFixture.ok(h, "stack", "move", "Morning", "Stretch", "--to", "1")
        #expect(try h.openStore().logCounts().ops == ops + 1)
        #expect(try chain(h) == ["Stretch", "Run", "Floss", "Read"])
        HabitFixture.ok(h, "stack", "move", "Morning", "stretch", "--to", "4")
        #expect(try chain(h) == ["Run", "Floss", "Read", "Stretch"])
        HabitFixture.ok(h, "stack", "move", "Morning", "Read", "--to", "2")
        #expect(try chain(h) == ["Run", "Read", "Floss", "Stretch"])
        let before = try h.digest()
        #expect(HabitFixture.ok(h, "stack", "move", "Morning", "Read", "--to", "2").contains("nothing changed"))
        #expect(try h.digest() == before)
        HabitFixture.ok(h, "stack", "remove", "Morning", "Floss")
        #expect(try chain(h) == ["Run", "Read", "Stretch"])
        HabitFixture.ok(h, "stack", "add", "Morning", "Floss")
        #expect(try chain(h) == ["Run", "Read", "Stretch", "Floss"])
        for _ in 0..<4 { HabitFixture.ok(h, "stack", "move", "Morning", "Floss", "--to", "2"); HabitFixture.ok(h, "stack", "move", "Morning", "Read", "--to", "2") }
        #expect(try chain(h) == ["Run", "Read", "Floss", "Stretch"])
        HabitFixture.ok(h, "undo")
        #expect(try chain(h) == ["Run", "Floss", "Read", "Stretch"])
    }

    @Test("a habit is in one stack or none")
    func oneStackOnly() throws {
        let h = HabitFixture.harness()
        HabitFixture.morning(h)
        HabitFixture.ok(h, "stack", "new", "Evening", "--after", "dinner", "Dishes")
        let r = h.run("stack", "add", "Evening", "Read")
        #expect(r.code == 65)
        #expect(r.err == "tend: Read is already in stack Morning and a habit can be in one stack only; take it out first with 'tend stack rm Morning Read'.\n")
        #expect(h.run("stack", "new", "Night", "--after", "brushing teeth", "Run").code == 65)
        HabitFixture.ok(h, "stack", "remove", "Morning", "Read")
        HabitFixture.ok(h, "stack", "add", "Evening", "Read", "--at", "1")
        #expect(try chain(h, "Evening") == ["Read", "Dishes"])
        #expect(try chain(h) == ["Run", "Stretch"])
    }

    @Test("rename and rm: the habits stay, in no stack")
    func renameAndRemove() throws {
        let h = HabitFixture.harness()
        HabitFixture.morning(h)
        #expect(HabitFixture.ok(h, "stack", "rename", "morning", "Sunrise") == "Renamed stack Morning to Sunrise.\n")
        #expect(try chain(h, "Sunrise") == ["Run", "Read", "Stretch"])
        HabitFixture.ok(h, "stack", "rm", "Sunrise")
        #expect(HabitFixture.ok(h, "stack").hasPrefix("No stacks yet"))
        let habits = try HabitFixture.json(h, "habit", "list") as! [[String: Any]]
        #expect(habits.count == 3)
        #expect(habits.allSatisfy { ($0["habit"] as! [String: Any])["stack"] == nil })
        HabitFixture.ok(h, "undo")
        #expect(try chain(h, "Sunrise") == ["Run", "Read", "Stretch"])
    }

    @Test("rm and remove are one verb: with a habit it leaves the stack, alone the stack goes (habits stay)")
    func rmIsRemove() throws {
        let h = HabitFixture.harness()
        HabitFixture.morning(h)
        #expect(HabitFixture.ok(h, "stack", "rm", "Morning", "read").hasPrefix("Took Read out of Morning"))
        #expect(try chain(h) == ["Run", "Stretch"])
        HabitFixture.ok(h, "stack", "remove", "morning")
        #expect(HabitFixture.ok(h, "stack").hasPrefix("No stacks yet"))
        #expect((try HabitFixture.json(h, "habit", "list") as! [[String: Any]]).count == 3)
        HabitFixture.ok(h, "undo")
        #expect(try chain(h) == ["Run", "Stretch"])
        let help = h.run("stack", "--help").out
        #expect(help.contains("rm, remove"), "\(help)")
    }

    @Test("next prints the next undone habit and done checks it off along the chain")
    func nextAndDone() throws {
        let h = HabitFixture.harness()
        HabitFixture.morning(h)
        #expect(HabitFixture.ok(h, "stack", "next", "Morning") == "Run\n")
        #expect(HabitFixture.ok(h, "stack", "done", "Morning") == "Run: done on Sunday 22 November 2026.\nNext in Morning: Read.\n")
        HabitFixture.ok(h, "habit", "skip", "Read")
        #expect(HabitFixture.ok(h, "stack", "next", "morning") == "Stretch\n")
        HabitFixture.ok(h, "stack", "done", "Morning")
        #expect(try HabitFixture.checkIn(h, "Stretch", "2026-11-22") == .done)
        #expect(HabitFixture.ok(h, "stack", "next", "Morning") == "Everything in Morning is checked off for Sunday 22 November 2026.\n")
        let before = try h.digest()
        #expect(HabitFixture.ok(h, "stack", "done", "Morning").hasPrefix("Everything in Morning is checked off"))
        #expect(try h.digest() == before)
        let next = try HabitFixture.json(h, "stack", "next", "Morning") as! [String: Any]
        #expect(next["next"] == nil && next["stack"] as? String == "Morning")
    }

    @Test("stack done on a measurable next habit takes --amount")
    func doneMeasurable() throws {
        let h = HabitFixture.harness()
        HabitFixture.ok(h, "habit", "new", "Running", "--at-least", "5", "--unit", "km")
        HabitFixture.ok(h, "stack", "new", "Morning", "--after", "coffee", "Running", "Read")
        let r = h.run("stack", "done", "Morning")
        #expect(r.code == 65 && r.err.contains("needs an amount (km)"))
        HabitFixture.ok(h, "stack", "done", "Morning", "--amount", "5")
        #expect(try HabitFixture.checkIn(h, "Running", "2026-11-22") == .amount(5))
    }

    @Test("progress along the chain: golden text, ASCII and JSON")
    func progressGolden() throws {
        let h = HabitFixture.harness()
        HabitFixture.morning(h, created: "2026-11-15T07:00")
        HabitFixture.ok(h, "stack", "new", "Evening", "--after", "dinner", "Dishes", "Journal")
        HabitFixture.ok(h, "habit", "new", "Running", "--at-least", "5", "--unit", "km", "--schedule", "mon,wed,fri")
        HabitFixture.ok(h, "stack", "add", "Evening", "Running", "--at", "1")
        HabitFixture.check(h, "Run", on: (1...6).map { HabitFixture.day("2026-11-22", plus: -$0) })
        HabitFixture.check(h, "Read", on: ["2026-11-20", "2026-11-21"])
        HabitFixture.ok(h, "stack", "done", "Morning")
        HabitFixture.ok(h, "habit", "done", "Dishes")
        HabitFixture.golden(HabitFixture.ok(h, "stack"), "stack-progress.txt")
        HabitFixture.golden(HabitFixture.ok(h, "stack", "Morning", "--ascii"), "stack-progress.ascii.txt")
        HabitFixture.golden(HabitFixture.ok(h, "stack", "--json"), "stack-progress.json")
        h.now = "2026-11-23T09:00"  // a Monday: Running is due
        HabitFixture.golden(HabitFixture.ok(h, "stack", "Evening"), "stack-progress-monday.txt")
    }
}

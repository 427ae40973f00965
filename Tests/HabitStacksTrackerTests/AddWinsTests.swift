import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

/// Two devices: each a harness with its own store and device id; changes travel with `Store.apply`.
@Suite("a concurrent check and uncheck resolve to checked (add-wins)")
struct AddWinsTests {
    /// Copies every change of `from` that `to` lacks.
    private func sync(_ from: TendHarness, _ to: TendHarness) throws {
        let changes = try from.openStore().changes(ChangeQuery(newestFirst: false))
        _ = try to.openStore().apply(changes, now: to.clock.now())
    }

    /// Two synced devices with the habit Run.
    private func devices() throws -> (TendHarness, TendHarness) {
        let a = HabitFixture.harness(seed: 1), b = HabitFixture.harness(seed: 2)
        HabitFixture.ok(a, "habit", "new", "Run")
        b.run("history")
        try sync(a, b)
        #expect(try a.openStore().device != b.openStore().device)
        return (a, b)
    }

    @Test("A checks; B checks and unchecks meanwhile: both end checked")
    func checkBeatsUncheck() throws {
        let (a, b) = try devices()
        HabitFixture.ok(a, "habit", "done", "Run")
        HabitFixture.ok(b, "habit", "done", "Run")
        HabitFixture.ok(b, "habit", "undo", "Run")
        try sync(a, b)
        try sync(b, a)
        #expect(try HabitFixture.checkIn(a, "Run", "2026-11-22") == .done)
        #expect(try HabitFixture.checkIn(b, "Run", "2026-11-22") == .done)
        #expect(try a.openStore().stateDigest() == b.openStore().stateDigest())
        #expect(try a.openStore().entries(EntryQuery(tracker: "habit", includeDeleted: true)).count == 1)
    }

    @Test("both see it checked; A unchecks while B unchecks and checks again: checked")
    func recheckBeatsUncheck() throws {
        let (a, b) = try devices()
        HabitFixture.ok(a, "habit", "done", "Run")
        try sync(a, b)
        HabitFixture.ok(a, "habit", "undo", "Run")
        HabitFixture.ok(b, "habit", "undo", "Run")
        HabitFixture.ok(b, "habit", "done", "Run")
        try sync(b, a)
        try sync(a, b)
        #expect(try HabitFixture.checkIn(a, "Run", "2026-11-22") == .done)
        #expect(try HabitFixture.checkIn(b, "Run", "2026-11-22") == .done)
        #expect(try a.openStore().stateDigest() == b.openStore().stateDigest())
    }

    @Test("an uncheck that saw the check wins: both end unchecked")
    func sequentialUncheck() throws {
        let (a, b) = try devices()
        HabitFixture.ok(a, "habit", "done", "Run")
        try sync(a, b)
        HabitFixture.ok(b, "habit", "undo", "Run")
        try sync(b, a)
        #expect(try HabitFixture.checkIn(a, "Run", "2026-11-22") == nil)
        #expect(try HabitFixture.checkIn(b, "Run", "2026-11-22") == nil)
    }

    @Test("two devices checking the same day create one entry, keyed by (habit, day)")
    func noDuplicates() throws {
        let (a, b) = try devices()
        HabitFixture.ok(a, "habit", "done", "Run")
        HabitFixture.ok(b, "habit", "skip", "Run")
        try sync(a, b)
        try sync(b, a)
        let entries = try a.openStore().entries(EntryQuery(tracker: "habit", includeDeleted: true))
        #expect(entries.count == 1)
        #expect(try a.openStore().stateDigest() == b.openStore().stateDigest())
    }

    @Test("concurrent additions of different habits to one stack both survive")
    func concurrentAdds() throws {
        let (a, b) = try devices()
        HabitFixture.ok(a, "stack", "new", "Morning", "--after", "waking up", "Run")
        HabitFixture.ok(a, "habit", "new", "Read")
        HabitFixture.ok(a, "habit", "new", "Stretch")
        try sync(a, b)
        HabitFixture.ok(a, "stack", "add", "Morning", "Read")
        HabitFixture.ok(b, "stack", "add", "Morning", "Stretch")
        try sync(a, b)
        try sync(b, a)
        for h in [a, b] {
            let report = (try HabitFixture.json(h, "stack", "Morning") as! [[String: Any]])[0]
            let names = (report["habits"] as! [[String: Any]]).map { $0["name"] as! String }
            #expect(names.count == 3 && names.first == "Run" && Set(names) == ["Run", "Read", "Stretch"], "\(names)")
        }
        // Both appended with the same position; a move between the tied habits renumbers the chain.
        HabitFixture.ok(a, "habit", "new", "Floss")
        HabitFixture.ok(a, "stack", "add", "Morning", "Floss", "--at", "3")
        let report = (try HabitFixture.json(a, "stack", "Morning") as! [[String: Any]])[0]
        let names = (report["habits"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(names.count == 4 && names[2] == "Floss", "\(names)")
    }
}

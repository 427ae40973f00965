import Foundation
import Testing
import TendEngine
import TendKernel
import TendSync
import TendTesting

/// The named scenarios of the sync design: each merge policy seen through two devices syncing.
@Suite("sync scenarios")
struct SyncScenarioTests {
    /// Two devices on one shared transport.
    func pair() -> (Replica, Replica) {
        let t = MemoryTransport()
        return (Replica(1, transport: t), Replica(2, transport: t, offset: 30))
    }

    /// Both sync twice, so each has everything.
    func converge(_ replicas: Replica...) throws {
        for _ in 0..<2 { for r in replicas { try r.sync() } }
    }

    @Test("concurrent mood values become a conflict on both devices, then a superseding write resolves it")
    func moodConflict() throws {
        let (a, b) = pair()
        try Fixture.mood(a.store, Fixture.day, 2)
        try converge(a, b)
        try Fixture.mood(a.store, Fixture.day, 4)
        b.clock.advance(by: 60)
        try Fixture.mood(b.store, Fixture.day, 1)
        try converge(a, b)
        let id = EntryKey.daily("mood", Fixture.day)
        for r in [a, b] {
            let e = try #require(try r.store.entry(id: id))
            #expect(e.conflicts.map(\.value) == [.level(4)], "device \(r.store.device)")
            #expect(e.value == .level(1))
            let found = try SyncConflicts.find(in: r.store)
            #expect(found.count == 1)
            #expect(found.first?.values.map(\.value) == [.level(1), .level(4)])
            #expect(found.first?.values.map(\.device) == [b.store.device, a.store.device])
            #expect(found.first?.values.map(\.current) == [true, false])
        }
        #expect(try a.digests() == b.digests())
        // Resolving: a write that saw both values supersedes both.
        try Fixture.mood(a.store, Fixture.day, 3)
        try converge(a, b)
        for r in [a, b] {
            let e = try #require(try r.store.entry(id: id))
            #expect(e.value == .level(3))
            #expect(e.conflicts.isEmpty)
            #expect(try SyncConflicts.find(in: r.store).isEmpty)
        }
        #expect(try a.digests() == b.digests())
    }

    @Test("a concurrent check and uncheck of a habit day leave it checked (add-wins)")
    func checkBeatsUncheck() throws {
        let (a, b) = pair()
        try Fixture.check(a.store, habit: "run", Fixture.day)
        try converge(a, b)
        let id = EntryKey.daily("habit", subject: "run", Fixture.day)
        try Fixture.delete(a.store, id)  // uncheck on a
        try Fixture.delete(b.store, id)  // b unchecks too…
        b.clock.advance(by: 5)
        try Fixture.check(b.store, habit: "run", Fixture.day)  // …and checks again, not having seen a's uncheck
        try converge(a, b)
        for r in [a, b] { #expect(try r.store.entry(id: id)?.deleted == false) }
        #expect(try a.digests() == b.digests())
    }

    @Test("an edit concurrent with a delete keeps the entry, with the edit")
    func editBeatsDelete() throws {
        let (a, b) = pair()
        try Fixture.line(a.store, id: "line1", Fixture.day, "Walked to work")
        try converge(a, b)
        try Fixture.delete(a.store, "line1")
        b.clock.advance(by: -10)  // the edit is even older than the delete
        try b.store.write(ChangeIntent(action: "five.edit")) { _ in [.setValue("line1", .text("Walked to work in the rain"))] }
        try converge(a, b)
        for r in [a, b] {
            let e = try #require(try r.store.entry(id: "line1"))
            #expect(!e.deleted)
            #expect(e.value == .text("Walked to work in the rain"))
        }
        #expect(try a.digests() == b.digests())
    }

    @Test("two devices each adding three lines offline for a day keep all six")
    func offlineDay() throws {
        let (a, b) = pair()
        try converge(a, b)
        for i in 1...3 {
            a.clock.advance(by: 3600)
            b.clock.advance(by: 3000)
            try Fixture.line(a.store, id: "a\(i)", Fixture.day, "laptop line \(i)")
            try Fixture.line(b.store, id: "b\(i)", Fixture.day, "desktop line \(i)")
        }
        a.clock.advance(by: 86_400)
        b.clock.advance(by: 86_400)
        try converge(a, b)
        for r in [a, b] {
            let lines = try r.store.entries(EntryQuery(tracker: "five", days: Fixture.day...Fixture.day))
            #expect(lines.map(\.id) == ["a1", "a2", "a3", "b1", "b2", "b3"])
        }
        #expect(try a.digests() == b.digests())
    }

    @Test("a device whose clock is a day ahead: its ops apply, its clock is not folded in, the user is warned")
    func clockAhead() throws {
        let t = MemoryTransport()
        let a = Replica(1, transport: t)
        let ahead = Replica(2, transport: t, offset: 86_400)
        try Fixture.mood(ahead.store, Fixture.day, 5)
        try ahead.sync()
        let before = try a.store.lastClock()
        let report = try a.pull()
        #expect(report.driftingDevices == [ahead.store.device])
        #expect(try a.store.entry(id: EntryKey.daily("mood", Fixture.day))?.value == .level(5))
        #expect(try a.store.lastClock().millis < HLC.millis(of: a.clock.now()) + HLC.maxDrift)
        #expect(try a.store.lastClock() >= before)
        // a's next write still gets a local reading, not tomorrow's.
        try Fixture.line(a.store, id: "x", Fixture.day, "later")
        let mine = try #require(try a.store.changes(ChangeQuery(device: a.store.device, limit: 1)).first)
        #expect(mine.id.hlc.millis <= HLC.millis(of: a.clock.now()))
        // A device within the guard is not reported.
        let near = Replica(3, transport: t, offset: 5 * 60)
        try Fixture.mood(near.store, Fixture.day.adding(days: -1), 3)
        try near.sync()
        #expect(try a.pull().driftingDevices.isEmpty)
    }
}

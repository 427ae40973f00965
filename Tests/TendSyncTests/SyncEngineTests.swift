import Foundation
import Testing
import TendEngine
import TendKernel
import TendSync
import TendTesting

/// The engine's own rules: what leaves a device, idempotence, numbering, chunking, clashes.
@Suite("sync engine")
struct SyncEngineTests {
    @Test("device-local settings never leave; synced ones do; a mixed change travels without its local ops")
    func localStaysHome() throws {
        let t = MemoryTransport()
        let a = Replica(1, transport: t), b = Replica(2, transport: t)
        try a.store.write(ChangeIntent(action: "config.set")) { _ in [.setSetting("theme", scope: .device, "night")] }
        #expect(try a.push().changes == 0, "a change of only local ops sends nothing")
        #expect(t.all.isEmpty)
        try a.store.write(ChangeIntent(action: "config.set")) { _ in
            [.setSetting("day-starts-at", scope: .device, "03:00"), .setSetting("display-name", scope: .synced, "Sam")]
        }
        #expect(try a.push().changes == 1)
        try b.pull()
        #expect(try b.store.setting("display-name", scope: .synced) == "Sam")
        #expect(try b.store.settings(scope: .device).isEmpty)
        #expect(try b.store.logCounts().ops == 1)
        #expect(try a.digests() == b.digests())
        #expect(try a.engine().unsentChanges().isEmpty)
    }

    @Test("pulling again, or from a reset version vector, applies nothing twice")
    func idempotent() throws {
        let t = MemoryTransport()
        let a = Replica(1, transport: t), b = Replica(2, transport: t)
        for i in 0..<5 { try Fixture.line(a.store, id: "l\(i)", Fixture.day, "line \(i)") ; try a.push() }
        #expect(a.state.nextSeq == 6 && a.state.seen[a.store.device] == 5)
        let first = try b.pull()
        #expect(first.segments == 5 && first.applied == 5)
        let digests = try b.digests()
        #expect(try b.pull().segments == 0)
        b.state.seen = VersionVector()
        let again = try b.pull()
        #expect(again.segments == 5 && again.applied == 0 && again.skipped == 5)
        #expect(try b.digests() == digests)
        #expect(try b.engine().needsPull() == false)
        try Fixture.line(a.store, id: "new", Fixture.day, "new")
        try a.push()
        #expect(try b.engine().needsPull())
    }

    @Test("a big push is split into segments without splitting a change; numbering continues after the folder's head")
    func chunking() throws {
        let t = MemoryTransport()
        let a = Replica(1, transport: t, policy: SyncPolicy(opsPerSegment: 3, snapshotEvery: 0, compact: false))
        for i in 0..<4 {
            try a.store.write(ChangeIntent(action: "bulk")) { _ in
                (0..<2).map { Mutation.create(Entry(id: "e\(i)-\($0)", tracker: "five", day: Fixture.day, value: .text("x"), created: Fixture.start)) }
            }
        }
        #expect(try a.push().segments == [1, 2, 3, 4])
        // The state forgot its numbers (a crash before saving): the folder's heads still rule.
        a.state.nextSeq = 1
        try Fixture.line(a.store, id: "later", Fixture.day, "later")
        #expect(try a.push().segments == [5])
        let b = Replica(2, transport: t)
        #expect(try b.pull().applied == 5)
        #expect(try b.digests() == a.digests())
    }

    @Test("another store writing under this device id is a clash: nothing is overwritten")
    func clash() throws {
        let t = MemoryTransport()
        let a = Replica(1, transport: t)
        try Fixture.line(a.store, id: "x", Fixture.day, "x")
        let clone = Replica(1, transport: t, offset: 5)  // same device id, another store
        try Fixture.line(clone.store, id: "y", Fixture.day, "y")
        try a.push()
        let before = t.all
        // The clone believes its segment 1 is free.
        final class Racing: SyncTransport, @unchecked Sendable {
            let inner: MemoryTransport
            init(_ inner: MemoryTransport) { self.inner = inner }
            var location: String { inner.location }
            func readVault() throws -> Data? { nil }
            func writeVault(_ data: Data, replacing: Bool) throws {}
            func heads() throws -> VersionVector { VersionVector() }
            func putSegment(_ data: [UInt8], device: DeviceID, seq: UInt64) throws -> PutOutcome {
                try inner.putSegment(data, device: device, seq: seq)
            }
            func segments(device: DeviceID, after: UInt64, limit: Int) throws -> [StoredSegment] { [] }
            func snapshots() throws -> [SnapshotID] { [] }
            func putSnapshot(_ data: [UInt8], id: SnapshotID) throws {}
            func snapshot(_ id: SnapshotID) throws -> [UInt8]? { nil }
        }
        clone.transport = Racing(t)
        #expect(throws: SyncError.deviceClash(device: a.store.device, seq: 1)) { try clone.push() }
        #expect(t.all == before)
        #expect(clone.state.lastPushed == nil)
    }

    @Test("the state must belong to the store and the key")
    func stateChecks() throws {
        let a = Replica(1, transport: MemoryTransport())
        var wrong = a.state
        wrong.device = Fixture.device(5)
        #expect(throws: SyncError.self) { try SyncEngine(store: a.store, transport: a.transport, key: a.key, state: wrong, clock: a.clock) }
        #expect(throws: SyncError.self) {
            try SyncEngine(store: a.store, transport: a.transport, key: Fixture.otherKey, state: a.state, clock: a.clock)
        }
    }
}

/// A store that lost its sync state finds its own segments in the folder.
@Suite("sync engine recovery")
struct SyncRecoveryTests {
    @Test("after losing its sync state, a device re-reads its own segments and does not send them again")
    func lostState() throws {
        let t = MemoryTransport()
        let a = Replica(1, transport: t)
        for i in 0..<3 {
            try Fixture.line(a.store, id: "l\(i)", Fixture.day, "line \(i)")
            try a.push()
        }
        a.state = SyncState(vault: a.key.vault, keyID: a.key.id, device: a.store.device, folder: nil)
        let pulled = try a.pull()
        #expect(pulled.segments == 3 && pulled.applied == 0 && pulled.skipped == 3)
        #expect(try a.push().changes == 0)
        try Fixture.line(a.store, id: "new", Fixture.day, "new")
        #expect(try a.push().segments == [4])
    }
}

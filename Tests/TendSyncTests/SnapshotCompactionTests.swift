import Foundation
import Testing
import TendKernel
import TendSync
import TendTesting

/// Snapshots let a new device skip years of segments; a device removes its own segments once every
/// other device applied them and a snapshot covers them.
@Suite("snapshots and compaction")
struct SnapshotCompactionTests {
    let policy = SyncPolicy(opsPerSegment: 4000, snapshotEvery: 6, snapshotPreference: 4, compact: true)

    @Test("a snapshot is written after enough segments; a new device starts from it; old segments go once all applied them")
    func lifecycle() throws {
        try withTemporaryDirectory { dir in
            let a = Replica(1, transport: FolderTransport(root: dir), policy: policy)
            let b = Replica(2, transport: FolderTransport(root: dir), policy: policy, offset: 1)
            for i in 0..<4 {
                try Fixture.line(a.store, id: "a\(i)", Fixture.day, "a \(i)")
                try a.sync()
                try Fixture.mood(b.store, Fixture.day.adding(days: -i), i + 1)
                try b.sync()
            }
            try a.sync()
            let t = FolderTransport(root: dir)
            let snaps = try t.snapshots()
            #expect(!snaps.isEmpty, "a snapshot after six segments")
            // Compaction removed segments both devices applied and a snapshot covers; the newest stays.
            try a.sync(); try b.sync(); try a.sync()
            let left = try t.segments(device: a.store.device, after: 0, limit: 100).map(\.seq)
            #expect(left.first! > 1, "a's oldest segments were removed: \(left)")
            #expect(left.last == 4, "the newest segment always stays")
            #expect(try t.heads()[a.store.device] == 4)
            // A new device can only get the removed segments from a snapshot, and does.
            let c = Replica(3, transport: FolderTransport(root: dir), policy: policy, offset: 2)
            let report = try c.pull()
            #expect(report.snapshot != nil)
            #expect(try c.digests() == a.digests())
            #expect(try a.digests() == b.digests())
            // Numbering continues after compaction.
            try Fixture.line(a.store, id: "after", Fixture.day, "after")
            #expect(try a.push().segments == [5])
            try c.sync()
            #expect(try c.store.entry(id: "after") != nil)
        }
    }

    @Test("nothing is removed while another device has not applied it")
    func waitsForEveryone() throws {
        let t = MemoryTransport()
        let a = Replica(1, transport: t, policy: policy)
        let lagging = Replica(2, transport: t, policy: policy)
        try lagging.sync()  // publishes a cursor that has seen nothing of a
        for i in 0..<8 {
            try Fixture.line(a.store, id: "a\(i)", Fixture.day, "a \(i)")
            try a.sync()
        }
        #expect(try t.snapshots().count == 1)
        #expect(try t.segments(device: a.store.device, after: 0, limit: 100).map(\.seq) == Array(1...8))
        try lagging.sync()
        try a.sync()
        #expect(try t.segments(device: a.store.device, after: 0, limit: 100).map(\.seq).first! > 1)
        #expect(try lagging.digests() == a.digests())
    }

    @Test("a device that fell behind a compaction catches up from the snapshot")
    func gapFilledBySnapshot() throws {
        let t = MemoryTransport()
        let a = Replica(1, transport: t, policy: policy)
        let b = Replica(2, transport: t, policy: policy)
        try b.sync()
        for i in 0..<8 {
            try Fixture.line(a.store, id: "a\(i)", Fixture.day, "a \(i)")
            try a.sync()
        }
        // Segments 1–3 vanish (removed by hand, as a careless cleanup would): only the snapshot has them.
        try t.removeSegments(device: a.store.device, through: 3)
        let r = try b.pull()
        #expect(r.snapshot != nil)
        #expect(r.waiting.isEmpty)
        #expect(try b.digests() == a.digests())
        // Without a snapshot the device waits, and says so.
        let c = Replica(3, transport: t, policy: policy)
        for id in try t.snapshots() { try t.removeSnapshot(id) }
        let w = try c.pull()
        #expect(w.waiting == [a.store.device])
        #expect(w.segments == 0)
    }
}

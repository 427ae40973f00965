import Foundation
import Testing
import TendKernel
import TendSync
import TendTesting

/// The folder layout: immutable numbered files written through temporary names, listings that skip
/// strays, and clear errors when the folder is gone.
@Suite("folder transport")
struct FolderTransportTests {
    let a = Fixture.device(1), b = Fixture.device(2)

    @Test("segments are written once, listed in order, and a different body at a taken number is a clash")
    func segments() throws {
        try withTemporaryDirectory { dir in
            let t = FolderTransport(root: dir)
            #expect(try t.heads() == VersionVector())
            #expect(try t.putSegment([1, 2, 3], device: a, seq: 1) == .created)
            #expect(try t.putSegment([1, 2, 3], device: a, seq: 1) == .alreadyPresent)
            let clash = { try t.putSegment([9], device: a, seq: 1) }
            #expect(throws: SyncError.deviceClash(device: a, seq: 1), performing: clash)
            for n in [3, 2, 11] { try t.putSegment([UInt8(n)], device: a, seq: UInt64(n)) }
            try t.putSegment([7], device: b, seq: 1)
            #expect(try t.heads() == VersionVector([a: 11, b: 1]))
            #expect(try t.segments(device: a, after: 1, limit: 10).map(\.seq) == [2, 3, 11])
            #expect(try t.segments(device: a, after: 1, limit: 2).map(\.data) == [[2], [3]])
            #expect(FileManager.default.fileExists(atPath: dir + "/devices/\(a.raw)/0000000011"))
            // No temporary file is left behind.
            let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/devices/\(a.raw)")
            #expect(names.sorted() == ["0000000001", "0000000002", "0000000003", "0000000011"])
            try t.removeSegments(device: a, through: 3)
            #expect(try t.segments(device: a, after: 0, limit: 10).map(\.seq) == [11])
        }
    }

    @Test("the vault description is created once and replaced atomically")
    func vault() throws {
        try withTemporaryDirectory { dir in
            let t = FolderTransport(root: dir)
            #expect(try t.readVault() == nil)
            try t.writeVault(Data("one".utf8), replacing: false)
            let writeAgain = { try t.writeVault(Data("two".utf8), replacing: false) }
            #expect(throws: SyncError.vaultExists(location: dir), performing: writeAgain)
            try t.writeVault(Data("three".utf8), replacing: true)
            #expect(try t.readVault() == Data("three".utf8))
        }
    }

    @Test("snapshots and cursors")
    func snapshotsAndCursors() throws {
        try withTemporaryDirectory { dir in
            let t = FolderTransport(root: dir)
            let id = SnapshotID(device: a, total: 9)
            try t.putSnapshot([4, 5], id: id)
            try t.putSnapshot([4, 5], id: id)
            let otherBody = { try t.putSnapshot([6], id: id) }
            #expect(throws: SyncError.self, performing: otherBody)
            #expect(try t.snapshots() == [id])
            #expect(try t.snapshot(id) == [4, 5])
            try t.removeSnapshot(id)
            #expect(try t.snapshot(id) == nil)
            try t.putCursor([1], device: a)
            try t.putCursor([2], device: a)
            try t.putCursor([3], device: b)
            #expect(try t.cursors() == [a: [2], b: [3]])
        }
    }

    @Test("a missing folder (an unmounted drive) is unreachable, not empty")
    func unreachable() throws {
        let t = FolderTransport(root: "/nonexistent/tend-sync-\(UUID().uuidString)")
        #expect(throws: SyncError.self) { try t.heads() }
        do { _ = try t.heads() } catch let SyncError.unreachable(location, reason) {
            #expect(location == t.root)
            #expect(reason.contains("does not exist"))
        }
        #expect(throws: SyncError.self) { try t.putSegment([1], device: a, seq: 1) }
    }
}

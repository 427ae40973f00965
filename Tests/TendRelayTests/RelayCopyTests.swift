import Foundation
import TendStore
import Testing
@testable import TendRelay

/// `tend-relay copy`: a SQLite relay moved into an empty PostgreSQL database, whole or not at all.
@Suite("relay: copying a SQLite relay into PostgreSQL")
struct RelayCopyTests {
    /// A SQLite relay with two vaults — one with 40 segments of two devices (more than a page), a
    /// snapshot and two cursors; one with its descriptor only — and an invitation with 2 uses.
    static func source() async throws -> (SQLiteRelayStore, directory: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-copy-" + UUID().uuidString).path
        let store = try SQLiteRelayStore(directory: dir)
        let a = TestVault(41), b = TestVault(42)
        for v in [a, b] {
            #expect(try await store.createVault(v.id, tokenHash: v.tokenHash, descriptor: v.descriptor, maxVaults: 0, admission: .open) == .created)
        }
        for seq in Int64(1)...30 {
            #expect(try await store.putSegment(a.id, device: TestVault.deviceA, seq: seq, Self.bytes(seq), maxVaultBytes: 0) == .created)
        }
        for seq in Int64(1)...10 {
            #expect(try await store.putSegment(a.id, device: TestVault.deviceB, seq: seq, Self.bytes(100 + seq), maxVaultBytes: 0) == .created)
        }
        #expect(try await store.putSnapshot(a.id, id: "\(TestVault.deviceA)-0000000030", [9, 9, 9], maxVaultBytes: 0) == .created)
        #expect(try await store.putCursor(a.id, device: TestVault.deviceA, [1], maxVaultBytes: 0) == .created)
        #expect(try await store.putCursor(a.id, device: TestVault.deviceB, [2, 2], maxVaultBytes: 0) == .created)
        try await store.addInvitation(hash: [UInt8](repeating: 7, count: 32), uses: 2, expires: Date(timeIntervalSince1970: 1_900_000_000),
                                      now: Date(timeIntervalSince1970: 1_800_000_000))
        return (store, dir)
    }

    /// Segment `n`'s bytes: lengths and contents differ from segment to segment.
    static func bytes(_ n: Int64) -> [UInt8] { (0..<(50 + Int(n) * 3)).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ Int(n)) } }

    @Test("everything is copied: vaults, segments past a page, snapshots, cursors, sizes, invitations; the PostgreSQL relay serves them")
    func copies() async throws {
        let (source, dir) = try await Self.source()
        defer { source.close(); try? FileManager.default.removeItem(atPath: dir) }
        let target = try await TestPostgres.open(try await TestPostgres.makeDatabase(), maxConnections: 2)
        defer { target.close() }

        let report = try await target.copy(from: source)
        var expected = RelayCopyReport()
        (expected.vaults, expected.segments, expected.snapshots, expected.cursors, expected.invitations) = (2, 40, 1, 2, 1)
        let a = TestVault(41), b = TestVault(42)
        let bytesA = try #require(try await source.vaultBytes(a.id)), bytesB = try #require(try await source.vaultBytes(b.id))
        expected.bytes = bytesA + bytesB
        #expect(report == expected)

        for v in [a, b] {
            #expect(try await target.tokenHash(v.id) == v.tokenHash)
            #expect(try await target.descriptor(v.id) == v.descriptor)
            #expect(try await target.numbers(v.id) == source.numbers(v.id))
            #expect(try await target.snapshots(v.id) == source.snapshots(v.id))
            #expect(try await target.cursors(v.id) == source.cursors(v.id))
            let audit = try #require(try await target.auditBytes(v.id))
            let recorded = try await source.vaultBytes(v.id)
            #expect(audit.recorded == audit.counted && audit.recorded == recorded)
            for device in [TestVault.deviceA, TestVault.deviceB] {
                let copied = try await target.segments(v.id, device: device, after: 0, limit: 1000, byteBudget: 1 << 30)
                let original = try await source.segments(v.id, device: device, after: 0, limit: 1000, byteBudget: 1 << 30)
                #expect(copied.segments.map(\.seq) == original.segments.map(\.seq))
                #expect(copied.segments.map(\.data) == original.segments.map(\.data))
            }
        }
        #expect(try await target.snapshot(a.id, id: "\(TestVault.deviceA)-0000000030") == [9, 9, 9])
        #expect(try await target.numbers(a.id)[TestVault.deviceA] == Array(1...30))
        // The invitation keeps its uses and expiry: the PostgreSQL relay accepts it twice, then not.
        let hash = [UInt8](repeating: 7, count: 32), now = Date(timeIntervalSince1970: 1_800_000_100)
        for n in UInt8(43)...44 {
            let v = TestVault(n)
            #expect(try await target.createVault(v.id, tokenHash: v.tokenHash, descriptor: v.descriptor, maxVaults: 0,
                                                 admission: .invitation(hash, now: now)) == .created)
        }
        let v = TestVault(45)
        #expect(try await target.createVault(v.id, tokenHash: v.tokenHash, descriptor: v.descriptor, maxVaults: 0,
                                             admission: .invitation(hash, now: now)) == .invitation(.usedUp))
    }

    @Test("a database that holds a vault or an invitation is refused, and nothing is copied")
    func notEmpty() async throws {
        let (source, dir) = try await Self.source()
        defer { source.close(); try? FileManager.default.removeItem(atPath: dir) }
        let url = try await TestPostgres.makeDatabase()
        let target = try await TestPostgres.open(url, maxConnections: 2)
        defer { target.close() }
        _ = try await target.invite(uses: 1, expires: nil, now: Date(timeIntervalSince1970: 1_800_000_000))
        await #expect(throws: RelayCopyError.notEmpty(vaults: 0, invitations: 1)) { try await target.copy(from: source) }
        #expect(try await TestPostgres.texts("SELECT COUNT(*)::text FROM vaults", on: url) == ["0"])
        #expect(try await TestPostgres.texts("SELECT COUNT(*)::text FROM invitations", on: url) == ["1"])
    }

    @Test("a vault whose bytes don't match its recorded size stops the copy, and the database is left empty")
    func sizeMismatch() async throws {
        let (source, dir) = try await Self.source()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let b = TestVault(42)
        let recorded = try #require(try await source.vaultBytes(b.id))
        source.close()
        let db = try RelayFixture.sqlite(dir)
        _ = try await db.write { try $0.run("UPDATE vaults SET bytes = bytes + 5 WHERE id = ?", [.text(b.id)]) }
        db.close()
        let damaged = try SQLiteRelayStore(directory: dir)
        defer { damaged.close() }
        let url = try await TestPostgres.makeDatabase()
        let target = try await TestPostgres.open(url, maxConnections: 2)
        defer { target.close() }
        await #expect(throws: RelayCopyError.sizeMismatch(vault: b.id, recorded: recorded + 5, copied: recorded)) {
            try await target.copy(from: damaged)
        }
        for table in ["vaults", "segments", "snapshots", "cursors", "invitations"] {
            #expect(try await TestPostgres.texts("SELECT COUNT(*)::text FROM \(table)", on: url) == ["0"], "\(table)")
        }
    }
}

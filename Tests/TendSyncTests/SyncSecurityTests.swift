import Foundation
import Testing
import TendEngine
import TendKernel
import TendSync
import TendTesting

/// A folder's content can't be trusted: anything altered, cut, moved, replayed or foreign is
/// refused with a clear reason and changes nothing; stray files are ignored.
@Suite("sync security")
struct SyncSecurityTests {
    /// A temporary sync folder with a writer (device 1) that pushed two segments, and a reader
    /// (device 2) that applied the first.
    final class Setup {
        let dir: String
        let writer: Replica
        let reader: Replica

        init() throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-sync-" + UUID().uuidString).path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            writer = Replica(1, transport: FolderTransport(root: dir))
            reader = Replica(2, transport: FolderTransport(root: dir))
            try Fixture.mood(writer.store, Fixture.day, 2)
            try writer.push()
            try reader.pull()
            writer.clock.advance(by: 60)
            try Fixture.line(writer.store, id: "l1", Fixture.day, "Second segment")
            try writer.push()
        }

        deinit { try? FileManager.default.removeItem(atPath: dir) }

        func path(_ device: DeviceID, _ seq: UInt64) -> String { dir + "/devices/\(device.raw)/" + SegmentAddress.number(seq) }
        var w: DeviceID { writer.store.device }

        func bytes(_ device: DeviceID, _ seq: UInt64) throws -> [UInt8] {
            Array(try Data(contentsOf: URL(fileURLWithPath: path(device, seq))))
        }

        func put(_ bytes: [UInt8], _ device: DeviceID, _ seq: UInt64) throws {
            try FileManager.default.createDirectory(atPath: dir + "/devices/\(device.raw)", withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path(device, seq)))
        }

        /// Pulls on the reader and returns the refusal that stopped the writer's segments, checking that
        /// nothing of them was applied and the reader's position did not move.
        func refusal() throws -> SegmentRefusal? {
            let before = try reader.digests() + ["\(try reader.store.logCounts())"]
            let seen = reader.state.seen
            let pushed = reader.state.lastPushed
            defer {
                #expect((try? reader.digests() + ["\(try reader.store.logCounts())"]) == before, "the store changed")
                #expect(reader.state.seen == seen && reader.state.lastPushed == pushed, "the sync position moved")
            }
            let report = try reader.pull()
            #expect(report.refusals.count == report.refused.count)
            if let r = report.refusals.first {
                #expect(reader.state.gaps?.first?.location == r.location, "the refusal is kept for 'tend sync status'")
            }
            return report.refusals.first
        }
    }

    @Test("a segment with one altered byte fails authentication, wherever the byte is")
    func tampered() throws {
        let s = try Setup()
        let good = try s.bytes(s.w, 2)
        for offset in [30, 50, SegmentHeader.size + 3, good.count - 1] {
            var bad = good
            bad[offset] ^= 0x01
            try s.put(bad, s.w, 2)
            let r = try #require(try s.refusal(), "offset \(offset)")
            #expect(r.location == "devices/\(s.w.raw)/0000000002")
            #expect(r.reason == .failedAuthentication, "offset \(offset)")  // 30: the number field itself
            #expect(r.description.contains("fails authentication"))
            #expect(r.description.contains("nothing was applied"))
        }
        try s.put(good, s.w, 2)
        #expect(try s.reader.pull().segments == 1)
        #expect(try s.reader.store.entry(id: "l1") != nil)
    }

    @Test("a truncated segment is refused: cut anywhere, even inside the header")
    func truncated() throws {
        let s = try Setup()
        let good = try s.bytes(s.w, 2)
        for keep in [good.count - 1, good.count - 16, SegmentHeader.size + 10, 40, 3] {
            try s.put(Array(good.prefix(keep)), s.w, 2)
            let r = try #require(try s.refusal(), "kept \(keep)")
            let expected: SegmentRefusal.Reason = keep < SegmentHeader.size + 16 ? .truncated : .failedAuthentication
            #expect(r.reason == expected, "kept \(keep)")
        }
    }

    @Test("a segment moved to another device or number, or replayed in place of a newer one, is refused")
    func relabelled() throws {
        let s = try Setup()
        let first = try s.bytes(s.w, 1)
        let second = try s.bytes(s.w, 2)
        // Replayed: the old first segment put where the second one was.
        try s.put(first, s.w, 2)
        var r = try #require(try s.refusal())
        #expect(r.reason == .relabelled(claimed: "devices/\(s.w.raw)/0000000001"))
        #expect(r.location == "devices/\(s.w.raw)/0000000002")
        #expect(r.description.contains("moved or replayed"))
        // Moved to a later number, past a missing one: not where the next segment belongs, so it is
        // named as ignored and nothing is applied.
        try s.put(first, s.w, 3)
        try FileManager.default.removeItem(atPath: s.path(s.w, 2))
        #expect(try s.refusal() == nil)
        let ignored = try s.reader.pull().ignored
        #expect(ignored.contains { $0.location == "devices/\(s.w.raw)/0000000003" && $0.reason.contains("moved or replayed") }, "\(ignored)")
        try FileManager.default.removeItem(atPath: s.path(s.w, 3))
        // Moved to another device's folder: refused there, and only there — the writer's own segment arrives.
        try s.put(second, s.w, 2)
        let stranger = Fixture.device(9)
        try s.put(first, stranger, 1)
        let report = try s.reader.pull()
        r = try #require(report.refusals.first)
        #expect(r.reason == .relabelled(claimed: "devices/\(s.w.raw)/0000000001"))
        #expect(r.location == "devices/\(stranger.raw)/0000000001")
        #expect(report.refused.map(\.device) == [stranger])
        #expect(try s.reader.store.entry(id: "l1") != nil, "the writer's own segment arrived")
        #expect(s.reader.state.seen[stranger] == 0)
    }

    @Test("a segment of another vault or sealed under another key is refused")
    func foreign() throws {
        let s = try Setup()
        let address = SegmentAddress(kind: .segment, device: s.w, seq: 2)
        let otherVault = VaultKey(vault: VaultID(bytes: Array(repeating: 1, count: 16))!, bytes: Array(0..<32))!
        try s.put(try SegmentCipher.seal(SegmentPayload.segment([]), at: address, key: otherVault, random: SeededBytes(seed: 1)), s.w, 2)
        #expect(try s.refusal()?.reason == .otherVault)
        try s.put(try SegmentCipher.seal(SegmentPayload.segment([]), at: address, key: Fixture.otherKey, random: SeededBytes(seed: 1)), s.w, 2)
        #expect(try s.refusal()?.reason == .otherKey)
        // Right key, but it claims another device's changes.
        let forged = Change(id: OpID(hlc: HLC(millis: 5, counter: 0), device: Fixture.device(7)), action: "x", detail: "", source: "cli",
                            undoes: nil, ops: [Op(id: OpID(hlc: HLC(millis: 5, counter: 0), device: Fixture.device(7)), entity: .setting,
                                                  key: "display-name", fields: ["value": "Mallory"], supersedes: [])])
        try s.put(try SegmentCipher.seal(SegmentPayload.segment([forged]), at: address, key: Fixture.key, random: SeededBytes(seed: 2)), s.w, 2)
        #expect(try s.refusal()?.reason == .badContent("it carries another device's changes"))
        // Right key, device-local settings inside.
        let local = Change(id: OpID(hlc: HLC(millis: 5, counter: 0), device: s.w), action: "x", detail: "", source: "cli", undoes: nil,
                           ops: [Op(id: OpID(hlc: HLC(millis: 5, counter: 0), device: s.w), entity: .local, key: "theme",
                                    fields: ["value": "night"], supersedes: [])])
        try s.put(try SegmentCipher.seal(SegmentPayload.segment([local]), at: address, key: Fixture.key, random: SeededBytes(seed: 3)), s.w, 2)
        #expect(try s.refusal()?.reason == .badContent("it carries device-local settings"))
        // Not a segment at all.
        try s.put(Array("hello, this is not a segment at all; it is long enough to have a header and a tag".utf8), s.w, 2)
        #expect(try s.refusal()?.reason == .notASegment)
    }

    @Test("stray files are ignored: sync-tool conflict copies, .DS_Store, temporary files, unknown names")
    func strays() throws {
        let s = try Setup()
        let good = try s.bytes(s.w, 2)
        let deviceDir = s.dir + "/devices/\(s.w.raw)/"
        let strays = [
            deviceDir + "0000000003.sync-conflict-20261122-093000-ABCDEFG", deviceDir + ".DS_Store",
            deviceDir + ".tend-tmp-0123456789abcdef", deviceDir + "~syncthing~0000000004.tmp",
            deviceDir + ".syncthing.0000000005.tmp", deviceDir + "0000000006 (conflicted copy)",
            s.dir + "/.DS_Store", s.dir + "/devices/.DS_Store", s.dir + "/devices/not-a-device/0000000001",
            s.dir + "/snapshots/garbage", s.dir + "/cursors/.DS_Store", s.dir + "/vault.sync-conflict-1.json",
        ]
        for p in strays {
            try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(good + [1, 2, 3]).write(to: URL(fileURLWithPath: p))
        }
        let transport = FolderTransport(root: s.dir)
        #expect(try transport.heads() == VersionVector([s.w: 2]))
        #expect(try transport.snapshots().isEmpty)
        #expect(try transport.cursors().isEmpty)
        let report = try s.reader.sync()
        #expect(report.pull.segments == 1)
        #expect(try s.reader.store.entry(id: "l1")?.value == .text("Second segment"))
        #expect(try s.writer.sync().pull.segments == 0)
    }

    @Test("a wrong passphrase unwraps nothing; an altered vault description is refused as wrong too")
    func wrongPassphrase() throws {
        let d = try VaultDescriptor.create(key: Fixture.key, passphrase: "correct horse", parameters: Fixture.cheapScrypt,
                                           random: SeededBytes(seed: 4))
        #expect(throws: SyncError.wrongPassphrase) { try d.unlock(passphrase: "correct hose") }
        #expect(try d.unlock(passphrase: "correct horse").id == Fixture.key.id)
        // Lowering the stored cost (an attacker hoping for faster guessing) breaks the unwrap.
        let json = String(decoding: d.jsonData, as: UTF8.self).replacingOccurrences(of: "\"logN\" : 4", with: "\"logN\" : 3")
        let weakened = try VaultDescriptor(jsonData: Data(json.utf8), location: "x")
        #expect(weakened.scrypt.logN == 3)
        #expect(throws: SyncError.wrongPassphrase) { try weakened.unlock(passphrase: "correct horse") }
    }
}

import Foundation
import Testing
import TendEngine
import TendKernel
@testable import TendSync
import TendTesting

/// A table of hostile or damaged folder states, on the real folder transport: huge numbers, strays
/// above and at the next number, deleted segments, a rolled-back folder, symbolic links, duplicates,
/// segments delivered out of order, a refused segment among good ones, a large change whose last part
/// is late. Each: no crash, a message naming the file, the devices converge once the junk is gone or
/// the missing segments are back (or given back by a snapshot), and nothing is lost.
@Suite("hostile folder states")
struct HostileFolderTests {
    /// A folder with two devices that have synced a few changes each.
    final class Folder {
        let dir: String
        let a: Replica
        let b: Replica
        private var made: [String] = []

        init(policy: SyncPolicy = SyncPolicy(snapshotEvery: 0, compact: false)) throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-hostile-" + UUID().uuidString).path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            a = Replica(1, transport: FolderTransport(root: dir), policy: policy)
            b = Replica(2, transport: FolderTransport(root: dir), policy: policy, offset: 1)
        }

        deinit { try? FileManager.default.removeItem(atPath: dir) }

        /// A new device on the folder.
        func device(_ n: Int, policy: SyncPolicy = SyncPolicy(snapshotEvery: 0, compact: false)) -> Replica {
            Replica(n, transport: FolderTransport(root: dir), policy: policy, offset: Double(n))
        }

        /// Writes one line on a device and pushes it (one segment).
        func write(_ r: Replica, _ text: String) throws {
            r.clock.advance(by: 60)
            let id = "l\(made.count)-" + r.store.device.raw
            made.append(id)
            try Fixture.line(r.store, id: id, Fixture.day, text)
            try r.push()
        }

        /// Every line written so far, which every replica must hold in the end.
        var lines: [String] { made }

        func path(_ rel: String) -> String { dir + "/" + rel }
        func seg(_ r: Replica, _ n: UInt64) -> String { "devices/\(r.store.device.raw)/" + SegmentAddress.number(n) }

        func put(_ rel: String, _ bytes: [UInt8]) throws {
            try FileManager.default.createDirectory(atPath: (path(rel) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path(rel)))
        }

        func bytes(_ rel: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path(rel)))) }
        func remove(_ rel: String) throws { try FileManager.default.removeItem(atPath: path(rel)) }
        func exists(_ rel: String) -> Bool { FileManager.default.fileExists(atPath: path(rel)) }

        /// Syncs every replica a few rounds; then all hold the same state and every line written.
        func expectConverged(_ replicas: [Replica], sourceLocation: SourceLocation = #_sourceLocation) throws {
            for _ in 0..<3 { for r in replicas { try r.sync() } }
            let first = try replicas[0].digests()
            for r in replicas.dropFirst() {
                #expect(try r.digests() == first, "device \(r.store.device.short) differs", sourceLocation: sourceLocation)
            }
            for r in replicas {
                for id in lines {
                    #expect(try r.store.entry(id: id) != nil, "device \(r.store.device.short) lacks \(id)", sourceLocation: sourceLocation)
                }
                let last = try r.sync()
                #expect(last.pull.gaps.isEmpty, "\(last.pull.gaps)", sourceLocation: sourceLocation)
                #expect(try !r.engine().needsPull(), sourceLocation: sourceLocation)
            }
        }
    }

    static let junk = Array("this file was dropped here by something that is not Tend; it is long enough to look real".utf8)

    @Test("names with numbers past any Tend writes are ignored and reported: no arithmetic traps")
    func hugeNumbers() throws {
        let f = try Folder()
        try f.write(f.a, "one")
        let a = f.a.store.device.raw
        let names = ["devices/\(a)/18446744073709551615", "devices/\(a)/99999999999999999999", "devices/\(a)/9007199254740992",
                     "devices/\(a)/00000000001", "devices/\(a)/1", "snapshots/\(a)-18446744073709551615",
                     "snapshots/\(a)-9007199254740992", "devices/d00000000000000f/18446744073709551615"]
        for n in names { try f.put(n, Self.junk) }
        let transport = FolderTransport(root: f.dir)
        let inventory = try transport.inventory()
        #expect(inventory.heads == VersionVector([f.a.store.device: 1]))
        let reported = Set(inventory.ignored.map(\.location))
        for n in names where n.hasPrefix("devices/") { #expect(reported.contains(n), "\(n) is reported") }
        #expect(try transport.snapshots().isEmpty)
        try f.write(f.a, "two")
        #expect(f.a.state.lastOwnSegment == 2, "numbering comes from the device's own record")
        let report = try f.b.sync()
        #expect(report.pull.ignored.map(\.location).contains("devices/\(a)/18446744073709551615"))
        try f.expectConverged([f.a, f.b])
        for n in names { try f.remove(n) }
        try f.expectConverged([f.a, f.b])
    }

    @Test("a stray file above a device's segments changes neither its numbering nor what the others apply")
    func strayAboveTheChain() throws {
        let f = try Folder()
        try f.write(f.a, "one")
        try f.put(f.seg(f.a, 1000), Self.junk)
        try f.write(f.a, "two")
        try f.write(f.a, "three")
        #expect(f.exists(f.seg(f.a, 2)) && f.exists(f.seg(f.a, 3)), "a numbers on from its own record, not from 1000")
        let report = try f.b.sync()
        #expect(report.pull.segments == 3)
        #expect(report.pull.gaps.isEmpty)
        #expect(report.pull.ignored.contains { $0.location == f.seg(f.a, 1000) && $0.reason.contains("not a Tend segment") })
        try f.expectConverged([f.a, f.b])
        try f.remove(f.seg(f.a, 1000))
        try f.write(f.a, "four")
        try f.expectConverged([f.a, f.b])
    }

    @Test("a stray file at a device's next number is skipped over, and the others follow the skip")
    func strayAtTheNextNumber() throws {
        let f = try Folder()
        try f.write(f.a, "one")
        try f.b.sync()
        try f.put(f.seg(f.a, 2), Self.junk)
        f.a.clock.advance(by: 60)
        try Fixture.line(f.a.store, id: "skip", Fixture.day, "after the stray")
        let pushed = try f.a.push()
        #expect(pushed.segments == [3])
        #expect(pushed.ignored.map(\.location) == [f.seg(f.a, 2)])
        let report = try f.b.pull()
        #expect(report.gaps.isEmpty)
        #expect(report.segments == 1)
        #expect(try f.b.store.entry(id: "skip") != nil)
        #expect(report.ignored.contains { $0.location == f.seg(f.a, 2) && $0.reason.contains("skipped") })
        // A device joining later follows the same chain.
        let c = f.device(3)
        #expect(try c.pull().gaps.isEmpty)
        #expect(try c.store.entry(id: "skip") != nil)
        try f.expectConverged([f.a, f.b, c])
    }

    @Test("a deleted segment is given back: a device that applied it writes a snapshot, and a new device converges")
    func deletedSegment() throws {
        for healer in ["author", "reader"] {
            let f = try Folder()
            for t in ["one", "two", "three"] { try f.write(f.a, t) }
            try f.b.sync()
            try f.remove(f.seg(f.a, 2))  // "remove that file and sync again"
            let c = f.device(3)
            let first = try c.sync()
            #expect(first.pull.gaps == [SyncGap(device: f.a.store.device, applied: 1, kind: .missing, next: 3)], "\(healer)")
            let healed = try (healer == "author" ? f.a : f.b).sync()
            #expect(healed.maintenance.healed, "\(healer) gives the segment back")
            let second = try c.sync()
            #expect(second.pull.gaps.isEmpty, "\(healer): \(second.pull.gaps)")
            #expect(second.pull.snapshot != nil)
            try f.expectConverged([f.a, f.b, c])
        }
    }

    @Test("a folder rolled back to an older copy: devices keep numbering on, give back what was lost, and a new device converges")
    func rolledBack() throws {
        let f = try Folder()
        try f.write(f.a, "a one")
        try f.write(f.b, "b one")
        try f.a.sync()
        try f.b.sync()
        let copy = f.dir + "-copy"
        try FileManager.default.copyItem(atPath: f.dir, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try f.write(f.a, "a two")
        try f.write(f.b, "b two")
        try f.a.sync()
        try f.b.sync()
        try FileManager.default.removeItem(atPath: f.dir)
        try FileManager.default.copyItem(atPath: copy, toPath: f.dir)
        // A new device joins the old copy; the others come back later.
        let c = f.device(3)
        try c.sync()
        try f.write(f.a, "a three")
        #expect(f.a.state.lastOwnSegment == 3 && f.exists(f.seg(f.a, 3)), "numbering goes on from a's record")
        try f.expectConverged([f.a, f.b, c])
    }

    @Test("symbolic links in the folder are never followed, for reading or writing")
    func links() throws {
        let f = try Folder()
        try f.write(f.a, "one")
        let outside = f.dir + "-outside"
        try FileManager.default.createDirectory(atPath: outside + "/seg", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try Data(try f.bytes(f.seg(f.a, 1))).write(to: URL(fileURLWithPath: outside + "/seg/0000000001"))
        let stranger = Fixture.device(0x77)
        try FileManager.default.createSymbolicLink(atPath: f.path("devices/\(stranger.raw)"), withDestinationPath: outside + "/seg")
        try FileManager.default.createSymbolicLink(atPath: f.path(f.seg(f.a, 2)), withDestinationPath: outside + "/seg/0000000001")
        try FileManager.default.createSymbolicLink(atPath: f.path("snapshots"), withDestinationPath: outside)
        let inventory = try FolderTransport(root: f.dir).inventory()
        #expect(Set(inventory.ignored.map(\.location)) == ["devices/\(stranger.raw)", f.seg(f.a, 2), "snapshots"])
        #expect(inventory.ignored.allSatisfy { $0.reason == IgnoredFile.link })
        #expect(inventory.numbers[stranger] == nil)
        // b's own folder is a link to somewhere else: nothing is written there.
        try FileManager.default.createSymbolicLink(atPath: f.path("devices/\(f.b.store.device.raw)"), withDestinationPath: outside)
        try Fixture.line(f.b.store, id: "b", Fixture.day, "b")
        #expect(throws: SyncError.self) { try f.b.push() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).sorted() == ["seg"], "nothing written outside")
        try f.remove("devices/\(f.b.store.device.raw)")
        try f.remove("devices/\(stranger.raw)")
        try f.remove("snapshots")
        try f.remove(f.seg(f.a, 2))
        try f.expectConverged([f.a, f.b])
    }

    @Test("segments delivered out of order: a device waits at the gap and says so, then converges when the file arrives")
    func outOfOrder() throws {
        let f = try Folder()
        for t in ["one", "two", "three"] { try f.write(f.a, t) }
        let late = try f.bytes(f.seg(f.a, 2))
        try f.remove(f.seg(f.a, 2))
        let report = try f.b.pull()
        #expect(report.gaps == [SyncGap(device: f.a.store.device, applied: 1, kind: .missing, next: 3)])
        #expect(report.waiting == [f.a.store.device])
        #expect(f.b.state.seen[f.a.store.device] == 1)
        try f.put(f.seg(f.a, 2), late)
        #expect(try f.b.pull().gaps.isEmpty)
        #expect(f.b.state.gaps == nil)
        try f.expectConverged([f.a, f.b])
    }

    @Test("a refused segment stops its own device only: the others' changes arrive, and it is named")
    func refusedAmongGood() throws {
        let f = try Folder()
        try f.write(f.a, "a one")
        try f.write(f.a, "a two")
        try f.write(f.b, "b one")
        let c = f.device(3)
        var bad = try f.bytes(f.seg(f.a, 2))
        let good = bad
        bad[bad.count - 3] ^= 0x10
        try f.put(f.seg(f.a, 2), bad)
        let report = try c.pull()
        #expect(report.refused.map(\.location) == [f.seg(f.a, 2)])
        #expect(report.refused.first?.reason?.contains("fails authentication") == true)
        #expect(c.state.seen[f.a.store.device] == 1, "a's chain stops before the refused segment")
        #expect(try c.store.entry(id: "l2-" + f.b.store.device.raw) != nil, "b's change arrived")
        #expect(try c.store.entry(id: "l1-" + f.a.store.device.raw) == nil, "nothing of the refused segment")
        try f.put(f.seg(f.a, 2), good)
        try f.expectConverged([f.a, f.b, c])
    }

    @Test("a large change travels in parts and is applied whole, only once every part is in")
    func largeChangeInParts() throws {
        let policy = SyncPolicy(opsPerSegment: 4000, segmentBytes: 8192, snapshotEvery: 0, compact: false)
        let f = try Folder(policy: policy)
        try f.a.store.write(ChangeIntent(action: "import", source: "import")) { _ in
            (0..<120).map { i in
                .create(Entry(id: "big\(i)", tracker: "five", day: Fixture.day.adding(days: -i), value: .text(String(repeating: "x", count: 100) + " \(i)"),
                              position: "a\(i)", created: Fixture.start))
            }
        }
        let pushed = try f.a.push()
        #expect(pushed.segments.count >= 3, "\(pushed.segments)")
        #expect(pushed.changes == 1)
        let b = f.b
        let lastPart = f.seg(f.a, pushed.segments.last!)
        let held = try f.bytes(lastPart)
        try f.remove(lastPart)
        let waiting = try b.pull()
        #expect(waiting.gaps.map(\.kind) == [.incomplete])
        #expect(waiting.applied == 0)
        #expect(try b.store.entry(id: "big0") == nil, "nothing of the change before all its parts are in")
        #expect(b.state.seen[f.a.store.device] == 0)
        try f.put(lastPart, held)
        let done = try b.pull()
        #expect(done.applied == 1 && done.gaps.isEmpty)
        #expect(try b.store.entries(EntryQuery(tracker: "five")).count == 120)
        #expect(try b.store.changes(ChangeQuery(device: f.a.store.device)).count == 1, "one change, as written")
        try f.expectConverged([f.a, f.b])
    }
}

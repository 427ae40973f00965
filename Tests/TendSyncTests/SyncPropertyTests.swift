import Foundation
import Testing
import TendEngine
import TendKernel
import TendSync
import TendTesting

/// Convergence: replicas making thousands of random writes of every kind, syncing through their own
/// copies of a folder that a "file-sync tool" fills late, out of order and partially, with segments
/// pulled again at random — all end with the same state and the same history.
@Suite("sync convergence")
struct SyncPropertyTests {
    /// The files every replica published, delivered to views at random.
    final class Network {
        var published: [MemoryTransport.FileKey: [UInt8]] = [:]

        func collect(_ view: MemoryTransport) { published.merge(view.all) { _, new in new } }

        func deliver(to view: MemoryTransport, _ work: inout RandomWork, all: Bool = false) {
            let have = view.all
            var missing = published.filter { have[$0.key] != $0.value }.keys.sorted()
            if !all { missing = missing.filter { _ in work.int(3) == 0 } }
            for k in missing.shuffled(using: &work.rng) { view.inject(k, published[k]!) }
        }
    }

    @Test("three replicas, random writes, random delivery and duplicates: same state and history")
    func converge() throws {
        var work = RandomWork(seed: 0x5EED)
        let policy = SyncPolicy(opsPerSegment: 12, snapshotEvery: 25, snapshotPreference: 8, compact: false)
        let views = (0..<3).map { MemoryTransport(location: "view \($0)") }
        let replicas = (0..<3).map { Replica($0 + 1, transport: views[$0], policy: policy, offset: Double($0) * 0.7) }
        let net = Network()
        var waited = 0, snapshotsUsed = 0, conflictsSeen = 0, pulls = 0
        for _ in 0..<1900 {
            let i = work.int(3)
            let r = replicas[i]
            switch work.int(20) {
            case 0..<13:
                try work.step(r)
            case 13, 14:
                try r.push()
                net.collect(views[i])
            case 15, 16:
                net.deliver(to: views[work.int(3)], &work)
            case 17:
                let report = try r.pull()
                pulls += 1
                waited += report.waiting.count
                snapshotsUsed += report.snapshot == nil ? 0 : 1
            case 18:
                try r.sync()
                net.collect(views[i])
            default:
                // Forget having applied some segments: they are fetched and applied again.
                if let d = work.pick(r.state.seen.devices) { r.state.seen[d] = UInt64(work.int(Int(r.state.seen[d]) + 1)) }
            }
            conflictsSeen += try r.store.entries(EntryQuery(tracker: "mood")).filter { !$0.conflicts.isEmpty }.count
        }
        for _ in 0..<2 {
            for (i, r) in replicas.enumerated() {
                try r.sync()
                net.collect(views[i])
            }
            for v in views { net.deliver(to: v, &work, all: true) }
            for r in replicas { try r.pull() }
        }
        let expected = try replicas[0].digests()
        for r in replicas {
            #expect(try r.digests() == expected, "replica \(r.store.device)")
            #expect(try r.store.verify().isEmpty)
            #expect(try r.store.settings(scope: .device).allSatisfy { $0.key == "theme" })
        }
        // A device joining now starts from a snapshot and ends in the same place.
        let joinerView = MemoryTransport()
        net.deliver(to: joinerView, &work, all: true)
        let joiner = Replica(9, transport: joinerView, policy: policy)
        let joined = try joiner.pull()
        #expect(joined.snapshot != nil)
        #expect(try joiner.digests() == expected)
        #expect(try joiner.store.settings(scope: .device).isEmpty, "device-local settings never travel")

        let ops = try replicas[0].store.logCounts().ops
        #expect(ops >= 2000, "thousands of ops: \(ops)")
        #expect(work.tally.deletes > 20 && work.tally.restores > 10 && work.tally.undos > 20 && work.tally.localMixed > 20)
        #expect(conflictsSeen > 0 && work.tally.resolutions > 0)
        #expect(waited > 0, "some pulls found later segments before earlier ones")
        #expect(snapshotsUsed + (joined.snapshot == nil ? 0 : 1) > 0)
        #expect(pulls > 50)
    }

    @Test("the same changes applied in random order, duplicated and in random partial batches give the same state and history")
    func applyOrder() throws {
        var work = RandomWork(seed: 0xA11)
        let t = MemoryTransport()
        let replicas = (0..<3).map { Replica($0 + 1, transport: t, offset: Double($0) * 0.3) }
        for _ in 0..<600 {
            let r = replicas[work.int(3)]
            try work.step(r)
            if work.int(8) == 0 { try r.sync() }
        }
        for _ in 0..<2 { for r in replicas { try r.sync() } }
        let expected = try replicas[0].digests()
        // Every change, decoded from the sealed segments as a receiver sees them.
        var changes: [Change] = []
        for (key, bytes) in t.all {
            guard case .segment(let d, let n) = key else { continue }
            let address = SegmentAddress(kind: .segment, device: d, seq: n)
            changes += try SegmentPayload.changes(try SegmentCipher.open(bytes, at: address, key: Fixture.key), at: address).changes
        }
        #expect(changes.count > 500)
        for trial in 0..<2 {
            var delivery = changes + changes.filter { _ in work.int(3) == 0 }
            delivery.shuffle(using: &work.rng)
            let fresh = InMemoryStore(clock: TestClock(Fixture.start.addingTimeInterval(86_400)), ids: SequentialIDs(seed: 99),
                                      device: Fixture.device(50 + trial))
            var rest = delivery[...]
            while !rest.isEmpty {
                let size = 1 + work.int(60)
                _ = try fresh.apply(Array(rest.prefix(size)), now: Fixture.start.addingTimeInterval(86_400))
                rest = rest.dropFirst(size)
            }
            #expect([try fresh.stateDigest(), try fresh.historyDigest()] == expected, "trial \(trial)")
            #expect(try fresh.verify().isEmpty)
        }
    }
}

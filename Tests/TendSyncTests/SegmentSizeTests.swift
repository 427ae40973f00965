import Foundation
import Testing
import TendKernel
@testable import TendSync
import TendTesting

/// What a folder host or a relay sees of a blob is its size: sizes must not tell what was written.
@Suite("segment sizes")
struct SegmentSizeTests {
    /// The size of the one segment a fresh device pushes after `write`.
    static func pushedSize(_ write: (any Store) throws -> Void) throws -> Int {
        let t = MemoryTransport()
        let r = Replica(1, transport: t)
        try write(r.store)
        let report = try r.push()
        #expect(report.segments == [1])
        return try t.segments(device: r.store.device, after: 0, limit: 10).first!.data.count
    }

    @Test("a mood of every level makes a segment of the same size")
    func moodLevels() throws {
        let sizes = try Set((1...5).map { level in try Self.pushedSize { try Fixture.mood($0, Fixture.day, level) } })
        #expect(sizes == [SegmentPadding.floor])
    }

    @Test("journal lines of 1 to 280 characters, ASCII or not, make segments of the same size")
    func lineLengths() throws {
        var sizes: Set<Int> = []
        for n in 1...280 {
            for unit in ["a", "é", "🌊"] {
                sizes.insert(try Self.pushedSize { try Fixture.line($0, id: "l", Fixture.day, String(repeating: unit, count: n)) })
            }
        }
        #expect(sizes == [SegmentPadding.floor], "\(sizes.sorted())")
    }

    @Test("a habit check-in, a delete and a line can't be told apart by size; nor cursors or a small snapshot")
    func kinds() throws {
        let check = try Self.pushedSize { try Fixture.check($0, habit: "run", Fixture.day) }
        let delete = try Self.pushedSize { s in
            try Fixture.line(s, id: "x", Fixture.day, "x")
            try Fixture.delete(s, "x")
        }
        #expect(check == SegmentPadding.floor && delete == SegmentPadding.floor)
        let key = Fixture.key
        let me = Fixture.device(1)
        let cursor = try SegmentCipher.seal(SegmentPayload.cursor(VersionVector([me: 3, Fixture.device(2): 17])),
                                            at: SegmentAddress(kind: .cursor, device: me, seq: 1), key: key, random: SeededBytes(seed: 1))
        #expect(cursor.count == SegmentPadding.floor)
        let snapshot = try SegmentCipher.seal(SegmentPayload.snapshot([], covers: VersionVector([me: 1])),
                                              at: SnapshotID(device: me, total: 1).address, key: key, random: SeededBytes(seed: 2))
        #expect(snapshot.count == SegmentPadding.floor)
    }

    @Test("buckets: 4 KiB floor, powers of two to 64 KiB, Padmé above (at most 12 % added)")
    func buckets() {
        for n in [0, 1, 100, 4095, 4096] { #expect(SegmentPadding.bucket(n) == 4096) }
        #expect(SegmentPadding.bucket(4097) == 8192)
        #expect(SegmentPadding.bucket(40_000) == 65536)
        #expect(SegmentPadding.bucket(65536) == 65536)
        // Padmé by its definition: keep the top ⌊log2 E⌋ + 1 bits of L, E = ⌊log2 L⌋.
        #expect(SegmentPadding.padme(65537) == 67584)  // E = 16, S = 5: multiples of 2^11
        #expect(SegmentPadding.padme(1_000_000) == 1_015_808)  // E = 19, S = 5: multiples of 2^14
        #expect(SegmentPadding.padme(33_000_000) == 33_030_144)  // E = 24, S = 5: multiples of 2^19
        var rng = SplitMix64(seed: 7)
        var distinct: Set<Int> = []
        for _ in 0..<2000 {
            let n = 65537 + Int(rng.next() % 40_000_000)
            let b = SegmentPadding.bucket(n)
            #expect(b >= n && Double(b - n) <= 0.12 * Double(n), "\(n) → \(b)")
            if n < 1 << 20 { distinct.insert(b) }
        }
        #expect(distinct.count < 300, "few sizes between 64 KiB and 1 MiB: \(distinct.count)")
    }

    @Test("the padding frame round-trips, and a malformed one is refused")
    func frame() throws {
        for n in [0, 1, 4000, 4002, 70_000] {
            let content = (0..<n).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let framed = SegmentPadding.frame(content)
            #expect(framed.count + SegmentPadding.overhead == SegmentPadding.bucket(n + 4 + SegmentPadding.overhead))
            #expect(SegmentPadding.unframe(framed) == content)
        }
        var framed = SegmentPadding.frame([1, 2, 3])
        framed[framed.count - 1] = 9
        #expect(SegmentPadding.unframe(framed) == nil, "padding must be zeros")
        #expect(SegmentPadding.unframe([0xFF, 0, 0, 0, 1]) == nil, "a length past the end")
        #expect(SegmentPadding.unframe([0, 0]) == nil)
    }
}

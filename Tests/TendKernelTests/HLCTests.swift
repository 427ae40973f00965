import Foundation
import Testing
import TendKernel

@Suite("Hybrid logical clock")
struct HLCTests {
    func at(_ millis: UInt64) -> Date { Date(timeIntervalSince1970: Double(millis) / 1000) }

    @Test func tickIsStrictlyIncreasingWhileTheClockJumpsAround() {
        var rng = SeededGenerator(seed: 42)
        var physical: Int64 = 1_795_777_200_000
        var clock = HLC.zero
        var previous = clock
        var sawBackwards = 0, sawSameMillis = 0
        for _ in 0..<10_000 {
            // Mostly small steps forward, sometimes the same millisecond, sometimes jumps back (NTP, travel).
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4: physical += Int64.random(in: 1...50, using: &rng)
            case 4..<7: sawSameMillis += 1
            case 7..<9: physical -= Int64.random(in: 1...5_000, using: &rng); sawBackwards += 1
            default: physical += Int64.random(in: -3_600_000...3_600_000, using: &rng)
            }
            let now = at(UInt64(physical))
            clock = clock.tick(now: now)
            #expect(clock > previous)
            #expect(clock.description > previous.description)
            #expect(clock.millis >= HLC.millis(of: now))
            previous = clock
        }
        #expect(sawBackwards > 1000 && sawSameMillis > 1000)
    }

    @Test func tickFollowsPhysicalTimeWhenItIsAhead() {
        let h = HLC(millis: 1_000, counter: 7)
        #expect(h.tick(now: at(2_000)) == HLC(millis: 2_000, counter: 0))
        #expect(h.tick(now: at(1_000)) == HLC(millis: 1_000, counter: 8))
        #expect(h.tick(now: at(500)) == HLC(millis: 1_000, counter: 8))
        #expect(HLC.zero.tick(now: at(1_500)) == HLC(millis: 1_500, counter: 0))
    }

    @Test func counterOverflowRollsIntoTheMillis() {
        let full = HLC(millis: 1_000, counter: .max)
        #expect(full.tick(now: at(1_000)) == HLC(millis: 1_001, counter: 0))
        #expect(full.tick(now: at(10)) == HLC(millis: 1_001, counter: 0))
        #expect(full.tick(now: at(1_000)) > full)
        // 70,000 ticks within one frozen millisecond stay ordered and spill over.
        var h = HLC(millis: 5_000, counter: 0)
        for _ in 0..<70_000 {
            let next = h.tick(now: at(5_000))
            #expect(next > h)
            h = next
        }
        #expect(h == HLC(millis: 5_001, counter: UInt16(70_000 - 65_536)))
        #expect(HLC(millis: 1_000, counter: .max).receiving(HLC(millis: 1_000, counter: .max), now: at(900))
            == HLC(millis: 1_001, counter: 0))
    }

    @Test func hexTextOrderIsClockOrder() {
        var rng = SeededGenerator(seed: 9)
        var samples: [HLC] = [.zero, HLC(millis: 0xFFFF_FFFF_FFFF, counter: .max), HLC(millis: 0, counter: 1),
                              HLC(millis: 1, counter: 0), HLC(millis: 0xFFFF, counter: 0xFFFF)]
        for _ in 0..<2_000 {
            // Mix wide and narrow ranges so that equal millis with different counters occur too.
            let ms = Bool.random(using: &rng) ? UInt64.random(in: 0...0xFFFF_FFFF_FFFF, using: &rng)
                                              : UInt64.random(in: 1_000...1_003, using: &rng)
            samples.append(HLC(millis: ms, counter: UInt16.random(in: 0...UInt16.max, using: &rng)))
        }
        for h in samples {
            #expect(h.description.count == 16)
            #expect(h.description == h.description.lowercased())
            #expect(HLC(hex: h.description) == h)
        }
        for _ in 0..<5_000 {
            let a = samples.randomElement(using: &rng)!, b = samples.randomElement(using: &rng)!
            #expect((a < b) == (a.description < b.description))
            #expect((a == b) == (a.description == b.description))
            #expect((a < b) == (a.millis < b.millis || (a.millis == b.millis && a.counter < b.counter)))
        }
        #expect(samples.sorted().map(\.description) == samples.map(\.description).sorted())
    }

    @Test func textForm() {
        #expect(HLC.zero.description == "0000000000000000")
        #expect(HLC(millis: 1, counter: 2).description == "0000000000010002")
        #expect(HLC(millis: 0xFFFF_FFFF_FFFF, counter: .max).description == "ffffffffffffffff")
        #expect(HLC(millis: 0x1_0000_0000_0001, counter: 0) == HLC(millis: 1, counter: 0))
        #expect(HLC(millis: 0x19a_b3c4_d5e6, counter: 0x0a0b).packed == 0x19a_b3c4_d5e6_0a0b)
        for bad in ["", "000000000000000", "00000000000000000", "000000000000000g", "-000000000000001",
                    "0000 00000000001", "+000000000000001", "０000000000000000"] {
            #expect(HLC(hex: bad) == nil, "\(bad)")
        }
    }

    @Test func millisOfDates() {
        #expect(HLC.millis(of: at(1_795_777_200_123)) == 1_795_777_200_123)
        #expect(HLC.millis(of: Date(timeIntervalSince1970: -5)) == 0)
        #expect(HLC.millis(of: Date(timeIntervalSince1970: 1e12)) == 0xFFFF_FFFF_FFFF)
        #expect(HLC(millis: 1_795_777_200_500, counter: 3).date == Date(timeIntervalSince1970: 1_795_777_200.5))
    }

    @Test func millisSurviveTheTripThroughDate() {
        // A reading's date must give back its millisecond, whatever the year: `Date` can't hold most
        // milliseconds exactly (it counts seconds from 2001 in a Double).
        var rng = SeededGenerator(seed: 21)
        let year4000: UInt64 = 64_060_588_800_000
        for m in [0, 1, 999, 1_000, 311_670_727_731, 978_307_200_000, 1_795_777_200_123, 2_197_410_400_858] as [UInt64] {
            #expect(HLC.millis(of: HLC(millis: m, counter: 0).date) == m, "\(m)")
        }
        for _ in 0..<50_000 {
            let m = UInt64.random(in: 0...year4000, using: &rng)
            #expect(HLC.millis(of: HLC(millis: m, counter: 0).date) == m, "\(m)")
        }
        // A real fraction of a millisecond still rounds down.
        #expect(HLC.millis(of: Date(timeIntervalSince1970: 1.0005)) == 1_000)
        #expect(HLC.millis(of: Date(timeIntervalSince1970: 1_795_777_200.1239)) == 1_795_777_200_123)
    }

    @Test func receivingFoldsARemoteReadingIn() {
        let local = HLC(millis: 1_000, counter: 5)
        // Remote ahead of local and of physical time: take its millis, counter + 1.
        #expect(local.receiving(HLC(millis: 2_000, counter: 3), now: at(1_500)) == HLC(millis: 2_000, counter: 4))
        // Same millis everywhere: the larger counter + 1.
        #expect(local.receiving(HLC(millis: 1_000, counter: 9), now: at(1_000)) == HLC(millis: 1_000, counter: 10))
        #expect(local.receiving(HLC(millis: 1_000, counter: 2), now: at(900)) == HLC(millis: 1_000, counter: 6))
        // Local ahead of the remote: local counter + 1.
        #expect(local.receiving(HLC(millis: 500, counter: 40), now: at(800)) == HLC(millis: 1_000, counter: 6))
        // Physical time ahead of both: physical millis, counter 0.
        #expect(local.receiving(HLC(millis: 1_500, counter: 40), now: at(3_000)) == HLC(millis: 3_000, counter: 0))
    }

    @Test func receivingRefusesAClockMoreThanTenMinutesAhead() {
        let now: UInt64 = 1_795_777_200_000
        let local = HLC(millis: now, counter: 0)
        let limit = now + 10 * 60 * 1000
        #expect(HLC.maxDrift == 600_000)
        #expect(local.receiving(HLC(millis: limit + 1, counter: 0), now: at(now)) == nil)
        #expect(local.receiving(HLC(millis: now + 3_600_000, counter: 0), now: at(now)) == nil)
        #expect(local.receiving(HLC(millis: limit, counter: 0), now: at(now)) == HLC(millis: limit, counter: 1))
        // A remote far behind is always fine.
        #expect(local.receiving(HLC(millis: 1, counter: 0), now: at(now)) == HLC(millis: now, counter: 1))
    }

    @Test func receivingIsAfterBothReadings() {
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<5_000 {
            let base: UInt64 = 1_000_000
            let local = HLC(millis: base + UInt64.random(in: 0...2_000, using: &rng), counter: UInt16.random(in: 0...UInt16.max, using: &rng))
            let remote = HLC(millis: base + UInt64.random(in: 0...2_000, using: &rng), counter: UInt16.random(in: 0...UInt16.max, using: &rng))
            let now = at(base + UInt64.random(in: 0...2_000, using: &rng))
            guard let merged = local.receiving(remote, now: now) else {
                Issue.record("refused a remote within the drift limit")
                continue
            }
            #expect(merged > local && merged > remote)
            #expect(merged.millis >= HLC.millis(of: now))
            #expect(merged.tick(now: now) > merged)
        }
    }

    // MARK: OpID and DeviceID

    static let deviceA = DeviceID("00000000000000aa")!
    static let deviceB = DeviceID("00000000000000bb")!

    @Test func opIDTextRoundTripsAndOrders() {
        var rng = SeededGenerator(seed: 11)
        let devices = (0..<4).map { _ in DeviceID(String((0..<16).map { _ in "0123456789abcdef".randomElement(using: &rng)! }))! }
        var ids: [OpID] = []
        for _ in 0..<1_000 {
            let hlc = HLC(millis: UInt64.random(in: 1_000...1_004, using: &rng), counter: UInt16.random(in: 0...3, using: &rng))
            ids.append(OpID(hlc: hlc, device: devices.randomElement(using: &rng)!))
        }
        for id in ids {
            let text = id.description
            #expect(text.count == 33)
            #expect(text == id.hlc.description + "-" + id.device.raw)
            #expect(OpID(text) == id)
            #expect(OpID(Substring(text)) == id)
        }
        for _ in 0..<5_000 {
            let a = ids.randomElement(using: &rng)!, b = ids.randomElement(using: &rng)!
            #expect((a < b) == (a.description < b.description))
            if a.hlc != b.hlc { #expect((a < b) == (a.hlc < b.hlc)) }
        }
    }

    @Test func opIDTiesAreBrokenByDevice() {
        let h = HLC(millis: 1_000, counter: 1)
        let a = OpID(hlc: h, device: Self.deviceA), b = OpID(hlc: h, device: Self.deviceB)
        #expect(a < b)
        #expect(!(b < a))
        #expect(a != b)
        // The clock decides before the device.
        let later = OpID(hlc: HLC(millis: 1_000, counter: 2), device: Self.deviceA)
        #expect(b < later)
        #expect([later, b, a].sorted() == [a, b, later])
        #expect(OpID(hlc: h, device: Self.deviceA) == a)
    }

    @Test func opIDRefusals() {
        for bad in ["", "0000000000010002-00000000000000a", "0000000000010002_00000000000000aa",
                    "0000000000010002-00000000000000AA", "000000000001000-200000000000000aa",
                    "0000000000010002-00000000000000aa0", "000000000001000g-00000000000000aa",
                    "0000000000010002-00000000000000ag"] {
            #expect(OpID(bad) == nil, "\(bad)")
        }
    }

    @Test func deviceIDs() {
        #expect(DeviceID("0123456789abcdef")?.short == "012345")
        #expect(DeviceID("0123456789ABCDEF") == nil)
        #expect(DeviceID("0123456789abcde") == nil)
        #expect(DeviceID("0123456789abcdefa") == nil)
        #expect(DeviceID("0123456789abcdeg") == nil)
        #expect(DeviceID("０123456789abcdef") == nil)
        #expect(Self.deviceA < Self.deviceB)
    }

    @Test func opIDAndDeviceCodable() throws {
        let id = OpID(hlc: HLC(millis: 1_795_777_200_000, counter: 3), device: Self.deviceA)
        let data = try JSONEncoder().encode([id])
        #expect(String(decoding: data, as: UTF8.self) == "[\"\(id.description)\"]")
        #expect(try JSONDecoder().decode([OpID].self, from: data) == [id])
        #expect(try JSONDecoder().decode([DeviceID].self, from: JSONEncoder().encode([Self.deviceB])) == [Self.deviceB])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([OpID].self, from: Data(#"["nope"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([DeviceID].self, from: Data(#"["ABCDEF0123456789"]"#.utf8)) }
    }
}

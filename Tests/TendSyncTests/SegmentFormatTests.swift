import Foundation
import Testing
import TendEngine
import TendKernel
@testable import TendSync
import TendTesting

/// The wire format: header layout, payload text, sealing and opening, golden bytes.
@Suite("segment format")
struct SegmentFormatTests {
    static let device = Fixture.device(1)

    static var change: Change {
        let id = OpID(hlc: HLC(millis: 1_795_000_000_000, counter: 3), device: device)
        let op = Op(id: id, entity: .entry, key: "mood/2026-11-21",
                    fields: ["value": .object(["level": 4]), "tracker": "mood", "day": "2026-11-21", "created": .int(1_795_000_000_000),
                             "note": .string("tab\there \"quoted\" é"), "amount": .double(2.0)],
                    supersedes: [OpID(hlc: HLC(millis: 1_794_000_000_000, counter: 0), device: Fixture.device(2))])
        return Change(id: id, action: "mood.log", detail: "good · 2026-11-21", source: "cli", undoes: nil, ops: [op])
    }

    /// A golden file's text as it is (files of earlier formats, read back).
    static func goldenText(_ name: String, file: String = #filePath) throws -> String {
        try String(contentsOfFile: (file as NSString).deletingLastPathComponent + "/Golden/" + name, encoding: .utf8)
    }

    @Test("the header is 74 bytes laid out as documented and parses back")
    func header() throws {
        let address = SegmentAddress(kind: .segment, device: Self.device, seq: 0x0102_0304)
        let h = SegmentHeader(address: address, vault: Fixture.vault, keyID: Fixture.key.id,
                              salt: Array(repeating: 0xAA, count: 16), nonce: Array(repeating: 0xBB, count: 12))
        let b = h.bytes
        #expect(b.count == SegmentHeader.size)
        #expect(Array(b[0..<4]) == Array("TNDS".utf8))
        #expect(b[4] == 2 && b[5] == SegmentKind.segment.rawValue)
        #expect(Array(b[6..<22]) == Fixture.vault.bytes)
        #expect(Array(b[22..<30]) == [0xD0, 0, 0, 0, 0, 0, 0, 0x01])
        #expect(Array(b[30..<38]) == [0, 0, 0, 0, 1, 2, 3, 4])
        #expect(Array(b[38..<46]) == Fixture.key.id.bytes)
        #expect(try SegmentHeader.parse(b + Array(repeating: 0, count: 16), location: "x") == h)
        #expect(address.description == "devices/d000000000000001/0016909060")
    }

    @Test("payloads are canonical JSON that round-trips exactly (numbers keep their kind)")
    func payload() throws {
        let text = String(decoding: SegmentPayload.segment([Self.change], prev: 0), as: UTF8.self)
        Golden.check(text + "\n", "segment-payload-v2.json")
        let address = SegmentAddress(kind: .segment, device: Self.device, seq: 1)
        let back = try SegmentPayload.content(Array(text.utf8), at: address)
        #expect(back.changes == [Self.change])
        #expect(back.prev == 0 && back.covers == nil)
        // Format 1 (no chain link) is still read: its previous segment is the number before.
        let v1 = try Self.goldenText("segment-payload-v1.json")
        let old = try SegmentPayload.content(Array(v1.utf8.dropLast()), at: address)
        #expect(old.changes == [Self.change] && old.prev == nil && old.previous(of: 5) == 4)
        let covers = VersionVector([Self.device: 3, Fixture.device(2): 4])
        let snapAddress = SnapshotID(device: Self.device, total: 7).address
        let snap = try SegmentPayload.changes(SegmentPayload.snapshot([Self.change], covers: covers), at: snapAddress)
        #expect(snap.covers == covers)
        #expect(try SegmentPayload.seen(SegmentPayload.cursor(covers), at: address) == covers)
        // A change travelling without its device-local ops takes its first synced op's id.
        let local = Op(id: OpID(hlc: HLC(millis: 1, counter: 0), device: Self.device), entity: .local, key: "theme",
                       fields: ["value": "night"], supersedes: [])
        let mixed = Change(id: local.id, action: "config.set", detail: "", source: "cli", undoes: nil, ops: [local] + Self.change.ops)
        #expect(mixed.outgoing == Change(id: Self.change.id, action: "config.set", detail: "", source: "cli", undoes: nil, ops: Self.change.ops))
        #expect(Change(id: local.id, action: "x", detail: "", source: "cli", undoes: nil, ops: [local]).outgoing == nil)
        #expect(Self.change.outgoing == Self.change)
    }

    @Test("a sealed segment has golden bytes for a fixed key, salt and nonce, and opens only where it belongs")
    func golden() throws {
        let address = SegmentAddress(kind: .segment, device: Self.device, seq: 1)
        let sealed = try SegmentCipher.seal(SegmentPayload.segment([Self.change], prev: 0), at: address, key: Fixture.key,
                                            random: SeededBytes(seed: 42))
        let hex = sealed.map { String(format: "%02x", $0) }.joined()
        Golden.check(hex + "\n", "segment-v2.hex")
        #expect(try SegmentPayload.changes(try SegmentCipher.open(sealed, at: address, key: Fixture.key), at: address).changes == [Self.change])
        // Each field of the address is bound: another kind, device or number is refused.
        for other in [SegmentAddress(kind: .snapshot, device: Self.device, seq: 1), SegmentAddress(kind: .segment, device: Fixture.device(2), seq: 1),
                      SegmentAddress(kind: .segment, device: Self.device, seq: 2)] {
            #expect(throws: SegmentRefusal(location: other.description, reason: .relabelled(claimed: address.description))) {
                try SegmentCipher.open(sealed, at: other, key: Fixture.key)
            }
        }
        // Sealing twice never repeats salt or nonce: the ciphertexts differ.
        let again = try SegmentCipher.seal(SegmentPayload.segment([Self.change], prev: 0), at: address, key: Fixture.key, random: SystemRandomBytes())
        #expect(again != sealed && again.count == sealed.count)
        #expect(sealed.count == SegmentPadding.floor, "padded to the smallest bucket")
        // A segment of format 1 (unpadded, as earlier builds wrote it) still opens.
        let v1 = try Self.goldenText("segment-v1.hex").trimmingCharacters(in: .whitespacesAndNewlines)
        let v1Bytes = stride(from: 0, to: v1.count, by: 2).map { i -> UInt8 in
            let start = v1.index(v1.startIndex, offsetBy: i)
            return UInt8(v1[start..<v1.index(start, offsetBy: 2)], radix: 16)!
        }
        #expect(v1Bytes[4] == 1)
        #expect(try SegmentPayload.changes(try SegmentCipher.open(v1Bytes, at: address, key: Fixture.key), at: address).changes == [Self.change])
    }

    @Test("a segment written by a newer format is refused by name")
    func newerFormat() throws {
        var sealed = try SegmentCipher.seal([1, 2, 3], at: SegmentAddress(kind: .cursor, device: Self.device, seq: 1), key: Fixture.key,
                                            random: SeededBytes(seed: 1))
        sealed[4] = 3
        #expect(throws: SegmentRefusal(location: "cursors/\(Self.device.raw)", reason: .newerFormat(3))) {
            try SegmentCipher.open(sealed, at: SegmentAddress(kind: .cursor, device: Self.device, seq: 1), key: Fixture.key)
        }
    }

    @Test("segment and snapshot names parse strictly")
    func names() {
        #expect(SegmentAddress.parseNumber("0000000007") == 7)
        #expect(SegmentAddress.parseNumber("12345678901") == 12_345_678_901)
        #expect(SegmentAddress.parseNumber("9007199254740991") == SegmentAddress.maxNumber)
        for bad in ["", "0", "0000000000", "7.tmp", "0000000007.sync-conflict-x", "-1", "+7", " 7", "٣", "123456789012345678901",
                    "7", "00000000007", "9007199254740992", "18446744073709551615", "99999999999999999999"] {
            #expect(SegmentAddress.parseNumber(bad) == nil, "\(bad)")
        }
        let id = SnapshotID(device: Self.device, total: 42)
        #expect(id.description == "d000000000000001-0000000042")
        #expect(SnapshotID(id.description) == id)
        #expect(SnapshotID("d000000000000001") == nil)
        #expect(SnapshotID("D000000000000001-0000000042") == nil)
        #expect(SnapshotID("d000000000000001-42-1") == nil)
    }
}

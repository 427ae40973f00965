import Foundation
import Testing
import TendCLITesting
import TendTesting
@testable import TendTransfer

@Suite("Reading ZIP archives (our own reader and inflater)")
struct ZipTests {
    private func folderFiles() throws -> [String: [UInt8]] {
        let root = Fixture.path("loop")
        var out: [String: [UInt8]] = [:]
        let e = FileManager.default.enumerator(atPath: root)!
        while let p = e.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + p, isDirectory: &isDir), !isDir.boolValue {
                out[p] = [UInt8](FileManager.default.contents(atPath: root + "/" + p)!)
            }
        }
        return out
    }

    @Test("deflated (fixed and dynamic Huffman blocks) and stored members read back byte for byte", arguments: [
        "Loop Habits CSV 2026-11-20.zip", "loop-stored.zip",
    ])
    func members(_ name: String) throws {
        let zip = try ZipArchive(path: Fixture.path(name))
        let expected = try folderFiles()
        let files = zip.members.filter { !$0.isFolder }
        #expect(Set(files.map(\.name)) == Set(expected.keys))
        for m in files { #expect(try zip.read(m) == expected[m.name], "\(m.name)") }
        if name == "loop-stored.zip" { #expect(files.allSatisfy { $0.method == 0 }) } else { #expect(files.contains { $0.method == 8 }) }
    }

    @Test("a damaged member fails its checksum; a cut archive and a non-archive are refused")
    func damaged() throws {
        let h = TendHarness()
        var bytes = [UInt8](FileManager.default.contents(atPath: Fixture.path("loop-stored.zip"))!)
        let zip = try ZipArchive(path: Fixture.path("loop-stored.zip"))
        let habits = zip.members.first { $0.name == "Habits.csv" }!
        // Flip a byte inside the stored Habits.csv data (past its local header).
        let header = Int(habits.localOffset)
        let at = header + 30 + Int(bytes.le16(header + 26)) + Int(bytes.le16(header + 28)) + 10
        bytes[at] ^= 0x20
        let damaged = h.file("damaged.zip")
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))
        let z = try ZipArchive(path: damaged)
        #expect(throws: ZipError(reason: "Habits.csv fails its checksum")) {
            try z.read(z.members.first { $0.name == "Habits.csv" }!)
        }
        let cut = h.file("cut.zip")
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: cut))
        #expect(throws: ZipError(reason: "no end of central directory")) { try ZipArchive(path: cut) }
        #expect(throws: ZipError.self) { try ZipArchive(path: Fixture.path("daylio-7.csv")) }
    }

    @Test("inflating refuses data that ends early, a bad block type and output past the declared size")
    func inflateErrors() throws {
        // A stored block: final, type 0, LEN 3, NLEN ~3, "abc".
        let stored: [UInt8] = [0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63]
        #expect(try Inflate.decompress(stored, limit: 3) == Array("abc".utf8))
        #expect(throws: InflateError(reason: "more data than declared")) { try Inflate.decompress(stored, limit: 2) }
        #expect(throws: InflateError(reason: "the data ends too early")) { try Inflate.decompress(Array(stored.prefix(6)), limit: 3) }
        #expect(throws: InflateError(reason: "invalid block type")) { try Inflate.decompress([0x07], limit: 10) }
        #expect(throws: InflateError(reason: "stored block length check failed")) {
            try Inflate.decompress([0x01, 0x03, 0x00, 0x00, 0x00], limit: 10)
        }
    }

    @Test("CRC-32 of known text")
    func crc() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([]) == 0)
    }
}

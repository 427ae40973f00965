import Foundation
import Testing
import TendCLITesting
import TendTesting
@testable import TendTransfer

@Suite("Reading ZIP archives (ZIPFoundation)")
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

    @Test("deflated and stored members read back byte for byte", arguments: [
        "Loop Habits CSV 2026-11-20.zip", "loop-stored.zip",
    ])
    func members(_ name: String) throws {
        let zip = try ZipArchive(path: Fixture.path(name))
        let expected = try folderFiles()
        let files = zip.members.filter { !$0.isFolder }
        #expect(Set(files.map(\.name)) == Set(expected.keys))
        for m in files { #expect(try zip.read(m) == expected[m.name], "\(m.name)") }
    }

    @Test("a ZIP64 archive (sizes and offsets in its extra fields, a ZIP64 end record) reads back")
    func zip64() throws {
        let zip = try ZipArchive(path: Fixture.path("zip-zip64.zip"))
        let m = try #require(zip.members.first { $0.name == "Habits.csv" })
        #expect(try zip.read(m) == Array("Position,Name\n001,Meditate\n".utf8))
    }

    @Test("ZIP64 values of 0 (the first member's offset, an empty member's sizes), which ZIPFoundation alone misreads, read back; the file is not changed")
    func zip64Zeros() throws {
        let h = TendHarness()
        let members = [
            TestZip.Member(name: "empty first.txt", data: []),
            TestZip.Member(name: "Habits.csv", data: Array("Position,Name\n001,Meditate\n".utf8)),
            TestZip.Member(name: "empty.txt", data: []),
            TestZip.Member(name: "notes.txt", data: Array("one\ntwo\n".utf8)),
        ]
        let path = h.file("zeros.zip")
        try TestZip(members: members, zip64: true).write(to: path)
        let before = FileManager.default.contents(atPath: path)
        // Both empty members hold a 0 in their ZIP64 fields (the first one's offset too): each gets its
        // three values and its renamed field ID; the other two are read as written.
        let directory = try #require(ZipDirectory(path: path))
        #expect(directory.count == 4)
        #expect(directory.repairs.count == 8)
        #expect(directory.repairs.filter { $0.bytes == [0x5A, 0x7A] }.count == 2)
        let archive = try ZipArchive(path: path)
        #expect(archive.members.map(\.name) == members.map(\.name))
        #expect(archive.members.map(\.size) == members.map { UInt64($0.data.count) })
        for (m, expected) in zip(archive.members, members) { #expect(try archive.read(m) == expected.data, "\(m.name)") }
        #expect(FileManager.default.contents(atPath: path) == before)
        // Without a 0, nothing is repaired: the archive is read from the file as it is.
        let full = h.file("full.zip")
        try TestZip(members: [TestZip.Member(name: "a.txt", data: [1]), TestZip.Member(name: "b.txt", data: [2, 3])], zip64: true).write(to: full)
        let plainFirst = try #require(ZipDirectory(path: full))
        #expect(plainFirst.count == 2 && plainFirst.repairs.count == 4, "only the first member, at offset 0")
    }

    @Test("a ZIP64 archive with an encrypted member is refused by name: the count is the ZIP64 end record's")
    func zip64Encrypted() throws {
        let h = TendHarness()
        var secret = TestZip.Member(name: "b.txt", data: Array("secret".utf8))
        secret.encrypted = true
        let path = h.file("encrypted64.zip")
        try TestZip(members: [TestZip.Member(name: "a.txt", data: [1]), secret, TestZip.Member(name: "c.txt", data: [3])], zip64: true)
            .write(to: path)
        #expect(throws: ZipError(reason: "2 of its 3 members are encrypted or unreadable (Tend reads no encrypted archives)")) {
            try ZipArchive(path: path)
        }
    }

    @Test("an archive with encrypted members is refused; a member of another compression method is refused by name")
    func refused() throws {
        #expect(throws: ZipError(reason: "1 of its 1 members are encrypted or unreadable (Tend reads no encrypted archives)")) {
            try ZipArchive(path: Fixture.path("zip-encrypted.zip"))
        }
        let bzip2 = try ZipArchive(path: Fixture.path("zip-bzip2.zip"))
        #expect(throws: ZipError(reason: "Habits.csv uses a compression method Tend doesn't read (only stored and deflated)")) {
            try bzip2.read(bzip2.members[0])
        }
    }

    @Test("a damaged member fails its checksum; a cut archive and a non-archive are refused")
    func damaged() throws {
        let h = TendHarness()
        var bytes = [UInt8](FileManager.default.contents(atPath: Fixture.path("loop-stored.zip"))!)
        // Flip a byte inside the stored Habits.csv data: 10 bytes past its local header and name.
        let name = Array("Habits.csv".utf8)
        let signature: [UInt8] = [0x50, 0x4B, 3, 4]
        var found: Int?
        for i in 0..<(bytes.count - 30 - name.count) where Array(bytes[i..<(i + 4)]) == signature {
            if Array(bytes[(i + 30)..<(i + 30 + name.count)]) == name { found = i }
        }
        let header = try #require(found)
        let nameLength = Int(bytes[header + 26]) | Int(bytes[header + 27]) << 8
        let extraLength = Int(bytes[header + 28]) | Int(bytes[header + 29]) << 8
        bytes[header + 30 + nameLength + extraLength + 10] ^= 0x20
        let damaged = h.file("damaged.zip")
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))
        let z = try ZipArchive(path: damaged)
        #expect(throws: ZipError(reason: "Habits.csv fails its checksum: it is damaged, or encrypted (Tend reads no encrypted archives)")) {
            try z.read(z.members.first { $0.name == "Habits.csv" }!)
        }
        let cut = h.file("cut.zip")
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: cut))
        #expect(throws: ZipError.self) { try ZipArchive(path: cut) }
        #expect(throws: ZipError.self) { try ZipArchive(path: Fixture.path("daylio-7.csv")) }
    }
}

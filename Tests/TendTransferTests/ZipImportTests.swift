import Foundation
import Testing
import TendKernel
import TendCLITesting

/// ZIP archives through `tend import` only (so the tests hold whichever reader the importer uses):
/// ZIP64 archives read like any other; encrypted members and compression methods other than stored and
/// deflate are refused with the damaged-archive message, and nothing is written (docs/formats.md).
@Suite("tend import: ZIP64, encrypted members and other compression methods")
struct ZipImportTests {
    /// The Loop fixture folder packed by ``TestZip``.
    static func loop(zip64: Bool = false, change: (inout TestZip.Member) -> Void = { _ in }) throws -> TestZip {
        var members = try TestZip.members(ofFolder: Fixture.path("loop"))
        #expect(members.count == 8 && members.contains { $0.name == "Habits.csv" })
        for i in members.indices where members[i].name == "Habits.csv" { change(&members[i]) }
        return TestZip(members: members, zip64: zip64)
    }

    @Test("a ZIP64 archive (sizes and offsets in ZIP64 extra fields, the ZIP64 end records) imports like the folder — as does the plain one, so the writer is sound",
          arguments: [false, true])
    func importsLikeTheFolder(zip64: Bool) throws {
        let folder = TendHarness()
        #expect(folder.run("import", Fixture.path("loop")).code == 0)
        let h = TendHarness()
        let path = h.file("Loop Habits CSV \(zip64 ? "zip64" : "plain").zip")
        let zip = try Self.loop(zip64: zip64)
        try zip.write(to: path)
        // The end record's entry count is 0xFFFF exactly when the ZIP64 records hold it.
        let bytes = zip.bytes()
        #expect(bytes[bytes.count - 22..<bytes.count - 18].elementsEqual([0x50, 0x4B, 0x05, 0x06]))
        #expect((bytes[bytes.count - 12] == 0xFF) == zip64)
        let r = h.run("import", path)
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("(Loop Habit Tracker, 377 rows)"), "\(r)")
        #expect(try h.items("habit").map { $0.string("name") } == ["Meditate", "Run", "Coffee", "Floss"])
        #expect(try h.openStore().stateDigest() == folder.openStore().stateDigest())
    }

    @Test("a ZIP64 archive written by Python's zipfile (force_zip64; and with every entry and end record ZIP64) imports like the folder",
          arguments: ["loop-zip64-python.zip", "loop-zip64-python-every.zip"])
    func pythonZIP64(_ name: String) throws {
        let folder = TendHarness()
        #expect(folder.run("import", Fixture.path("loop")).code == 0)
        // Fixtures/zip64-python.py wrote them: ZIP64 local headers (version 4.5, sizes in the extra field).
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: Fixture.path(name))))
        #expect(bytes[0..<8].elementsEqual([0x50, 0x4B, 3, 4, 45, 0, 0, 0]))
        #expect(bytes[18..<26].allSatisfy { $0 == 0xFF }, "the local sizes are in the ZIP64 field")
        let zip64End: [UInt8] = [0x50, 0x4B, 6, 6]
        let hasZIP64End = bytes.indices.dropLast(3).contains { bytes[$0..<($0 + 4)].elementsEqual(zip64End) }
        #expect(hasZIP64End == name.hasSuffix("-every.zip"))
        let h = TendHarness()
        let r = h.run("import", Fixture.path(name))
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("(Loop Habit Tracker, 377 rows)"), "\(r)")
        #expect(try h.openStore().stateDigest() == folder.openStore().stateDigest())
    }

    @Test("an encrypted member, or one compressed by another method (bzip2, LZMA), is refused and nothing is written — in a plain or a ZIP64 archive",
          arguments: ["encrypted", "bzip2", "lzma"], [false, true])
    func refusedMembers(_ kind: String, zip64: Bool) throws {
        let h = try seededHarness()
        let zip = try Self.loop(zip64: zip64) { m in
            switch kind {
            case "encrypted": m.encrypted = true
            case "bzip2": m.method = 12
            default: m.method = 14
            }
        }
        let path = h.file("Loop Habits CSV \(kind)\(zip64 ? " zip64" : "").zip")
        try zip.write(to: path)
        let before = try h.digest()
        for args in [["import", path], ["import", "loop", path], ["import", path, "--dry-run"]] {
            let r = h.run(args)
            #expect(r.code == 65, "\(args): \(r)")
            #expect(r.out.isEmpty, "\(args): \(r)")
            #expect(r.err.hasPrefix("tend: \(path) can't be read as a ZIP archive ("), "\(args): \(r)")
            #expect(r.err.hasSuffix("); export it again.\n") && r.err.filter { $0 == "\n" }.count == 1, "\(args): \(r)")
        }
        #expect(try h.digest() == before, "nothing written")
        #expect(try h.items("habit").map { $0.string("name") } == ["Read"])
    }
}

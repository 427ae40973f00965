import Foundation
import Testing
import TendTesting

@Suite("tend export refuses bad input and writes nothing")
struct ExportBadInputTests {
    @Test("an unknown format or tracker, and options that don't go together")
    func options() throws {
        let h = try seededHarness()
        try Refusal.expect(h, ["export", "--format", "xml"], code: 65, mentions: ["'xml' is not an export format; use json or csv"])
        try Refusal.expect(h, ["export", "--tracker", "sleep"], code: 66,
                           mentions: ["'sleep' is not a tracker; use one of gratitude, five, mood, habit"])
        try Refusal.expect(h, ["export", "--format", "csv", "--history", "--output", h.file("x")], code: 64,
                           mentions: ["--history applies to JSON exports only"])
        try Refusal.expect(h, ["export", "--history", "--tracker", "mood"], code: 64,
                           mentions: ["--history exports the whole op log, so it can't be combined with --tracker"])
        try Refusal.expect(h, ["export", "--format", "csv"], code: 64,
                           mentions: ["A CSV export writes one file per tracker, so it needs a folder: add --output FOLDER"])
        #expect(!FileManager.default.fileExists(atPath: h.file("x")))
    }

    @Test("a path that can't be written exits 73 and creates nothing")
    func unwritable() throws {
        let h = try seededHarness()
        let missing = h.file("no/such/folder/out.json")
        try Refusal.expect(h, ["export", "--output", missing], code: 73, mentions: [
            "Can't write \(missing): the folder \(h.file("no/such/folder")) doesn't exist; give a path you can write to",
        ])
        try FileManager.default.createDirectory(atPath: h.file("taken.json"), withIntermediateDirectories: false)
        try Refusal.expect(h, ["export", "--output", h.file("taken.json")], code: 73,
                           mentions: ["Can't write \(h.file("taken.json")): it can't be written there"])
        try h.write("plain-file", "x")
        try Refusal.expect(h, ["export", "--format", "csv", "--output", h.file("plain-file")], code: 73,
                           mentions: ["it exists and is not a folder"])
        #expect(!FileManager.default.fileExists(atPath: h.file("no")))
    }
}

import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import CustomTrackers

/// Bad definition files: refused with every problem and its JSON path, nothing written.
@Suite("Bad definition files are refused before anything is written")
struct DefinitionRefusalTests {
    private func refused(_ h: TendHarness, _ args: [String], code: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
        #expect(r.out.isEmpty, "\(r)", sourceLocation: sourceLocation)
        #expect(r.err.hasPrefix("tend: "), sourceLocation: sourceLocation)
        #expect(try h.digest() == before, "nothing written", sourceLocation: sourceLocation)
        return r.err
    }

    private func seeded() throws -> TendHarness {
        let h = TendHarness(modules: [StubModule.plugin(tracker: StubTracker(id: "mood"))])
        try Fixture.add(h, Fixture.done)
        return h
    }

    @Test("every problem is listed with its JSON path")
    func problems() throws {
        let h = try seeded()
        let bad = #"{"id": "reading", "name": "Reading", "value": {"kind": "count", "unit": ""}, "goal": {"atLeast": -5, "per": "week"}, "stats": ["streak", "vibes"]}"#
        let err = try refused(h, ["tracker", "add", try Fixture.file(h, bad, name: "reading.json")], code: 65)
        Golden.check(err.replacingOccurrences(of: h.directory, with: "DIR"), "add-invalid.txt")
        #expect(err.contains("\n  goal.atLeast: must be a positive number\n"))
    }

    @Test("an id clashing with a command, the hidden custom command or a built-in tracker is refused")
    func clashes() throws {
        let h = try seeded()
        for id in ["today", "tracker", "history", "custom", "help"] {
            let json = #"{"id": "\#(id)", "name": "X", "value": "done"}"#
            let err = try refused(h, ["tracker", "add", try Fixture.file(h, json)], code: 65)
            #expect(err.hasSuffix("\n  id: '\(id)' is the name of a tend command; choose another id\n"), "\(err)")
        }
        let err = try refused(h, ["tracker", "add", try Fixture.file(h, #"{"id": "mood", "name": "X", "value": "done"}"#)], code: 65)
        #expect(err.hasSuffix("\n  id: 'mood' is a tracker built into tend; choose another id\n"))
    }

    @Test("every name the conformance check reserves is refused as an id")
    func reservedNames() throws {
        let h = try seeded()
        for id in ReservedNames.commands.sorted() where TrackerDescriptor.isValidID(id) {
            let json = #"{"id": "\#(id)", "name": "X", "value": "done"}"#
            let err = try refused(h, ["tracker", "add", try Fixture.file(h, json)], code: 65)
            #expect(err.contains("id: '\(id)' is the name of a tend command"), "\(id): \(err)")
        }
    }

    @Test("files that are missing, not JSON, too large or not UTF-8")
    func files() throws {
        let h = try seeded()
        let missing = try refused(h, ["tracker", "add", h.directory + "/nope.json"], code: 66)
        #expect(missing == "tend: \(h.directory)/nope.json doesn't exist; give the path of a definition file (JSON).\n")
        let broken = try refused(h, ["tracker", "add", try Fixture.file(h, "{\n  \"id\": \"a1\",\n  \"name\": ,\n}")], code: 65)
        #expect(broken == "tend: \(h.directory)/definition.json is not valid JSON: unexpected character at line 3, column 11.\n")
        let big = try Fixture.file(h, "{\"id\": \"a1\", \"name\": \"" + String(repeating: "x", count: 70_000) + "\"}")
        #expect(try refused(h, ["tracker", "add", big], code: 65).contains("a definition file is at most 65536 bytes"))
        let latin = h.directory + "/latin.json"
        try Data([0x7B, 0x22, 0xE9, 0x22, 0x7D]).write(to: URL(fileURLWithPath: latin))
        #expect(try refused(h, ["tracker", "add", latin], code: 65).contains("is not UTF-8 text"))
        #expect(try refused(h, ["tracker", "add", h.directory], code: 66).contains("doesn't exist"))
    }
}

import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import CustomTrackers

/// Bad input to `tend ID …`: one clear sentence, a non-zero exit, nothing written.
@Suite("Bad values for defined trackers are refused before anything is written")
struct CustomLogRefusalTests {
    /// One store with a tracker of each kind, shared by the refusals (which write nothing).
    private static let shared = Result { () throws -> TendHarness in
        let h = TendHarness(modules: [])
        for json in [Fixture.done, Fixture.count, Fixture.amount, Fixture.level, Fixture.text] { try Fixture.add(h, json) }
        h.run("water", "log", "2")
        return h
    }

    private static func harness() throws -> TendHarness { try shared.get() }

    @Test("each bad value names what is accepted", arguments: [
        (["stretch", "log", "maybe"], "tend: 'maybe' is not a value for Stretching: it records done; run 'tend stretch log' (or 'tend stretch log done').\n"),
        (["water", "log", "two"], "tend: 'two' is not a count for Water; use a whole number from 0 to 30 glasses.\n"),
        (["water", "log", "2.5"], "tend: '2.5' is not a count for Water; use a whole number from 0 to 30 glasses.\n"),
        (["water", "log", "31"], "tend: '31' is not a count for Water; use a whole number from 0 to 30 glasses.\n"),
        (["water", "log"], "tend: Water records a count; give a value, like: tend water log 3.\n"),
        (["sleep", "log", "7.5km"], "tend: '7.5km' is not an amount for Sleep; use a number from 0 to 24 (in h), like 7.5.\n"),
        (["sleep", "log", "25"], "tend: '25' is not an amount for Sleep; use a number from 0 to 24 (in h), like 7.5.\n"),
        (["sleep", "log", "nan"], "tend: 'nan' is not an amount for Sleep; use a number from 0 to 24 (in h), like 7.5.\n"),
        (["sleep", "log", "1e1"], "tend: '1e1' is not an amount for Sleep; use a number from 0 to 24 (in h), like 7.5.\n"),
        (["energy", "log", "ecstatic"], "tend: 'ecstatic' is not a level of Energy; use one of drained, low, steady, good, bright, or a number from 1 to 5.\n"),
        (["energy", "log", "6"], "tend: '6' is not a level of Energy; use one of drained, low, steady, good, bright, or a number from 1 to 5.\n"),
        (["highlight", "log", "   "], "tend: Highlight records text; give a value, like: tend highlight log \"…\".\n"),
        (["highlight", "log", "a\tb"], "tend: The text for Highlight contains a line break or control character; give one line of plain text.\n"),
        (["highlight", "log", String(repeating: "x", count: 501)], "tend: The text is 501 characters long; Highlight keeps at most 500.\n"),
        (["sleep", "log", "7", "--note", ""], "tend: A note is one line of 1 to 200 characters (this one has 0).\n"),
        (["sleep", "log", "7", "--date", "tomorrow"], "tend: 2026-11-23 is in the future (today is 2026-11-22); only today or earlier can be recorded.\n"),
        (["sleep", "log", "7", "--date", "someday"], "tend: 'someday' is not a date; use YYYY-MM-DD, today, yesterday, 3d, 3 days ago or a weekday name like mon.\n"),
        (["sleep", "month", "--month", "2026-13"], "tend: '2026-13' is not a month; use YYYY-MM, like 2026-11.\n"),
    ])
    func badValue(args: [String], message: String) throws {
        let h = try Self.harness()
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == 65, "\(r)")
        #expect(r.out.isEmpty)
        #expect(r.err == message)
        #expect(try h.digest() == before)
    }

    @Test("an unknown first word is a usage error, and no store is created to find out")
    func unknown() throws {
        let h = TendHarness(modules: [])
        let r = h.run("frobnicate")
        #expect(r.code == 64 && r.out.isEmpty)
        #expect(r.err == "tend: 'frobnicate' is not a tend command or one of your trackers; see 'tend --help' for commands and 'tend tracker list' for trackers.\n")
        #expect(!FileManager.default.fileExists(atPath: h.storePath))
        let seeded = try Self.harness()
        let before = try seeded.digest()
        #expect(seeded.run("sleeep", "log", "7").code == 64)
        #expect(seeded.run("Sleep").code == 64)
        #expect(try seeded.digest() == before)
    }

    @Test("an unwritable --svg path is refused with exit 73")
    func svg() throws {
        let h = try Self.harness()
        let r = h.run("water", "month", "--svg", h.directory + "/no/such/dir/water.svg")
        #expect(r.code == 73 && r.out.isEmpty)
        #expect(r.err.hasPrefix("tend: Can't write the SVG file \(h.directory)/no/such/dir/water.svg;"))
        let ok = h.run("water", "month", "--svg", h.directory + "/water.svg")
        #expect(ok.code == 0)
        let svg = try String(contentsOfFile: h.directory + "/water.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg") && svg.contains("2026-11-22: 2 glasses"))
    }
}

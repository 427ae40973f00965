import FiveLinesTracker
import Foundation
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting
import Testing

/// Two devices that each wrote lines for one day while apart: the merge keeps every line.
@Suite("more than five lines after a sync merge")
struct FiveLinesMergeTests {
    /// This device wrote 3 lines on Sunday 22 November and the other device 3 more: 6 after the merge.
    static func merged() throws -> TendHarness {
        let h = FiveLinesFixture.harness()
        FiveLinesFixture.add(h, ["Walked to the river", "Fixed the login bug", "Called my sister"])
        let other = FiveLinesFixture.harness(seed: 7)
        FiveLinesFixture.add(other, ["Baked bread", "Read a chapter", "Went to bed early"])
        let remote = try other.openStore().changes(ChangeQuery(newestFirst: false))
        let report = try h.openStore().apply(remote, now: h.clock.now())
        #expect(report.applied == remote.count)
        return h
    }

    @Test("all six are kept and shown numbered, with a note")
    func dayShowsAll() throws {
        let h = try Self.merged()
        #expect(try FiveLinesFixture.texts(h, "2026-11-22").count == 6)
        let r = h.run("five")
        #expect(r.code == 0, "\(r)")
        Golden.check(r.out, "show-merged.txt")
        for n in 1...6 { #expect(r.out.contains("  \(n). ")) }
        #expect(r.out.contains("This day has 6 lines, more than 5"))
        let json = try JSONSerialization.jsonObject(with: Data(h.run("five", "--json").out.utf8)) as! [String: Any]
        #expect((json["lines"] as! [Any]).count == 6)
        #expect(json["overLimit"] as? Bool == true)
    }

    @Test("browse shows all six with the note; the today line says so")
    func browseAndToday() throws {
        let h = try Self.merged()
        let browse = h.run("five", "browse").out
        #expect(browse.contains("  6. "))
        #expect(browse.contains("This day has 6 lines, more than 5"))
        #expect(h.run().out.contains("Five lines · 6 lines today (more than 5, after a sync)"))
    }

    @Test("a seventh line is refused; line 6 can be edited, moved and removed")
    func commandsOnAnOverfullDay() throws {
        let h = try Self.merged()
        let before = try h.digest()
        let seventh = h.run("five", "add", "seventh")
        #expect(seventh.code == 65)
        #expect(seventh.err.contains("already has 6 of 5 lines"))
        #expect(try h.digest() == before)
        #expect(h.run("five", "edit", "6", "Sixth, edited").code == 0)
        #expect(try FiveLinesFixture.texts(h, "2026-11-22").last == "Sixth, edited")
        #expect(h.run("five", "move", "6", "--to", "1").code == 0)
        #expect(try FiveLinesFixture.texts(h, "2026-11-22").first == "Sixth, edited")
        let seven = h.run("five", "rm", "7")
        #expect(seven.code == 65)
        #expect(seven.err == "tend: '7' is not a line number; use a number from 1 to 6.\n")
        #expect(h.run("five", "rm", "6").code == 0)
        #expect(try FiveLinesFixture.texts(h, "2026-11-22").count == 5)
        #expect(!h.run("five").out.contains("more than 5"))
    }

    @Test("lines given the same position on two devices can still be reordered")
    func equalPositions() throws {
        let h = try Self.merged()
        let d = Day(iso: "2026-11-22")!
        let positions = try h.openStore().entries(EntryQuery(tracker: "five", days: d...d)).map(\.position)
        #expect(Set(positions).count < positions.count, "both devices started at the same position")
        var expected = try FiveLinesFixture.texts(h, "2026-11-22")
        // Line 6 between lines 3 and 4, which share a position: the day is renumbered.
        #expect(h.run("five", "move", "6", "--to", "4").code == 0)
        expected.insert(expected.remove(at: 5), at: 3)
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == expected)
        let change = try h.openStore().changes(ChangeQuery(limit: 1))[0]
        #expect(change.ops.allSatisfy { Array($0.fields.keys) == [RecordField.position] })
        let renumbered = try h.openStore().entries(EntryQuery(tracker: "five", days: d...d)).map(\.position)
        #expect(Set(renumbered).count == 6)
        // Afterwards a move writes one position again.
        #expect(h.run("five", "move", "1", "--to", "2").code == 0)
        expected.swapAt(0, 1)
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == expected)
        #expect(try h.openStore().changes(ChangeQuery(limit: 1))[0].ops.count == 1)
    }
}

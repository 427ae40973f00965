import FiveLinesTracker
import Foundation
import TendEngine
import TendKernel
import TendTesting
import Testing

@Suite("tend five edit, rm and move")
struct FiveLinesEditTests {
    @Test("edit replaces a line's text; the same text writes nothing")
    func edit() throws {
        let h = FiveLinesFixture.weekWithGaps()
        let r = h.run("five", "edit", "2", "Called my brother", "--date", "2026-11-19")
        #expect(r.code == 0, "\(r)")
        #expect(r.out == "Changed line 2 of Thursday 19 November 2026.\n")
        #expect(try FiveLinesFixture.texts(h, "2026-11-19") == ["Walked to the river", "Called my brother"])
        let before = try h.digest()
        let same = h.run("five", "edit", "2", "  Called my brother ", "--date", "2026-11-19")
        #expect(same.code == 0)
        #expect(same.out == "Line 2 of Thursday 19 November 2026 already says that; nothing changed.\n")
        #expect(try h.digest() == before)
        #expect(h.run("undo").code == 0)
        #expect(try FiveLinesFixture.texts(h, "2026-11-19") == ["Walked to the river", "Called my sister"])
    }

    @Test("rm removes a line, the next ones move up, and undo brings it back in place")
    func remove() throws {
        let h = FiveLinesFixture.harness()
        FiveLinesFixture.add(h, ["one", "two", "three"])
        let r = h.run("five", "rm", "2")
        #expect(r.code == 0, "\(r)")
        #expect(r.out == "Removed line 2 of Sunday 22 November 2026: two (bring it back with 'tend undo').\n")
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["one", "three"])
        #expect(h.run("five").out.contains("  1. one\n  2. three\n  3.\n"))
        #expect(h.run("undo").code == 0)
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["one", "two", "three"])
    }

    @Test("move reorders with one position write, to the front, the middle and the end")
    func move() throws {
        let h = FiveLinesFixture.harness()
        FiveLinesFixture.add(h, ["a", "b", "c", "d"])
        let r = h.run("five", "move", "4", "--to", "1")
        #expect(r.code == 0, "\(r)")
        #expect(r.out == "Moved line 4 of Sunday 22 November 2026 to place 1.\n")
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["d", "a", "b", "c"])
        #expect(h.run("five", "move", "1", "--to", "3").code == 0)
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["a", "b", "d", "c"])
        #expect(h.run("five", "move", "1", "--to", "4").code == 0)
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["b", "d", "c", "a"])
        let last = try h.openStore().changes(ChangeQuery(limit: 1))[0]
        #expect(last.action == "five.move")
        #expect(last.ops.count == 1)
        #expect(Array(last.ops[0].fields.keys) == [RecordField.position])
        let before = try h.digest()
        let same = h.run("five", "move", "2", "--to", "2")
        #expect(same.code == 0)
        #expect(same.out.contains("already in place 2"))
        #expect(try h.digest() == before)
        #expect(h.run("undo").code == 0)
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["a", "b", "d", "c"])
    }

    @Test("edit, rm and move work on past days with --date and leave other days alone")
    func otherDays() throws {
        let h = FiveLinesFixture.weekWithGaps()
        #expect(h.run("five", "move", "2", "--to", "1", "--date", "thu").code == 0)
        #expect(try FiveLinesFixture.texts(h, "2026-11-19") == ["Called my sister", "Walked to the river"])
        #expect(h.run("five", "rm", "1", "--date", "yesterday").code == 0)
        #expect(try FiveLinesFixture.texts(h, "2026-11-21").isEmpty)
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["Fixed the login bug", "Read for half an hour"])
    }

    @Test("history names every action")
    func historyNamesActions() throws {
        let h = FiveLinesFixture.harness()
        FiveLinesFixture.add(h, ["a", "b"])
        #expect(h.run("five", "edit", "1", "A").code == 0)
        #expect(h.run("five", "move", "1", "--to", "2").code == 0)
        #expect(h.run("five", "rm", "1").code == 0)
        let out = h.run("history").out
        for action in ["Added five-line journal lines (2026-11-22 · a (+1))", "Edited a five-line journal line (2026-11-22 · 1)",
                       "Moved a five-line journal line (2026-11-22 · 1 → 2)", "Removed a five-line journal line (2026-11-22 · 1)"] {
            #expect(out.contains(action), "\(out)")
        }
    }
}

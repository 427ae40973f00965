import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import CustomTrackers

/// Each value kind end to end through `tend`: define, log, replace or add, show, store.
@Suite("Every value kind works end to end")
struct ValueKindTests {
    private func harness(_ json: String) throws -> TendHarness {
        let h = TendHarness(modules: [])
        try Fixture.add(h, json)
        return h
    }

    @Test("done: logged once a day, logging again changes nothing")
    func done() throws {
        let h = try harness(Fixture.done)
        let r = h.run("stretch", "log")
        #expect(r.code == 0 && r.err.isEmpty, "\(r)")
        #expect(r.out == "Stretching · Sunday 22 November 2026: done.\n")
        let before = try h.digest()
        #expect(h.run("stretch", "log", "done").out == "Stretching · Sunday 22 November 2026 is already done; nothing changed.\n")
        #expect(try h.digest() == before)
        #expect(h.run("stretch", "log", "yes", "--date", "yesterday").code == 0)
        let e = try #require(try h.openStore().entry(id: "stretch/2026-11-21"))
        #expect(e.value == .done && e.tracker == "stretch" && e.subject == nil)
        let json = h.run("stretch", "stats", "--json").out
        #expect(json.contains("\"current\" : 2"), "\(json)")
        #expect(h.run("stretch").out == "Stretching · Sunday 22 November 2026\n  done\n")
    }

    @Test("count: many a day add up against a daily goal")
    func count() throws {
        let h = try harness(Fixture.count)
        #expect(h.run("water", "log", "3").out == """
            Water · Sunday 22 November 2026: added 3 glasses (3 glasses that day).
            Goal: at least 8 glasses a day — 5 glasses to go

            """)
        #expect(h.run("water", "log", "2", "glasses", "--note", "after the run").code == 0)
        let view = h.run("water")
        Golden.check(view.out, "water-day.txt")
        #expect(h.run("today").out.contains("Water · 5 glasses today · 3 glasses to go"))
        #expect(h.run("water", "log", "3glasses").out.hasSuffix("Goal: at least 8 glasses a day — goal met\n"))
        let entries = try h.openStore().entries(EntryQuery(tracker: "water"))
        #expect(entries.map(\.value) == [.amount(3), .amount(2), .amount(3)])
        #expect(entries[1].note == "after the run")
        #expect(entries.map(\.position) == entries.map(\.position).sorted() && Set(entries.map(\.position)).count == 3)
        h.goldenRun("water", "--json", golden: "water-day.json")
    }

    @Test("amount: one a day, logging again replaces it and keeps the note")
    func amount() throws {
        let h = try harness(Fixture.amount)
        #expect(h.run("sleep", "log", "7.5h", "--note", "woke once").out == """
            Sleep · Sunday 22 November 2026: 7.5 h.
            Goal: at least 7 h a day — goal met

            """)
        #expect(h.run("sleep", "log", "6").out == """
            Sleep · Sunday 22 November 2026: 6 h (was 7.5 h).
            Goal: at least 7 h a day — 1 h to go

            """)
        let e = try #require(try h.openStore().entry(id: "sleep/2026-11-22"))
        #expect(e.value == .amount(6) && e.note == "woke once")
        #expect(h.run("sleep").out == "Sleep · Sunday 22 November 2026\n  6 h · woke once\nGoal: at least 7 h a day — 1 h to go\n")
    }

    @Test("level: a label or its number")
    func level() throws {
        let h = try harness(Fixture.level)
        #expect(h.run("energy", "log", "Good").out == "Energy · Sunday 22 November 2026: good.\n")
        #expect(try h.openStore().entry(id: "energy/2026-11-22")?.value == .level(4))
        #expect(h.run("energy", "log", "2").out == "Energy · Sunday 22 November 2026: low (was good).\n")
        #expect(try h.openStore().entry(id: "energy/2026-11-22")?.value == .level(2))
        #expect(h.run("today").out.contains("Energy · low today"))
    }

    @Test("text: each log adds a line")
    func text() throws {
        let h = try harness(Fixture.text)
        #expect(h.run("highlight", "log", "Walked", "to", "the", "river").code == 0)
        #expect(h.run("highlight", "log", "Finished the chapter").out
                == "Highlight · Sunday 22 November 2026: added Finished the chapter (2 entries that day).\n")
        #expect(try h.openStore().entries(EntryQuery(tracker: "highlight")).map(\.value)
                == [.text("Walked to the river"), .text("Finished the chapter")])
        #expect(h.run("highlight").out == """
            Highlight · Sunday 22 November 2026
              1. Walked to the river
              2. Finished the chapter
            Total: 2 entries

            """)
    }

    @Test("a defined tracker appears in today, and tend undo takes a log back")
    func todayAndUndo() throws {
        let h = TendHarness(modules: [])
        for json in [Fixture.done, Fixture.count, Fixture.amount, Fixture.level, Fixture.text] { try Fixture.add(h, json) }
        h.run("sleep", "log", "8")
        h.run("water", "log", "9")
        h.run("energy", "log", "bright")
        h.goldenRun("today", golden: "today.txt")
        #expect(h.run("undo").out.hasPrefix("Undid: Logged a value (energy · bright · 2026-11-22)"))
        #expect(try h.openStore().entries(EntryQuery(tracker: "energy")).isEmpty)
    }
}

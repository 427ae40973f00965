import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import CustomTrackers

/// `tend tracker add | list | show | remove`.
@Suite("tend tracker manages definitions")
struct TrackerCommandTests {
    @Test("the example definitions load through tend tracker add, and list and show them")
    func examples() throws {
        let h = TendHarness(modules: [])
        for name in ["sleep-hours", "pages-read", "meditation-minutes"] {
            let r = h.run("tracker", "add", Fixture.examplesDirectory + "/\(name).json")
            #expect(r.code == 0, "\(r)")
        }
        #expect(try DefinitionStore.load(h.openStore()).map(\.id) == ["sleep", "pages", "meditation"])
        h.goldenRun("tracker", "list", golden: "tracker-list.txt")
        h.run("sleep", "log", "7", "--date", "yesterday")
        h.goldenRun("tracker", "show", "sleep", golden: "tracker-show.txt")
        h.goldenRun("sleep", "--help", golden: "usage-sleep.txt")
        let listed = h.run("tracker", "list", "--json").out
        #expect(listed.contains("\"source\" : \"definition\"") && listed.contains("\"id\" : \"meditation\""))
    }

    @Test("show --json prints the definition, which add reads back unchanged")
    func showRoundTrip() throws {
        let h = TendHarness(modules: [])
        try Fixture.add(h, Fixture.amount)
        let json = h.run("tracker", "show", "sleep", "--json").out
        #expect(try DefinitionParser.parse(json).get() == Fixture.definition(Fixture.amount))
        let before = try h.digest()
        let again = h.run("tracker", "add", try Fixture.file(h, json), "--replace")
        #expect(again.out == "Sleep (sleep) already has this definition; nothing changed.\n")
        #expect(try h.digest() == before)
    }

    @Test("an id already defined is refused without --replace; --replace keeps the entries")
    func replace() throws {
        let h = TendHarness(modules: [])
        try Fixture.add(h, Fixture.amount)
        h.run("sleep", "log", "6")
        let before = try h.digest()
        let changed = Fixture.amount.replacingOccurrences(of: "\"atLeast\": 7", with: "\"atLeast\": 8")
        let r = h.run("tracker", "add", try Fixture.file(h, changed))
        #expect(r.code == 65 && r.out.isEmpty)
        #expect(r.err == "tend: A tracker 'sleep' is already defined (Sleep); use --replace to change its definition, or choose another id.\n")
        #expect(try h.digest() == before)
        #expect(h.run("tracker", "add", try Fixture.file(h, changed), "--replace").out == "Replaced the definition of Sleep (sleep).\n")
        #expect(h.run("sleep").out.contains("Goal: at least 8 h a day — 2 h to go"))
        #expect(h.run("undo").code == 0)
        #expect(h.run("sleep").out.contains("Goal: at least 7 h a day — 1 h to go"))
    }

    @Test("a value kind the kept entries can't hold is refused")
    func kindChange() throws {
        let h = TendHarness(modules: [])
        try Fixture.add(h, Fixture.amount)
        h.run("sleep", "log", "6.5")
        let before = try h.digest()
        let asLevel = #"{"id": "sleep", "name": "Sleep", "value": {"kind": "level", "labels": ["bad", "ok", "good"]}}"#
        let r = h.run("tracker", "add", try Fixture.file(h, asLevel), "--replace")
        #expect(r.code == 65 && r.out.isEmpty)
        #expect(r.err == "tend: 'sleep' has 1 entries that a level value can't hold (e.g. 2026-11-22 {\"amount\":6.5}); keep the earlier value, or delete them first with 'tend tracker remove sleep --purge'.\n")
        #expect(try h.digest() == before)
        // Removed and added again with another kind: the kept entries still decide.
        h.run("tracker", "remove", "sleep")
        #expect(h.run("tracker", "add", try Fixture.file(h, asLevel)).code == 65)
    }

    @Test("remove keeps the entries; adding the definition again brings them back")
    func removeKeeps() throws {
        let h = TendHarness(modules: [])
        try Fixture.add(h, Fixture.count)
        h.run("water", "log", "3")
        h.run("water", "log", "2")
        let r = h.run("tracker", "remove", "water")
        #expect(r.out == "Removed the tracker Water (water); its 2 entries are kept (add the definition again to see them; 'tend undo' brings it back).\n")
        #expect(try h.openStore().entries(EntryQuery(tracker: "water")).count == 2)
        #expect(try h.openStore().item(id: "definition/water")?.deleted == true)
        let gone = h.run("water")
        #expect(gone.code == 66 && gone.err == "tend: The tracker 'water' was removed (its entries are kept); add its definition again with 'tend tracker add FILE'.\n")
        #expect(!h.run("today").out.contains("Water"))
        try Fixture.add(h, Fixture.count)
        #expect(h.run("water").out.contains("Total: 5 glasses"))
    }

    @Test("remove --purge deletes the entries too, and undo brings everything back")
    func purge() throws {
        let h = TendHarness(modules: [])
        try Fixture.add(h, Fixture.text)
        h.run("highlight", "log", "one")
        h.run("highlight", "log", "two", "--date", "yesterday")
        let r = h.run("tracker", "remove", "highlight", "--purge")
        #expect(r.out == "Removed the tracker Highlight (highlight) and its 2 entries ('tend undo' brings them back).\n")
        let store = try h.openStore()
        #expect(try store.entries(EntryQuery(tracker: "highlight")).isEmpty)
        #expect(try DefinitionStore.load(store).isEmpty)
        #expect(h.run("undo").code == 0)
        #expect(try h.openStore().entries(EntryQuery(tracker: "highlight")).count == 2)
        #expect(h.run("highlight").out.contains("1. one"))
    }

    @Test("remove refuses built-in and unknown trackers, writing nothing")
    func removeRefused() throws {
        let h = TendHarness(modules: [StubModule.plugin(tracker: StubTracker(id: "mood"))])
        try Fixture.add(h, Fixture.done)
        let before = try h.digest()
        let builtIn = h.run("tracker", "remove", "mood")
        #expect(builtIn.code == 65 && builtIn.err == "tend: 'mood' is built into tend and can't be removed.\n" && builtIn.out.isEmpty)
        let unknown = h.run("tracker", "remove", "nothing-here")
        #expect(unknown.code == 66 && unknown.err == "tend: No tracker 'nothing-here' is defined by a file; see 'tend tracker list'.\n")
        #expect(try h.digest() == before)
        let show = h.run("tracker", "show", "mood")
        #expect(show.code == 0 && show.out.hasPrefix("Mood (mood) — built into tend\n"))
        #expect(h.run("tracker", "show", "nope").code == 66)
    }
}

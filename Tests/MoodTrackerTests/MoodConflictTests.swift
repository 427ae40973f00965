import Foundation
import Testing
@testable import MoodTracker
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

/// Two devices logging one day offline: both values are kept and shown until resolved.
@Suite("tend mood with a real conflict between two devices")
struct MoodConflictTests {
    let day = MoodTest.day("2026-11-20")

    @Test("merging two devices' logs of one day keeps one row holding both values")
    func conflictIsKept() throws {
        let h = TendHarness()
        let other = try MoodTest.conflict(h, on: day, here: "bad", there: 4)
        for store in [try h.openStore() as any Store, other] {
            let entries = try store.entries(EntryQuery(tracker: "mood", days: day...day, includeDeleted: true))
            #expect(entries.count == 1, "never two rows for one day")
            let e = try #require(entries.first)
            let values = Set([e.value] + e.conflicts.map(\.value))
            #expect(values == [.level(2), .level(4)])
            #expect(e.conflicts.count == 1)
            #expect(MoodTracker().validate(e) == nil)
        }
        #expect(try h.openStore().stateDigest() == other.stateDigest(), "both devices agree")
        #expect(try h.openStore().verify().isEmpty)
    }

    @Test("every view shows both values")
    func viewsShowBoth() throws {
        let h = TendHarness()
        try MoodTest.seed(h, [MoodTest.day("2026-11-19"): 3, MoodTest.day("2026-11-21"): 5])
        try MoodTest.conflict(h, on: day, here: "bad", there: 4)
        let show = h.run("mood", "--date", "2026-11-20")
        Golden.check(show.out, "conflict-show.txt")
        #expect(show.out.contains("bad or good"))
        #expect(show.out.contains("tend mood resolve 2026-11-20 LEVEL"))
        let json = h.run("mood", "--date", "2026-11-20", "--json")
        Golden.check(json.out, "conflict-show.json")
        let obj = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        #expect(obj?["conflict"] as? Bool == true)
        #expect((obj?["values"] as? [[String: Any]])?.compactMap { $0["level"] as? Int }.sorted() == [2, 4])

        let month = h.run("mood", "month")
        Golden.check(month.out, "conflict-month.txt")
        #expect(month.out.contains("Fri 20 Nov: bad or good — settle with: tend mood resolve 2026-11-20 LEVEL"))
        #expect(h.run("mood", "month", "--json").out.contains(#""conflicts" : ["#))
        let year = h.run("mood", "year")
        #expect(year.out.contains("Fri 20 Nov: bad or good"))
        let svg = h.directory + "/m.svg"
        h.run("mood", "month", "--svg", svg)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<title>2026-11-20: bad or good (conflict)</title>"))

        h.now = "2026-11-20T21:00"
        #expect(h.run("today").out.contains("Mood · bad or good (conflict: tend mood resolve)"))
        h.now = "2026-11-22T09:00"
        let insights = h.run("mood", "insights")
        #expect(insights.out.contains("Days holding two values: 2026-11-20; settle each with"))
        h.run("mood", "style", "numbers")
        #expect(h.run("mood", "--date", "2026-11-20").out.contains("Mood: 2 or 4"))
    }

    @Test("resolve writes one value superseding both; the other device converges; undo restores the shown value")
    func resolve() throws {
        let h = TendHarness()
        let other = try MoodTest.conflict(h, on: day, here: "bad", there: 4)
        let shown = try #require(try h.openStore().entry(id: "mood/2026-11-20")).value
        let r = h.run("mood", "resolve", "2026-11-20", "average")
        #expect(r.code == 0, "\(r)")
        #expect(r.out == "Settled Friday 20 November 2026: average (the day held bad or good).\n")
        let store = try h.openStore()
        let e = try #require(try store.entry(id: "mood/2026-11-20"))
        #expect(e.value == .level(3))
        #expect(e.conflicts.isEmpty)
        let change = try #require(try store.changes(ChangeQuery(limit: 1)).first)
        #expect(change.action == "mood.resolve")
        let heads = try #require(change.ops.first?.supersedes)
        #expect(heads.count == 2, "the resolving op supersedes both values")
        #expect(h.run("history").out.contains("Settled a mood conflict (average · 2026-11-20)"))

        _ = try other.apply([change], now: h.clock.now())
        let there = try #require(try other.entry(id: "mood/2026-11-20"))
        #expect(there.value == .level(3) && there.conflicts.isEmpty)
        #expect(try store.stateDigest() == other.stateDigest())

        // Undo writes one op, so it brings back the value shown before (the last writer's); the other
        // value stays in the log.
        #expect(h.run("undo").code == 0)
        let back = try #require(try h.openStore().entry(id: "mood/2026-11-20"))
        #expect(back.value == shown && back.conflicts.isEmpty)
    }

    @Test("logging on a conflicted day settles it too")
    func logSettles() throws {
        let h = TendHarness()
        try MoodTest.conflict(h, on: day, here: "great", there: 1)
        let r = h.run("mood", "log", "good", "--date", "2026-11-20", "--json")
        #expect(r.code == 0)
        #expect(r.out.contains(#""outcome" : "resolved""#))
        let e = try #require(try h.openStore().entry(id: "mood/2026-11-20"))
        #expect(e.value == .level(4) && e.conflicts.isEmpty)
    }

    @Test("logging the level a conflicted day already shows settles it too (docs/mood.md): one op superseding both")
    func logShownLevelSettles() throws {
        let h = TendHarness()
        let other = try MoodTest.conflict(h, on: day, here: "great", there: 1)
        let before = try #require(try h.openStore().entry(id: "mood/2026-11-20"))
        #expect(before.conflicts.count == 1)
        // The level shown is one of the two; logging exactly it must still write, because the day holds two.
        let shownLevel = try #require(before.value.level)
        #expect([1, 5].contains(shownLevel))
        let name = shownLevel == 5 ? "great" : "horrible"
        let r = h.run("mood", "log", name, "--date", "2026-11-20", "--json")
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains(#""outcome" : "resolved""#), "\(r)")
        let store = try h.openStore()
        let e = try #require(try store.entry(id: "mood/2026-11-20"))
        #expect(e.value == .level(shownLevel) && e.conflicts.isEmpty)
        let change = try #require(try store.changes(ChangeQuery(limit: 1)).first)
        #expect(change.action == "mood.log")
        #expect(change.ops.first?.supersedes.count == 2, "the op supersedes both values")
        // The other device takes the settling op and agrees.
        _ = try other.apply([change], now: h.clock.now())
        #expect(try other.entry(id: "mood/2026-11-20")?.conflicts.isEmpty == true)
        #expect(try store.stateDigest() == other.stateDigest())
        // Logging it again now is a no-op.
        let again = h.run("mood", "log", name, "--date", "2026-11-20", "--json")
        #expect(again.out.contains(#""outcome" : "unchanged""#), "\(again)")
    }

    @Test("the same level written on both devices is no conflict")
    func sameValueIsNoConflict() throws {
        let h = TendHarness()
        try MoodTest.conflict(h, on: day, here: "good", there: 4)
        let e = try #require(try h.openStore().entry(id: "mood/2026-11-20"))
        #expect(e.conflicts.isEmpty)
        #expect(h.run("mood", "--date", "2026-11-20").out.contains("Mood: good\n"))
    }
}

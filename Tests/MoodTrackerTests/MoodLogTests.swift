import Foundation
import Testing
@testable import MoodTracker
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

@Suite("tend mood log: one mood per day, replaced not duplicated, history kept")
struct MoodLogTests {
    let today = MoodTest.day("2026-11-22")

    @Test("logging writes one entry keyed by the day, with the level and note")
    func logsOneEntry() throws {
        let h = TendHarness()
        let r = h.run("mood", "log", "good", "--note", "  Long walk in the park  ")
        #expect(r.code == 0, "\(r)")
        #expect(r.out == "Logged good for Sunday 22 November 2026.\n")
        let entries = try MoodTest.entries(h, on: today)
        #expect(entries.count == 1)
        let e = try #require(entries.first)
        #expect(e.id == "mood/2026-11-22")
        #expect(e.value == .level(4))
        #expect(e.note == "Long walk in the park")
        #expect(e.source == "cli")
        #expect(e.subject == nil)
    }

    @Test("logging again replaces the value: never two rows for one day")
    func replaceNotDuplicate() throws {
        let h = TendHarness()
        h.run("mood", "log", "bad", "--note", "rough start")
        let r = h.run("mood", "log", "4")
        #expect(r.code == 0, "\(r)")
        #expect(r.out == "Changed Sunday 22 November 2026 to good (was bad; 'tend undo' brings it back).\n")
        h.run("mood", "log", "rad", "--date", "today")
        let entries = try MoodTest.entries(h, on: today)
        #expect(entries.count == 1)
        #expect(entries.first?.value == .level(5))
        #expect(entries.first?.note == "rough start", "a note is kept unless --note is given")
        #expect(try h.openStore().entries(EntryQuery(tracker: "mood")).count == 1)
    }

    @Test("the old value stays in history and tend undo brings it back, step by step")
    func historyAndUndo() throws {
        let h = TendHarness()
        h.run("mood", "log", "bad")
        h.run("mood", "log", "good")
        let history = h.run("history")
        #expect(history.out.contains("Logged mood (good · 2026-11-22)"), "\(history)")
        #expect(history.out.contains("Logged mood (bad · 2026-11-22)"), "\(history)")
        // The log holds both values: the second op superseded the first.
        let store = try h.openStore()
        let changes = try store.changes(ChangeQuery(newestFirst: false)).filter { $0.action == "mood.log" }
        #expect(changes.count == 2)
        let first = try #require(changes.first?.ops.first), second = try #require(changes.last?.ops.first)
        #expect(first.fields["value"] == EntryValue.level(2).field)
        #expect(second.fields["value"] == EntryValue.level(4).field)
        #expect(second.supersedes.contains(first.id))

        #expect(h.run("undo").code == 0)
        #expect(try MoodTest.entries(h, on: today).first?.value == .level(2))
        #expect(h.run("mood").out.contains("Mood: bad"))
        #expect(h.run("undo").code == 0)
        let gone = try MoodTest.entries(h, on: today)
        #expect(gone.count == 1 && gone[0].deleted, "undoing the first log deletes the day's mood")
        #expect(h.run("mood").out.contains("No mood logged yet today"))
        // Logging after the undo brings the day back under the same key.
        h.run("mood", "log", "great")
        let back = try MoodTest.entries(h, on: today)
        #expect(back.count == 1 && !back[0].deleted && back[0].value == .level(5))
    }

    @Test("the same mood again writes nothing; a new note alone is saved; an empty note clears it")
    func unchangedAndNotes() throws {
        let h = TendHarness()
        h.run("mood", "log", "good")
        let before = try h.digest()
        let same = h.run("mood", "log", "4")
        #expect(same.out == "Sunday 22 November 2026 is already good; nothing changed.\n")
        #expect(try h.digest() == before)
        let noted = h.run("mood", "log", "good", "--note", "Picnic")
        #expect(noted.out == "Saved the note for Sunday 22 November 2026 (good).\n")
        #expect(try MoodTest.entries(h, on: today).first?.note == "Picnic")
        h.run("mood", "log", "good", "--note", "")
        #expect(try MoodTest.entries(h, on: today).first?.note == nil)
        h.run("undo")
        #expect(try MoodTest.entries(h, on: today).first?.note == "Picnic")
    }

    @Test("a note of exactly 1,000 characters is accepted")
    func noteAtTheLimit() throws {
        let h = TendHarness()
        let note = String(repeating: "é", count: 1000)
        #expect(h.run("mood", "log", "3", "--note", note).code == 0)
        #expect(try MoodTest.entries(h, on: today).first?.note == note)
    }

    @Test("past days by date word; the today line follows")
    func pastDays() throws {
        let h = TendHarness()
        h.run("mood", "log", "great", "--date", "yesterday")
        h.run("mood", "log", "horrible", "--date", "2026-11-02")
        h.run("mood", "log", "meh", "--date", "mon")
        let store = try h.openStore()
        let all = try store.entries(EntryQuery(tracker: "mood"))
        #expect(all.map(\.id) == ["mood/2026-11-02", "mood/2026-11-16", "mood/2026-11-21"])
        #expect(all.map(\.value) == [.level(1), .level(3), .level(5)])
        #expect(h.run("today").out.contains("Mood · not logged yet"))
        h.run("mood", "log", "good")
        #expect(h.run("today").out.contains("Mood · good"))
    }

    @Test("log --json describes what happened")
    func logJSON() throws {
        let h = TendHarness()
        h.run("mood", "log", "bad")
        let r = h.run("mood", "log", "great", "--note", "Better", "--json")
        Golden.check(r.out, "log-replaced.json")
        let obj = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        #expect(obj?["outcome"] as? String == "replaced")
        #expect((obj?["previous"] as? [[String: Any]])?.first?["level"] as? Int == 2)
    }
}

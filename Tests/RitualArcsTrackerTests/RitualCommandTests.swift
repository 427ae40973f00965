import Foundation
import RitualArcsTracker
import Testing
import TendEngine
import TendKernel
import TendTesting

/// Managing rituals: create, edit, reorder, enable/disable, archive, remove, check and uncheck.
@Suite("ritual: commands")
struct RitualCommandTests {
    @Test("new from a preset, with its own length; the first arc starts today")
    func newFromPreset() throws {
        let h = RitualTest.harness()
        let r = RitualTest.ok(h, "ritual", "new", "--preset", "Sleep reset", "--days", "21")
        #expect(r.out == "Created 'Sleep reset': arc 1 of 21 days, 2026-11-22 to 2026-12-12, with 3 habits.\n")
        let book = try RitualTest.book(h)
        let ritual = try #require(book.ritual(titled: "sleep reset"))
        #expect(ritual.category == "Health" && ritual.timeOfDay == .night && ritual.days == 21 && ritual.enabled)
        #expect(ritual.notes == RitualPresets.named("sleep-reset")?.notes)
        let arc = try #require(book.currentArc(of: ritual))
        #expect(book.habits(of: arc).map(\.title) == ["Screens off by 22:00", "Dim the lights", "In bed by 22:30"])
        // A title of one's own for a preset, and a custom category.
        RitualTest.ok(h, "ritual", "new", "My nights", "--preset", "night-care", "--category", "Evenings")
        #expect(try RitualTest.book(h).ritual(titled: "My nights")?.category == "Evenings")
        #expect(h.run("history").out.contains("Created ritual (My nights)"))
    }

    @Test("edit changes the ritual and its in-progress arc; --days moves the arc's end")
    func edit() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        RitualTest.ok(h, "ritual", "edit", "morning calm", "--title", "Calm mornings", "--time", "midday", "--category",
                      "self-care", "--notes", "", "--days", "20", "--add-habit", "Tea")
        let book = try RitualTest.book(h)
        let r = try #require(book.ritual(titled: "Calm mornings"))
        #expect(r.timeOfDay == .midday && r.category == "Self-Care" && r.notes == nil && r.days == 20)
        let arc = try #require(book.currentArc(of: r))
        #expect(arc.end == Day(iso: "2026-11-30") && arc.length == 20)
        #expect(book.habits(of: arc).map(\.title) == ["Meditate", "Stretch 5 min", "Tea"])
        // The check-ins stay with their habits.
        #expect(RitualTest.ok(h, "ritual", "show", "Calm mornings").out.contains("Meditate       42 %     5"))
    }

    @Test("reorder moves one habit and writes one position")
    func reorder() throws {
        let h = RitualTest.harness()
        RitualTest.ok(h, "ritual", "new", "Focus", "--days", "30", "--time", "morning", "--habit", "A", "--habit", "B",
                      "--habit", "C", "--habit", "D")
        #expect(RitualTest.ok(h, "ritual", "reorder", "Focus", "d", "--to", "2").out == "New order: A, D, B, C.\n")
        #expect(RitualTest.ok(h, "ritual", "reorder", "Focus", "A", "--to", "4").out == "New order: D, B, C, A.\n")
        let store = try h.openStore()
        let change = try #require(try store.changes(ChangeQuery(limit: 1)).first)
        #expect(change.action == "ritual.reorder" && change.ops.count == 1 && change.ops[0].fields.keys.sorted() == ["position"])
        let book = try RitualBook.load(store)
        let focus = try #require(book.ritual(titled: "Focus"))
        let arc = try #require(book.currentArc(of: focus))
        #expect(book.habits(of: arc).map(\.title) == ["D", "B", "C", "A"])
        // Moving a habit to its own place writes nothing.
        let before = try h.digest()
        #expect(RitualTest.ok(h, "ritual", "reorder", "Focus", "B", "--to", "2").out == "New order: D, B, C, A.\n")
        #expect(try h.digest() == before)
    }

    @Test("disable hides a ritual and keeps its paused days out of its figures; enable brings it back")
    func disableAndEnable() throws {
        let h = RitualTest.harness("2026-11-22T20:00")
        try RitualTest.seed(h)
        RitualTest.ok(h, "ritual", "disable", "Evening wind-down")
        #expect(RitualTest.ok(h, "ritual", "disable", "Evening wind-down").out == "'Evening wind-down' is already disabled.\n")
        // The evening ritual is hidden; what shows is the morning one left unfinished earlier today.
        let now = RitualTest.ok(h, "ritual").out
        #expect(!now.contains("Evening wind-down") && now.contains("Morning calm · morning · earlier today, unfinished"), "\(now)")
        #expect(RitualTest.ok(h, "ritual", "--all").out.contains("Evening wind-down · evening · disabled · day 3 of 30"))
        try RitualTest.refused(h, ["ritual", "check", "Read ten pages"], code: 65,
                               mentions: "'Evening wind-down' is disabled on 2026-11-22; enable it to check in.")
        h.now = "2026-11-25T20:00"
        RitualTest.ok(h, "ritual", "enable", "Evening wind-down")
        let book = try RitualTest.book(h)
        let r = try #require(book.ritual(titled: "Evening wind-down"))
        #expect(r.enabled && r.pauses == [Day(iso: "2026-11-22")!...Day(iso: "2026-11-24")!])
        #expect(RitualTest.ok(h, "ritual", "enable", "Evening wind-down").out == "'Evening wind-down' is already enabled.\n")
        // Paused days are neither due nor missed: 3 days due (20, 21, 25), 1 of 9 habits done.
        let show = try RitualTest.json(RitualTest.ok(h, "ritual", "show", "Evening wind-down", "--json"))
        #expect(show["completionRate"] as? Double == 0.1667)  // today (0 of 3) is left out while it would lower the rate
        #expect(RitualTest.ok(h, "ritual").out.contains("Evening wind-down · evening · day 6 of 30"))
    }

    @Test("archive retires a ritual from today; its history stays")
    func archive() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        RitualTest.ok(h, "ritual", "archive", "Morning calm")
        #expect(RitualTest.ok(h, "ritual", "archive", "Morning calm").out == "'Morning calm' is already archived.\n")
        #expect(!RitualTest.ok(h, "ritual", "--all").out.contains("Morning calm"))
        #expect(RitualTest.ok(h, "ritual", "show", "Morning calm").out.contains("Mindfulness · morning · enabled · archived"))
        let history = try RitualTest.json(RitualTest.ok(h, "ritual", "history", "--json"))
        let days = try #require(history["days"] as? [[String: Any]])
        #expect(days.first { $0["date"] as? String == "2026-11-18" }?["level"] as? String == "perfect")
        // From the archive day on, it no longer counts.
        #expect(days.first { $0["date"] as? String == "2026-11-22" }?["total"] as? Int == 5)  // checked in today
        h.now = "2026-11-23T09:00"
        let later = try RitualTest.json(RitualTest.ok(h, "ritual", "history", "--json"))
        #expect((later["days"] as? [[String: Any]])?.first { $0["date"] as? String == "2026-11-23" }?["total"] as? Int == 3)
    }

    @Test("rm deletes the ritual, its arcs, habits and check-ins; undo brings them back")
    func remove() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        let shown = RitualTest.ok(h, "ritual", "show", "Morning calm", "--json").out
        let r = RitualTest.ok(h, "ritual", "rm", "Morning calm")
        #expect(r.out == "Deleted 'Morning calm' with 1 arc, 2 habits and 9 check-ins; 'tend undo' brings them back.\n")
        let store = try h.openStore()
        #expect(try RitualBook.load(store).ritual(titled: "Morning calm") == nil)
        #expect(try store.entries(EntryQuery(tracker: "ritual")).count == 1)
        #expect(try store.items(ItemQuery(tracker: "ritual")).count == 5)
        RitualTest.ok(h, "undo")
        #expect(try RitualTest.book(h).ritual(titled: "Morning calm") != nil)
        #expect(try h.openStore().entries(EntryQuery(tracker: "ritual")).count == 10)
        #expect(RitualTest.ok(h, "ritual", "show", "Morning calm", "--json").out == shown)
    }

    @Test("check and uncheck are idempotent and say so")
    func checkAndUncheck() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        #expect(RitualTest.ok(h, "ritual", "check", "stretch 5 MIN").out
                == "Checked 'Stretch 5 min' (Morning calm) for 2026-11-22: 2 of 2 done.\n")
        let before = try h.digest()
        #expect(RitualTest.ok(h, "ritual", "check", "Stretch 5 min").out
                == "'Stretch 5 min' (Morning calm) was already checked for 2026-11-22: 2 of 2 done.\n")
        #expect(try h.digest() == before)
        #expect(RitualTest.ok(h, "ritual", "uncheck", "Stretch 5 min").out == "Unchecked 'Stretch 5 min' (Morning calm) for 2026-11-22.\n")
        let unchecked = try h.digest()
        #expect(RitualTest.ok(h, "ritual", "uncheck", "Stretch 5 min").out
                == "'Stretch 5 min' (Morning calm) was not checked for 2026-11-22.\n")
        #expect(try h.digest() == unchecked)
        RitualTest.ok(h, "ritual", "check", "Stretch 5 min")
        let today = Day(iso: "2026-11-22")!
        let entries = try h.openStore().entries(EntryQuery(tracker: "ritual", days: today...today))
        let e = try #require(entries.first { $0.subject?.hasSuffix(".h2") == true })
        #expect(e.value == .done && !e.deleted)
    }

    @Test("history of another month: an earlier one with --date, a later one blank")
    func historyMonths() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        try RitualTest.checkIn(h, [("Meditate", "2026-11-11")])
        h.now = "2026-12-02T09:00"
        let november = try RitualTest.json(RitualTest.ok(h, "ritual", "history", "--date", "2026-11-05", "--json"))
        #expect(november["month"] as? String == "2026-11" && (november["days"] as? [Any])?.count == 20)
        let december = try RitualTest.json(RitualTest.ok(h, "ritual", "history", "--json"))
        #expect(december["month"] as? String == "2026-12" && (december["days"] as? [Any])?.count == 2)
        let later = RitualTest.ok(h, "ritual", "history", "--date", "2027-01-15")
        #expect(later.out.hasPrefix("January 2027 · all rituals\n") && later.out.contains("average: –"))
    }

    @Test("two rituals sharing a habit title need --ritual")
    func ambiguousHabit() throws {
        let h = RitualTest.harness()
        RitualTest.ok(h, "ritual", "new", "A", "--days", "7", "--time", "morning", "--habit", "Water")
        RitualTest.ok(h, "ritual", "new", "B", "--days", "7", "--time", "evening", "--habit", "Water")
        try RitualTest.refused(h, ["ritual", "check", "Water"], code: 65,
                               mentions: "'Water' is a habit of several rituals (A, B); say which with --ritual TITLE.")
        #expect(RitualTest.ok(h, "ritual", "check", "Water", "--ritual", "b").out.contains("(B)"))
    }
}

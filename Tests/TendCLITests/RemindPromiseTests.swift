import Foundation
import TendRemind
import Testing
import TendCLI
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

/// Reminders that keep what onboarding, definition files and the docs promise (issue 27, items 1–4).
@Suite("Remind: onboarding days, definition files, default reminders, init --remind")
struct RemindPromiseTests {
    /// The row of a reminder in `tend remind`.
    static func row(_ list: String, _ name: String) -> String {
        list.split(separator: "\n").first { $0.hasPrefix(name + " ") }.map(String.init) ?? ""
    }

    /// Whether nothing was written: no store, or one with nothing in its log.
    static func untouched(_ h: TendHarness) throws -> Bool {
        try !FileManager.default.fileExists(atPath: h.storePath) || h.openStore().changes(ChangeQuery()).isEmpty
    }

    /// The repository's `Examples/definitions` folder.
    static var definitions: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/Examples/definitions"
    }

    @Test("the five-lines reminder follows the journaling days chosen in onboarding")
    func fiveFollowsOnboardingDays() {
        let h = TendHarness(now: "2026-11-16T09:00")  // a Monday
        let r = h.run("init", "--yes", "--days", "mon,wed,sat", "--remind", "21:00")
        #expect(r.code == 0, "\(r)")
        let list = Remind.ok(h, "remind")
        #expect(Self.row(list, "five").contains("21:00  mon,wed,sat (schedule)"), "\(list)")
        #expect(!Remind.due(h, at: "2026-11-17T21:05").contains("Five lines"), "not on a Tuesday")
        #expect(Remind.due(h, at: "2026-11-18T21:05").contains("21:00 · Five lines"), "on a Wednesday")
        #expect(Remind.due(h, at: "2026-11-21T21:05").contains("21:00 · Five lines"), "on a Saturday")
        // With nothing chosen, the default stays 20:00 on weeknights.
        let fresh = Remind.harness([Remind.builtIn("five")])
        #expect(Self.row(Remind.ok(fresh, "remind"), "five").contains("20:00  weekdays (default)"))
    }

    @Test("a reminder in a tracker definition file is on by default, listed, and due")
    func definitionFileReminder() {
        let h = Remind.harness(TendCLI.builtInModules, now: "2026-11-23T06:00")  // a Monday
        Remind.ok(h, "tracker", "add", Self.definitions + "/meditation-minutes.json")
        let list = Remind.ok(h, "remind")
        #expect(Self.row(list, "meditation").contains("07:00  weekdays (default)  today at 07:00"), "\(list)")
        #expect(Remind.due(h, at: "2026-11-23T07:05").contains("07:00 · Meditation — Ten quiet minutes?"))
        #expect(!Remind.due(h, at: "2026-11-28T07:05").contains("Meditation"), "not on a Saturday")
        #expect(Remind.ok(h, "config", "get", "remind.meditation") == "07:00 weekdays\n")
        Remind.ok(h, "remind", "off", "meditation")
        #expect(!Remind.due(h, at: "2026-11-30T07:05").contains("Meditation"))
    }

    @Test("a default reminder of a tracker never used nudges twice, then stays silent")
    func defaultReminderStops() {
        let h = Remind.harness([Remind.builtIn("five")], now: "2026-11-16T09:00")  // a Monday, a fresh store
        let list = Remind.ok(h, "remind")
        #expect(list.replacingOccurrences(of: "\n", with: " ")
            .contains("On by default until you run 'tend init': five. Turn one off with 'tend remind off NAME'."), "\(list)")
        var shown: [String] = []
        for i in 0..<42 {
            let out = Remind.due(h, at: Remind.day("2026-11-16", plus: i) + "T20:05")
            if !out.isEmpty { shown.append(out) }
        }
        #expect(shown.count == 6, "\(shown)")  // Mon, Tue, Wed (first nudge), Thu, Fri, Mon (last)
        #expect(shown.filter { $0.contains("Quiet for") }.count == 2, "\(shown)")
        #expect(shown.last?.contains("This is the last nudge") == true)
        #expect(shown.first?.contains("'tend remind off five' turns it off") == true, "says plainly it is on by default")
        // Recording starts over: the reminder rings again.
        try? Remind.record(h, "five", "2026-12-28")
        h.now = "2026-12-29T09:00"
        #expect(Remind.due(h, at: "2026-12-29T20:05").contains("20:00 · Five lines"))
    }

    @Test("init --remind sets every enabled tracker's reminder that can take it, and says why for the others")
    func initRemindEveryTracker() throws {
        let h = TendHarness(now: "2026-11-16T09:00")
        let r = h.run("init", "--yes", "--trackers", "mood,habit", "--remind", "21:00")
        #expect(r.code == 0, "\(r)")
        #expect(!r.out.contains("not set") && !r.err.contains("not set"), "\(r)")
        #expect(r.out.contains("Reminder on this device: 21:00 (Mood)"), "\(r)")
        #expect(r.out.contains("Habits: nothing to remind of yet"), "\(r)")
        #expect(try h.openStore().setting("remind.mood", scope: .device) == .object(["time": "21:00"]))
        #expect(Self.row(Remind.ok(h, "remind"), "mood").contains("21:00"))
    }

    @Test("init --remind with nothing that can take it is refused with the reason, and nothing is written")
    func initRemindRefused() throws {
        let h = TendHarness(now: "2026-11-16T09:00")
        let r = h.run("init", "--yes", "--trackers", "habit", "--remind", "21:00")
        #expect(r.code == 78, "\(r)")
        #expect(r.err.contains("--remind") && r.err.contains("Habits: nothing to remind of yet"), "\(r)")
        #expect(try Self.untouched(h))
    }

    @Test("onboarding has a ritual step: a preset by flag, written in the same change, its reminder on")
    func initRitualPreset() throws {
        let h = TendHarness(now: "2026-11-16T09:00")
        let r = h.run("init", "--yes", "--trackers", "ritual,mood", "--preset", "evening-wind-down", "--remind", "21:00")
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("Ritual: Evening wind-down"), "\(r)")
        #expect(r.out.contains("Rituals remind at their part of the day"), "\(r)")
        let store = try h.openStore()
        #expect(try store.changes(ChangeQuery()).map(\.action) == ["init"], "one change")
        #expect(Remind.ok(h, "ritual", "show", "Evening wind-down").contains("Make a caffeine-free tea"))
        #expect(Self.row(Remind.ok(h, "remind"), "ritual.evening").contains("19:00"))
        // An unknown preset is refused before anything is written, naming the presets.
        let bad = TendHarness(now: "2026-11-16T09:00")
        let refused = bad.run("init", "--yes", "--preset", "nap")
        #expect(refused.code == 78 && refused.err.contains("evening-wind-down"), "\(refused)")
        #expect(try Self.untouched(bad))
    }

    @Test("the ritual step on a terminal: the presets are listed and one is chosen by number")
    func initRitualWizard() throws {
        let h = TendHarness(now: "2026-11-16T09:00")
        let answers = ["", "ritual", "12"]
        let r = h.run(["init"], stdin: answers, inputIsTerminal: true)
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("12. Evening wind-down"), "\(r)")
        #expect(r.out.contains("Ritual: Evening wind-down"), "\(r)")
        #expect(try h.openStore().items(ItemQuery(tracker: "ritual", type: "ritual")).count == 1)
    }
}

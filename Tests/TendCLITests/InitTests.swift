import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

@Suite("tend init: wizard, flags and welcome back")
struct InitTests {
    func fresh() -> TendHarness { TendHarness(now: KnownHistory.now, modules: TestModules.standard) }

    @Test("non-interactive end to end: every flag, one change, then today reflects it")
    func flagsEndToEnd() throws {
        let h = fresh()
        let r = h.run("init", "--name", "Sam", "--trackers", "walk,journal", "--days", "mon,wed,fri", "--remind", "21:00", "--yes")
        #expect(r.code == 0, "\(r)")
        Check.golden(r.out, "init-flags.txt")
        let store = try h.openStore()
        #expect(try store.setting("display-name", scope: .synced) == "Sam")
        #expect(try store.setting("enabled-trackers", scope: .synced) == .array(["walk", "journal"]))
        #expect(try store.setting("journal.schedule", scope: .synced) == "mon,wed,fri")
        #expect(try store.setting("walk.schedule", scope: .synced) == nil, "journaling days apply to journals only")
        #expect(try store.setting("remind.journal", scope: .device) == .object(["time": "21:00"]))
        #expect(try store.setting("remind.walk", scope: .device) == .object(["time": "21:00"]), "every tracker that can remind")
        #expect(try store.setting("remind.journal", scope: .synced) == nil, "a reminder never syncs")
        #expect(try store.changes(ChangeQuery()).map(\.action) == ["init"], "one change")
        let today = h.run()
        #expect(today.out.contains("Walk") && today.out.contains("Journal") && !today.out.contains("Feel"))
        #expect(today.out.hasSuffix("Next reminder: Walk today at 21:00.\n"))
        #expect(h.run("undo").out.hasPrefix("Undid: Set up Tend"))
        #expect(try h.openStore().settings(scope: .synced).isEmpty)
    }

    @Test("without flags and without a terminal it asks nothing and enables every tracker")
    func noTerminal() throws {
        let h = fresh()
        let r = h.run("init")
        #expect(r.code == 0, "\(r)")
        #expect(r.out == "Welcome to Tend. You're set up:\n  Trackers: Walk, Feel, Journal, Chores\nRun 'tend' to see today, or 'tend config list' for every setting.\n")
        #expect(try h.openStore().setting("enabled-trackers", scope: .synced) == "all")
    }

    @Test("the wizard on a terminal: each step, a retry, a first entry (golden)")
    func wizard() throws {
        let h = fresh()
        let answers = [String(repeating: "x", count: 41), "Sam", "walk, journal", "weekdays", "21:00", "Walked to the river"]
        let r = h.run(["init"], stdin: answers, inputIsTerminal: true)
        #expect(r.code == 0, "\(r)")
        Check.golden(r.out, "init-wizard.txt")
        let store = try h.openStore()
        #expect(try store.setting("display-name", scope: .synced) == "Sam")
        #expect(try store.setting("journal.schedule", scope: .synced) == "weekdays")
        let entries = try store.entries(EntryQuery(tracker: "journal"))
        #expect(entries.map(\.value) == [.text("Walked to the river")] && entries.first?.day == KnownHistory.today)
        #expect(try store.changes(ChangeQuery()).count == 1)
    }

    @Test("every wizard step can be skipped with Enter")
    func wizardSkipped() throws {
        let h = fresh()
        let r = h.run(["init"], stdin: ["", "", "", "", ""], inputIsTerminal: true)
        #expect(r.code == 0, "\(r)")
        let store = try h.openStore()
        #expect(try store.settings(scope: .synced).map(\.key) == ["enabled-trackers"])
        #expect(try store.settings(scope: .device).isEmpty)
        #expect(try store.entries(EntryQuery()).isEmpty)
        #expect(r.out.contains("Welcome to Tend. You're set up:\n  Trackers: Walk, Feel, Journal, Chores\n"))
    }

    @Test("a first entry the journal refuses is not saved; the settings are")
    func firstEntryRefused() throws {
        let h = fresh()
        let r = h.run(["init"], stdin: ["", "journal", "", "", String(repeating: "w", count: 300)], inputIsTerminal: true)
        #expect(r.code == 0, "\(r)")
        #expect(r.err == "Journal did not accept the first entry (a line of 1 to 280 characters); it was not saved.\n")
        #expect(!r.out.contains("First entry"))
        let store = try h.openStore()
        #expect(try store.entries(EntryQuery()).isEmpty)
        #expect(try store.setting("enabled-trackers", scope: .synced) == .array(["journal"]))
    }

    @Test("welcome back: synced settings are kept, only this device's reminder is set")
    func welcomeBack() throws {
        let h = fresh()
        h.run("history")
        // A second device that joined sync: the synced settings arrived through the store.
        try h.openStore().write(ChangeIntent(action: "test.sync", source: "sync")) { _ in
            [.setSetting("display-name", scope: .synced, "Sam"), .setSetting("enabled-trackers", scope: .synced, .array(["feel", "journal"])),
             .setSetting("journal.schedule", scope: .synced, "weekdays")]
        }
        let r = h.run("init", "--name", "Other", "--days", "daily", "--remind", "7:30 pm", "--yes")
        #expect(r.code == 0, "\(r)")
        Check.golden(r.out, "init-welcome-back.txt")
        #expect(r.err == "Kept the synced settings: --name and --days not applied (change them with 'tend config set').\n")
        let store = try h.openStore()
        #expect(try store.setting("display-name", scope: .synced) == "Sam")
        #expect(try store.setting("journal.schedule", scope: .synced) == "weekdays")
        #expect(try store.setting("remind.journal", scope: .device) == .object(["time": "19:30"]))
        #expect(try store.changes(ChangeQuery()).map(\.action) == ["init", "test.sync"])
        // On a terminal it asks only for the reminder.
        let h2 = fresh()
        h2.run("history")
        try h2.openStore().write(ChangeIntent(action: "test.sync", source: "sync")) { _ in [.setSetting("display-name", scope: .synced, "Sam")] }
        let w = h2.run(["init"], stdin: ["21:15"], inputIsTerminal: true)
        #expect(w.out.components(separatedBy: "?").count == 2, "one question: \(w.out)")
        #expect(try h2.openStore().setting("remind.journal", scope: .device) == .object(["time": "21:15"]))
    }

    @Test("bad flags are refused with exit 78 before anything is asked or written")
    func badFlags() throws {
        let h = fresh()
        h.run("history")
        let before = try h.digest()
        let cases: [([String], String)] = [
            (["--name", ""], "'' is not a valid value for --name; use a name of 1 to 40 characters."),
            (["--trackers", "walk,run"], "'walk,run' is not a valid value for --trackers; use all, or a comma-separated list of walk, feel, journal, chores."),
            (["--days", "fortnightly"], "'fortnightly' is not a valid value for --days; use daily, weekdays, weekends, a list of days like mon,wed,sat, 3/week, 4/month, 3/10d, every 2 days."),
            (["--remind", "25:00"], "'25:00' is not a valid value for --remind; use a time like 21:00, optionally followed by days like weekdays."),
        ]
        for (args, message) in cases {
            let r = h.run(["init"] + args + ["--yes"], stdin: ["Sam"], inputIsTerminal: true)
            #expect(r.code == 78, "\(r)")
            #expect(r.out.isEmpty)
            #expect(r.err == "tend: " + message + "\n")
        }
        #expect(try h.digest() == before)
    }
}

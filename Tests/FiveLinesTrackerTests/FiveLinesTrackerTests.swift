import FiveLinesTracker
import Foundation
import TendConsole
import TendKernel
import TendCLITesting
import TendTesting
import Testing

@Suite("FiveLinesTracker: conformance, descriptor and hooks")
struct FiveLinesTrackerTests {
    @Test("passes the tracker conformance check with every writing command exercised")
    func conformance() {
        let problems = TrackerConformance.check(FiveLinesModule.plugin) { h in
            FiveLinesFixture.add(h, ["Walked to the river", "Fixed the login bug", "Called my sister"])
            FiveLinesFixture.add(h, ["Baked bread"], date: "2026-11-20")
            #expect(h.run("five", "edit", "2", "Fixed the logout bug").code == 0)
            #expect(h.run("five", "move", "3", "--to", "1").code == 0)
            #expect(h.run("five", "rm", "1", "--date", "2026-11-20").code == 0)
            #expect(h.run("five", "rm", "2").code == 0)
        }
        #expect(problems == [])
    }

    @Test("descriptor: id five, text lines, at most five a day, daily; reminder 20:00 on weeknights")
    func descriptor() {
        let d = FiveLinesTracker().descriptor
        #expect(d.id == "five")
        #expect(d.name == "Five lines")
        #expect(d.valueKind == .text)
        #expect(d.perDay == .many(limit: 5))
        #expect(d.defaultSchedule == .daily)
        #expect(!d.multiValue)
        #expect(FiveLinesModule.defaultReminder.time.description == "20:00")
        #expect(FiveLinesModule.defaultReminder.days.text == "weekdays")
    }

    @Test("the today line counts today's lines out of five")
    func todayLine() throws {
        let h = FiveLinesFixture.harness()
        // No figures by default (the journal is plain on purpose); five.figures turns them on.
        #expect(h.run().out.contains("○ Five lines · 0 of 5 today — what did you do today?\n"))
        FiveLinesFixture.add(h, ["one", "two", "three"])
        FiveLinesFixture.add(h, ["yesterday"], date: "yesterday")
        #expect(h.run().out.contains("✓ Five lines · 3 of 5 today\n"))
        #expect(h.run("config", "set", "five.figures", "on").code == 0)
        #expect(h.run().out.contains("✓ Five lines · 3 of 5 today  streak 2 days\n"))
        let json = try JSONSerialization.jsonObject(with: Data(h.run("today", "--json").out.utf8)) as! [String: Any]
        let block = (json["trackers"] as! [[String: Any]]).first { $0["tracker"] as? String == "five" }!
        #expect(block["done"] as? Bool == true)
        #expect((block["progress"] as? [String: Int]) == ["done": 3, "total": 5])
    }

    @Test("history feeds compare: one mark per day with lines, completion 1, value = lines")
    func historyHook() throws {
        let h = FiveLinesFixture.weekWithGaps()
        let store = try h.openStore()
        let ctx = TrackerContext(store: store, calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock, ids: h.ids)
        let tracker = FiveLinesTracker()
        let targets = try tracker.targets(ctx)
        #expect(targets.map(\.id) == ["five"])
        #expect(targets[0].start == Day(iso: "2026-11-19"))
        let range = Day(iso: "2026-11-16")!...Day(iso: "2026-11-22")!
        let marks = try tracker.history(of: targets[0], days: range, ctx).marks
        #expect(marks == [
            Day(iso: "2026-11-19")!: DayMark(count: 2, completion: 1, value: 2),
            Day(iso: "2026-11-21")!: DayMark(count: 1, completion: 1, value: 1),
            Day(iso: "2026-11-22")!: DayMark(count: 2, completion: 1, value: 2),
        ])
        let narrow = try tracker.history(of: targets[0], days: range.lowerBound...Day(iso: "2026-11-20")!, ctx).marks
        #expect(narrow.keys.sorted() == [Day(iso: "2026-11-19")!])
    }

    @Test("validate accepts the lines it writes and refuses others")
    func validate() {
        let t = FiveLinesTracker()
        let created = Date(timeIntervalSince1970: 0)
        func entry(_ value: EntryValue, tracker: String = "five", subject: String? = nil) -> Entry {
            Entry(id: "x", tracker: tracker, subject: subject, day: Day(iso: "2026-11-22")!, value: value, created: created)
        }
        #expect(t.validate(entry(.text("Walked"))) == nil)
        #expect(t.validate(entry(.text(String(repeating: "a", count: 280)))) == nil)
        #expect(t.validate(entry(.text(String(repeating: "a", count: 281)))) != nil)
        #expect(t.validate(entry(.text(""))) != nil)
        #expect(t.validate(entry(.text("a\nb"))) != nil)
        #expect(t.validate(entry(.level(3))) != nil)
        #expect(t.validate(entry(.text("x"), tracker: "mood")) != nil)
        #expect(t.validate(entry(.text("x"), subject: "s")) != nil)
    }

    @Test("its own views show no streak or momentum")
    func plainViews() {
        let h = FiveLinesFixture.weekWithGaps()
        for args in [["five"], ["five", "browse", "--all"], ["five", "--json"], ["five", "browse", "--json"]] {
            let out = h.run(args).out.lowercased()
            #expect(!out.contains("streak") && !out.contains("momentum"), "\(args)")
        }
    }

    @Test("help text comes from the catalog (golden)")
    func help() {
        let h = FiveLinesFixture.harness()
        let r = h.run("five", "--help")
        #expect(r.code == 0)
        Golden.check(r.out, "help-five.txt")
        for sub in ["add", "edit", "rm", "move", "browse", "show"] {
            let s = h.run("five", sub, "--help")
            #expect(s.code == 0)
            #expect(!s.out.contains("five."), "uncatalogued text in \(sub): \(s.out)")
        }
    }
}

import Foundation
import Testing
@testable import MoodTracker
import TendCLI
import TendConsole
import TendKernel
import TendCLITesting
import TendTesting

@Suite("MoodTracker: conformance and hooks")
struct MoodConformanceTests {
    @Test("passes the tracker conformance check with every writing command exercised")
    func conformance() throws {
        let problems = try TrackerConformance.check(MoodModule.plugin) { h in
            #expect(h.run("mood", "log", "good", "--note", "Sunny").code == 0)
            #expect(h.run("mood", "log", "bad").code == 0)
            #expect(h.run("mood", "log", "meh", "--date", "yesterday").code == 0)
            #expect(h.run("mood", "log", "3", "--date", "yesterday", "--note", "Noted").code == 0)
            #expect(h.run("mood", "style", "faces").code == 0)
            try MoodTest.conflict(h, on: MoodTest.day("2026-11-19"), here: "great", there: 1)
            #expect(h.run("mood", "resolve", "2026-11-19", "good").code == 0)
            for view in [["mood"], ["mood", "month"], ["mood", "year"], ["mood", "insights"], ["today"]] {
                #expect(h.run(view).code == 0, "\(view)")
            }
        }
        #expect(problems == [])
    }

    @Test("the descriptor: one multi-value level a day")
    func descriptor() {
        let d = MoodTracker().descriptor
        #expect(d.id == "mood" && d.name == "Mood")
        #expect(d.valueKind == .level && d.perDay == .one && d.multiValue)
        #expect(MoodModule.plugin.settings.map(\.name) == ["mood.style"])
        #expect(TendCLI.builtInModules.contains { $0.tracker.descriptor.id == "mood" })
    }

    @Test("validate accepts what log writes and names what it refuses")
    func validate() {
        let t = MoodTracker()
        let day = MoodTest.day("2026-11-22")
        let now = Date(timeIntervalSince1970: 0)
        let ok = Entry(id: "mood/2026-11-22", tracker: "mood", day: day, value: .level(4), tags: ["work"], created: now)
        #expect(t.validate(ok) == nil)
        var e = ok
        e.value = .level(6)
        #expect(t.validate(e) == "a mood's value is a level from 1 to 5")
        e = ok
        e.value = .text("good")
        #expect(t.validate(e) == "a mood's value is a level from 1 to 5")
        e = ok
        e.id = "0123456789abcdef"
        #expect(t.validate(e) == "a mood is keyed by its day (mood/2026-11-22)")
        e = ok
        e.tracker = "habit"
        #expect(t.validate(e) == "entry belongs to tracker 'habit'")
        e = ok
        e.note = String(repeating: "x", count: 1001)
        #expect(t.validate(e) == "the note is over 1000 characters")
        e = ok
        e.subject = "run"
        #expect(t.validate(e) == "a mood has no subject")
    }

    @Test("history marks each logged day with its level; today() reflects the style")
    func historyAndToday() throws {
        let h = TendHarness()
        try MoodTest.seed(h, [MoodTest.day("2026-11-20"): 2, MoodTest.day("2026-11-22"): 5])
        let store = try h.openStore()
        let ctx = TrackerContext(store: store, calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock, ids: h.ids)
        let t = MoodTracker()
        let target = try #require(try t.targets(ctx).first)
        #expect(target.start == MoodTest.day("2026-11-20"))
        let history = try t.history(of: target, days: MoodTest.day("2026-11-01")...MoodTest.day("2026-11-22"), ctx)
        #expect(history.marks == [MoodTest.day("2026-11-20"): DayMark(count: 1, completion: 1, value: 2),
                                  MoodTest.day("2026-11-22"): DayMark(count: 1, completion: 1, value: 5)])
        let today = try t.today(ctx)
        #expect(TodayText.lines(today) == ["Mood · great"] && today.done && today.due)
        #expect(today.figures["level"] == .int(5))
        h.run("mood", "style", "numbers")
        #expect(TodayText.lines(try t.today(ctx)) == ["Mood · 5"])
    }

    @Test("tend doctor: a mood filed under a random id is reported; --fix moves it to its day's key")
    func healthAndRepairs() throws {
        let h = TendHarness()
        let store = try h.openStore()
        let now = h.clock.now()
        try store.write(ChangeIntent(action: "import", detail: "misfiled")) { _ in
            [.create(Entry(id: "00000000000000aa", tracker: "mood", day: MoodTest.day("2026-11-10"), value: .level(4),
                           note: "imported", tags: ["reading"], source: "import", created: now)),
             .create(Entry(id: "00000000000000bb", tracker: "mood", day: MoodTest.day("2026-11-11"), value: .level(2), created: now)),
             .create(Entry(id: "mood/2026-11-11", tracker: "mood", day: MoodTest.day("2026-11-11"), value: .level(5), created: now))]
        }
        let ctx = TrackerContext(store: store, calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock, ids: h.ids)
        let problems = try MoodTracker().checkHealth(ctx)
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.contains("is keyed by its day") })
        let check = h.run("doctor")
        #expect(check.code == 1 && check.out.contains("Mood: mood 00000000000000aa (a mood is keyed by its day (mood/2026-11-10))"))
        let fix = h.run("doctor", "--fix")
        #expect(fix.code == 0, "\(fix)")
        #expect(try MoodTracker().checkHealth(ctx) == [])
        let moods = try store.entries(EntryQuery(tracker: "mood"))
        #expect(moods.map(\.id) == ["mood/2026-11-10", "mood/2026-11-11"])
        #expect(moods.map(\.value) == [.level(4), .level(5)], "an existing mood wins over a misfiled one")
        #expect(moods[0].note == "imported" && moods[0].tags == ["reading"] && moods[0].source == "import")
        #expect(h.run("mood", "--date", "2026-11-10").out.contains("Tags: reading"))
    }
}

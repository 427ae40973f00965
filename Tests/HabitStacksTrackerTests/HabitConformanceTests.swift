import HabitStacksTracker
import Testing
import TendKernel
import TendCLITesting
import TendTesting

@Suite("the habit-stacks module passes the tracker conformance check")
struct HabitConformanceTests {
    @Test("every writing command leaves valid records, catalogued actions, and undoes cleanly")
    func conformance() throws {
        let problems = TrackerConformance.check(HabitStacksModule.plugin) { h in
            let ok = { (args: [String]) in
                let r = h.run(args)
                #expect(r.code == 0, "\(args): \(r)")
            }
            ok(["habit", "new", "Running", "--at-least", "5", "--unit", "km", "--schedule", "3/week"])
            ok(["habit", "new", "Coffee", "--at-most", "2", "--unit", "cups", "--cue", "after lunch"])
            ok(["stack", "new", "Morning", "--after", "waking up", "Run", "Read", "Stretch"])
            ok(["habit", "done", "Run"])
            ok(["habit", "done", "Running", "--amount", "4", "--date", "yesterday"])
            ok(["habit", "done", "Coffee", "--amount", "1"])
            ok(["habit", "skip", "Read", "--date", "2d"])
            ok(["habit", "undo", "Run"])
            ok(["habit", "done", "Run"])
            ok(["stack", "done", "Morning"])
            ok(["stack", "add", "Morning", "Running", "--at", "1"])
            ok(["stack", "move", "Morning", "Stretch", "--to", "2"])
            ok(["stack", "remove", "Morning", "Running"])
            ok(["stack", "new", "Evening", "--after", "dinner", "Dishes"])
            ok(["stack", "rename", "Evening", "Night"])
            ok(["stack", "rm", "Night"])
            ok(["habit", "rename", "Dishes", "Wash up"])
            ok(["habit", "archive", "Wash up"])
            ok(["habit", "unarchive", "Wash up"])
            ok(["habit", "rm", "Wash up"])
        }
        #expect(problems == [])
    }

    @Test("validate accepts what the tracker writes and refuses the rest")
    func validate() {
        let t = HabitStacksModule.plugin.tracker
        let day = Day(iso: "2026-11-22")!
        func entry(_ value: EntryValue, id: String? = nil, subject: String? = "h1", tracker: String = "habit") -> Entry {
            Entry(id: id ?? EntryKey.daily("habit", subject: subject ?? "", day), tracker: tracker, subject: subject, day: day,
                  value: value, created: .init(timeIntervalSince1970: 0))
        }
        #expect(t.validate(entry(.done)) == nil)
        #expect(t.validate(entry(.amount(2.5))) == nil)
        #expect(t.validate(entry(.skip)) == nil)
        #expect(t.validate(entry(.amount(-1))) != nil)
        #expect(t.validate(entry(.text("ran"))) != nil)
        #expect(t.validate(entry(.done, subject: nil)) != nil)
        #expect(t.validate(entry(.done, id: "habit/h1/2026-11-21")) != nil)
        #expect(t.validate(entry(.done, tracker: "mood")) != nil)
    }
}

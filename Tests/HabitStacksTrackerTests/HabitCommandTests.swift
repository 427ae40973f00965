import Foundation
import Testing
import TendKernel
import TendTesting

@Suite("tend habit: create, check in, skip, undo, list, rename, archive, remove")
struct HabitCommandTests {
    @Test("new takes any schedule syntax and stores its canonical form; default daily")
    func newWithSchedules() throws {
        let h = HabitFixture.harness()
        let forms = ["Floss": nil, "Gym": "mon,wed,fri", "Swim": "3/week", "Draw": "3/10d", "Water": "every 2 days"]
        for (name, schedule) in forms {
            var args = ["habit", "new", name]
            if let schedule { args += ["--schedule", schedule] }
            let r = h.run(args)
            #expect(r.code == 0, "\(r)")
        }
        let rows = try HabitFixture.json(h, "habit", "list") as! [[String: Any]]
        let schedules = Dictionary(uniqueKeysWithValues: rows.map { r -> (String, String) in
            let habit = r["habit"] as! [String: Any]
            return (habit["name"] as! String, habit["schedule"] as! String)
        })
        #expect(schedules == ["Floss": "daily", "Gym": "mon,wed,fri", "Swim": "3/week", "Draw": "3/10d", "Water": "every 2 days"])
        let first = (rows[0]["habit"] as! [String: Any])
        #expect(first["start"] as? String == "2026-11-22")
    }

    @Test("measurable habits store their goal and check-ins carry the amount")
    func measurable() throws {
        let h = HabitFixture.harness()
        HabitFixture.ok(h, "habit", "new", "Running", "--at-least", "5", "--unit", "km", "--schedule", "3/week")
        HabitFixture.ok(h, "habit", "new", "Coffee", "--at-most", "2", "--unit", "cups")
        let rows = try HabitFixture.json(h, "habit", "list") as! [[String: Any]]
        let goals = rows.map { ($0["habit"] as! [String: Any])["goal"] as! [String: Any] }
        #expect(goals[0]["kind"] as? String == "atLeast" && goals[0]["target"] as? Double == 5 && goals[0]["unit"] as? String == "km")
        #expect(goals[1]["kind"] as? String == "atMost" && goals[1]["target"] as? Double == 2)
        let out = HabitFixture.ok(h, "habit", "done", "Running", "--amount", "3.5")
        #expect(out == "Running: 3.5 km on Sunday 22 November 2026 (goal: at least 5 km).\n")
        #expect(try HabitFixture.checkIn(h, "Running", "2026-11-22") == .amount(3.5))
        HabitFixture.ok(h, "habit", "done", "Running", "--amount", "6")
        #expect(try HabitFixture.checkIn(h, "Running", "2026-11-22") == .amount(6))
        let list = try HabitFixture.json(h, "habit", "list") as! [[String: Any]]
        #expect(list[0]["today"] as? String == "done")
        HabitFixture.ok(h, "habit", "done", "Coffee", "--amount", "3")
        let coffee = try HabitFixture.json(h, "habit", "list") as! [[String: Any]]
        #expect(coffee[1]["today"] as? String == "partial")
    }

    @Test("done, undo and skip write one entry keyed by (habit, day); repeating done writes nothing")
    func doneUndoSkip() throws {
        let h = HabitFixture.harness()
        HabitFixture.ok(h, "habit", "new", "Run")
        #expect(HabitFixture.ok(h, "habit", "done", "Run") == "Run: done on Sunday 22 November 2026.\n")
        #expect(try HabitFixture.checkIn(h, "Run", "2026-11-22") == .done)
        let before = try h.digest()
        #expect(HabitFixture.ok(h, "habit", "done", "run") == "Run was already done on Sunday 22 November 2026; nothing changed.\n")
        #expect(try h.digest() == before)
        #expect(HabitFixture.ok(h, "habit", "undo", "Run") == "Unchecked Run on Sunday 22 November 2026.\n")
        #expect(try HabitFixture.checkIn(h, "Run", "2026-11-22") == nil)
        #expect(HabitFixture.ok(h, "habit", "undo", "Run").contains("has no check-in"))
        HabitFixture.ok(h, "habit", "skip", "Run", "--date", "yesterday")
        #expect(try HabitFixture.checkIn(h, "Run", "2026-11-21") == .skip)
        HabitFixture.ok(h, "habit", "done", "Run")
        let entries = try h.openStore().entries(EntryQuery(tracker: "habit", includeDeleted: true))
        #expect(entries.count == 2)
        #expect(Set(entries.map(\.id)) == Set(entries.map { EntryKey.daily("habit", subject: $0.subject!, $0.day) }))
        #expect(entries.first { $0.day == Day(iso: "2026-11-22") }?.deleted == false)
    }

    @Test("a check-in before the habit's start moves the start back; a skip doesn't")
    func checkInBeforeStart() throws {
        let h = HabitFixture.harness()
        HabitFixture.ok(h, "habit", "new", "Run")
        HabitFixture.ok(h, "habit", "skip", "Run", "--date", "2026-11-19")
        var habit = (try HabitFixture.json(h, "habit", "list") as! [[String: Any]])[0]["habit"] as! [String: Any]
        #expect(habit["start"] as? String == "2026-11-22")
        HabitFixture.ok(h, "habit", "done", "Run", "--date", "2026-11-20")
        habit = (try HabitFixture.json(h, "habit", "list") as! [[String: Any]])[0]["habit"] as! [String: Any]
        #expect(habit["start"] as? String == "2026-11-20")
    }

    @Test("list shows schedule, goal, stack, today and momentum; archived only with --all")
    func listAndArchive() throws {
        let h = HabitFixture.harness()
        HabitFixture.morning(h)
        HabitFixture.ok(h, "habit", "new", "Coffee", "--at-most", "2", "--unit", "cups")
        HabitFixture.ok(h, "habit", "done", "Run")
        HabitFixture.ok(h, "habit", "archive", "Stretch")
        HabitFixture.golden(HabitFixture.ok(h, "habit"), "habit-list.txt")
        let all = HabitFixture.ok(h, "habit", "list", "--all")
        #expect(all.contains("Stretch (archived)"))
        #expect(HabitFixture.ok(h, "habit", "archive", "Stretch").contains("already archived"))
        HabitFixture.ok(h, "habit", "unarchive", "Stretch")
        #expect(HabitFixture.ok(h, "habit", "list").contains("Stretch "))
    }

    @Test("rename keeps the habit's id and history; rm removes it and tend undo brings it back")
    func renameAndRemove() throws {
        let h = HabitFixture.harness()
        HabitFixture.ok(h, "habit", "new", "Run")
        HabitFixture.ok(h, "habit", "done", "Run")
        #expect(HabitFixture.ok(h, "habit", "rename", "run", "Jog") == "Renamed habit Run to Jog.\n")
        #expect(try HabitFixture.checkIn(h, "Jog", "2026-11-22") == .done)
        #expect(HabitFixture.ok(h, "habit", "rename", "Jog", "Jog").contains("nothing changed"))
        HabitFixture.ok(h, "habit", "rm", "Jog")
        #expect(HabitFixture.ok(h, "habit", "list").hasPrefix("No habits yet"))
        #expect(h.run("habit", "done", "Jog").code == 66)
        HabitFixture.ok(h, "undo")
        #expect(try HabitFixture.checkIn(h, "Jog", "2026-11-22") == .done)
        let history = HabitFixture.ok(h, "history")
        #expect(history.contains("Removed a habit (Jog)"))
        #expect(history.contains("Renamed a habit (Run → Jog)"))
    }

    @Test("--json on a write says what happened")
    func writeJSON() throws {
        let h = HabitFixture.harness()
        HabitFixture.morning(h)
        let r = try HabitFixture.json(h, "habit", "done", "Run") as! [String: Any]
        #expect(r["action"] as? String == "habit.done")
        #expect(r["changed"] as? Bool == true)
        #expect(r["state"] as? String == "done")
        #expect(r["stack"] as? String == "Morning")
        #expect(r["next"] as? String == "Read")
    }
}

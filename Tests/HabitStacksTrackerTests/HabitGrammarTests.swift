import Foundation
@testable import HabitStacksTracker
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Issue 25's grammar in the habit tracker: names by unique prefix, `uncheck`, `edit`, `rm`/`remove`,
/// `stats`, a year's grid, `stack add` creating the habit, and the `habit.schedule` setting.
@Suite("habit grammar: prefixes, uncheck, edit, stats, --year, stack add, habit.schedule")
struct HabitGrammarTests {
    /// Morning (Run → Read → Stretch), Running (at least 5 km) and an archived Piano, from 2026-11-01.
    private func seeded() throws -> TendHarness {
        let h = HabitFixture.harness()
        try HabitFixture.seedStack(h, "Morning", after: "waking up", habits: ["Run", "Read", "Stretch"], start: "2026-11-01")
        try HabitFixture.seedHabit(h, "Running", goal: .atLeast(5, unit: "km"), start: "2026-11-01")
        let piano = try HabitFixture.seedHabit(h, "Piano", start: "2026-11-01")
        try h.openStore().write(ChangeIntent(action: "habit.archive")) { _ in [.archive(piano)] }
        return h
    }

    private func refused(_ h: TendHarness, _ args: [String], code: Int32, _ message: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        try HabitFixture.refused(h, args, code: code, message, sourceLocation: sourceLocation)
    }

    /// A habit's stored fields, by name.
    private func fields(_ h: TendHarness, _ name: String) throws -> [String: FieldValue] {
        try #require(try h.openStore().items(ItemQuery(tracker: "habit", type: "habit", includeArchived: true))
            .first { $0.string("name") == name }).fields
    }

    @Test("a unique beginning of a name finds the habit or stack, ignoring case")
    func prefixes() throws {
        let h = try seeded()
        HabitFixture.ok(h, "habit", "done", "str")
        #expect(try HabitFixture.checkIn(h, "Stretch", "2026-11-22") == .done)
        HabitFixture.ok(h, "habit", "done", "RUNN", "--amount", "6")
        #expect(try HabitFixture.checkIn(h, "Running", "2026-11-22") == .amount(6))
        // An exact name wins over a longer one it begins.
        HabitFixture.ok(h, "habit", "done", "run")
        #expect(try HabitFixture.checkIn(h, "Run", "2026-11-22") == .done)
        let out = HabitFixture.ok(h, "stack", "done", "mor")
        #expect(out.hasPrefix("Read: done on"), "\(out)")
    }

    @Test("a beginning shared by several names lists them; a miss names the closest; nothing is written")
    func ambiguousAndUnknown() throws {
        let h = try seeded()
        try refused(h, ["habit", "done", "r"], code: 65, "'r' begins more than one habit (Read, Run, Running); type more of the name.")
        try refused(h, ["habit", "show", "ru"], code: 65, "'ru' begins more than one habit (Run, Running); type more of the name.")
        try refused(h, ["stack", "remove", "Morning", "R"], code: 65, "'R' begins more than one habit (Read, Run); type more of the name.")
        try refused(h, ["habit", "uncheck", "Rnu"], code: 66, "There is no habit named 'Rnu'; did you mean 'Run'?")
        HabitFixture.ok(h, "stack", "new", "Mornings", "--after", "coffee")
        try refused(h, ["stack", "done", "morn"], code: 65, "'morn' begins more than one stack (Morning, Mornings); type more of the name.")
    }

    @Test("uncheck is the verb; undo stays as its alias")
    func uncheck() throws {
        let h = try seeded()
        HabitFixture.ok(h, "habit", "done", "Read")
        #expect(HabitFixture.ok(h, "habit", "uncheck", "Read").hasPrefix("Unchecked Read on Sunday 22 November 2026.\n"))
        #expect(try HabitFixture.checkIn(h, "Read", "2026-11-22") == nil)
        HabitFixture.ok(h, "habit", "done", "Read")
        HabitFixture.ok(h, "habit", "undo", "Read")
        #expect(try HabitFixture.checkIn(h, "Read", "2026-11-22") == nil)
        #expect(h.run("habit", "--help").out.contains("uncheck"))
    }

    @Test("habit edit changes the schedule, goal, unit and cue; --cue \"\" clears the cue")
    func edit() throws {
        let h = try seeded()
        #expect(HabitFixture.ok(h, "habit", "edit", "Read", "--schedule", "3/week", "--cue", "after coffee")
                == "Updated habit Read: yes/no, 3/week.\n")
        var f = try fields(h, "Read")
        #expect(f["schedule"] == .string("3/week") && f["cue"] == .string("after coffee"))
        HabitFixture.ok(h, "habit", "edit", "Read", "--at-least", "10", "--unit", "pages")
        f = try fields(h, "Read")
        #expect(f["kind"] == .string("atLeast") && f["target"] == .double(10) && f["unit"] == .string("pages"))
        HabitFixture.ok(h, "habit", "edit", "Running", "--unit", "mi")
        f = try fields(h, "Running")
        #expect(f["kind"] == .string("atLeast") && f["target"] == .double(5) && f["unit"] == .string("mi"))
        HabitFixture.ok(h, "habit", "edit", "Running", "--at-most", "3")
        #expect(try fields(h, "Running")["kind"] == .string("atMost"))
        HabitFixture.ok(h, "habit", "edit", "Read", "--cue", "")
        #expect(try fields(h, "Read")["cue"] == nil || (try fields(h, "Read")["cue"]) == .null)
        let json = try #require(try HabitFixture.json(h, "habit", "show", "Read") as? [String: Any])
        let habit = try #require(json["habit"] as? [String: Any])
        #expect(habit["schedule"] as? String == "3/week" && habit["cue"] == nil)
    }

    @Test("habit edit --yes-no turns a measurable habit back into a yes/no one; with a goal option it is refused")
    func editToYesNo() throws {
        let h = try seeded()
        #expect(HabitFixture.ok(h, "habit", "edit", "Running", "--yes-no").hasPrefix("Updated habit Running: yes/no, "))
        let f = try fields(h, "Running")
        #expect(f["kind"] == .string("check") && (f["unit"] ?? .null) == .null && (f["target"] ?? .null) == .null, "\(f)")
        #expect(HabitFixture.ok(h, "habit", "edit", "Running", "--yes-no") == "Habit Running already has these settings; nothing changed.\n")
        try refused(h, ["habit", "edit", "Running", "--yes-no", "--at-least", "3"], code: 65,
                    "--yes-no takes no --at-least, --at-most or --unit: a yes/no habit has no amount.")
        HabitFixture.ok(h, "undo")
        #expect(try fields(h, "Running")["kind"] == .string("atLeast"))
    }

    @Test("habit edit with nothing to change, the same values, or bad ones: a clear message, nothing written")
    func editRefusals() throws {
        let h = try seeded()
        try refused(h, ["habit", "edit", "Read"], code: 64,
                    "Nothing to change; give --schedule, --cue, --at-least, --at-most, --unit or --yes-no (rename with 'tend habit rename').")
        try refused(h, ["habit", "edit", "Read", "--unit", "km"], code: 65, "--unit needs --at-least or --at-most; a yes/no habit has no unit.")
        try refused(h, ["habit", "edit", "Read", "--at-least", "1", "--at-most", "2"], code: 65,
                    "A habit can't have both --at-least and --at-most; choose one.")
        try refused(h, ["habit", "edit", "Piano", "--cue", "x"], code: 65,
                    "Piano is archived, so it can't be changed; bring it back first with 'tend habit unarchive Piano'.")
        try refused(h, ["habit", "edit", "Zzzzzz", "--cue", "x"], code: 66,
                    "There is no habit named 'Zzzzzz'; see your habits with 'tend habit list'.")
        let before = try h.digest()
        #expect(HabitFixture.ok(h, "habit", "edit", "Read", "--schedule", "daily")
                == "Habit Read already has these settings; nothing changed.\n")
        #expect(try h.digest() == before)
    }

    @Test("rm and its alias remove take a habit away")
    func removeAlias() throws {
        let h = try seeded()
        HabitFixture.ok(h, "habit", "remove", "Stretch")
        HabitFixture.ok(h, "habit", "rm", "Read")
        let names = try h.openStore().items(ItemQuery(tracker: "habit", type: "habit", includeArchived: true)).compactMap { $0.string("name") }
        #expect(Set(names) == ["Run", "Running", "Piano"])
    }

    @Test("habit stats: every habit's figures, momentum as a percentage; with a name, the habit's report")
    func stats() throws {
        let h = try seeded()
        try HabitFixture.seedCheckIns(h, "h-run", on: (0..<21).map { HabitFixture.day("2026-11-02", plus: $0) })
        let out = HabitFixture.ok(h, "habit", "stats")
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Habit") == true && lines.count == 5, "\(out)")
        let run = try #require(lines.first { $0.hasPrefix("Run ") })
        // Momentum as the platform writes it: its bucket, then a percentage ("strong 74%").
        #expect(run.range(of: #"(dormant|building|flowing|strong|on fire) \d+%"#, options: .regularExpression) != nil, "\(run)")
        #expect(!run.contains("0."), "\(run)")
        let rows = try #require(try HabitFixture.json(h, "habit", "stats") as? [[String: Any]])
        #expect(rows.map { $0["habit"] as? String } == ["Run", "Read", "Stretch", "Running"])
        let momentum = try #require((rows[0]["momentum"] as? [String: Any])?["score"] as? Double)
        #expect(momentum > 0 && momentum <= 1)
        #expect(HabitFixture.ok(h, "habit", "stats", "Run") == HabitFixture.ok(h, "habit", "show", "Run"))
        try refused(h, ["habit", "stats", "--year", "2025"], code: 64,
                    "--year, --date and --svg draw one habit's grid; name the habit, like 'tend habit stats Run --year 2024'.")
    }

    @Test("habit show --year draws that calendar year's grid, its check-ins only")
    func yearGrid() throws {
        let h = try seeded()
        let id = try HabitFixture.seedHabit(h, "Walk", start: "2024-01-01")
        try HabitFixture.seedCheckIns(h, id, on: ["2023-12-31", "2024-01-01", "2024-06-15", "2024-12-31", "2025-01-01", "2026-11-20"])
        let json = try #require(try HabitFixture.json(h, "habit", "show", "Walk", "--year", "2024") as? [String: Any])
        let days = (json["year"] as? [[String: Any]])?.compactMap { $0["day"] as? String }
        #expect(days == ["2024-01-01", "2024-06-15", "2024-12-31"])
        let text = HabitFixture.ok(h, "habit", "show", "Walk", "--year", "2024")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let title = try #require(lines.firstIndex(of: "Walk in 2024"), "\(text)")
        #expect(lines[title + 1].contains("Jan") && lines[title + 1].contains("Dec"), "\(lines[title + 1])")
        // 2024 starts on a Monday (1 January, done, is the Monday row's first cell) and ends on a Tuesday
        // (31 December, done, ends the Tuesday row; 1 January 2025 is left blank).
        let mo = try #require(lines.first { $0.hasPrefix("Mo ") && $0.count > 50 })
        let tu = try #require(lines.first { $0.hasPrefix("Tu ") && $0.count > 50 })
        let we = try #require(lines.first { $0.hasPrefix("We ") && $0.count > 50 })
        #expect(mo.hasPrefix("Mo █") && tu.hasSuffix("█") && we.count == tu.count - 1, "\(text)")
        // Without --year: the last 53 weeks, as before.
        let recent = try #require(try HabitFixture.json(h, "habit", "show", "Walk") as? [String: Any])
        #expect((recent["year"] as? [[String: Any]])?.compactMap { $0["day"] as? String } == ["2026-11-20"])
    }

    @Test("a bad --year is refused before anything is read or written")
    func badYear() throws {
        let h = try seeded()
        try refused(h, ["habit", "show", "Run", "--year", "24"], code: 65, "'24' is not a year; use YYYY, like 2026.")
        try refused(h, ["habit", "show", "Run", "--year", "2027"], code: 65, "2027 hasn't begun yet; give a year up to 2026.")
    }

    @Test("stack add creates a habit that doesn't exist yet, as stack new does")
    func stackAddCreates() throws {
        let h = try seeded()
        let out = HabitFixture.ok(h, "stack", "add", "Morning", "Floss", "--at", "2")
        #expect(out.hasPrefix("Created habit Floss: yes/no, daily.\n"), "\(out)")
        #expect(out.contains("Run → Floss → Read → Stretch") || out.contains("Run ▸ Floss"), "\(out)")
        let json = try #require(try HabitFixture.json(h, "habit", "show", "Floss") as? [String: Any])
        #expect((json["habit"] as? [String: Any])?["stack"] as? String == "Morning")
        // The name is taken whole: "Runn" is a new habit, not Running (as in stack new).
        HabitFixture.ok(h, "stack", "add", "Morning", "Runn")
        #expect(try fields(h, "Runn")["stack"] != nil)
        try refused(h, ["stack", "add", "Morning", "x\u{7}"], code: 65,
                    "'x?' is not a usable name; use 1 to 40 characters on one line, not starting with '-'.")
    }

    @Test("habit.schedule is the schedule of new habits (habit new, stack new, stack add)")
    func scheduleSetting() throws {
        let h = try seeded()
        HabitFixture.ok(h, "habit", "new", "Tea")
        #expect(try fields(h, "Tea")["schedule"] == .string("daily"))
        HabitFixture.ok(h, "config", "set", "habit.schedule", "weekdays")
        HabitFixture.ok(h, "habit", "new", "Yoga")
        HabitFixture.ok(h, "habit", "new", "Swim", "--schedule", "3/week")
        HabitFixture.ok(h, "stack", "new", "Evening", "--after", "dinner", "Dishes")
        HabitFixture.ok(h, "stack", "add", "Evening", "Floss")
        #expect(try fields(h, "Yoga")["schedule"] == .string("weekdays"))
        #expect(try fields(h, "Swim")["schedule"] == .string("3/week"))
        #expect(try fields(h, "Dishes")["schedule"] == .string("weekdays"))
        #expect(try fields(h, "Floss")["schedule"] == .string("weekdays"))
        #expect(try fields(h, "Tea")["schedule"] == .string("daily"))
        let listed = HabitFixture.ok(h, "config", "--json")
        #expect(listed.contains("The schedule new habits get when none is given"), "\(listed)")
    }

    @Test("the 7-day and 28-day grids show each day's number beside its mark")
    func gridDayNumbers() throws {
        let h = try seeded()
        try HabitFixture.seedCheckIns(h, "h-run", on: ["2026-11-16", "2026-11-22"])
        try HabitFixture.seedCheckIns(h, "h-run", ["2026-11-18": .skip])
        let lines = HabitFixture.ok(h, "habit", "show", "Run").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let week = try #require(lines.firstIndex(of: "Last 7 days"))
        #expect(lines[week + 1] == " Mo  Tu  We  Th  Fr  Sa  Su", "\(lines)")
        #expect(lines[week + 2] == "✓16 ·17 –18 ·19 ·20 ·21 ✓22", "\(lines)")
        let month = try #require(lines.firstIndex(of: "Last 28 days"))
        #expect(lines[month + 1] == "         Mo  Tu  We  Th  Fr  Sa  Su", "\(lines)")
        #expect(lines[month + 2] == "26 Oct   26  27  28  29  30  31 · 1", "days before the habit began are blank but numbered: \(lines)")
        #expect(lines[month + 5] == "16 Nov  ✓16 ·17 –18 ·19 ·20 ·21 ✓22", "\(lines)")
        let ascii = HabitFixture.ok(h, "habit", "show", "Run", "--ascii")
        #expect(ascii.contains("x16 .17 -18 .19 .20 .21 x22"), "\(ascii)")
    }

    @Test("habit edit refuses an empty or unknown --schedule, writing nothing")
    func editBadSchedule() throws {
        let h = try seeded()
        let forms = "use daily, weekdays, weekends, a list of days like mon,wed,sat, 3/week, 4/month, 3/10d, every 2 days."
        try refused(h, ["habit", "edit", "Read", "--schedule", ""], code: 65, "'' is not a schedule (it is empty); " + forms)
        try refused(h, ["habit", "edit", "Read", "--schedule", "fortnightly"], code: 65,
                    "'fortnightly' is not a schedule (unknown day 'fortnightly'); " + forms)
    }
}

import Foundation
import RitualArcsTracker
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Issue 25's grammar in the ritual tracker: titles and habits by unique prefix, `uncheck` (alias
/// `undo`), `rm` (alias `remove`), `stats` (alias `insights`), `list`, a colour, days active per
/// ritual, `ritual.schedule` and day numbers in the month calendar.
@Suite("ritual grammar: prefixes, uncheck, stats, list, colour, days active, ritual.schedule")
struct RitualGrammarTests {
    /// The seeded store at 2026-11-22 09:00 (Morning calm and Evening wind-down, see ``RitualTest/seed(_:)``).
    private func seeded() throws -> TendHarness {
        let h = RitualTest.harness("2026-11-22T09:00")
        try RitualTest.seed(h)
        return h
    }

    /// The check-in of a ritual habit on a day, live or not.
    private func checked(_ h: TendHarness, _ habit: String, _ day: String) throws -> Bool {
        let book = try RitualTest.book(h)
        let d = try #require(Day(iso: day))
        for r in book.rituals {
            guard let arc = book.arc(of: r, on: d), let a = book.habit(titled: habit, in: arc) else { continue }
            return try h.openStore().entry(id: a.checkInID(d)).map { !$0.deleted } ?? false
        }
        return false
    }

    @Test("a unique beginning of a title finds the ritual or the habit, ignoring case")
    func prefixes() throws {
        let h = try seeded()
        #expect(RitualTest.ok(h, "ritual", "show", "morn").out.hasPrefix("Morning calm\n"))
        #expect(RitualTest.ok(h, "ritual", "check", "stret").out == "Checked 'Stretch 5 min' (Morning calm) for 2026-11-22: 2 of 2 done.\n")
        #expect(try checked(h, "Stretch 5 min", "2026-11-22"))
        RitualTest.ok(h, "ritual", "check", "write", "--ritual", "EVEN")
        #expect(try checked(h, "Write one line about the day", "2026-11-22"))
        RitualTest.ok(h, "ritual", "reorder", "morning", "stretch", "--to", "1")
        let book = try RitualTest.book(h)
        let morning = try #require(book.rituals.first)
        let arc = try #require(book.currentArc(of: morning))
        #expect(book.habits(of: arc).map(\.title) == ["Stretch 5 min", "Meditate"])
    }

    @Test("an ambiguous beginning lists the candidates; a miss names the closest; nothing is written")
    func ambiguousAndUnknown() throws {
        let h = try seeded()
        RitualTest.ok(h, "ritual", "new", "Morning pages", "--days", "7", "--time", "morning", "--habit", "Write three pages")
        try RitualTest.refused(h, ["ritual", "show", "morning"], code: 65,
                               mentions: "'morning' begins more than one ritual (Morning calm, Morning pages); type more of the title.")
        try RitualTest.refused(h, ["ritual", "show", "Mornin calm"], code: 66,
                               mentions: "There is no ritual called 'Mornin calm'; did you mean 'Morning calm'?")
        try RitualTest.refused(h, ["ritual", "check", "write"], code: 65,
                               mentions: "'write' is a habit of several rituals (Evening wind-down, Morning pages); say which with --ritual TITLE.")
        RitualTest.ok(h, "ritual", "edit", "Evening wind-down", "--add-habit", "Read a poem")
        try RitualTest.refused(h, ["ritual", "check", "read", "--ritual", "evening"], code: 65,
                               mentions: "'read' begins more than one habit of 'Evening wind-down' (Read ten pages, Read a poem); type more of the title.")
        try RitualTest.refused(h, ["ritual", "uncheck", "Xyz", "--ritual", "Morning calm"], code: 66,
                               mentions: "'Xyz' is not a habit of 'Morning calm'; its habits are: Meditate, Stretch 5 min.")
    }

    @Test("uncheck is the verb, undo its alias; rm has the alias remove")
    func verbs() throws {
        let h = try seeded()
        #expect(try checked(h, "Meditate", "2026-11-22"))
        RitualTest.ok(h, "ritual", "undo", "Meditate")
        #expect(try !checked(h, "Meditate", "2026-11-22"))
        RitualTest.ok(h, "ritual", "check", "Meditate")
        RitualTest.ok(h, "ritual", "uncheck", "med")
        #expect(try !checked(h, "Meditate", "2026-11-22"))
        RitualTest.ok(h, "ritual", "remove", "evening")
        #expect(try RitualTest.book(h).rituals.map(\.title) == ["Morning calm"])
    }

    @Test("ritual stats: across rituals (as insights), or one ritual's report (as show)")
    func stats() throws {
        let h = try seeded()
        #expect(RitualTest.ok(h, "ritual", "stats").out == RitualTest.ok(h, "ritual", "insights").out)
        #expect(RitualTest.ok(h, "ritual", "stats", "Morning calm").out == RitualTest.ok(h, "ritual", "show", "Morning calm").out)
        #expect(RitualTest.ok(h, "ritual", "stats", "--json").out.contains("\"totalCheckIns\""))
    }

    @Test("days active per ritual: first, latest and count, in show and its JSON")
    func daysActive() throws {
        let h = try seeded()
        let text = RitualTest.ok(h, "ritual", "show", "Morning calm").out
        #expect(text.contains("Days active        5 (first 2026-11-18, latest 2026-11-22)"), "\(text)")
        let v = try RitualTest.json(RitualTest.ok(h, "ritual", "show", "Evening wind-down", "--json"))
        #expect(v["daysActive"] as? Int == 1 && v["firstCheckIn"] as? String == "2026-11-21" && v["latestCheckIn"] as? String == "2026-11-21")
        RitualTest.ok(h, "ritual", "new", "Fresh", "--days", "7", "--time", "night", "--habit", "Lights out")
        let fresh = try RitualTest.json(RitualTest.ok(h, "ritual", "show", "Fresh", "--json"))
        #expect(fresh["daysActive"] as? Int == 0 && fresh["firstCheckIn"] == nil)
    }

    @Test("a ritual's colour: set on new and edit, shown in show and list, in JSON; a bad one is refused")
    func color() throws {
        let h = try seeded()
        RitualTest.ok(h, "ritual", "new", "Fresh", "--days", "7", "--time", "night", "--habit", "Lights out", "--color", "Teal")
        #expect(RitualTest.ok(h, "ritual", "show", "Fresh").out.contains("night · teal · enabled"))
        #expect(try RitualTest.json(RitualTest.ok(h, "ritual", "show", "Fresh", "--json"))["color"] as? String == "teal")
        RitualTest.ok(h, "ritual", "edit", "Morning calm", "--color", "#2A9D8F")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(RitualTest.ok(h, "ritual", "list", "--json").out.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["color"] as? String } == ["#2a9d8f", nil, "teal"])
        #expect(RitualTest.ok(h, "ritual", "list").out.contains("Mindfulness · morning · #2a9d8f · enabled"))
        let today = try RitualTest.json(RitualTest.ok(h, "ritual", "today", "--all", "--json"))
        let colors = (today["rituals"] as? [[String: Any]])?.map { $0["color"] as? String }
        #expect(colors == ["#2a9d8f", nil, "teal"], "the today view's JSON carries the colour too")
        RitualTest.ok(h, "ritual", "edit", "Fresh", "--color", "")
        #expect(try RitualTest.json(RitualTest.ok(h, "ritual", "show", "Fresh", "--json"))["color"] == nil)
        try RitualTest.refused(h, ["ritual", "edit", "Fresh", "--color", "sky"], code: 65, mentions: "'sky' is not a color; use one of red,")
        try RitualTest.refused(h, ["ritual", "new", "Other", "--days", "7", "--time", "night", "--habit", "x", "--color", "#12345"],
                               code: 65, mentions: "'#12345' is not a color")
        try RitualTest.refused(h, ["ritual", "edit", "Fresh"], code: 64, mentions: "Nothing to change; give --title, --time, --category, --notes, --color,")
    }

    @Test("ritual list: every active ritual with its status and arc")
    func list() throws {
        let h = try seeded()
        let out = RitualTest.ok(h, "ritual", "list").out
        #expect(out.contains("Morning calm") && out.contains("arc 1, day 12 of 30"), "\(out)")
        #expect(out.contains("Evening wind-down") && out.contains("arc 1, day 3 of"), "\(out)")
        RitualTest.ok(h, "ritual", "archive", "Evening wind-down")
        #expect(!RitualTest.ok(h, "ritual", "list").out.contains("Evening"))
        #expect(RitualTest.ok(h, "ritual", "list", "--all").out.contains("Evening wind-down"))
    }

    @Test("ritual.schedule sets the days the ritual reminders remind on, and says so in tend config")
    func scheduleSetting() throws {
        let h = try seeded()
        let before = h.run("remind").out
        let line = try #require(before.split(separator: "\n").first { $0.hasPrefix("ritual.evening") }, "\(before)")
        #expect(!line.contains("weekdays"), "\(line)")
        RitualTest.ok(h, "config", "set", "ritual.schedule", "weekdays")
        let after = h.run("remind").out
        let changed = try #require(after.split(separator: "\n").first { $0.hasPrefix("ritual.evening") }, "\(after)")
        #expect(changed.contains("weekdays"), "\(changed)")
        #expect(RitualTest.ok(h, "config", "--json").out.contains("The days the ritual reminders remind you on"))
    }

    @Test("the month calendar shows day numbers beside each day's level")
    func calendarDayNumbers() throws {
        let h = try seeded()
        let lines = RitualTest.ok(h, "ritual", "history").out.split(separator: "\n").map(String.init)
        #expect(lines[1] == " Mo  Tu  We  Th  Fr  Sa  Su", "\(lines)")
        #expect(lines.contains { $0.contains("█18") && $0.contains("█19") }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix(" 29") }, "days after today show their number alone: \(lines)")
    }

    @Test("ritual edit can clear what new set optionally: --category \"\" as --notes \"\" and --color \"\"")
    func editClears() throws {
        let h = try seeded()
        RitualTest.ok(h, "ritual", "edit", "Morning calm", "--category", "", "--notes", "")
        let v = try RitualTest.json(RitualTest.ok(h, "ritual", "show", "Morning calm", "--json"))
        #expect(v["category"] == nil && v["notes"] == nil, "\(v)")
        #expect(RitualTest.ok(h, "ritual", "show", "Morning calm").out.contains("\nmorning · enabled\n"))
        try RitualTest.refused(h, ["ritual", "new", "Other", "--days", "7", "--time", "night", "--habit", "x", "--category", " "],
                               code: 65, mentions: "is not a usable category")
    }

    @Test("percentages read as in the habit views: 38%, not 38 %")
    func percentages() throws {
        let h = try seeded()
        let show = RitualTest.ok(h, "ritual", "show", "Morning calm").out
        #expect(show.contains("Completion so far  38%\n") && !show.contains(" %"), "\(show)")
        let history = RitualTest.ok(h, "ritual", "history").out
        #expect(history.contains("█ 100%  ▓ 50% or more  ░ under 50%  · none") && history.contains("average: 27%"), "\(history)")
        #expect(!RitualTest.ok(h, "ritual", "stats").out.contains(" %"))
    }
}

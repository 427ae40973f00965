import Foundation
import Testing
@testable import MoodTracker
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

/// The day, month and year views: golden files (read them: they are the spec).
@Suite("tend mood views: day, month, year, styles, SVG and JSON")
struct MoodViewTests {
    /// November 2026 up to the 22nd with gaps on the 5th, 6th, 13th and 18th; a note and tags on the 21st.
    static func november(_ h: TendHarness) throws {
        let moods = MoodTest.moods(MoodTest.day("2026-11-01")...MoodTest.day("2026-11-22")) { d in
            [5, 6, 13, 18].contains(d.day) ? nil : (d.day * 3 % 5) + 1
        }
        try MoodTest.seed(h, moods, notes: [MoodTest.day("2026-11-21"): "Dinner with Ana & Luis"],
                          tags: [MoodTest.day("2026-11-21"): ["friends", "cooking"]])
    }

    /// 2024, a leap year: 26–29 February great, July empty, every fourth day a gap.
    static func year2024(_ h: TendHarness) throws {
        let moods = MoodTest.moods(MoodTest.day("2024-01-01")...MoodTest.day("2024-12-31")) { d in
            if d.month == 2 && d.day >= 26 { return 5 }
            if d.month == 7 || d.ordinal % 4 == 0 { return nil }
            return d.ordinal % 5 + 1
        }
        try MoodTest.seed(h, moods, notes: [MoodTest.day("2024-02-29"): "Leap day!"])
    }

    @Test("the day view: a mood with note and tags, a prompt when nothing is logged")
    func dayView() throws {
        let h = TendHarness()
        let empty = h.run("mood")
        #expect(empty.code == 0)
        Golden.check(empty.out, "show-empty-today.txt")
        try MoodViewTests.november(h)
        h.goldenRun("mood", "--date", "2026-11-21", golden: "show-note-tags.txt")
        h.goldenRun("mood", "show", "--date", "2026-11-18", golden: "show-empty-past.txt")
        h.goldenRun("mood", "--date", "2026-11-21", "--json", golden: "show-note-tags.json")
        h.goldenRun("mood", "--date", "2026-11-18", "--json", golden: "show-empty.json")
    }

    @Test("month: gaps are visibly empty, future days blank, week start respected, derived not stored")
    func monthGrid() throws {
        let h = TendHarness()
        try MoodViewTests.november(h)
        let counts = try h.openStore().logCounts()
        let monday = h.run("mood", "month")
        #expect(monday.code == 0, "\(monday)")
        Golden.check(monday.out, "month-2026-11-monday.txt")
        let lines = monday.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "Mo Tu We Th Fr Sa Su")
        // 1 November 2026 is a Sunday: alone in the first week; the 5th and 6th (Thu, Fri) are empty.
        #expect(lines[2] == String(repeating: " ", count: 18) + "▆▆")
        #expect(lines[3] == "▂▂ ██ ▄▄ ·· ·· ▂▂ ██")
        h.goldenRun("mood", "month", "--ascii", golden: "month-2026-11-monday.ascii.txt")
        #expect(try h.openStore().logCounts() == counts, "views never store placeholder entries")
        #expect(try h.openStore().entries(EntryQuery(tracker: "mood")).count == 18)

        try MoodTest.setSetting(h, "week-start", "sunday")
        let sunday = h.run("mood", "month", "--date", "2026-11-03")
        Golden.check(sunday.out, "month-2026-11-sunday.txt")
        #expect(sunday.out.split(separator: "\n")[1] == "Su Mo Tu We Th Fr Sa")
        h.goldenRun("mood", "month", "--json", golden: "month-2026-11.json")
    }

    @Test("month of a leap February and of a month with nothing logged")
    func leapFebruaryAndEmptyMonth() throws {
        let h = TendHarness()
        try MoodViewTests.year2024(h)
        h.goldenRun("mood", "month", "--date", "2024-02-10", golden: "month-2024-02.txt")
        let empty = h.run("mood", "month", "--date", "2025-03-01")
        Golden.check(empty.out, "month-2025-03-empty.txt")
        #expect(empty.out.contains("No moods logged in these 31 days."))
        let future = h.run("mood", "month", "--date", "2026-12-01")
        #expect(future.code == 0)
        #expect(future.out.contains("This period hasn't started yet."))
    }

    @Test("year: 12 rows of 31 cells, a leap year with 29 February, gaps empty")
    func yearGrid() throws {
        let h = TendHarness()
        try MoodViewTests.year2024(h)
        let r = h.run("mood", "year", "--year", "2024")
        #expect(r.code == 0, "\(r)")
        Golden.check(r.out, "year-2024.txt")
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "    1        10        20        30")
        #expect(lines[3].count == 4 + 29, "February 2024 has 29 cells")
        #expect(lines[3].hasSuffix("████"), "26–29 February are great")
        #expect(lines[8] == "Jul " + String(repeating: "·", count: 31), "July: nothing logged, every day visibly empty")
        h.goldenRun("mood", "year", "--year", "2024", "--ascii", golden: "year-2024.ascii.txt")
        h.goldenRun("mood", "year", "--year", "2024", "--json", golden: "year-2024.json")
        // This year: days after today are blank, a common year has 28 February cells.
        let now = h.run("mood", "year")
        let nowLines = now.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(nowLines[0] == "Mood · 2026")
        #expect(nowLines[3].count == 4 + 28)
        #expect(nowLines[12].count == 4 + 22, "November is drawn up to the 22nd")
        #expect(nowLines[13] == "Dec")
    }

    @Test("--svg writes a standalone image for the month and the year")
    func svg() throws {
        let h = TendHarness()
        try MoodViewTests.november(h)
        try MoodViewTests.year2024(h)
        let month = h.directory + "/month.svg", year = h.directory + "/year.svg"
        let r = h.run("mood", "month", "--svg", month)
        #expect(r.code == 0)
        #expect(r.out.hasSuffix("Saved the chart to \(month).\n"))
        let text = try String(contentsOfFile: month, encoding: .utf8)
        Golden.check(text, "month-2026-11.svg")
        #expect(text.contains("<title>2026-11-21: good — Dinner with Ana &amp; Luis</title>"))
        #expect(text.contains(##"fill="#d73027""##), "horrible is red")
        #expect(h.run("mood", "year", "--year", "2024", "--svg", year).code == 0)
        let yearText = try String(contentsOfFile: year, encoding: .utf8)
        Golden.check(yearText, "year-2024.svg")
        #expect(yearText.contains("<title>2024-02-29: great — Leap day!</title>"))
    }

    @Test("display styles: words, numbers, faces, colours (a synced setting)")
    func styles() throws {
        let h = TendHarness(modules: [MoodModule.plugin])  // the today view shows only mood's line
        try MoodViewTests.november(h)
        let show = h.run("mood", "style")
        #expect(show.out.contains("Mood style: words"))
        for style in ["numbers", "faces", "colours"] {
            let set = h.run("mood", "style", style)
            #expect(set.code == 0, "\(set)")
            #expect(set.out.hasPrefix("Mood style set to \(style)."))
            var out = h.run("mood", "--date", "2026-11-21").out
            out += h.run("mood", "month").out
            out += h.run("mood", "month", "--ascii").out
            out += h.run("today").out
            Golden.check(out, "style-\(style).txt")
        }
        let store = try h.openStore()
        #expect(try store.setting("mood.style", scope: .synced) == .string("colours"))
        #expect(h.run("mood", "style", "colors").out == "Mood style set to colours.\nHorrible to great: █░░░░  ██░░░  ███░░  ████░  █████\n")
        #expect(h.run("mood", "style", "--json").out.contains(#""style" : "colours""#))
        h.run("undo")
        #expect(try store.setting("mood.style", scope: .synced) == .string("faces"))
    }

    @Test("tend config knows mood.style: set, get and list agree with tend mood style")
    func configKnowsStyle() throws {
        let h = TendHarness(modules: [MoodModule.plugin])
        let set = h.run("config", "set", "mood.style", "faces")
        #expect(set.code == 0, "\(set)")
        #expect(h.run("config", "get", "mood.style").out == "faces\n")
        #expect(h.run("mood", "style").out.contains("Mood style: faces"))
        #expect(h.run("config", "list").out.contains("mood.style"))
        let bad = h.run("config", "set", "mood.style", "emoji")
        #expect(bad.code != 0 && bad.err.contains("mood.style"), "\(bad)")
    }

    @Test("colour on a terminal follows the theme; NO_COLOR turns it off")
    func colour() throws {
        let h = TendHarness()
        try MoodViewTests.november(h)
        let colored = h.run(["mood", "month"], outputIsTerminal: true)
        #expect(colored.out.contains("\u{1B}[32m██\u{1B}[0m"), "great in the garden theme's green")
        #expect(colored.out.contains("\u{1B}[90m··\u{1B}[0m"), "empty days dimmed")
        let plain = h.run(["mood", "month"], env: ["NO_COLOR": "1"], outputIsTerminal: true)
        #expect(!plain.out.contains("\u{1B}["))
    }
}

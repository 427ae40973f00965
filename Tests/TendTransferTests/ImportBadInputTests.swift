import Foundation
import Testing
import TendKernel
import TendTesting

/// Every bad input of issue 11: a clear sentence, a non-zero exit, nothing on standard output, and
/// nothing written.
@Suite("tend import refuses bad input and writes nothing")
struct ImportBadInputTests {
    @Test("a file of another format names what it looks like and what was expected")
    func otherFormat() throws {
        let h = try seededHarness()
        let jrnl = Fixture.path("jrnl.json")
        try Refusal.expect(h, ["import", "daylio", jrnl], code: 65, mentions: [
            "\(jrnl) looks like a jrnl journal (JSON export or text), not a Daylio CSV export", "import it with 'tend import jrnl \(jrnl)'",
        ])
        try Refusal.expect(h, ["import", "loop", Fixture.path("daylio-8.csv")], code: 65,
                           mentions: ["looks like a Daylio CSV export, not a Loop Habit Tracker export"])
        try Refusal.expect(h, ["import", "jrnl", Fixture.path("dayone.zip")], code: 65,
                           mentions: ["looks like a Day One export, not a jrnl journal (JSON export or text)"])
        try Refusal.expect(h, ["import", "tend", Fixture.path("Loop Habits CSV 2026-11-20.zip")], code: 65,
                           mentions: ["looks like a Loop Habit Tracker export (CSV or full backup), not a Tend export"])
        try Refusal.expect(h, ["import", Fixture.path("other.csv")], code: 65, mentions: [
            "other.csv looks like a CSV file with other columns, which Tend can't import", "tend import daylio|loop|jrnl|dayone|tend FILE",
        ])
        try Refusal.expect(h, ["import", "daylio", Fixture.path("other.csv")], code: 65,
                           mentions: ["other.csv line 1: the header lacks full_date, time, mood"])
        try Refusal.expect(h, ["import", "dayone", Fixture.path("daylio-7.csv")], code: 65,
                           mentions: ["looks like a Daylio CSV export, not a Day One export"])
    }

    @Test("a malformed row names the file and line")
    func malformedRow() throws {
        let h = try seededHarness()
        try Refusal.expect(h, ["import", Fixture.path("daylio-bad-row.csv")], code: 65,
                           mentions: ["daylio-bad-row.csv line 3: expected 8 fields, like the header, but found 6", "nothing was imported"])
        try Refusal.expect(h, ["import", Fixture.path("daylio-unclosed-quote.csv")], code: 65,
                           mentions: ["daylio-unclosed-quote.csv line 3: a quoted field is never closed"])
        try FileManager.default.copyItem(atPath: Fixture.path("loop"), toPath: h.file("loop"))
        try h.write("loop/002 Run/Checkmarks.csv", "Date,Value,Notes\n2026-11-20,5000,\n2026-11-19,lots,\n")
        try Refusal.expect(h, ["import", h.file("loop")], code: 65, mentions: [
            "loop/002 Run/Checkmarks.csv line 3: 'lots' is not a value", "YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN",
        ])
        try h.write("loop/002 Run/Checkmarks.csv", "Date,Value,Notes\n2026-11-20,5000,,extra\n")
        try Refusal.expect(h, ["import", h.file("loop")], code: 65, mentions: ["Checkmarks.csv line 2: expected 2 or 3 fields"])
        try Refusal.expect(h, ["import", Fixture.path("jrnl-broken.json")], code: 65,
                           mentions: ["jrnl-broken.json line 6 is not valid JSON"])
        let tend = try h.write("bad-tend.json", """
            {"format":"tend-export","version":1,"entries":[
            {"id":"x","tracker":"mood","day":"2026-11-20","value":{"level":4},"position":"V","created":"2026-11-20T10:00:00.000Z"},
            {"id":"y","tracker":"mood","day":"2026-11-21","value":{"level":"high"},"position":"V","created":"2026-11-21T10:00:00.000Z"}
            ]}
            """)
        try Refusal.expect(h, ["import", tend], code: 65, mentions: ["bad-tend.json line 3: an entry needs"])
    }

    @Test("an unknown mood label stops the import and lists every label to map")
    func unknownMood() throws {
        let h = try seededHarness()
        let file = Fixture.path("daylio-9-custom.csv")
        try Refusal.expect(h, ["import", file], code: 65, mentions: [
            "has moods Tend can't place: Super, Naja, Lausig, Gut", "great, good, average, bad or horrible with --map",
            "--map 'Super=?,Naja=?,Lausig=?,Gut=?' (replace each ? with the mood it means)",
        ])
        try Refusal.expect(h, ["import", file, "--map", "Super=great,Naja=meh"], code: 65,
                           mentions: ["can't place: Lausig, Gut"])
        try Refusal.expect(h, ["import", file, "--map", "Super=fantastic"], code: 65,
                           mentions: ["--map 'Super=fantastic' is not a label=mood pair"])
    }

    @Test("a date or time that doesn't parse names the file, line or entry, and what is accepted")
    func badDates() throws {
        let h = try seededHarness()
        try Refusal.expect(h, ["import", Fixture.path("daylio-bad-date.csv")], code: 65,
                           mentions: ["daylio-bad-date.csv line 3: '2026-11-31' is not a date; full_date must be YYYY-MM-DD"])
        try Refusal.expect(h, ["import", Fixture.path("daylio-bad-time.csv")], code: 65,
                           mentions: ["line 2: 'quarter past nine' is not a time; use 14:58 or 6:50 pm"])
        try Refusal.expect(h, ["import", Fixture.path("jrnl-bad-date.json")], code: 65,
                           mentions: ["jrnl-bad-date.json line 12: '20/11/2026' is not a date; date must be YYYY-MM-DD"])
        let dayone = try h.write("dayone.json", """
            {"metadata":{"version":"1.0"},"entries":[
              {"uuid":"A","creationDate":"2026-03-01T10:00:00Z","timeZone":"Europe/Berlin","text":"Fine"},
              {"uuid":"B","creationDate":"March 2nd","timeZone":"Europe/Berlin","text":"Bad"}]}
            """)
        try Refusal.expect(h, ["import", dayone], code: 65,
                           mentions: ["dayone.json line 3: 'March 2nd' is not a date and time; use ISO 8601"])
        let zone = try h.write("zone.json", """
            {"metadata":{"version":"1.0"},"entries":[{"uuid":"A","creationDate":"2026-03-01T10:00:00Z","timeZone":"Mars/Olympus","text":"x"}]}
            """)
        try Refusal.expect(h, ["import", "dayone", zone], code: 65,
                           mentions: ["zone.json line 1: 'Mars/Olympus' is not a time zone Tend knows"])
        let loop = try h.write("l/Habits.csv", """
            Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
            001,Walk,YES_NO,,,1,1,#FF8F00,,,,false

            """)
        try h.write("l/001 Walk/Checkmarks.csv", "Date,Value,Notes\n2026-11-20,YES_MANUAL,\n11/19/2026,NO,\n")
        try Refusal.expect(h, ["import", loop], code: 65,
                           mentions: ["001 Walk/Checkmarks.csv line 3: '11/19/2026' is not a date; Date must be YYYY-MM-DD"])
    }

    @Test("a missing or unreadable file")
    func missingOrUnreadable() throws {
        let h = try seededHarness()
        try Refusal.expect(h, ["import", h.file("nope.csv")], code: 66,
                           mentions: ["nope.csv doesn't exist; give the path of the export file"])
        try Refusal.expect(h, ["import", "daylio", h.file("nope.csv")], code: 66, mentions: ["nope.csv doesn't exist"])
        // The kernel refuses to read this file (reading address 0 of the process fails).
        try Refusal.expect(h, ["import", "daylio", "/proc/self/mem"], code: 66,
                           mentions: ["/proc/self/mem can't be read; check that it is a file or folder you may read"])
    }

    @Test("a ZIP without the expected files, or one that isn't a readable archive")
    func zips() throws {
        let h = try seededHarness()
        let notLoop = Fixture.path("not-loop.zip")
        try Refusal.expect(h, ["import", "loop", notLoop], code: 65, mentions: [
            "not-loop.zip holds no Habits.csv; a Loop Habit Tracker export has Habits.csv and a folder per habit",
        ])
        try Refusal.expect(h, ["import", notLoop], code: 65,
                           mentions: ["not-loop.zip is a ZIP archive of something else, not an export Tend reads: it holds notes.txt (a text file)"])
        try Refusal.expect(h, ["import", "dayone", notLoop], code: 65,
                           mentions: ["looks like a ZIP archive of something else, not a Day One export"])
        let bytes = FileManager.default.contents(atPath: Fixture.path("Loop Habits CSV 2026-11-20.zip"))!
        let cut = h.file("Loop Habits CSV cut.zip")
        try bytes.prefix(bytes.count - 30).write(to: URL(fileURLWithPath: cut))
        try Refusal.expect(h, ["import", cut], code: 65,
                           mentions: ["can't be read as a ZIP archive (no end of central directory); export it again"])
        try FileManager.default.copyItem(atPath: Fixture.path("loop"), toPath: h.file("loop"))
        try FileManager.default.removeItem(atPath: h.file("loop/003 Coffee"))
        // Without its folder, a habit's column of the root Checkmarks.csv is read; without both, refused.
        try FileManager.default.removeItem(atPath: h.file("loop/Checkmarks.csv"))
        try Refusal.expect(h, ["import", h.file("loop")], code: 65,
                           mentions: ["has no folder for the habit Coffee (003 Coffee/Checkmarks.csv)"])
    }

    @Test("all or nothing: a bad row in the middle of a large file writes nothing, and names its line")
    func allOrNothing() throws {
        let h = try seededHarness()
        var text = "full_date,date,weekday,time,mood,activities,note\n"
        var day = 20_000  // days since 1970: 2024-10-04
        for i in 0..<6000 {
            let date = i == 3000 ? "2026-02-30" : Day(ordinal: day).iso
            text += "\(date),x,y,20:00,good,work | gym,Row \(i)\n"
            if i % 2 == 1 { day += 1 }
        }
        let file = try h.write("large.csv", text)
        try Refusal.expect(h, ["import", file], code: 65, mentions: ["large.csv line 3002: '2026-02-30' is not a date"])
        try Refusal.expect(h, ["import", file, "--activities-as-habits"], code: 65, mentions: ["line 3002"])
        // A problem found while planning (a day over five lines), after every row read, also writes nothing.
        #expect(h.run("five", "add", "a", "b", "c", "d", "e", "--date", "2026-11-19").code == 0)
        try Refusal.expect(h, ["import", Fixture.path("jrnl.json"), "--into", "five"], code: 65,
                           mentions: ["2026-11-19 would have 6 lines in five"])
    }

    @Test("a habit of the same name but another kind is refused with both named")
    func habitKind() throws {
        let h = try seededHarness()
        #expect(h.run("habit", "new", "Run").code == 0)
        try Refusal.expect(h, ["import", Fixture.path("loop")], code: 65, mentions: [
            "You already have a yes/no habit named Run", "makes it measurable; rename one of them first",
        ])
    }

    @Test("arguments and options that don't fit")
    func arguments() throws {
        let h = try seededHarness()
        try Refusal.expect(h, ["import"], code: 64, mentions: ["Give the file to import"])
        try Refusal.expect(h, ["import", "a", "b", "c"], code: 64, mentions: ["Give the file to import"])
        try Refusal.expect(h, ["import", "excel", Fixture.path("other.csv")], code: 65,
                           mentions: ["'excel' is not an import format; use tend, daylio, loop, jrnl or dayone"])
        try Refusal.expect(h, ["import", Fixture.path("loop"), "--map", "Super=great"], code: 65,
                           mentions: ["--map applies to Daylio CSV imports only"])
        try Refusal.expect(h, ["import", Fixture.path("jrnl.json"), "--activities-as-habits"], code: 65,
                           mentions: ["--activities-as-habits applies to Daylio CSV imports only"])
        try Refusal.expect(h, ["import", Fixture.path("daylio-7.csv"), "--into", "five"], code: 65,
                           mentions: ["--into applies to jrnl and Day One imports only"])
        try Refusal.expect(h, ["import", Fixture.path("jrnl.json"), "--into", "mood"], code: 65,
                           mentions: ["--into 'mood' is not a journal; use gratitude or five"])
        let newer = try h.write("newer.json", "{\"format\":\"tend-export\",\"version\":2,\"entries\":[]}")
        try Refusal.expect(h, ["import", newer], code: 65, mentions: ["was written by a newer Tend (format version 2)"])
    }
}

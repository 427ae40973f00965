import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

/// The importers against real export files of four apps (Loop Habit Tracker, Daylio, jrnl, Day One),
/// collected from public repositories (`Fixtures/real/README.md`), each with its values checked.
@Suite("tend import of real exports")
struct RealExportTests {
    static func real(_ name: String) -> String { Fixture.path("real/" + name) }

    private func habit(_ h: TendHarness, _ name: String) throws -> Item {
        try #require(try h.items("habit").first { $0.string("name") == name }, "no habit \(name)")
    }

    private func checkIns(_ h: TendHarness, _ habit: Item) throws -> [Entry] {
        try h.entries("habit").filter { $0.subject == habit.id }
    }

    // MARK: Loop Habit Tracker

    @Test("Loop 2.3.1 CSV: habits with their question, colour and frequency; check-ins, and what was skipped counted")
    func loopCSV231() throws {
        let h = TendHarness()
        let r = h.run("import", Self.real("loop-csv-v2.3.1"))
        #expect(r.code == 0, "\(r)")
        let meditate = try habit(h, "Meditate"), wake = try habit(h, "Wake up early")
        #expect(meditate.fields["question"] == "Did you meditate this morning?")
        #expect(meditate.fields["color"] == "#FF8F00")
        #expect(meditate.fields["schedule"] == "daily")
        #expect(wake.fields["schedule"] == "2/3d")
        #expect(wake.fields["color"] == "#00897B")
        let days = try checkIns(h, wake)
        #expect(days.map(\.day.iso) == ["2015-01-16", "2015-01-17", "2015-01-20", "2015-01-21", "2015-01-22", "2015-01-25"])
        #expect(days.allSatisfy { $0.value == .done })
        #expect(try checkIns(h, meditate).isEmpty)
        // YES_AUTO ×3 (two with notes), NO ×1 (with a note): nothing written, every one counted.
        #expect(r.out.contains("Skipped: 3 days Loop marked done by itself (YES_AUTO, from the habit's frequency), 3 notes on days without a check-in and 1 day not done (NO)."), "\(r.out)")
        let show = h.run("habit", "show", "Wake up early")
        #expect(show.out.contains("Question") && show.out.contains("Did you wake up before 6am?"), "\(show)")
        #expect(show.out.contains("#00897B"))
    }

    @Test("Loop 2.0 CSV (NumRepetitions, Interval, numbers, no header in the habit files) reads as the 2.3.1 export of the same habits")
    func loopCSV20() throws {
        let new = TendHarness(), old = TendHarness()
        #expect(new.run("import", Self.real("loop-csv-v2.3.1")).code == 0)
        let r = old.run("import", Self.real("loop-csv-v2.0"))
        #expect(r.code == 0, "\(r)")
        let a = try checkIns(new, habit(new, "Wake up early")), b = try checkIns(old, habit(old, "Wake up early"))
        #expect(a.map(\.day) == b.map(\.day) && a.map(\.value) == b.map(\.value))
        #expect(try habit(old, "Wake up early").fields["question"] == "Did you wake up before 6am?")
        // The same habits (ids from their names): importing the newer export on top adds nothing new.
        #expect(old.run("import", Self.real("loop-csv-v2.3.1")).out.contains("Nothing to add"))
    }

    @Test("Loop 2.0 CSV with only the root files: habits read from the root Checkmarks.csv; amounts make a measurable habit")
    func loopRootOnly() throws {
        let h = TendHarness()
        let r = h.run("import", Self.real("loop-csv-v2.0-root"))
        #expect(r.code == 0, "\(r)")
        #expect(try h.items("habit").count == 10)
        let vaping = try habit(h, "Vaping")
        #expect(vaping.fields["kind"] == "atMost")
        #expect(vaping.fields["target"] == .double(110))
        let puffs = try checkIns(h, vaping)
        #expect(puffs.first { $0.day.iso == "2025-03-06" }?.value == .amount(63))
        #expect(puffs.first { $0.day.iso == "2025-04-18" }?.value == .amount(0))
        #expect(puffs.first?.day.iso == "2025-02-14")
        let wake = try checkIns(h, try habit(h, "Wake Up Early"))
        #expect(wake.first { $0.day.iso == "2025-04-18" }?.value == .skip)
        #expect(wake.first { $0.day.iso == "2025-04-15" }?.value == .done)
        #expect(r.out.contains("Vaping is imported as at most 110"), "\(r.out)")
    }

    @Test("Loop's full backup, database version 12: every repetition a check-in, Android colours, twin names told apart")
    func loopDatabase12() throws {
        let h = TendHarness()
        let before = try Data(contentsOf: URL(fileURLWithPath: Self.real("loop-v12.db")))
        let r = h.run("import", Self.real("loop-v12.db"))
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("Loop Habit Tracker, 164 rows"), "\(r.out)")
        let names = try h.items("habit").compactMap { $0.string("name") }
        #expect(names == ["Wake up early", "brush teeth", "Sleep early", "Vegan", "Sport", "I love you", "Vegan (2)", "Sport (2)",
                          "I love you (2)"])
        let teeth = try habit(h, "brush teeth")
        #expect(teeth.fields["question"] == "I want to have beautiful teeth!")
        #expect(teeth.fields["schedule"] == "3/week")
        #expect(teeth.fields["color"] == "#00897B")
        #expect(try habit(h, "Vegan (2)").fields["color"] == "#E64A19")
        #expect(try h.entries("habit").count == 164)
        #expect(try checkIns(h, try habit(h, "Wake up early")).first?.day.iso == "2016-01-01")
        // Read-only: the file is byte for byte what it was, and has no journal beside it.
        #expect(try Data(contentsOf: URL(fileURLWithPath: Self.real("loop-v12.db"))) == before)
        #expect(!FileManager.default.fileExists(atPath: Self.real("loop-v12.db-journal")))
        #expect(!FileManager.default.fileExists(atPath: Self.real("loop-v12.db-wal")))
    }

    @Test("Loop's full backup, database version 22: the description before version 23 is the question; named `loop`, it reads too")
    func loopDatabase22() throws {
        let h = TendHarness()
        let r = h.run("import", "loop", Self.real("loop-v22.db"))
        #expect(r.code == 0, "\(r)")
        let workOut = try habit(h, "Work out")
        #expect(workOut.fields["question"] == "Did you work out?")
        #expect(workOut.fields["kind"] == "check")
        #expect(try checkIns(h, workOut).map(\.day.iso) == ["2020-01-01"])
        #expect(try habit(h, "Test").fields["question"] == nil)
    }

    @Test("another app's SQLite file is refused in one sentence naming what it is and what Tend reads")
    func otherDatabase() throws {
        let h = try seededHarness()
        try Refusal.expect(h, ["import", Self.real("tickmate.db")], code: 65,
                           mentions: ["a SQLite database of another app", "Loop Habit Tracker (CSV export or full backup)"])
        try Refusal.expect(h, ["import", "loop", Self.real("tickmate.db")], code: 65,
                           mentions: ["looks like a SQLite database of another app, not a Loop Habit Tracker export"])
    }

    // MARK: Daylio

    @Test("Daylio's old English export: moods by year and month name, a Hebrew note with an emoji, a day of two entries gathered")
    func daylioOldEnglish() throws {
        let h = TendHarness()
        let r = h.run("import", Self.real("daylio-old-en.csv"))
        #expect(r.code == 0, "\(r)")
        let moods = try h.entries("mood")
        #expect(moods.count == 76)
        #expect(moods.first { $0.day.iso == "2018-06-22" }?.value == .level(2))
        #expect(moods.first { $0.day.iso == "2018-06-10" }?.note == "הפסקתי עם התרופות 😁")
        let twice = try #require(moods.first { $0.day.iso == "2018-04-05" })
        #expect(twice.value == .level(3))
        #expect(twice.note == "16:19 good\n\n20:09 meh")
        #expect(twice.tags == ["work", "relax"])
        #expect(r.out.contains("Merged: 2 mood entries into their days"), "\(r.out)")
        let show = h.run("mood", "show", "--date", "2018-06-10")
        #expect(show.out.contains("הפסקתי עם התרופות 😁"), "\(show)")
    }

    @Test("Daylio's old export in Polish is refused, naming the format and what is missing; nothing is written")
    func daylioOldPolish() throws {
        let h = try seededHarness()
        try Refusal.expect(h, ["import", Self.real("daylio-old-pl.csv")], code: 65,
                           mentions: ["line 2", "'7 września'", "Daylio's old export", "English month names", "full_date"])
    }

    @Test("several entries a day: one mood, every entry's time, mood and note kept in the day's note, activities as tags")
    func daylioSeveralADay() throws {
        let h = TendHarness()
        let r = h.run("import", Self.real("daylio-multi.csv"))
        #expect(r.code == 0, "\(r)")
        let moods = try h.entries("mood")
        #expect(moods.map(\.day.iso) == ["2020-05-25", "2020-05-27", "2020-05-28", "2020-05-29", "2020-05-30"])
        let may30 = try #require(moods.last)
        #expect(may30.note == "01:23 rad\n\n08:02 rad\n\n13:08 rad\nLife is beautiful\n\n18:50 rad\nAwesome")
        #expect(may30.tags == ["shopping", "walk", "friends", "gaming", "programming", "nap"])
        let may25 = try #require(moods.first)
        #expect(may25.value == .level(2))  // the day's last entry, bad at 8:00 pm
        #expect(may25.note?.contains("14:58 meh\nCould be better") == true)
        // Every note of the file is readable: 4 notes in 32 entries, all in some day's note.
        let notes = moods.compactMap(\.note).joined(separator: "\n")
        for n in ["Awesome", "Life is beautiful", "Just good", "Could be better"] { #expect(notes.contains(n)) }
        #expect(r.out.contains("Merged: 32 mood entries into their days"), "\(r.out)")
        let list = h.run("mood", "list", "--from", "2020-05-25", "--to", "2020-05-30")
        #expect(list.code == 0, "\(list)")
        #expect(list.out.contains("  13:08 rad\n  Life is beautiful"), "\(list)")
        let show = h.run("mood", "show", "--date", "2020-05-30")
        #expect(show.out.contains("Awesome") && show.out.contains("Life is beautiful"), "\(show)")
    }

    @Test("custom labels stop the import with a --map that pastes correctly; Tend's own words map to themselves")
    func daylioCustomLabels() throws {
        let h = try seededHarness()
        try Refusal.expect(h, ["import", Self.real("daylio-custom-moods.csv")], code: 65,
                           mentions: ["Refreshed, ok but sleepy, Anxious", "--map 'Refreshed=?,ok but sleepy=?,Anxious=?'"])
        // Pasted as suggested, the placeholders are refused, never imported as some mood.
        try Refusal.expect(h, ["import", Self.real("daylio-custom-moods.csv"), "--map", "Refreshed=?,ok but sleepy=?,Anxious=?"],
                           code: 65, mentions: ["'Refreshed=?'"])
        let r = h.run("import", Self.real("daylio-custom-moods.csv"), "--map", "Refreshed=great,ok but sleepy=average,Anxious=bad")
        #expect(r.code == 0, "\(r)")
        let moods = try h.entries("mood").filter { $0.source == "import" }
        #expect(moods.first { $0.day.iso == "2021-05-12" }?.value == .level(3))  // "OK": Tend's own word
        #expect(moods.first { $0.day.iso == "2020-08-31" }?.value == .level(5))
        #expect(moods.first { $0.day.iso == "2020-07-21" }?.value == .level(2))  // bad at 10:31, after Anxious at 07:31
    }

    @Test("12-hour times and custom labels: the day's last entry gives the mood, a note among six entries is kept")
    func daylioTwelveHour() throws {
        let h = TendHarness()
        let r = h.run("import", Self.real("daylio-ampm.csv"), "--map",
                      "content=good,anxious=bad,frustrated=bad,distracted=average,tired=average")
        #expect(r.code == 0, "\(r)")
        let day = try #require(try h.entries("mood").first { $0.day.iso == "2019-03-16" })
        #expect(day.value == .level(4))
        #expect(day.note?.contains("21:27 content\nDan's wedding") == true)
        #expect(day.note?.hasPrefix("10:04 content\n\n12:00 okay") == true)
    }

    // MARK: jrnl

    @Test("jrnl's text journal: titles, bodies with emoji and line breaks as notes, @tags; its JSON export then adds nothing")
    func jrnlText() throws {
        let h = TendHarness()
        let r = h.run("import", Self.real("jrnl-basic_onefile.journal"))
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("(jrnl, 3 entries)"), "\(r.out)")
        let lines = try h.entries("gratitude")
        #expect(lines.map(\.value.text) == ["Entry the first.", "A second entry in what I hope to be a long series.",
                                            "The third entry finally after weeks without writing."])
        #expect(lines.map(\.day.iso) == ["2020-08-29", "2020-08-31", "2020-09-24"])
        let third = try #require(lines.last?.note)
        #expect(third.hasPrefix("I'm so excited about emojis. 💯 🎶 💩\n\nDonec semper pellentesque iaculis."))
        #expect(lines.first?.tags == ["ipsum", "tagone", "tagtwo"])
        #expect(h.run("import", Self.real("jrnl-onefile.json")).out.contains("Nothing to add"))
        // The body is shown and searched.
        let day = h.run("gratitude", "--date", "2020-09-24")
        #expect(day.out.contains("💯 🎶 💩"), "\(day)")
        let found = h.run("gratitude", "search", "venenatis")
        #expect(found.out.hasPrefix("2 lines mention 'venenatis'"), "\(found)")
        #expect(found.out.contains("Entry the first.") && found.out.contains("The third entry"), "\(found)")
        // A word of the line and one of its note together find it; the line alone doesn't have both.
        #expect(h.run("gratitude", "search", "second", "Cras").out.hasPrefix("1 line mentions"))
    }

    @Test("jrnl's JSON of a Day One journal (entries with uuid) is jrnl, detected or named; named dayone it is refused")
    func jrnlDayOneBacked() throws {
        let h = TendHarness()
        let r = h.run("import", Self.real("jrnl-dayone-backed.json"))
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("(jrnl, 4 entries)"), "\(r.out)")
        let lines = try h.entries("gratitude")
        #expect(lines.map(\.value.text).contains("This entry has tags!"))
        #expect(lines.first { $0.value.text == "This entry has tags!" }?.tags == ["play", "work"])
        let named = TendHarness()
        #expect(named.run("import", "jrnl", Self.real("jrnl-dayone-backed.json")).code == 0)
        #expect(try named.openStore().stateDigest() == (try h.openStore().stateDigest()))
        try Refusal.expect(try seededHarness(), ["import", "dayone", Self.real("jrnl-dayone-backed.json")], code: 65,
                           mentions: ["looks like a jrnl journal", "tend import jrnl"])
    }

    @Test("jrnl text with DD.MM.YYYY dates reads; an encrypted journal is refused with the command that exports JSON")
    func jrnlOtherJournals() throws {
        let h = TendHarness()
        let r = h.run("import", "jrnl", Self.real("jrnl-little_endian_dates.journal"))
        #expect(r.code == 0, "\(r)")
        let lines = try h.entries("gratitude")
        #expect(lines.map(\.day.iso) == ["2013-06-09", "2013-07-10"])
        #expect(lines.first?.note == "Everything is alright")
        let five = TendHarness()
        #expect(five.run("import", Self.real("jrnl-little_endian_dates.journal"), "--into", "five").code == 0)
        let view = five.run("five", "--date", "2013-06-09")
        #expect(view.out.contains("  1. My first entry.\n     Everything is alright\n"), "\(view)")
        try Refusal.expect(try seededHarness(), ["import", Self.real("jrnl-encrypted.journal")], code: 65,
                           mentions: ["an encrypted jrnl journal", "jrnl --export json"])
    }

    // MARK: Day One

    @Test("Day One's export: days in the entry's time zone, headings and escapes removed, entries without text counted")
    func dayOne() throws {
        let h = TendHarness()
        let r = h.run("import", Self.real("dayone-journal.json"))
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("(Day One, 11 entries)"), "\(r.out)")
        #expect(r.out.contains("Skipped: 2 entries without any text."), "\(r.out)")
        let lines = try h.entries("gratitude")
        #expect(lines.count == 9)
        let hello = try #require(lines.first { $0.value.text == "Hello Again" })
        #expect(hello.day.iso == "2020-05-08")  // 21:31 UTC on the 7th is the 8th in Auckland
        #expect(hello.note == "This is my second diary.")
        #expect(lines.contains { $0.value.text == "This is something happened in history." })
        let tabbed = try #require(lines.first { $0.value.text.map { $0.hasPrefix("Date: 11 May 2020") } == true })
        #expect(tabbed.note?.contains("Hello my fried.") == true)
    }
}

import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

@Suite("tend import daylio")
struct DaylioImportTests {
    private func mood(_ h: TendHarness, _ day: String) throws -> Entry? {
        try h.openStore().entry(id: "mood/" + day)
    }

    /// Output with the machine-specific folders replaced, for golden files.
    static func shown(_ text: String, _ h: TendHarness) -> String {
        text.replacingOccurrences(of: Fixture.folder, with: "<fixtures>").replacingOccurrences(of: h.directory, with: "<dir>")
    }

    @Test("8 columns with note_title, BOM and CRLF: moods, HTML notes, activities as tags; the last row of a day is the mood, every row kept in its note")
    func eightColumns() throws {
        let h = TendHarness()
        let r = h.run("import", "daylio", Fixture.path("daylio-8.csv"))
        #expect(r.code == 0, "\(r)")
        Golden.check(Self.shown(r.out, h), "import-daylio-8.txt")
        let moods = try h.entries("mood")
        #expect(moods.map(\.day.iso) == ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"])
        #expect(moods.map(\.value) == [.level(4), .level(2), .level(1), .level(4), .level(5)])
        #expect(moods.map(\.tags) == [["reading"], ["work", "reading"], [], ["work", "gym"], ["work", "friends", "reading"]])
        #expect(moods.map(\.note) == ["Line one\nLine two, with a comma", "Hm", nil, "Solid day\nBench 60\u{A0}kg, new best 💪",
                                      "08:10 meh\nTired\n\n21:05 rad\nGreat evening\nDinner with Ana & Ben\nLong walk home\n\"Best\" day"])
        #expect(moods.allSatisfy { $0.source == "import" && $0.id == "mood/" + $0.day.iso })
        let nov20 = try #require(try mood(h, "2026-11-20"))
        #expect(nov20.created == Date(timeIntervalSince1970: 1_795_162_200))  // 2026-11-20 08:10 UTC, the day's first row
    }

    @Test("several rows on a day: one mood, written once, its note and tags gathering every row; nothing hidden in history")
    func severalRowsGathered() throws {
        let h = TendHarness()
        let r = h.run("import", Fixture.path("daylio-8.csv"))
        #expect(r.code == 0, "\(r)")
        let store = try h.openStore()
        let changes = try store.changes(ChangeQuery())
        #expect(changes.count == 1)
        let ops = changes[0].ops.filter { $0.key == "mood/2026-11-20" }
        #expect(ops.count == 1)
        #expect(ops[0].fields["value"] == EntryValue.level(5).field)
        #expect(ops[0].fields["note"] == "08:10 meh\nTired\n\n21:05 rad\nGreat evening\nDinner with Ana & Ben\nLong walk home\n\"Best\" day")
        #expect(r.out.contains("Merged: 2 mood entries into their days"), "\(r)")
        let show = h.run("mood", "show", "--date", "2026-11-20")
        #expect(show.out.contains("Note: 08:10 meh\n      Tired\n\n      21:05 rad\n      Great evening"), "\(show)")
        // Undo brings back nothing older than the import: it removes every imported mood.
        #expect(h.run("undo").code == 0)
        #expect(try h.entries("mood").isEmpty)
    }

    @Test("7 columns with 12-hour times: 6:50 pm is later than 9:15 am, 12:05 AM is just after midnight")
    func sevenColumns() throws {
        let h = TendHarness()
        let r = h.run("import", Fixture.path("daylio-7.csv"))
        #expect(r.code == 0, "\(r)")
        let moods = try h.entries("mood")
        #expect(moods.map(\.value) == [.level(3), .level(4)])
        #expect(moods[1].tags.contains("reading") && moods[1].tags.contains("walk"))
        #expect(moods[0].created == Date(timeIntervalSince1970: 1_795_133_100))  // 2026-11-20 00:05 UTC
        // Two entries on the 21st: the later (6:50 pm, good) is the mood, both kept in the note.
        #expect(moods[1].note?.hasPrefix("09:15 bad") == true)
        #expect(moods[1].note?.hasSuffix("18:50 good\nQuiet day") == true)
    }

    @Test("two rows at the same minute: the one nearer the top of the file is later, so it is the day's mood (docs/formats.md)",
          arguments: [("rad", "awful", 5), ("awful", "rad", 1)])
    func sameMinuteUpperWins(_ upper: String, _ lower: String, _ shown: Int) throws {
        let h = TendHarness()
        let file = try h.write("same-minute.csv", """
            full_date,date,weekday,time,mood,activities,note
            2026-11-20,20 Nov,Fri,20:15,\(upper),,upper row
            2026-11-20,20 Nov,Fri,20:15,\(lower),,lower row
            2026-11-20,20 Nov,Fri,08:00,meh,,morning

            """)
        let r = h.run("import", "daylio", file)
        #expect(r.code == 0, "\(r)")
        let entry = try #require(try mood(h, "2026-11-20"))
        #expect(entry.value == .level(shown))
        #expect(entry.conflicts.isEmpty)
        // The note gathers the day's entries in time order: the 08:00 row, the lower 20:15 row, then the
        // upper one (the later of the two).
        #expect(entry.note == "08:00 meh\nmorning\n\n20:15 \(lower)\nlower row\n\n20:15 \(upper)\nupper row")
    }

    @Test("a note over 1,000 characters is cut to 1,000 (ending in …) and the summary counts the cut notes; 1,000 is kept whole")
    func longNotesCutAndCounted() throws {
        let h = TendHarness()
        let exactly = String(repeating: "a", count: 1_000)
        let over = String(repeating: "b", count: 600) + String(repeating: "c", count: 900)  // 1,500
        let justOver = String(repeating: "d", count: 1_001)
        let file = try h.write("long-notes.csv", """
            full_date,date,weekday,time,mood,activities,note
            2026-11-18,18 Nov,Wed,20:00,good,,\(exactly)
            2026-11-19,19 Nov,Thu,20:00,good,,\(over)
            2026-11-20,20 Nov,Fri,20:00,good,,\(justOver)

            """)
        let r = h.run("import", "daylio", file)
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("Notes cut to 1000 characters: 2."), "\(r)")
        let json = h.run("import", "daylio", file, "--dry-run", "--json")
        let notes = try #require((try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])?["notes"] as? [String])
        #expect(notes == ["Notes cut to 1000 characters: 2."], "\(json)")
        #expect(try mood(h, "2026-11-18")?.note == exactly)
        let cut = try #require(try mood(h, "2026-11-19")?.note)
        #expect(cut.count == 1_000)
        #expect(cut == String(repeating: "b", count: 600) + String(repeating: "c", count: 399) + "…")
        #expect(try mood(h, "2026-11-20")?.note == String(repeating: "d", count: 999) + "…")
    }

    @Test("8 columns with scales instead of note_title: labels in any case; scales are ignored")
    func eightWithScales() throws {
        let h = TendHarness()
        #expect(h.run("import", "daylio", Fixture.path("daylio-8-scales.csv")).code == 0)
        let moods = try h.entries("mood")
        #expect(moods.map(\.value) == [.level(3), .level(5)])
        #expect(moods[1].note == "Ran 10k")
        #expect(moods[1].tags == ["sport"])
    }

    @Test("9 columns with translated labels map through --map (repeatable)")
    func customLabels() throws {
        let h = TendHarness()
        let r = h.run("import", Fixture.path("daylio-9-custom.csv"), "--map", "Super=great,Naja=average",
                      "--map", "Lausig=horrible,Gut=good")
        #expect(r.code == 0, "\(r)")
        let moods = try h.entries("mood")
        #expect(moods.map(\.day.iso) == ["2026-08-31", "2026-09-01", "2026-09-02", "2026-09-03"])
        #expect(moods.map(\.value) == [.level(4), .level(1), .level(3), .level(5)])
        #expect(moods[3].note == "Toll\nSchöner Tag")
        #expect(moods[3].tags == ["Freunde", "Lesen"])
    }

    @Test("--activities-as-habits: habits named after the activities (made like 'tend habit new'), one check-in a day each; an existing habit of that name is used")
    func activitiesAsHabits() throws {
        let h = TendHarness()
        #expect(h.run("habit", "new", "Reading").code == 0)
        let r = h.run("import", Fixture.path("daylio-8.csv"), "--activities-as-habits")
        #expect(r.code == 0, "\(r)")
        Golden.check(Self.shown(r.out, h), "import-daylio-habits.txt")
        #expect(try h.entries("mood").allSatisfy { $0.tags.isEmpty })
        let habits = try h.items("habit")
        #expect(habits.map { $0.string("name") } == ["Reading", "work", "gym", "friends"])
        for item in habits.dropFirst() {
            #expect(item.fields["kind"] == "check")
            #expect(item.fields["schedule"] == "daily")
            #expect(item.archived == false)
        }
        let work = habits.first { $0.string("name") == "work" }!
        #expect(work.fields["start"] == "2026-11-17")
        let reading = habits[0]
        #expect(reading.fields["start"] == "2026-11-16")  // moved back to its first imported check-in
        let checks = try h.entries("habit")
        #expect(checks.filter { $0.subject == reading.id }.map(\.day.iso) == ["2026-11-16", "2026-11-17", "2026-11-20"])
        #expect(checks.filter { $0.subject == work.id }.map(\.day.iso) == ["2026-11-17", "2026-11-19", "2026-11-20"])
        #expect(checks.allSatisfy { $0.value == .done && $0.id == "habit/\($0.subject!)/\($0.day.iso)" })
        let list = h.run("habit", "list")
        #expect(list.code == 0 && list.out.contains("gym"), "\(list)")
    }

    @Test("importing the same file twice adds nothing the second time; a day already logged in Tend is kept")
    func idempotent() throws {
        let h = TendHarness()
        #expect(h.run("mood", "log", "average", "--date", "2026-11-19").code == 0)
        let first = h.run("import", Fixture.path("daylio-8.csv"), "--activities-as-habits")
        #expect(first.code == 0)
        #expect(first.out.contains("Already in Tend, left as they are: 1 mood entry."), "\(first)")
        #expect(try mood(h, "2026-11-19")?.value == .level(3))
        let before = try h.digest()
        let second = h.run("import", Fixture.path("daylio-8.csv"), "--activities-as-habits")
        #expect(second.code == 0)
        #expect(second.out.contains("Nothing to add"), "\(second)")
        #expect(try h.digest() == before)
    }

    @Test("--dry-run says what would be added and writes nothing; the real import then adds exactly that")
    func dryRun() throws {
        let h = try seededHarness()
        let before = try h.digest()
        let dry = h.run("import", "daylio", Fixture.path("daylio-8.csv"), "--dry-run")
        #expect(dry.code == 0, "\(dry)")
        Golden.check(Self.shown(dry.out, h), "import-daylio-dry-run.txt")
        #expect(try h.digest() == before)
        let real = h.run("import", "daylio", Fixture.path("daylio-8.csv"), "--json")
        #expect(real.code == 0)
        Golden.check(Self.shown(real.out, h), "import-daylio-summary.json")
        #expect(try h.entries("mood").count == 6)
    }
}

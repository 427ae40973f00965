import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Everything imported passes the checks the command that would write it applies; files that are not
/// exports are named; a dry run creates nothing.
@Suite("tend import checks every record and names what it can't read")
struct ImportChecksTests {
    /// A Tend export (one record a line, as `tend export` writes) with `entries` spliced in.
    private func export(_ h: TendHarness, _ name: String, entries: [String]) throws -> String {
        var lines = [#"{"format":"tend-export","version":1,"exported":"2026-11-22T09:00:00.000Z","device":"0000000000000009","tracker":null,"#,
                     #""settings":["#, "],", #""items":["#, "],", #""entries":["#]
        lines.append(entries.joined(separator: ",\n"))
        lines += ["]", "}"]
        return try h.write(name, lines.joined(separator: "\n"))
    }

    private func entry(_ id: String, tracker: String, day: String, value: String, note: String = "null") -> String {
        #"{"id":"\#(id)","tracker":"\#(tracker)","subject":null,"day":"\#(day)","value":\#(value),"note":\#(note),"tags":[],"position":"V","source":"cli","created":"2026-11-20T09:00:00.000Z","updated":"2026-11-20T09:00:00.000Z","deleted":false,"conflicts":[]}"#
    }

    @Test("a Tend export with a mood of 99 or -1, a 100,000-character line, NUL and escape characters and a day in 2099 is refused, every row named by its line")
    func tendExportChecked() throws {
        let h = try seededHarness()
        let long = String(repeating: "x", count: 100_000)
        let file = try export(h, "bad.json", entries: [
            entry("mood/2026-11-01", tracker: "mood", day: "2026-11-01", value: #"{"level":3}"#),
            entry("mood/2026-11-02", tracker: "mood", day: "2026-11-02", value: #"{"level":99}"#),
            entry("mood/2026-11-03", tracker: "mood", day: "2026-11-03", value: #"{"level":-1}"#),
            entry("g1", tracker: "gratitude", day: "2026-11-04", value: #"{"text":"\#(long)"}"#),
            entry("g2", tracker: "gratitude", day: "2026-11-05", value: #"{"text":"bell\u0007 and \u001b[31mred"}"#),
            entry("mood/2026-11-06", tracker: "mood", day: "2026-11-06", value: #"{"level":4}"#, note: #""nul\u0000here""#),
            entry("g3", tracker: "gratitude", day: "2099-01-01", value: #"{"text":"From the future"}"#),
        ])
        try Refusal.expect(h, ["import", file], code: 65, mentions: [
            "6 rows are refused, so nothing was imported",
            "bad.json line 8 (the mood tracker refuses it: a mood's value is a level from 1 to 5)",
            "bad.json line 9 (the mood tracker refuses it",
            "bad.json line 10 (the gratitude tracker refuses it: the text is over 1000 characters)",
            "bad.json line 11 (the gratitude tracker refuses it: the text has a control character)",
            "bad.json line 12 (the note has a control character)",
            "and 1 more",
        ])
        try Refusal.expect(h, ["import", file, "--dry-run"], code: 65, mentions: ["6 rows are refused"])
        #expect(h.run("doctor").code == 0)
        // The good rows alone go in.
        let good = try export(h, "good.json", entries: [entry("mood/2026-11-01", tracker: "mood", day: "2026-11-01", value: #"{"level":3}"#)])
        #expect(h.run("import", good).code == 0)
        #expect(h.run("doctor").code == 0)
    }

    @Test("a Tend export's history is checked as the records it would make")
    func historyChecked() throws {
        let source = TendHarness(now: "2026-11-22T09:00")
        #expect(source.run("mood", "log", "good", "--date", "2026-11-20").code == 0)
        let path = source.file("history.json")
        #expect(source.run("export", "--history", "--output", path).code == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // Imported a year earlier, the mood's day is after "today".
        let h = TendHarness(now: "2025-11-22T09:00")
        #expect(h.run("gratitude", "add", "Already here").code == 0)
        let copy = try h.write("history.json", text)
        try Refusal.expect(h, ["import", copy], code: 65, mentions: ["2026-11-20 is after today (2025-11-22)"])
    }

    @Test("jrnl entries after today are refused, with their lines")
    func jrnlFuture() throws {
        let h = try seededHarness()
        let file = try h.write("future.json", """
            {"tags": {}, "entries": [
            {"date": "2026-11-20", "time": "09:00", "title": "Fine.", "body": "", "tags": [], "starred": false},
            {"date": "2027-01-01", "time": "09:00", "title": "Not yet.", "body": "", "tags": [], "starred": false}
            ]}
            """)
        try Refusal.expect(h, ["import", file], code: 65, mentions: ["future.json line 3: 2027-01-01 is after today (2026-11-22)"])
        let text = try h.write("future.journal", "[2026-11-20 09:00] Fine.\n\n[2030-05-01 10:00] Much later.\nBody.\n")
        try Refusal.expect(h, ["import", text], code: 65, mentions: ["future.journal line 3: 2030-05-01 is after today"])
    }

    @Test("a folder that is not an export says what it holds instead of picking a file inside")
    func folderNotAnExport() throws {
        let h = try seededHarness()
        try h.write("backup/journal.json", #"{"tags": {}, "entries": [{"date": "2026-11-20", "time": "09:00", "title": "A line.", "body": "", "tags": [], "starred": false}]}"#)
        try h.write("backup/notes.txt", "Remember the milk\n")
        try Refusal.expect(h, ["import", h.file("backup")], code: 65, mentions: [
            "is a folder of something else, not an export Tend reads",
            "journal.json (a jrnl journal (JSON export or text))", "notes.txt (a text file)",
            "like 'tend import \(h.file("backup"))/journal.json'",
        ])
    }

    @Test("other apps' exports are named in one sentence with the formats Tend reads", arguments: [
        ("pixels.json", #"[{"date": "2024-1-1", "type": "Mood", "scores": [4], "notes": "", "tags": []}]"#, "a Pixels export"),
        ("habitica.json", #"{"auth": {}, "stats": {"hp": 50}, "tasks": {"habits": [], "dailys": [], "todos": []}}"#, "a Habitica export"),
        ("history.csv", "Task Name,Task ID,Task Type,Date,Value\nRead,abc,daily,2024-01-01 08:00:00,1\n", "a Habitica export"),
        ("bearable.csv", "date,date formatted,weekday,time of day,category,rating/amount,detail,notes\n", "a Bearable export"),
        ("tend.sqlite", "", "a Tend store"),
    ])
    func otherApps(_ name: String, _ content: String, _ kind: String) throws {
        let h = try seededHarness()
        var path = try h.write(name, content)
        if name == "tend.sqlite" { path = h.storePath }
        try Refusal.expect(h, ["import", path], code: 65, mentions: [
            kind, "which Tend can't import", "Daylio CSV, Loop Habit Tracker (CSV export or full backup), jrnl (JSON or text) and Day One JSON",
        ])
    }

    @Test("a dry run creates no store: no file, no device id (issue 27)")
    func dryRunCreatesNothing() throws {
        let h = TendHarness()
        #expect(!FileManager.default.fileExists(atPath: h.storePath))
        let r = h.run("import", Fixture.path("daylio-8.csv"), "--dry-run")
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("Would add"), "\(r)")
        #expect(!FileManager.default.fileExists(atPath: h.storePath))
        #expect(try FileManager.default.contentsOfDirectory(atPath: h.directory).filter { $0.hasPrefix("tend.sqlite") }.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: h.directory + "/:memory:"))
        // With a store, a dry run reads it and leaves it as it was.
        let seeded = try seededHarness()
        let before = try seeded.digest()
        #expect(seeded.run("import", Fixture.path("daylio-8.csv"), "--dry-run").code == 0)
        #expect(try seeded.digest() == before)
    }

    @Test("a damaged Loop backup is refused in one sentence and nothing is written")
    func damagedBackup() throws {
        let h = try seededHarness()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: RealExportTests.real("loop-v22.db"))))
        for i in 600..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: i &* 7) }
        let path = h.file("broken.db")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try Refusal.expect(h, ["import", "loop", path], code: 65, mentions: ["broken.db"])
    }
}

import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

@Suite("tend import jrnl and dayone")
struct JournalImportTests {
    @Test("jrnl into gratitude (the default): title as the line, body as its note, tags without @, days in time order")
    func jrnlGratitude() throws {
        let h = TendHarness()
        #expect(h.run("gratitude", "add", "Already here", "--date", "2026-11-20").code == 0)
        let r = h.run("import", Fixture.path("jrnl.json"))
        #expect(r.code == 0, "\(r)")
        Golden.check(DaylioImportTests.shown(r.out, h), "import-jrnl.txt")
        let lines = try h.entries("gratitude")
        #expect(lines.map(\.value.text) == [
            "Today I finally finished the long project that had been following me around for months, and to celebrate I took the whole team out for lunch at the little place by the river where we used to go when we started, and we talked about everything that went well and everything that did not, for hours.",
            "Already here", "Shipped the release.", "Dinner with the family.",
        ])
        #expect(lines.map(\.note) == ["Body text.", nil, nil, "We cooked pasta together.\nLaughed a lot."])
        #expect(lines.map(\.tags) == [["work"], [], ["work"], ["family"]])
        let view = h.run("gratitude", "--date", "2026-11-20")
        #expect(view.out.contains("1  Already here") && view.out.contains("3  Dinner with the family."), "\(view)")
        #expect(h.run("import", "jrnl", Fixture.path("jrnl.json")).out.contains("Nothing to add"))
    }

    /// A jrnl export of `count` entries, three a day backwards from 2026-11-20 at falling times (so that the
    /// day's lines are the reverse of the file's order); `bad` entries (1-based) get a date that isn't one.
    static func largeJrnl(_ count: Int, bad: [Int] = [], in h: TendHarness) throws -> String {
        var entries: [String] = []
        for i in 0..<count {
            let day = Day(iso: "2026-11-20")!.adding(days: -(i / 3))
            let date = bad.contains(i + 1) ? "20/11/2026" : day.iso
            entries.append(#"{"date": "\#(date)", "time": "0\#(8 - i % 3):00", "title": "Line \#(i)", "body": "", "tags": ["@t\#(i % 4)"], "starred": false}"#)
        }
        let path = h.directory + "/large-jrnl.json"
        try (#"{"tags": {}, "entries": ["# + entries.joined(separator: ",") + "]}").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a jrnl file large enough to be read on every core: lines in order, and the first bad entry is the one reported")
    func largeJrnlFile() throws {
        let h = try seededHarness()
        let count = Concurrent.width * 2_048 + 7
        try Refusal.expect(h, ["import", "jrnl", try Self.largeJrnl(count, bad: [count - 2, count / 3, count / 3 + 1], in: h)],
                           code: 65, mentions: ["entry \(count / 3): '20/11/2026' is not a date"])
        let r = h.run("import", "jrnl", try Self.largeJrnl(count, in: h))
        #expect(r.code == 0, "\(r)")
        let lines = try h.entries("gratitude").filter { $0.source == "import" }
        #expect(lines.count == count)
        // Canonical order is day, then position: each day's lines by time (the file's reverse order within a day).
        let expected = (0..<count).sorted { a, b in a / 3 != b / 3 ? a / 3 > b / 3 : a % 3 > b % 3 }
        #expect(lines.map(\.value.text) == expected.map { "Line \($0)" })
        #expect(lines.map(\.tags) == expected.map { ["t\($0 % 4)"] })
        let again = h.run("import", "jrnl", try Self.largeJrnl(count, in: h))
        #expect(again.out.contains("Nothing to add"), "\(again)")
    }

    @Test("jrnl into five: a title over 280 characters is cut, the whole of it kept in the note")
    func jrnlFive() throws {
        let h = TendHarness()
        let r = h.run("import", "jrnl", Fixture.path("jrnl.json"), "--into", "five")
        #expect(r.code == 0, "\(r)")
        let lines = try h.entries("five")
        #expect(lines.count == 3)
        #expect(lines[0].value.text?.count == 280)
        #expect(lines[0].value.text?.hasSuffix("…") == true)
        #expect(lines[0].note?.hasPrefix("Today I finally finished") == true)
        #expect(lines[0].note?.hasSuffix("for hours.\n\nBody text.") == true)
        #expect(h.run("five", "--date", "2026-11-20").out.contains("Dinner with the family."))
        // The same file into the other journal is another import.
        #expect(h.run("import", Fixture.path("jrnl.json"), "--into", "gratitude").out.contains("Added 3 gratitude entries."))
    }

    @Test("five keeps at most five lines a day: an import that would pass it is refused whole")
    func fiveLimit() throws {
        let h = TendHarness()
        #expect(h.run("five", "add", "a", "b", "c", "d", "--date", "2026-11-20").code == 0)
        try Refusal.expect(h, ["import", Fixture.path("jrnl.json"), "--into", "five"], code: 65,
                           mentions: ["2026-11-20 would have 6 lines in five, which keeps at most 5 a day", "--into gratitude"])
    }

    @Test("Day One: the day in the entry's own time zone, heading and escapes removed, photos dropped, tags kept", arguments: [
        "dayone.zip", "dayone/Journal.json", "dayone",
    ])
    func dayOne(_ name: String) throws {
        let h = TendHarness()
        let r = h.run("import", Fixture.path(name))
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("Added 2 gratitude entries."), "\(r)")
        #expect(r.out.contains("Skipped: 1 entry without any text."), "\(r)")
        let lines = try h.entries("gratitude")
        // Tokyo: 2026-03-01 23:30 UTC is the 2nd there; Los Angeles: 2026-03-02 05:00 UTC is still the 1st there.
        #expect(lines.map(\.day.iso) == ["2026-03-01", "2026-03-02"])
        #expect(lines.map(\.value.text) == ["Late flight home", "A walk in Ueno"])
        #expect(lines[1].note == "Cherry trees not yet out. Tea after.")
        #expect(lines[1].tags == ["travel", "walks"])
        #expect(lines[1].created == Date(timeIntervalSince1970: 1_772_407_800))
        #expect(h.run("import", "dayone", Fixture.path(name)).out.contains("Nothing to add"))
    }
}

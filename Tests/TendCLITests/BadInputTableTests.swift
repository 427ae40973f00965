import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// One row of the bad-input table: what is run (`@DIR` stands for the harness's folder, where the table's
/// files are), the exit code and a part of the one-sentence message.
struct BadInput: Sendable, CustomTestStringConvertible {
    let args: [String]
    let env: [String: String]
    let code: Int32
    let mentions: String
    /// Lines of the message: one sentence, or a sentence and one line per problem (definitions).
    let lines: Int

    init(_ args: [String], env: [String: String] = [:], _ code: Int32, _ mentions: String, lines: Int = 1) {
        self.args = args
        self.env = env
        self.code = code
        self.mentions = mentions
        self.lines = lines
    }

    var testDescription: String {
        let shown = args.map { $0.count > 40 ? String($0.prefix(12)) + "…(\($0.utf8.count) bytes)" : $0.debugDescription }
        return (env.map { "\($0.key)=\($0.value) " }.joined() + "tend " + shown.joined(separator: " "))
    }
}

/// The files the table's file rows read, written into each harness's folder.
enum BadFiles {
    /// A Daylio export whose second row is not UTF-8.
    static let invalidUTF8CSV = Data("full_date,date,weekday,time,mood,activities,note\n2026-11-01,Nov 1,Sunday,10:00,good,,".utf8)
        + Data([0xFF, 0xFE, 0x20, 0xC3, 0x28, 0x0A])
    /// A tracker definition that is not UTF-8.
    static let invalidUTF8Definition = Data(#"{"id": "water", "name": "#.utf8) + Data([0xFF, 0xFE, 0x7D])
    /// A jrnl export with a NUL byte inside a string.
    static let nulJrnl = Data(#"{"tags": {}, "entries": [{"date": "2026-11-01", "time": "09:00", "title": "a"#.utf8) + Data([0])
        + Data(#"b", "body": "", "tags": [], "starred": false}]}"#.utf8)
    /// A definition whose goal is negative.
    static let negativeGoal = Data(#"{"id": "water", "name": "Water", "value": {"kind": "count", "unit": "glasses"}, "goal": {"atLeast": -3, "per": "day"}}"#.utf8)
    /// A definition whose id is a built-in command.
    static let clashingID = Data(#"{"id": "mood", "name": "Moodier", "value": {"kind": "done"}}"#.utf8)

    static func write(into folder: String) throws {
        for (name, data) in [("bad.csv", invalidUTF8CSV), ("bad.json", invalidUTF8Definition), ("nul.json", nulJrnl),
                             ("negative.json", negativeGoal), ("clash.json", clashingID)] {
            try data.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
    }
}

/// Bad input across every command: a table of rows, each refused with one clear sentence and the
/// documented exit code, and the store's op log and state unchanged (their digest before and after).
@Suite("The bad-input table: every command, one clear sentence, nothing written")
struct BadInputTableTests {
    static let megabyte = String(repeating: "x", count: 1_000_000)

    static let rows: [BadInput] = [
        // Dates and TEND_NOW
        BadInput(["gratitude", "add", "--date", "tomorrow", "x"], 65, "is in the future"),
        BadInput(["gratitude", "add", "--date", "0000-01-01", "x"], 65, "'0000-01-01' is not a date"),
        BadInput(["gratitude", "add", "--date", "9999-12-31", "x"], 65, "9999-12-31 is in the future"),
        BadInput(["mood", "log", "good", "--date", "2026-02-30"], 65, "'2026-02-30' is not a date"),
        BadInput(["habit", "done", "Run", "--date", "2026-13-01"], 65, "'2026-13-01' is not a date"),
        BadInput(["gratitude", "add", "--date", "3 days from now", "x"], 65, "is not a date"),
        BadInput(["gratitude"], env: ["TEND_NOW": "2026-02-30"], 78, "TEND_NOW='2026-02-30' is not a date"),
        BadInput(["gratitude"], env: ["TEND_NOW": "0000-01-01"], 78, "TEND_NOW='0000-01-01' is not a date"),
        BadInput(["gratitude"], env: ["TEND_NOW": "2026-11-22T25:00"], 78, "is not a date"),
        BadInput(["mood", "year", "--year", "99999"], 65, "'99999' is not a year"),
        // Text: empty, invisible, too long, 1 MB, NUL
        BadInput(["gratitude", "add", ""], 65, "The text is empty"),
        BadInput(["gratitude", "add", " \t "], 65, "The text is empty"),
        BadInput(["gratitude", "add", "\u{200B}\u{200B}\u{FEFF}"], 65, "The text is empty"),
        BadInput(["five", "add", "\u{2060}\u{200D} \u{00AD}"], 65, "empty"),
        BadInput(["gratitude", "add", megabyte], 65, "is 1000000 characters long; a line holds at most 1000"),
        BadInput(["gratitude", "add", "coffee\u{0}tea"], 65, "control"),
        BadInput(["five", "add", String(repeating: "y", count: 281)], 65, "a line holds at most 280"),
        BadInput(["five", "add", megabyte], 65, "a line holds at most 280"),
        BadInput(["mood", "log", "good", "--note", String(repeating: "n", count: 1001)], 65, "a note can be up to 1000"),
        BadInput(["habit", "new", ""], 65, "is not a usable name"),
        BadInput(["habit", "new", String(repeating: "N", count: 41)], 65, "use 1 to 40 characters"),
        BadInput(["config", "set", "display-name", megabyte], 78, "is not a valid value for display-name"),
        BadInput(["gratitude", "search", ""], 65, "Give at least one word"),
        // Numbers: out of range, negative, huge
        BadInput(["mood", "log", "6"], 65, "'6' is not a mood"),
        BadInput(["mood", "log", "0"], 65, "'0' is not a mood"),
        BadInput(["mood", "log", "--", "-1"], 65, "'-1' is not a mood"),
        BadInput(["mood", "log", "banana"], 65, "'banana' is not a mood"),
        BadInput(["history", "--limit", "-5"], 64, "--limit -5 is out of range"),
        BadInput(["history", "--limit", "99999999999999999999"], 64, "99999999999999999999"),
        BadInput(["gratitude", "move", "1", "--to", "-2"], 65, "--to -2 is not a place"),
        BadInput(["gratitude", "move", "1", "--to", "99999999999999999999"], 64, "99999999999999999999"),
        BadInput(["stack", "move", "Morning", "Stretch", "--to", "-3"], 65, "--to -3 is out of range"),
        BadInput(["habit", "new", "Coffee", "--at-most", "-2", "--unit", "cups"], 65, "'-2' is not a target for --at-most"),
        BadInput(["habit", "new", "Coffee", "--at-least", "1e309", "--unit", "cups"], 65, "'1e309' is not a target"),
        BadInput(["habit", "done", "Run", "--amount", "3"], 65, "is a yes/no habit, so it takes no --amount"),
        BadInput(["ritual", "new", "R", "--days", "6", "--time", "morning", "--habit", "a"], 65, "--days 6 is out of range"),
        BadInput(["ritual", "new", "R", "--days", "366", "--time", "morning", "--habit", "a"], 65, "--days 366 is out of range"),
        BadInput(["config", "set", "grace-days", "-1"], 78, "is not a valid value for grace-days"),
        BadInput(["config", "set", "grace-days", "99999999999999999999"], 78, "is not a valid value for grace-days"),
        BadInput(["compare", "--since", "-5d"], 65, "--since '-5d' is not a period"),
        BadInput(["five", "add", "1", "2", "3", "4", "5"], 65, "a day holds at most 5"),
        // Names, schedules and times
        BadInput(["habit", "new", "Run"], 65, "A habit named Run already exists"),
        BadInput(["habit", "new", "Swim", "--schedule", "fortnightly"], 65, "'fortnightly' is not a schedule"),
        BadInput(["habit", "new", "Swim", "--schedule", "0/week"], 65, "the count must be at least 1"),
        BadInput(["gratitude", "schedule", "fortnightly"], 65, "'fortnightly' is not a schedule"),
        BadInput(["stack", "new", "S", "--after", ""], 65, "The trigger is empty"),
        BadInput(["ritual", "new", "R", "--days", "30", "--time", "dusk", "--habit", "a"], 65, "'dusk' is not a time of day"),
        BadInput(["ritual", "new", "--preset", "nonexistent"], 65, "'nonexistent' is not a preset"),
        BadInput(["ritual", "check", "Tea", "--date", "2020-01-01"], 65, "is outside the arcs of 'Wind down'"),
        BadInput(["config", "set", "week-start", "tuesday"], 78, "'tuesday' is not a valid value for week-start"),
        BadInput(["config", "set", "day-starts-at", "25:00"], 78, "is not a valid value for day-starts-at"),
        BadInput(["config", "set", "nope", "x"], 78, "'nope' is not a setting"),
        BadInput(["remind", "set", "five", "25:00"], 65, "'25:00' is not a time"),
        BadInput(["remind", "set", "five", "08:00", "--days", "funday"], 65, "'funday' is not a schedule"),
        BadInput(["compare", "--from", "2026-11-20", "--to", "2026-11-01"], 65, "--from 2026-11-20 is after --to 2026-11-01"),
        BadInput(["export", "--format", "xml"], 65, "'xml' is not an export format"),
        // Things that don't exist
        BadInput(["gratitude", "edit", "99", "x"], 66, "There is no line 99"),
        BadInput(["gratitude", "rm", "0"], 65, "'0' is not a line number"),
        BadInput(["five", "edit", "7", "x"], 65, "'7' is not a line number"),
        BadInput(["habit", "done", "Nope"], 66, "There is no habit named 'Nope'"),
        BadInput(["stack", "move", "Morning", "Nope", "--to", "1"], 66, "There is no habit named 'Nope'"),
        BadInput(["ritual", "check", "Nope"], 66, "No ritual has a habit called 'Nope'"),
        BadInput(["remind", "set", "nope", "08:00"], 66, "'nope' is not a reminder"),
        BadInput(["compare", "habit:Nope"], 66, "'habit:Nope' is not a tracker, habit, stack or ritual"),
        BadInput(["import", "daylio", "@DIR/missing.csv"], 66, "doesn't exist"),
        // Files: invalid UTF-8, NUL, bad definitions
        BadInput(["import", "@DIR/bad.csv"], 65, "this is not UTF-8 text; nothing was imported"),
        BadInput(["import", "jrnl", "@DIR/nul.json", "--into", "gratitude"], 65, "is not valid JSON (control character in string)"),
        BadInput(["tracker", "add", "@DIR/bad.json"], 65, "is not UTF-8 text"),
        BadInput(["tracker", "add", "@DIR/negative.json"], 65, "goal.atLeast: must be a positive number", lines: 2),
        BadInput(["tracker", "add", "@DIR/clash.json"], 65, "'mood' is a tracker built into tend", lines: 2),
        // The command line itself
        BadInput(["frobnicate"], 64, "'frobnicate' is not a tend command"),
        BadInput(["undo", "extra"], 64, "Unexpected argument 'extra'"),
        BadInput(["history", "--sideways"], 64, "--sideways"),
    ]

    /// A store with a little of everything, written through the commands.
    static func seeded() throws -> TendHarness {
        let h = TendHarness()
        for args in [["gratitude", "add", "one", "two"], ["habit", "new", "Run"],
                     ["stack", "new", "Morning", "--after", "coffee", "Stretch"],
                     ["ritual", "new", "Wind down", "--days", "30", "--time", "evening", "--habit", "Tea"],
                     ["mood", "log", "good"], ["five", "add", "did a thing"]] {
            let r = h.run(args)
            guard r.code == 0 else { throw RealHistory.SeedFailure(description: "\(args): \(r)") }
        }
        try BadFiles.write(into: h.directory)
        return h
    }

    @Test("the table has at least 40 rows across the commands")
    func size() {
        #expect(Self.rows.count >= 40)
        #expect(Set(Self.rows.map { $0.args.first ?? "" }).count >= 10)
    }

    @Test("refused: the exit code, one sentence naming the problem, and the op log and state unchanged", arguments: rows)
    func refused(_ row: BadInput) throws {
        let h = try Self.seeded()
        let before = try h.digest()
        let r = h.run(row.args.map { $0.replacingOccurrences(of: "@DIR", with: h.directory) }, env: row.env)
        #expect(r.code == row.code, "\(r)")
        #expect(r.out.isEmpty, "\(r)")
        #expect(r.err.hasPrefix("tend: ") && r.err.hasSuffix("\n") && r.err.filter { $0 == "\n" }.count == row.lines, "\(row.lines) line(s): \(r.err)")
        #expect(r.err.contains(row.mentions), "\(r.err)")
        #expect(r.err.utf8.count < 1_000, "the message doesn't echo a huge input: \(r.err.utf8.count) bytes")
        #expect(try h.digest() == before, "nothing written")
    }
}

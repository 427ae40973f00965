import FiveLinesTracker
import Foundation
import TendKernel
import TendTesting
import Testing

/// Every bad input the issue names: one sentence on standard error, a non-zero exit, empty standard
/// output, and nothing written (the store's digest unchanged).
@Suite("tend five refuses bad input and writes nothing")
struct FiveLinesBadInputTests {
    /// The week-with-gaps journal every refusal runs against (one per test).
    private let h = FiveLinesFixture.weekWithGaps()

    /// Runs `args` against the journal and checks the refusal.
    private func expectRefused(_ args: [String], code: Int32, message: String,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
        #expect(r.out.isEmpty, "\(r)", sourceLocation: sourceLocation)
        #expect(r.err == "tend: " + message + "\n", sourceLocation: sourceLocation)
        #expect(try h.digest() == before, "nothing written", sourceLocation: sourceLocation)
    }

    @Test("a sixth line: none of the command's lines are written")
    func sixthLine() throws {
        try expectRefused(["five", "add", "three", "four", "five", "six"], code: 65,
                          message: "Sunday 22 November 2026 already has 2 of 5 lines and adding 4 would make 6, but a day holds at most 5; nothing was added.")
    }

    @Test("empty or whitespace-only text")
    func emptyText() throws {
        let message = "A line can't be empty; give each line a few words, one argument per line."
        try expectRefused(["five", "add", ""], code: 65, message: message)
        try expectRefused(["five", "add", "fine", "   "], code: 65, message: message)
        try expectRefused(["five", "edit", "1", " \t "], code: 65, message: message)
    }

    @Test("a line over 280 characters")
    func tooLong() throws {
        let long = String(repeating: "a", count: 281)
        try expectRefused(["five", "add", long], code: 65,
                          message: "'" + String(repeating: "a", count: 30) + "…' is 281 characters long; a line holds at most 280.")
        try expectRefused(["five", "edit", "1", long], code: 65,
                          message: "'" + String(repeating: "a", count: 30) + "…' is 281 characters long; a line holds at most 280.")
    }

    @Test("a line break inside a line")
    func lineBreak() throws {
        let message = "'Walked?Fixed a bug' contains a line break; give each line as its own argument."
        try expectRefused(["five", "add", "Walked\nFixed a bug"], code: 65, message: message)
        try expectRefused(["five", "add", "ok", "Walked\r\nFixed a bug"], code: 65, message: message)
        try expectRefused(["five", "edit", "1", "Walked\u{2028}Fixed a bug"], code: 65, message: message)
    }

    @Test("a control character")
    func controlCharacter() throws {
        try expectRefused(["five", "add", "a\u{1B}[31mred"], code: 65,
                          message: "'a?[31mred' contains a control character (such as a tab); use plain text on one line.")
    }

    @Test("line numbers outside 1–5")
    func numberOutOfRange() throws {
        for bad in ["0", "6", "two", "1.5", ""] {
            let shown = bad
            try expectRefused(["five", "edit", bad, "text"], code: 65,
                              message: "'\(shown)' is not a line number; use a number from 1 to 5.")
            try expectRefused(["five", "rm", bad], code: 65, message: "'\(shown)' is not a line number; use a number from 1 to 5.")
            try expectRefused(["five", "move", bad, "--to", "1"], code: 65,
                              message: "'\(shown)' is not a line number; use a number from 1 to 5.")
        }
        let before = try h.digest()
        let negative = h.run("five", "rm", "-1")
        #expect(negative.code == 64, "\(negative)")
        #expect(negative.out.isEmpty)
        #expect(negative.err.contains("<number>"))
        #expect(try h.digest() == before)
        try expectRefused(["five", "move", "1", "--to", "9"], code: 65, message: "--to 9 is past the last line; use a number from 1 to 2.")
        try expectRefused(["five", "move", "1", "--to", "0"], code: 65, message: "--to 0 is not a place; use a number from 1 to 5.")
    }

    @Test("empty slots")
    func emptySlot() throws {
        try expectRefused(["five", "edit", "3", "text"], code: 66,
                          message: "Line 3 of Sunday 22 November 2026 is empty; use a number from 1 to 2.")
        try expectRefused(["five", "rm", "5"], code: 66, message: "Line 5 of Sunday 22 November 2026 is empty; use a number from 1 to 2.")
        try expectRefused(["five", "move", "4", "--to", "1"], code: 66,
                          message: "Line 4 of Sunday 22 November 2026 is empty; use a number from 1 to 2.")
        try expectRefused(["five", "rm", "1", "--date", "2026-11-20"], code: 66,
                          message: "Friday 20 November 2026 has no lines yet, so there is no line 1; add one with 'tend five add'.")
    }

    @Test("a future day")
    func futureDay() throws {
        let message = "2026-11-23 is in the future (today is 2026-11-22); only today or earlier can be recorded."
        try expectRefused(["five", "add", "Tomorrow's walk", "--date", "tomorrow"], code: 65, message: message)
        try expectRefused(["five", "edit", "1", "x", "--date", "2026-11-23"], code: 65, message: message)
        try expectRefused(["five", "rm", "1", "--date", "2026-11-23"], code: 65, message: message)
        try expectRefused(["five", "move", "1", "--to", "2", "--date", "2026-11-23"], code: 65, message: message)
    }

    @Test("an unparseable date")
    func badDate() throws {
        let message = "'next week' is not a date; use YYYY-MM-DD, today, yesterday, 3d, 3 days ago or a weekday name like mon."
        try expectRefused(["five", "add", "x", "--date", "next week"], code: 65, message: message)
        try expectRefused(["five", "--date", "next week"], code: 65, message: message)
        try expectRefused(["five", "browse", "--date", "2026-02-30"], code: 65,
                          message: "'2026-02-30' is not a date; use YYYY-MM-DD, today, yesterday, 3d, 3 days ago or a weekday name like mon.")
    }

    @Test("an empty search")
    func emptySearch() throws {
        try expectRefused(["five", "browse", "--search", "  "], code: 65, message: "--search needs some text to look for.")
    }

    @Test("no line at all")
    func noArguments() throws {
        let before = try h.digest()
        let r = h.run("five", "add")
        #expect(r.code == 64, "\(r)")
        #expect(r.out.isEmpty)
        #expect(r.err.hasPrefix("tend: Missing expected argument"))
        #expect(try h.digest() == before)
    }
}

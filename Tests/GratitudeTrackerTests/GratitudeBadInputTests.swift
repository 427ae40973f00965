import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import GratitudeTracker

/// Every bad input the issue names: one clear sentence, a non-zero exit code, empty stdout, nothing written.
@Suite("gratitude refuses bad input before writing anything")
struct GratitudeBadInputTests {
    /// A journal with two lines today and one yesterday.
    private func journal() -> TendHarness {
        let h = G.harness()
        G.ok(h, "gratitude", "add", "Morning coffee", "Call with Sam")
        G.ok(h, "gratitude", "add", "Rain", "--date", "yesterday")
        return h
    }

    private let emptyText = "The text is empty; write what you are grateful for, e.g. tend gratitude add \"Morning coffee\"."

    @Test("empty text")
    func empty() throws {
        let h = journal()
        try G.refused(h, ["gratitude", "add", ""], code: 65, message: emptyText)
        try G.refused(h, ["gratitude", "edit", "1", ""], code: 65, message: emptyText)
    }

    @Test("whitespace-only text, even beside good lines (nothing of the command is written)")
    func whitespaceOnly() throws {
        let h = journal()
        try G.refused(h, ["gratitude", "add", "   \t  "], code: 65, message: emptyText)
        try G.refused(h, ["gratitude", "add", "Good line", " \n "], code: 65, message: emptyText)
        try G.refused(h, ["gratitude", "edit", "2", "\u{3000} "], code: 65, message: emptyText)
    }

    @Test("text over 1,000 characters")
    func tooLong() throws {
        let h = journal()
        let message = "The text is 1001 characters long; a line holds at most 1000."
        try G.refused(h, ["gratitude", "add", String(repeating: "a", count: 1001)], code: 65, message: message)
        try G.refused(h, ["gratitude", "add", String(repeating: "🙏", count: 1001)], code: 65, message: message)
        try G.refused(h, ["gratitude", "edit", "1", String(repeating: "x", count: 1001)], code: 65, message: message)
    }

    @Test("a line break inside an entry says so and suggests one argument per entry")
    func lineBreak() throws {
        let h = journal()
        let message = "A line can't contain a line break; give one quoted argument per entry, e.g. tend gratitude add \"First\" \"Second\"."
        try G.refused(h, ["gratitude", "add", "Morning coffee\nCall with Sam"], code: 65, message: message)
        try G.refused(h, ["gratitude", "add", "one\r\ntwo"], code: 65, message: message)
        try G.refused(h, ["gratitude", "add", "one\u{2028}two"], code: 65, message: message)
        try G.refused(h, ["gratitude", "edit", "1", "a\nb"], code: 65, message: message)
    }

    @Test("control characters")
    func control() throws {
        let h = journal()
        try G.refused(h, ["gratitude", "add", "tea\u{1B}[31m"], code: 65,
                      message: "The text contains a control character; use plain text (tabs are fine).")
    }

    @Test("an unknown reference")
    func unknownReference() throws {
        let h = journal()
        try G.refused(h, ["gratitude", "edit", "3", "New"], code: 66, message: "There is no line 3 for today; use a number from 1 to 2.")
        try G.refused(h, ["gratitude", "rm", "9"], code: 66, message: "There is no line 9 for today; use a number from 1 to 2.")
        try G.refused(h, ["gratitude", "move", "5", "--to", "1"], code: 66, message: "There is no line 5 for today; use a number from 1 to 2.")
        try G.refused(h, ["gratitude", "rm", "2", "--date", "yesterday"], code: 66,
                      message: "There is no line 2 for yesterday; use a number from 1 to 1.")
        try G.refused(h, ["gratitude", "rm", "1", "--date", "2026-11-02"], code: 66,
                      message: "There is no line 1 for Monday 2 November: nothing is written on that day.")
    }

    @Test("a reference that isn't a line number")
    func malformedReference() throws {
        let h = journal()
        for ref in ["first", "0", "1.5", "abc123", "#", "1234567"] {
            try G.refused(h, ["gratitude", "rm", ref], code: 65,
                          message: "'\(ref)' is not a line number; use the number shown beside the line by 'tend gratitude' (1, 2, …).")
        }
    }

    @Test("move to a place outside the day")
    func moveOutOfRange() throws {
        let h = journal()
        try G.refused(h, ["gratitude", "move", "1", "--to", "3"], code: 65,
                      message: "--to 3 is past the end of today; use a number from 1 to 2.")
        try G.refused(h, ["gratitude", "move", "1", "--to", "0"], code: 65,
                      message: "--to 0 is not a place in the day; use a number from 1 up.")
    }

    @Test("a future date")
    func futureDate() throws {
        let h = journal()
        let message = "2026-11-23 is in the future (today is 2026-11-22); only today or earlier can be recorded."
        try G.refused(h, ["gratitude", "add", "Tomorrow's joy", "--date", "tomorrow"], code: 65, message: message)
        try G.refused(h, ["gratitude", "add", "Later", "--date", "2026-11-23"], code: 65, message: message)
        try G.refused(h, ["gratitude", "edit", "1", "x", "--date", "tomorrow"], code: 65, message: message)
        try G.refused(h, ["gratitude", "rm", "1", "--date", "tomorrow"], code: 65, message: message)
        try G.refused(h, ["gratitude", "move", "1", "--to", "1", "--date", "tomorrow"], code: 65, message: message)
        try G.refused(h, ["gratitude", "--date", "tomorrow"], code: 65, message: message)
    }

    @Test("an unparseable date")
    func badDate() throws {
        let h = journal()
        for d in ["2026-02-30", "next friday", "22/11/2026"] {
            try G.refused(h, ["gratitude", "add", "Something", "--date", d], code: 65,
                          message: "'\(d)' is not a date; use YYYY-MM-DD, today, yesterday, 3d, 3 days ago or a weekday name like mon.")
        }
        try G.refused(h, ["gratitude", "week", "--date", "someday"], code: 65,
                      message: "'someday' is not a date; use YYYY-MM-DD, today, yesterday, 3d, 3 days ago or a weekday name like mon.")
    }

    @Test("an unknown schedule")
    func badSchedule() throws {
        let h = journal()
        try G.refused(h, ["gratitude", "schedule", "mon,funday"], code: 65,
                      message: "'mon,funday' is not a schedule (unknown day 'funday'); use \(Schedule.acceptedForms).")
        try G.refused(h, ["gratitude", "schedule", "8/week"], code: 65,
                      message: "'8/week' is not a schedule (the count can't exceed the days in the period); use \(Schedule.acceptedForms).")
        try G.refused(h, ["gratitude", "schedule", "sometimes"], code: 65,
                      message: "'sometimes' is not a schedule (unknown day 'sometimes'); use \(Schedule.acceptedForms).")
    }

    @Test("an empty search")
    func emptySearch() throws {
        let h = journal()
        try G.refused(h, ["gratitude", "search", "  "], code: 65,
                      message: "Give at least one word to search for, e.g. tend gratitude search coffee.")
        try G.refused(h, ["gratitude", "search", "coffee", "--limit", "0"], code: 65,
                      message: "--limit 0: give a number of 1 or more.")
        try G.refused(h, ["gratitude", "search", "coffee", "--limit", "10001"], code: 65,
                      message: "--limit 10001 is out of range; use a number from 1 to 10000.")
    }

    @Test("missing text is a usage error")
    func missingText() throws {
        let h = journal()
        let before = try h.digest()
        let r = h.run("gratitude", "add")
        #expect(r.code == 64, "\(r)")
        #expect(r.out.isEmpty)
        #expect(r.err.hasPrefix("tend: "))
        #expect(try h.digest() == before)
    }
}

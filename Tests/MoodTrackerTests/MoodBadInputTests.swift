import Foundation
import Testing
@testable import MoodTracker
import TendKernel
import TendCLITesting
import TendTesting

/// Every bad input of issue 6: a clear sentence listing what is accepted, a non-zero exit, nothing written.
@Suite("tend mood refuses bad input before writing anything")
struct MoodBadInputTests {
    /// A harness whose store already holds moods, so "nothing written" is checked against real data.
    private func harness() throws -> TendHarness {
        let h = TendHarness()
        #expect(h.run("mood", "log", "good", "--date", "yesterday").code == 0)
        #expect(h.run("mood", "log", "bad", "--note", "first").code == 0)
        return h
    }

    private let accepted = ["horrible, bad, average, good or great", "1 to 5", "awful, meh and rad"]

    @Test("fantastic is not a mood")
    func fantastic() throws {
        let h = try harness()
        try MoodTest.expectRefused(h, ["mood", "log", "fantastic"], mentions: ["'fantastic' is not a mood"] + accepted)
    }

    @Test("0 is not a level")
    func zero() throws {
        let h = try harness()
        try MoodTest.expectRefused(h, ["mood", "log", "0"], mentions: ["'0' is not a mood"] + accepted)
    }

    @Test("6 is not a level")
    func six() throws {
        let h = try harness()
        try MoodTest.expectRefused(h, ["mood", "log", "6", "--date", "yesterday"], mentions: ["'6' is not a mood"] + accepted)
    }

    @Test("2.5 is not a level")
    func fraction() throws {
        let h = try harness()
        try MoodTest.expectRefused(h, ["mood", "log", "2.5"], mentions: ["'2.5' is not a mood"] + accepted)
    }

    @Test("a note over 1,000 characters")
    func longNote() throws {
        let h = try harness()
        let note = String(repeating: "a", count: 1001)
        try MoodTest.expectRefused(h, ["mood", "log", "good", "--note", note],
                                   mentions: ["The note is 1001 characters long", "up to 1000 characters"])
    }

    @Test("a future date, for log, the day view and resolve")
    func futureDate() throws {
        let h = try harness()
        let future = ["2026-11-23 is in the future", "only today or earlier"]
        try MoodTest.expectRefused(h, ["mood", "log", "good", "--date", "tomorrow"], mentions: future)
        try MoodTest.expectRefused(h, ["mood", "log", "good", "--date", "2027-01-01"], mentions: ["2027-01-01 is in the future"])
        try MoodTest.expectRefused(h, ["mood", "--date", "2026-11-23"], mentions: future)
        try MoodTest.expectRefused(h, ["mood", "resolve", "tomorrow", "good"], mentions: future)
        try MoodTest.expectRefused(h, ["mood", "year", "--year", "2027"], mentions: ["2027 hasn't begun", "use 2026 or an earlier year"])
    }

    @Test("an unparseable date")
    func badDate() throws {
        let h = try harness()
        let accepted = ["use YYYY-MM-DD, today, yesterday, 3d, 3 days ago or a weekday name"]
        try MoodTest.expectRefused(h, ["mood", "log", "good", "--date", "someday"], mentions: ["'someday' is not a date"] + accepted)
        try MoodTest.expectRefused(h, ["mood", "log", "good", "--date", "2026-02-30"], mentions: ["'2026-02-30' is not a date"])
        try MoodTest.expectRefused(h, ["mood", "--date", "22/11/2026"], mentions: ["'22/11/2026' is not a date"])
        try MoodTest.expectRefused(h, ["mood", "month", "--date", "Novembre"], mentions: ["'Novembre' is not a date"])
        try MoodTest.expectRefused(h, ["mood", "resolve", "soon", "good"], mentions: ["'soon' is not a date"])
        try MoodTest.expectRefused(h, ["mood", "year", "--year", "26"], mentions: ["'26' is not a year", "YYYY, like 2026"])
    }

    @Test("a bad level is refused before the date is even read")
    func levelFirst() throws {
        let h = try harness()
        try MoodTest.expectRefused(h, ["mood", "log", "fantastic", "--date", "tomorrow"], mentions: ["'fantastic' is not a mood"])
        try MoodTest.expectRefused(h, ["mood", "resolve", "yesterday", "7"], mentions: ["'7' is not a mood"])
    }

    @Test("other options: --days, a style, a missing level")
    func otherOptions() throws {
        let h = try harness()
        try MoodTest.expectRefused(h, ["mood", "insights", "--days", "45"], mentions: ["--days 45", "use 30, 90 or 365"])
        try MoodTest.expectRefused(h, ["mood", "insights", "--days", "all"], mentions: ["--days all", "use 30, 90 or 365"])
        try MoodTest.expectRefused(h, ["mood", "style", "emoji"],
                                   mentions: ["'emoji' is not a mood style", "words, numbers, faces, colours"])
        try MoodTest.expectRefused(h, ["mood", "log"], code: 64, mentions: ["<level>"])
    }

    @Test("resolve needs a conflict: nothing logged, or one value only")
    func resolveWithoutConflict() throws {
        let h = try harness()
        try MoodTest.expectRefused(h, ["mood", "resolve", "2026-11-01", "good"], code: 66,
                                   mentions: ["no mood on 2026-11-01 to settle", "tend mood log LEVEL --date 2026-11-01"])
        try MoodTest.expectRefused(h, ["mood", "resolve", "today", "good"],
                                   mentions: ["2026-11-22 holds one mood (bad)", "tend mood log LEVEL --date 2026-11-22"])
    }

    @Test("an SVG path that can't be written exits 73 and writes nothing")
    func unwritableSVG() throws {
        let h = try harness()
        try MoodTest.expectRefused(h, ["mood", "month", "--svg", h.directory + "/missing/month.svg"], code: 73,
                                   mentions: ["Can't write the chart to", "the folder doesn't exist"])
        try MoodTest.expectRefused(h, ["mood", "year", "--svg", h.directory], code: 73, mentions: ["it is a folder"])
        #expect(!FileManager.default.fileExists(atPath: h.directory + "/missing"))
    }
}

import Foundation
import Testing
@testable import MoodTracker
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

/// Issue 25's grammar for mood: `rm`/`remove`, `stats`, tags on `log` and as a filter, `--limit`,
/// `--month`, `--year` and `--weekdays`.
@Suite("tend mood speaks the shared grammar")
struct MoodGrammarTests {
    private func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }

    @Test("rm removes a day's mood, remove is an alias, undo brings it back")
    func removeAndUndo() throws {
        let h = TendHarness()
        #expect(h.run("mood", "log", "good", "--date", "yesterday", "--note", "walk").code == 0)
        #expect(h.run("mood", "log", "bad").code == 0)
        let r = h.run("mood", "rm", "--date", "yesterday")
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("Removed the mood of Saturday 21 November 2026"), "\(r.out)")
        #expect(try MoodDays.one(h.openStore(), MoodTest.day("2026-11-21")) == nil)
        #expect(try MoodDays.one(h.openStore(), MoodTest.day("2026-11-22"))?.level == .bad)
        #expect(h.run("mood", "--date", "yesterday").out.contains("No mood"))
        #expect(h.run("undo").code == 0)
        let back = try MoodDays.one(h.openStore(), MoodTest.day("2026-11-21"))
        #expect(back?.level == .good && back?.note == "walk")
        let alias = h.run("mood", "remove")
        #expect(alias.code == 0, "\(alias)")
        #expect(try MoodDays.one(h.openStore(), MoodTest.day("2026-11-22")) == nil)
        let j = try json(h.run("mood", "rm", "--date", "yesterday", "--json").out)
        #expect(j["outcome"] as? String == "removed")
        #expect((j["previous"] as? [[String: Any]])?.first?["name"] as? String == "good")
    }

    @Test("rm of a day with no mood is refused and writes nothing")
    func removeNothing() throws {
        let h = TendHarness()
        #expect(h.run("mood", "log", "good").code == 0)
        try MoodTest.expectRefused(h, ["mood", "rm", "--date", "2026-11-20"], code: 66,
                                   mentions: ["No mood on Friday 20 November 2026"])
        try MoodTest.expectRefused(h, ["mood", "rm", "--date", "tomorrow"], mentions: ["in the future"])
    }

    @Test("log --tag sets tags as an import does; logging again without --tag keeps them")
    func logTags() throws {
        let h = TendHarness()
        let r = h.run("mood", "log", "good", "--tag", "work", "--tag", "#rain", "--tag", "work")
        #expect(r.code == 0, "\(r)")
        let day = MoodTest.day("2026-11-22")
        #expect(try MoodDays.one(h.openStore(), day)?.tags == ["work", "rain"])
        #expect(h.run("mood", "log", "great").code == 0)
        #expect(try MoodDays.one(h.openStore(), day)?.tags == ["work", "rain"])
        #expect(h.run("mood", "log", "great", "--tag", "home").code == 0)
        #expect(try MoodDays.one(h.openStore(), day)?.tags == ["home"])
        #expect(h.run("mood").out.contains("Tags: home"))
    }

    @Test("a tag that is blank, too long, or has a comma or line break is refused and nothing is written")
    func badTags() throws {
        let h = TendHarness()
        #expect(h.run("mood", "log", "bad").code == 0)
        for bad in ["", "  ", "#", "a,b", "two\nlines", String(repeating: "t", count: 101)] {
            try MoodTest.expectRefused(h, ["mood", "log", "good", "--tag", bad], mentions: ["is not a tag"])
            try MoodTest.expectRefused(h, ["mood", "list", "--tag", bad], mentions: ["is not a tag"])
        }
    }

    @Test("--tag filters list, month and stats")
    func tagFilter() throws {
        let h = TendHarness()
        let d = MoodTest.day
        try MoodTest.seed(h, [d("2026-11-20"): 2, d("2026-11-21"): 4, d("2026-11-22"): 5],
                          notes: [d("2026-11-21"): "office"],
                          tags: [d("2026-11-20"): ["work", "rain"], d("2026-11-21"): ["Work"], d("2026-11-22"): ["home"]])
        let list = h.run("mood", "list", "--tag", "work")
        #expect(list.code == 0, "\(list)")
        #expect(list.out.contains("Saturday 21 November 2026") && list.out.contains("Friday 20 November 2026"))
        #expect(!list.out.contains("Sunday 22 November 2026"))
        let listJSON = try json(h.run("mood", "list", "--tag", "rain", "--json").out)
        #expect((listJSON["days"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-20"])
        let month = try json(h.run("mood", "month", "--tag", "work", "--json").out)
        let summary = month["summary"] as! [String: Any]
        #expect(summary["logged"] as? Int == 2)
        #expect(summary["average"] as? Double == 3)
        let stats = try json(h.run("mood", "stats", "--tag", "home", "--json").out)
        let insights = try json(h.run("mood", "insights", "--tag", "home", "--json").out)
        #expect(NSDictionary(dictionary: stats) == NSDictionary(dictionary: insights))
        #expect(h.run("mood", "list", "--tag", "nothing").out.contains("No mood"))
    }

    @Test("stats is insights under the shared verb")
    func statsAlias() throws {
        let h = TendHarness()
        try MoodTest.seed(h, MoodTest.moods(MoodTest.day("2026-11-01")...MoodTest.day("2026-11-22")) { $0.day % 5 + 1 })
        let stats = h.run("mood", "stats")
        #expect(stats.code == 0, "\(stats)")
        #expect(stats.out == h.run("mood", "insights").out)
        #expect(h.run("mood", "--help").out.contains("stats"))
    }

    @Test("list --limit shows the newest N logged days, reaching past 30 days; --limit 0 is refused")
    func listLimit() throws {
        let h = TendHarness()
        let d = MoodTest.day
        try MoodTest.seed(h, [d("2026-08-01"): 1, d("2026-11-10"): 2, d("2026-11-21"): 4, d("2026-11-22"): 5],
                          notes: [d("2026-11-21"): "a note"])
        let two = try json(h.run("mood", "list", "--limit", "2", "--json").out)
        #expect((two["days"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-22", "2026-11-21"])
        let all = try json(h.run("mood", "list", "--limit", "10", "--json").out)
        #expect((all["days"] as! [[String: Any]]).count == 4)
        try MoodTest.expectRefused(h, ["mood", "list", "--limit", "0"], mentions: ["--limit 0"])
    }

    @Test("month takes --month YYYY-MM (and --date still); a bad month is refused")
    func monthOption() throws {
        let h = TendHarness()
        try MoodTest.seed(h, [MoodTest.day("2026-10-03"): 4])
        let byMonth = h.run("mood", "month", "--month", "2026-10")
        #expect(byMonth.code == 0, "\(byMonth)")
        #expect(byMonth.out.contains("October 2026"))
        #expect(byMonth.out == h.run("mood", "month", "--date", "2026-10-17").out)
        try MoodTest.expectRefused(h, ["mood", "month", "--month", "2026-13"], mentions: ["'2026-13' is not a month"])
        try MoodTest.expectRefused(h, ["mood", "month", "--month", "10/2026"], mentions: ["YYYY-MM"])
        try MoodTest.expectRefused(h, ["mood", "month", "--month", "2026-10", "--date", "2026-10-01"],
                                   mentions: ["not both"])
    }

    @Test("year takes --year or --date; --weekdays keeps only those weekdays")
    func yearWeekdays() throws {
        let h = TendHarness()
        // 2024-06-01 is a Saturday, 06-02 a Sunday, 06-03 a Monday.
        try MoodTest.seed(h, [MoodTest.day("2024-06-01"): 5, MoodTest.day("2024-06-02"): 4, MoodTest.day("2024-06-03"): 1])
        let full = try json(h.run("mood", "year", "--year", "2024", "--json").out)
        #expect((full["days"] as! [[String: Any]]).count == 3)
        #expect(h.run("mood", "year", "--date", "2024-03-01").out == h.run("mood", "year", "--year", "2024").out)
        let weekend = try json(h.run("mood", "year", "--year", "2024", "--weekdays", "sat,sun", "--json").out)
        #expect((weekend["days"] as! [[String: Any]]).map { $0["date"] as! String } == ["2024-06-01", "2024-06-02"])
        #expect((weekend["summary"] as! [String: Any])["average"] as? Double == 4.5)
        // 2024 (a leap year starting on a Monday) has 52 Saturdays and 52 Sundays.
        #expect((weekend["summary"] as! [String: Any])["days"] as? Int == 104)
        #expect((weekend["summary"] as! [String: Any])["logged"] as? Int == 2)
        #expect(weekend["weekdays"] as? [String] == ["saturday", "sunday"])
        let text = h.run("mood", "year", "--year", "2024", "--weekdays", "sat,sun")
        #expect(text.code == 0 && text.out.contains("Saturday and Sunday"), "\(text)")
        try MoodTest.expectRefused(h, ["mood", "year", "--weekdays", "sat,funday"], mentions: ["'funday' is not a weekday"])
        try MoodTest.expectRefused(h, ["mood", "year", "--year", "24"], mentions: ["'24' is not a year"])
    }
}

import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import GratitudeTracker

@Suite("gratitude search and week")
struct GratitudeSearchWeekTests {
    private func journal() -> TendHarness {
        let h = G.harness()
        G.ok(h, "gratitude", "add", "Coffee with Ana", "A letter from Zoë", "--date", "2026-11-03")
        G.ok(h, "gratitude", "add", "Rain on the window", "Café au lait", "--date", "2026-11-17")
        G.ok(h, "gratitude", "add", "École starts again", "--date", "2026-11-18")
        G.ok(h, "gratitude", "add", "Morning COFFEE", "Sam's call")
        return h
    }

    @Test("search ignores case and accents, lists newest first with dates and numbers (golden)")
    func searchGolden() throws {
        let h = journal()
        let text = G.ok(h, "gratitude", "search", "cafe")
        #expect(text == """
            1 line mentions 'cafe' (newest first):
            Date             #  Line
            Tue 17 Nov 2026  2  Café au lait

            """)
        let coffee = G.ok(h, "gratitude", "search", "coffee")
        G.golden(coffee, "search-coffee.txt")
        G.golden(G.ok(h, "gratitude", "search", "coffee", "--json"), "search-coffee.json")
        let json = try G.json(h.run("gratitude", "search", "COFFEE", "--json"))
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.map { $0["date"] as? String } == ["2026-11-22", "2026-11-03"])
        #expect(results.map { $0["ref"] as? Int } == [1, 1])
        #expect(json["total"] as? Int == 2)
    }

    @Test("accented and upper-case queries find plain text, and the other way round")
    func foldingBothWays() throws {
        let h = journal()
        let hits = { (q: String) -> [String] in
            let r = h.run("gratitude", "search", q, "--json")
            return ((try? G.json(r))?["results"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
        }
        #expect(hits("CAFÉ") == ["Café au lait"])
        #expect(hits("ecole") == ["École starts again"])
        #expect(hits("ÉCOLE") == ["École starts again"])
        #expect(hits("zoe") == ["A letter from Zoë"])
        #expect(hits("ZOË") == ["A letter from Zoë"])
        #expect(hits("cOfFeE") == ["Morning COFFEE", "Coffee with Ana"])
        #expect(hits("nothing-like-this").isEmpty)
    }

    @Test("several words must all occur, in any order; the same text refers back with edit --date")
    func severalWords() throws {
        let h = journal()
        let r = try G.json(h.run("gratitude", "search", "ana", "coffee", "--json"))
        let results = try #require(r["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["text"] as? String == "Coffee with Ana")
        let date = try #require(results.first?["date"] as? String)
        let ref = try #require(results.first?["ref"] as? Int)
        G.ok(h, "gratitude", "edit", String(ref), "Coffee with Ana and Leo", "--date", date)
        #expect(try G.texts(h, Day(iso: date)!) == ["Coffee with Ana and Leo", "A letter from Zoë"])
    }

    @Test("no match says so and exits 0; --limit shows the newest and says how many more")
    func noneAndLimit() throws {
        let h = journal()
        #expect(G.ok(h, "gratitude", "search", "volcano") == "No line mentions 'volcano'.\n")
        let limited = G.ok(h, "gratitude", "search", "a", "--limit", "2")
        #expect(limited.hasPrefix("6 lines mention 'a' (newest first):\n"))
        #expect(limited.hasSuffix("Showing the 2 newest of 6; use --limit to see more.\n"))
        #expect(limited.contains("Sun 22 Nov 2026  2  Sam's call\nWed 18 Nov 2026  1  École starts again\n"))
        #expect(!limited.contains("Tue 17 Nov"))
    }

    @Test("week shows Monday to Sunday by default (golden text and JSON)")
    func weekMonday() throws {
        let h = journal()
        let text = G.ok(h, "gratitude", "week")
        G.golden(text, "week-monday.txt")
        #expect(text.hasPrefix("Week of Monday 16 November 2026\n"))
        G.golden(G.ok(h, "gratitude", "week", "--json"), "week-monday.json")
        let json = try G.json(h.run("gratitude", "week", "--json", "--date", "2026-11-04"))
        #expect(json["start"] as? String == "2026-11-02")
        #expect(json["end"] as? String == "2026-11-08")
        #expect(json["totalEntries"] as? Int == 2)
        #expect(json["daysJournaled"] as? Int == 1)
    }

    @Test("week follows the week-start setting: Sunday to Saturday")
    func weekSunday() throws {
        let h = journal()
        try G.setSetting(h, "week-start", .string("sunday"))
        let text = G.ok(h, "gratitude", "week", "--date", "2026-11-18")
        G.golden(text, "week-sunday.txt")
        #expect(text.hasPrefix("Week of Sunday 15 November 2026\nSunday 15 November\n"))
        #expect(text.hasSuffix("Saturday 21 November\n  –\n\n3 lines on 2 days this week.\n"))
        let json = try G.json(h.run("gratitude", "week", "--json"))
        #expect(json["start"] as? String == "2026-11-22")
        #expect(json["firstWeekday"] as? String == "sunday")
    }

    @Test("a future week can be viewed; days not yet come are left out")
    func futureWeek() throws {
        let h = journal()
        #expect(G.ok(h, "gratitude", "week", "--date", "2026-12-01") == "Week of Monday 30 November 2026\n\n0 lines on 0 days this week.\n")
    }
}

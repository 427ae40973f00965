import Foundation
import Testing
import TendKernel
import TendStats
import TendCLITesting
import TendTesting
@testable import GratitudeTracker

@Suite("gratitude stats")
struct GratitudeStatsTests {
    private func nov(_ d: Int) -> Day { Day(year: 2026, month: 11, day: d)! }

    /// A fixed history: October and November with 0–4 lines a day, the 22nd (today) included.
    private func history() throws -> TendHarness {
        let h = G.harness()
        var counts: [Day: Int] = [:]
        for o in Day(year: 2026, month: 10, day: 1)!.ordinal...G.today.ordinal {
            let d = Day(ordinal: o)
            let n = (o * 7 + 3) % 5
            if n > 0 && d.day % 9 != 0 { counts[d] = n }
        }
        try G.seed(h, counts)
        return h
    }

    @Test("the stats page: streak, momentum, totals, 7-day bars, month heatmap, milestones (golden text and JSON)")
    func statsGolden() throws {
        let h = try history()
        let text = G.ok(h, "gratitude", "stats")
        G.golden(text, "stats.txt")
        G.golden(G.ok(h, "gratitude", "stats", "--ascii"), "stats-ascii.txt")
        let json = G.ok(h, "gratitude", "stats", "--json")
        G.golden(json, "stats.json")
        let o = try G.json(h.run("gratitude", "stats", "--json"))
        for key in ["streak", "momentum", "milestones", "totalEntries", "daysJournaled", "averagePerDay"] {
            #expect(o[key] != nil, "missing \(key)")
        }
        #expect(o["strength"] == nil && o["completionRate"] == nil, "figures gratitude doesn't show are absent")
        #expect((o["momentum"] as? [String: Any])?["bucket"] as? String != nil)
    }

    @Test("totals count live lines up to today; average per journaled day")
    func totals() throws {
        let h = G.harness()
        try G.seed(h, [nov(20): 3, nov(21): 1, nov(22): 2, nov(25): 4])
        var o = try G.json(h.run("gratitude", "stats", "--json"))
        #expect(o["totalEntries"] as? Int == 6)
        #expect(o["daysJournaled"] as? Int == 3)
        #expect(o["averagePerDay"] as? Double == 2)
        G.ok(h, "gratitude", "rm", "1", "--date", "2026-11-21")
        o = try G.json(h.run("gratitude", "stats", "--json"))
        #expect(o["totalEntries"] as? Int == 5)
        #expect(o["daysJournaled"] as? Int == 2)
        #expect(o["averagePerDay"] as? Double == 2.5)
        #expect(o["firstDay"] as? String == "2026-11-20")
        #expect(G.ok(h, "gratitude", "stats").contains("Written: 5 lines on 2 days, 2.5 a day journaled\n"))
        let last7 = try #require(o["lastSevenDays"] as? [[String: Any]])
        #expect(last7.map { $0["date"] as? String } == (16...22).map { nov($0).iso })
        #expect(last7.map { $0["count"] as? Int } == [0, 0, 0, 0, 3, 0, 2])
    }

    @Test("the month heatmap has four levels: 1, 2, 3 and 4 or more lines")
    func heatLevels() throws {
        let h = G.harness()
        try G.seed(h, [nov(1): 1, nov(2): 2, nov(3): 3, nov(4): 4, nov(5): 9, nov(30): 1, Day(year: 2026, month: 10, day: 31)!: 4])
        let o = try G.json(h.run("gratitude", "stats", "--json"))
        let month = try #require(o["month"] as? [String: Any])
        #expect(month["month"] as? Int == 11)
        let days = try #require(month["days"] as? [[String: Any]])
        #expect(days.count == 22, "the month up to today")
        #expect(days.prefix(7).map { $0["level"] as? Int } == [1, 2, 3, 4, 4, 0, 0])
        #expect(days.prefix(7).map { $0["count"] as? Int } == [1, 2, 3, 4, 9, 0, 0])
    }

    @Test("an empty journal has zero figures and no first day")
    func empty() throws {
        let h = G.harness()
        let o = try G.json(h.run("gratitude", "stats", "--json"))
        #expect(o["totalEntries"] as? Int == 0)
        #expect(o["averagePerDay"] as? Double == 0)
        #expect(o["firstDay"] == nil)
        #expect((o["streak"] as? [String: Any])?["current"] as? Int == 0)
        G.golden(G.ok(h, "gratitude", "stats"), "stats-empty.txt")
    }
}

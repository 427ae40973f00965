import Foundation
import Testing
import TendKernel
import TendStats
import TendTesting
@testable import GratitudeTracker

@Suite("gratitude milestones at and around each threshold")
struct GratitudeMilestoneTests {
    private let today = G.today

    private func figures(_ counts: [Day: Int]) -> GratitudeFigures {
        GratitudeFigures(counts: counts, schedule: .daily, today: today, firstWeekday: .monday, grace: 2)
    }

    private func milestone(_ f: GratitudeFigures, _ kind: MilestoneKind, _ threshold: Int) throws -> Milestone {
        try #require(f.milestones.first { $0.kind == kind && $0.threshold == threshold })
    }

    @Test("three categories of seven thresholds each")
    func shape() {
        let f = figures([:])
        #expect(f.milestones.count == 21)
        #expect(f.milestones.filter { $0.kind == .entries }.map(\.threshold) == [1, 10, 50, 100, 250, 500, 1000])
        #expect(f.milestones.filter { $0.kind == .days }.map(\.threshold) == [1, 7, 30, 100, 200, 365, 1000])
        #expect(f.milestones.filter { $0.kind == .time }.map(\.threshold) == [7, 30, 90, 180, 365, 730, 1825])
        #expect(f.milestones.allSatisfy { !$0.reached && $0.progress == 0 })
    }

    @Test("entries recorded: one below, at and one above each threshold")
    func entries() throws {
        // docs/stats.md, written out here rather than read from the code under test.
        let thresholds = [1, 10, 50, 100, 250, 500, 1000]
        for (i, t) in thresholds.enumerated() {
            for n in [t - 1, t, t + 1] where n >= 0 {
                let f = figures(n == 0 ? [:] : [today: n])
                let m = try milestone(f, .entries, t)
                #expect(m.reached == (n >= t), "\(n) entries, threshold \(t)")
                #expect(abs(m.progress - min(1, Double(n) / Double(t))) < 1e-12)
                let next = Milestones.next(f.milestones, kind: .entries)
                let expected = n >= t ? (i + 1 < thresholds.count ? thresholds[i + 1] : nil) : t
                #expect(next?.threshold == expected, "\(n) entries")
                if let next { #expect(abs(next.progress - Double(n) / Double(next.threshold)) < 1e-12) }
            }
        }
    }

    @Test("days journaled: one below, at and one above each threshold")
    func days() throws {
        for t in [1, 7, 30, 100, 200, 365, 1000] {
            for n in [t - 1, t, t + 1] where n >= 0 {
                var counts: [Day: Int] = [:]
                for k in 0..<n { counts[today.adding(days: -k)] = 1 }
                let f = figures(counts)
                let m = try milestone(f, .days, t)
                #expect(m.reached == (n >= t), "\(n) days, threshold \(t)")
                #expect(abs(m.progress - min(1, Double(n) / Double(t))) < 1e-12)
                #expect(f.daysJournaled == n)
            }
        }
    }

    @Test("time since the first line: reached on the calendar date, not the day before")
    func time() throws {
        // For each span (1 week, 1 month, 3 and 6 months, 1, 2 and 5 years; its threshold the nominal days):
        // the first day for which it is complete exactly today (Sunday 22 November 2026), and — for a first
        // line one day later — the calendar span from that day, counted by hand (23 Oct → 23 Nov is 31 days,
        // 23 Aug → 23 Nov 92, 23 May → 23 Nov 184, 23 Nov 2025 → 23 Nov 2026 365, 2024 → 2026 730 with
        // 29 Feb 2028 outside it, 23 Nov 2021 → 23 Nov 2026 1826 with 29 Feb 2024 inside it).
        let spans: [(threshold: Int, exact: String, daysFromNextDay: Int)] = [
            (7, "2026-11-15", 7), (30, "2026-10-22", 31), (90, "2026-08-22", 92), (180, "2026-05-22", 184),
            (365, "2025-11-22", 365), (730, "2024-11-22", 730), (1825, "2021-11-22", 1826),
        ]
        for span in spans {
            let onTime = try #require(Day(iso: span.exact))
            for (firstDay, reached) in [(onTime.adding(days: 1), false), (onTime, true), (onTime.adding(days: -1), true)] {
                let f = figures([firstDay: 1])
                let m = try milestone(f, .time, span.threshold)
                #expect(m.reached == reached, "\(span) from \(firstDay)")
                // One day short of the span: (days from the first line to today) ÷ (days in the span).
                let expected = reached ? 1 : Double(span.daysFromNextDay - 1) / Double(span.daysFromNextDay)
                #expect(abs(m.progress - expected) < 1e-12, "\(span) from \(firstDay)")
                if !reached { #expect(m.progress > 0.8 && m.progress < 1) }
            }
        }
    }

    @Test("the stats page shows what is reached, the next milestone and the progress to it")
    func pageAroundThresholds() throws {
        for (n, reached, next, percent) in [(9, "1 line", "10 lines", "90%"), (10, "10 lines", "50 lines", "20%"),
                                            (11, "10 lines", "50 lines", "22%")] {
            let h = G.harness()
            try G.seed(h, [today: n])
            let text = G.ok(h, "gratitude", "stats")
            let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("Entries recorded") })
            let cells = row.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            #expect(cells == "Entries recorded \(n) \(reached) \(next) \(percent)")
            let o = try G.json(h.run("gratitude", "stats", "--json"))
            let ms = try #require(o["milestones"] as? [[String: Any]])
            let ten = try #require(ms.first { $0["kind"] as? String == "entries" && $0["threshold"] as? Int == 10 })
            #expect(ten["reached"] as? Bool == (n >= 10))
            #expect(ten["progress"] as? Double == JSONOutputRound.round(min(1, Double(n) / 10)))
        }
        let h = G.harness()
        try G.seed(h, days: (0..<7).map { today.adding(days: -$0) })
        let text = G.ok(h, "gratitude", "stats")
        let days = try #require(text.split(separator: "\n").first { $0.hasPrefix("Days journaled") })
        #expect(days.split(separator: " ").joined(separator: " ") == "Days journaled 7 7 days 30 days 23%")
        let time = try #require(text.split(separator: "\n").first { $0.hasPrefix("Time since first line") })
        #expect(time.split(separator: " ").joined(separator: " ") == "Time since first line 6 days – 1 week 85%")
    }
}

/// Mirrors `JSONOutput.round` (4 places) for expected values.
enum JSONOutputRound {
    static func round(_ x: Double) -> Double { (x * 10_000).rounded() / 10_000 }
}

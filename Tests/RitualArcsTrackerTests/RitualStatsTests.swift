import Foundation
import RitualArcsTracker
import Testing
import TendKernel
import TendStats
import TendCLITesting
import TendTesting

/// Figures: perfect-day streaks across rituals, insights, and the platform targets and histories.
@Suite("ritual: streaks, insights and targets")
struct RitualStatsTests {
    /// A (2 habits) from 2026-11-01 and B (1 habit) from 2026-11-10, both 30 days. Every day from
    /// 11-01 to 11-21 is perfect except 11-15 (only one of A's habits), and 11-22 (today) is empty.
    private func scenario(_ h: TendHarness) throws {
        RitualTest.ok(h, "ritual", "new", "A", "--days", "30", "--time", "morning", "--habit", "a1", "--habit", "a2",
                      "--start", "2026-11-01")
        RitualTest.ok(h, "ritual", "new", "B", "--days", "30", "--time", "evening", "--habit", "b1", "--start", "2026-11-10")
        var checks: [(String, String)] = []
        for n in 1...21 {
            let d = Day(iso: "2026-11-01")!.adding(days: n - 1).iso
            checks.append(("a1", d))
            if n != 15 { checks.append(("a2", d)) }
            if n >= 10 { checks.append(("b1", d)) }
        }
        try RitualTest.checkIn(h, checks)
    }

    private func setting(_ h: TendHarness, _ key: String, _ value: FieldValue, scope: SettingScope = .synced) throws {
        try h.openStore().write(ChangeIntent(action: "config.set")) { _ in [.setSetting(key, scope: scope, value)] }
    }

    @Test("perfect-day streak: days with 100 % across rituals, with the user's grace")
    func perfectDayStreaks() throws {
        let h = RitualTest.harness()
        try scenario(h)
        var insights = try RitualTest.json(RitualTest.ok(h, "ritual", "insights", "--json"))
        // Grace 2 (default): the one imperfect day is forgiven; 20 perfect days count.
        #expect(insights["streak"] as? [String: Int] == ["current": 20, "longest": 20])
        try setting(h, "grace-days", 0)
        insights = try RitualTest.json(RitualTest.ok(h, "ritual", "insights", "--json"))
        #expect(insights["streak"] as? [String: Int] == ["current": 6, "longest": 14])
        // A ritual's own streak follows the same rule.
        let show = try RitualTest.json(RitualTest.ok(h, "ritual", "show", "B", "--json"))
        #expect(show["streak"] as? [String: Int] == ["current": 12, "longest": 12])
        // An imperfect day that isn't over yet doesn't break it: checking one habit today keeps 6.
        RitualTest.ok(h, "ritual", "check", "a1")
        insights = try RitualTest.json(RitualTest.ok(h, "ritual", "insights", "--json"))
        #expect((insights["streak"] as? [String: Int])?["current"] == 6)
        RitualTest.ok(h, "ritual", "check", "a2")
        RitualTest.ok(h, "ritual", "check", "b1")
        insights = try RitualTest.json(RitualTest.ok(h, "ritual", "insights", "--json"))
        #expect((insights["streak"] as? [String: Int])?["current"] == 7)
        #expect(try RitualTest.json(RitualTest.ok(h, "ritual", "day", "today", "--json"))["perfectStreak"] as? Int == 7)
        #expect(RitualTest.ok(h, "ritual", "day", "today").out.contains("Part of a perfect-day streak: 7 days so far."))
    }

    @Test("insights: totals, days active, best ritual, week over week and a tip")
    func insights() throws {
        let h = RitualTest.harness()
        try scenario(h)
        let v = try RitualTest.json(RitualTest.ok(h, "ritual", "insights", "--json"))
        #expect(v["activeRituals"] as? [String] == ["A", "B"])
        #expect(v["totalCheckIns"] as? Int == 21 + 20 + 12)
        #expect(v["daysActive"] as? Int == 21)
        #expect(v["firstCheckIn"] as? String == "2026-11-01" && v["latestCheckIn"] as? String == "2026-11-21")
        #expect(v["done"] as? Int == 0 && v["total"] as? Int == 3 && v["completionToday"] as? Double == 0)
        // Today is empty, so trends end yesterday: 11-15…11-21 (11-15 at 2 of 3) against 11-08…11-14 (all perfect).
        #expect(v["sevenDayAverage"] as? Double == 0.9524)
        let wow = try #require(v["weekOverWeek"] as? [String: Any])
        #expect(wow["direction"] as? String == "stable")
        #expect(wow["current"] as? Double == 0.9524 && wow["previous"] as? Double == 1)
        // B: 12 of 12 days; A: 20.5 of 21 days (today left out while it would lower the rate).
        #expect((v["bestRitual"] as? [String: Any])?["title"] as? String == "B")
        #expect((v["tip"] as? [String: String])?["key"] == "ritual.tip.streak")
        // Without rituals, the tip says how to start.
        let empty = try RitualTest.json(RitualTest.ok(RitualTest.harness(), "ritual", "insights", "--json"))
        #expect((empty["tip"] as? [String: String])?["key"] == "ritual.tip.start")
        #expect((empty["streak"] as? [String: Int]) == ["current": 0, "longest": 0])
    }

    @Test("targets: one per ritual, completion = the fraction of that day's arc habits; off-arc days are skips")
    func targetsAndHistory() throws {
        let h = RitualTest.harness("2026-11-30T09:00")
        RitualTest.ok(h, "ritual", "new", "Walk", "--days", "7", "--time", "evening", "--habit", "Go", "--habit", "Look",
                      "--start", "2026-11-16")
        var checks: [(String, String)] = [("Go", "2026-11-17")]
        for n in [16, 18, 19, 20, 21, 22] { checks += [("Go", "2026-11-\(n)"), ("Look", "2026-11-\(n)")] }
        try RitualTest.checkIn(h, checks)
        RitualTest.ok(h, "ritual", "renew", "Walk", "--habit", "Go", "--habit", "Look", "--habit", "Listen")
        try RitualTest.checkIn(h, [("Listen", "2026-11-30")])
        let store = try h.openStore()
        let ctx = TrackerContext(store: store, calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock, ids: SequentialIDs(seed: 3))
        let tracker = RitualArcsTracker()
        let targets = try tracker.targets(ctx)
        #expect(targets.map(\.id) == ["ritual:Walk"])
        #expect(targets[0].start == Day(iso: "2026-11-16") && targets[0].schedule == .daily && targets[0].tracker == "ritual")
        let d = { (s: String) in Day(iso: s)! }
        let history = try tracker.history(of: targets[0], days: d("2026-11-15")...d("2026-11-30"), ctx)
        #expect(history.marks[d("2026-11-15")] == nil)  // before the first arc
        #expect(history.marks[d("2026-11-16")] == DayMark(count: 2, completion: 1))
        #expect(history.marks[d("2026-11-17")] == DayMark(count: 1, completion: 0.5))
        for gap in 23...29 { #expect(history.marks[d("2026-11-\(gap)")] == DayMark(count: 0, completion: 0, skipped: true)) }
        #expect(history.marks[d("2026-11-30")]?.completion == 1.0 / 3)
        // The platform's figures read the gap as neutral: even a strict streak survives 7 days off…
        try RitualTest.checkIn(h, [("Go", "2026-11-30"), ("Look", "2026-11-30")])
        let full = try tracker.history(of: targets[0], days: d("2026-11-15")...d("2026-11-30"), ctx)
        #expect(TargetFigures.compute(full, today: d("2026-11-30"), kinds: [.streak], rules: .strict).streak
                == StreakFigures(current: 6, longest: 6))
        // …while a due day with nothing done breaks it.
        RitualTest.ok(h, "ritual", "uncheck", "Go", "--date", "2026-11-20")
        RitualTest.ok(h, "ritual", "uncheck", "Look", "--date", "2026-11-20")
        let broken = try tracker.history(of: targets[0], days: d("2026-11-15")...d("2026-11-30"), ctx)
        #expect(broken.marks[d("2026-11-20")] == nil)
        #expect(TargetFigures.compute(broken, today: d("2026-11-30"), kinds: [.streak], rules: .strict).streak
                == StreakFigures(current: 3, longest: 3))
        #expect(try tracker.history(of: TrackerTarget(id: "ritual:Nope", tracker: "ritual", name: "Nope", schedule: .daily),
                                    days: d("2026-11-01")...d("2026-11-30"), ctx).marks.isEmpty)
    }
}

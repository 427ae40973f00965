import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import GratitudeTracker

@Suite("gratitude journaling days, streaks and the today line")
struct GratitudeScheduleStreakTests {
    /// November 2026 days.
    private func nov(_ d: Int) -> Day { Day(year: 2026, month: 11, day: d)! }

    /// Mondays, Wednesdays and Saturdays from 2 to 21 November 2026.
    private var monWedSat: [Day] { [2, 4, 7, 9, 11, 14, 16, 18, 21].map(nov) }

    private func streak(_ h: TendHarness, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int] {
        let json = try G.json(h.run("gratitude", "stats", "--json"))
        let s = try #require(json["streak"] as? [String: Any], sourceLocation: sourceLocation)
        return [s["current"] as? Int ?? -1, s["longest"] as? Int ?? -1]
    }

    @Test("schedule shows the default, sets any schedule syntax, and is a synced setting")
    func scheduleCommand() throws {
        let h = G.harness()
        #expect(G.ok(h, "gratitude", "schedule") == "Journaling days: daily (the default).\n")
        #expect(G.ok(h, "gratitude", "schedule", "mon,wed,sat")
            == "Journaling days: Monday, Wednesday and Saturday. Streaks count only these days.\n")
        #expect(try h.openStore().setting("gratitude.schedule", scope: .synced) == .string("mon,wed,sat"))
        #expect(G.ok(h, "gratitude", "schedule") == "Journaling days: Monday, Wednesday and Saturday.\n")
        #expect(G.ok(h, "gratitude", "schedule", "--json") == "{\n  \"isDefault\" : false,\n  \"schedule\" : \"mon,wed,sat\"\n}\n")
        G.ok(h, "gratitude", "schedule", "every", "2", "days")
        #expect(try h.openStore().setting("gratitude.schedule", scope: .synced) == .string("every 2 days"))
        G.ok(h, "gratitude", "schedule", "3/week")
        #expect(G.ok(h, "gratitude", "schedule") == "Journaling days: 3/week.\n")
        G.ok(h, "gratitude", "schedule", "Weekdays")
        #expect(G.ok(h, "gratitude", "schedule") == "Journaling days: weekdays.\n")
        let before = try h.digest()
        G.ok(h, "gratitude", "schedule", "weekdays")
        #expect(try h.digest() == before, "setting the same schedule again writes nothing")
        G.ok(h, "undo")
        #expect(try h.openStore().setting("gratitude.schedule", scope: .synced) == .string("3/week"))
    }

    @Test("Mon/Wed/Sat with lines on exactly those days: the streak counts them, the days between don't break it")
    func monWedSatStreak() throws {
        let h = G.harness()
        try G.seed(h, days: monWedSat)
        try G.setSetting(h, "grace-days", .int(0))
        #expect(try streak(h) == [1, 1], "daily and strict: the days between break it")
        G.ok(h, "gratitude", "schedule", "mon,wed,sat")
        #expect(try streak(h) == [9, 9])
        try G.seed(h, days: [nov(15), nov(19)])
        #expect(try streak(h) == [9, 9], "lines on other days neither count nor break")
        #expect(G.ok(h, "gratitude", "stats").contains("Streak: 9 days (longest 9 days)\n"))
    }

    @Test("a missed journaling day is forgiven up to the grace; the next one breaks the streak")
    func grace() throws {
        let h = G.harness()
        try G.seed(h, days: (10...14).map(nov) + (17...21).map(nov))
        #expect(try streak(h) == [10, 10], "two missed days are forgiven by default (grace 2)")
        try G.setSetting(h, "grace-days", .int(1))
        #expect(try streak(h) == [5, 5])
        let h3 = G.harness()
        try G.seed(h3, days: (10...13).map(nov) + (17...21).map(nov))
        #expect(try streak(h3) == [5, 5], "three missed days break it")
        G.ok(h3, "gratitude", "schedule", "mon,wed,sat")
        #expect(try streak(h3) == [3, 3], "Wed 11, Wed 18, Sat 21; the missed Sat 14 and Mon 16 are forgiven")
    }

    @Test("today is never missed until it is over")
    func todayNotMissed() throws {
        let h = G.harness()
        try G.setSetting(h, "grace-days", .int(0))
        try G.seed(h, days: (15...21).map(nov))
        #expect(try streak(h) == [7, 7])
        G.ok(h, "gratitude", "add", "Today too")
        #expect(try streak(h) == [8, 8])
        h.now = "2026-11-23T23:59"
        #expect(try streak(h) == [8, 8], "Monday isn't over yet")
        h.now = "2026-11-24T00:01"
        #expect(try streak(h) == [0, 8], "a missed Monday breaks a strict streak once it is over")
        let m = G.harness(now: "2026-11-23T08:00")
        try G.seed(m, days: monWedSat)
        G.ok(m, "gratitude", "schedule", "mon,wed,sat")
        #expect(try streak(m) == [9, 9], "Monday 23 is a journaling day, not yet missed")
    }

    @Test("window schedules count weeks that met the target")
    func weeklyTarget() throws {
        let h = G.harness()
        try G.seed(h, days: [2, 4, 6, 9, 11, 13, 16, 18, 20].map(nov))
        G.ok(h, "gratitude", "schedule", "3/week")
        let json = try G.json(h.run("gratitude", "stats", "--json"))
        #expect(json["streakUnit"] as? String == "weeks")
        #expect(try streak(h) == [3, 3])
        #expect(G.ok(h, "gratitude", "stats").contains("Streak: 3 weeks (longest 3 weeks)\n"))
    }

    @Test("today line: count and streak, a gentle prompt, or a rest day")
    func todayLine() throws {
        let h = G.harness()
        #expect(G.ok(h) == "Good morning\nSunday 22 November 2026\n\n○ Gratitude · what are you grateful for today?  no streak yet\n"
            + "\nNew here? 'tend init' sets Tend up: your name, your trackers, a reminder.\n")
        try G.seed(h, days: (11...21).map(nov))
        #expect(G.ok(h).hasSuffix("\n○ Gratitude · what are you grateful for today?  streak 11 days\n"))
        G.ok(h, "gratitude", "add", "Morning coffee", "Call with Sam")
        #expect(G.ok(h) == "Good morning\nSunday 22 November 2026\n\n✓ Gratitude · 2 today  streak 12 days\n")
        let json = try G.json(h.run("--json"))
        let block = try #require((json["trackers"] as? [[String: Any]])?.first)
        #expect(block["done"] as? Bool == true)
        #expect(block["due"] as? Bool == true)
        let figures = try #require(block["figures"] as? [String: Any])
        #expect(figures["count"] as? Int == 2)
        #expect(figures["streak"] as? Int == 12)

        let rest = G.harness()
        try G.seed(rest, days: monWedSat)
        G.ok(rest, "gratitude", "schedule", "mon,wed,sat")
        #expect(G.ok(rest).hasSuffix("\n· Gratitude · not a journaling day  streak 9 days\n"))
        let restJSON = try G.json(rest.run("--json"))
        #expect((restJSON["trackers"] as? [[String: Any]])?.first?["due"] as? Bool == false)
        G.ok(rest, "gratitude", "add", "Sunday bonus")
        #expect(G.ok(rest).hasSuffix("\n✓ Gratitude · 1 today  streak 9 days\n"))
    }
}

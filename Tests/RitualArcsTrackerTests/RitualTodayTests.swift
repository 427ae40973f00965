import Foundation
import RitualArcsTracker
import Testing
import TendConsole
import TendKernel
import TendTesting

/// `tend ritual` by time of day, its empty states, the next ritual, and the line in `tend`.
@Suite("ritual: today and its empty states")
struct RitualTodayTests {
    @Test("no rituals yet")
    func noRituals() {
        let h = RitualTest.harness()
        #expect(RitualTest.ok(h, "ritual").out.hasSuffix("No rituals yet — try `tend ritual presets`.\n"))
        #expect(RitualTest.ok(h).out.contains("Rituals · No rituals yet — try `tend ritual presets`."))
    }

    @Test("each part of the day shows its rituals and the anytime ones")
    func byTimeOfDay() throws {
        let h = RitualTest.harness()
        RitualTest.ok(h, "ritual", "new", "M", "--days", "7", "--time", "morning", "--habit", "m")
        RitualTest.ok(h, "ritual", "new", "N", "--days", "7", "--time", "noon", "--habit", "n")
        RitualTest.ok(h, "ritual", "new", "Any", "--days", "7", "--time", "any", "--habit", "a")
        // Earlier parts of the day's rituals, still unfinished, follow (dimmed) until the day ends.
        for (time, expected) in [("06:00", ["M", "Any"]), ("12:30", ["N", "Any", "M"]), ("23:00", ["Any", "M", "N"])] {
            h.now = "2026-11-22T" + time
            let v = try RitualTest.json(RitualTest.ok(h, "ritual", "--json"))
            #expect((v["rituals"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == expected, "\(time)")
        }
        let all = try RitualTest.json(RitualTest.ok(h, "ritual", "--all", "--json"))
        #expect((all["rituals"] as? [[String: Any]])?.count == 3)
    }

    @Test("an earlier ritual left unfinished stays visible, dimmed and marked earlier, until the day ends")
    func earlierUnfinishedStays() throws {
        let h = RitualTest.harness("2026-11-22T07:00")
        RitualTest.ok(h, "ritual", "new", "Morning calm", "--days", "7", "--time", "morning", "--habit", "Meditate",
                      "--habit", "Stretch", "--habit", "Journal")
        RitualTest.ok(h, "ritual", "new", "Wind down", "--days", "7", "--time", "evening", "--habit", "Tea")
        RitualTest.ok(h, "ritual", "new", "Lunch walk", "--days", "7", "--time", "midday", "--habit", "Walk")
        RitualTest.ok(h, "ritual", "check", "Meditate")
        RitualTest.ok(h, "ritual", "check", "Walk", "--date", "2026-11-22")
        h.now = "2026-11-22T20:30"
        var v = try RitualTest.json(RitualTest.ok(h, "ritual", "--json"))
        var rows = try #require(v["rituals"] as? [[String: Any]])
        #expect(rows.compactMap { $0["title"] as? String } == ["Wind down", "Morning calm"], "the finished midday one is not kept")
        #expect(rows.compactMap { $0["earlier"] as? Bool } == [false, true])
        let text = RitualTest.ok(h, "ritual").out
        #expect(text.contains("Morning calm · morning · earlier today, unfinished"), "\(text)")
        #expect(text.contains("1/3"))
        #expect(RitualTest.ok(h).out.contains("Rituals · Wind down 0/1 · Morning calm 1/3 (earlier)"))
        h.now = "2026-11-22T23:30"
        v = try RitualTest.json(RitualTest.ok(h, "ritual", "--json"))
        rows = try #require(v["rituals"] as? [[String: Any]])
        #expect(rows.compactMap { $0["title"] as? String } == ["Morning calm", "Wind down"])
        #expect(v["empty"] == nil || v["empty"] is NSNull)
        #expect(!RitualTest.ok(h, "ritual").out.contains("Nothing for this time of day"))
        // The next day starts afresh.
        h.now = "2026-11-23T07:00"
        v = try RitualTest.json(RitualTest.ok(h, "ritual", "--json"))
        #expect((v["rituals"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["Morning calm"])
    }

    @Test("nothing now: the next ritual later today, else tomorrow, at its reminder time")
    func nextRitual() throws {
        let h = RitualTest.harness("2026-11-22T14:00")
        try RitualTest.seed(h)
        // The morning ritual is finished, so nothing earlier is left to show.
        try RitualTest.checkIn(h, [("Stretch 5 min", "2026-11-22")])
        #expect(RitualTest.ok(h, "ritual").out.hasSuffix("Nothing for this time of day — next: Evening wind-down at 19:00.\n"))
        #expect(RitualTest.ok(h).out.contains("Rituals · Nothing for this time of day — next: Evening wind-down at 19:00."))
        var v = try RitualTest.json(RitualTest.ok(h, "ritual", "--json"))
        #expect(v["empty"] as? String == "nothingNow")
        let next = try #require(v["next"] as? [String: Any])
        #expect(next["title"] as? String == "Evening wind-down" && next["timeOfDay"] as? String == "evening")
        #expect(next["at"] as? String == "19:00" && next["tomorrow"] as? Bool == false)
        // The reminders feature's device setting moves the time.
        #expect(h.run("remind", "set", "ritual.evening", "20:15").code == 0)
        #expect(RitualTest.ok(h, "ritual").out.contains("next: Evening wind-down at 20:15."))
        #expect(try h.openStore().setting(RitualReminderTimes.settingKey(.evening), scope: .device) == .object(["time": "20:15"]))
        // At night, with the day's rituals finished, the next one is tomorrow morning.
        try RitualTest.checkIn(h, [("Make a caffeine-free tea", "2026-11-22"),
                                   ("Read ten pages", "2026-11-22"), ("Write one line about the day", "2026-11-22")])
        h.now = "2026-11-22T23:30"
        #expect(RitualTest.ok(h, "ritual").out.hasSuffix("Nothing for this time of day — next: Morning calm tomorrow at 07:30.\n"))
        v = try RitualTest.json(RitualTest.ok(h, "ritual", "--json"))
        #expect((v["next"] as? [String: Any])?["tomorrow"] as? Bool == true)
    }

    @Test("the today hook: progress of this part of the day's rituals")
    func todayHook() throws {
        let h = RitualTest.harness("2026-11-22T08:00")
        try RitualTest.seed(h)
        let ctx = TrackerContext(store: try h.openStore(), calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock,
                                 ids: SequentialIDs(seed: 5))
        var status = try RitualArcsTracker().today(ctx)
        #expect(TodayText.lines(status) == ["Rituals · Morning calm 1/2"])
        #expect(status.due && !status.done && status.progress?.done == 1 && status.progress?.total == 2)
        #expect(status.figures["timeOfDay"] == "morning")
        RitualTest.ok(h, "ritual", "check", "Stretch 5 min")
        status = try RitualArcsTracker().today(ctx)
        #expect(status.done && TodayText.lines(status) == ["Rituals · Morning calm 2/2"])
        let json = try RitualTest.json(RitualTest.ok(h, "--json"))
        let block = try #require((json["trackers"] as? [[String: Any]])?.first)
        #expect(block["tracker"] as? String == "ritual" && block["done"] as? Bool == true)
    }

    @Test("the today line stays within 80 columns; the arc day is its highlight")
    func longLine() throws {
        let h = RitualTest.harness("2026-11-22T08:00")
        for n in 1...4 {
            RitualTest.ok(h, "ritual", "new", "A rather long ritual title number \(n)", "--days", "7", "--time", "morning",
                          "--habit", "x")
        }
        let lines = RitualTest.ok(h).out.split(separator: "\n").map(String.init)
        let first = try #require(lines.first { $0.hasPrefix("○ Rituals") })
        #expect(first.hasPrefix("○ Rituals · A rather long ritual title number 1 0/1 · "))
        #expect(first.hasSuffix("…") && first.count == 80)
        #expect(lines.contains("    A rather long ritual title number 1: day 1 of 7"))
    }
}

@Suite("ritual: reminders follow the rituals that exist")
struct RitualReminderTests {
    @Test("no rituals, no ritual reminders; an evening ritual brings only the evening reminder")
    func remindersFollowRituals() {
        let h = RitualTest.harness("2026-11-22T09:00")
        #expect(!h.run("remind").out.contains("ritual."))
        RitualTest.ok(h, "ritual", "new", "Evening wind-down", "--days", "30", "--time", "evening", "--habit", "Read")
        let listed = h.run("remind").out
        #expect(listed.contains("ritual.evening  19:00"), "\(listed)")
        #expect(!listed.contains("ritual.morning"))
        #expect(h.run().out.hasSuffix("Next reminder: Rituals · evening today at 19:00.\n"))
    }
}

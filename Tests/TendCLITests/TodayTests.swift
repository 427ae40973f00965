import Foundation
import Testing
import TendKernel
import TendStats
import TendCLITesting
import TendTesting

@Suite("tend today across every enabled tracker")
struct TodayTests {
    @Test("the known history: greeting, one block per tracker, highlights and the next reminder (golden)")
    func knownHistory() throws {
        let h = try KnownHistory.harness()
        #expect(h.run("config", "set", "remind.journal", "21:00").code == 0)
        #expect(h.run("config", "set", "remind.walk", "8:00").code == 0)
        let r = h.run("today")
        #expect(r.code == 0, "\(r)")
        Check.golden(r.out, "today.txt")
        Check.fits80(r.out)
        #expect(h.run().out == r.out, "tend alone shows today")
        let j = h.run("today", "--json")
        #expect(j.code == 0, "\(j)")
        Check.golden(j.out, "today.json")
    }

    @Test("the highlight is the figure of the tracker's own history (counted by hand); a tracker without a target of its own shows its best")
    func highlightFigures() throws {
        let h = try KnownHistory.harness()
        let view = try json(h.run("today", "--json").out)
        let blocks = Dictionary(uniqueKeysWithValues: (view["trackers"] as! [[String: Any]]).map { ($0["tracker"] as! String, $0) })
        // Walk's forgiving streak, counted by hand from the rules of the known history: 82 days from
        // Tue 1 September to Sat 21 November (today isn't done yet and isn't held against it); 15 missed
        // (Sep 5, 6, 12, 17, 26, 28; Oct 3, 9, 17, 20, 24, 31; Nov 7, 11, 14), never three in a row, so
        // the grace of 2 forgives each; 1 skipped (Oct 15), which neither counts nor breaks: 82 − 15 − 1 = 66.
        let hw = blocks["walk"]!["highlight"] as! [String: Any]
        #expect(hw["model"] as? String == "streak")
        #expect(hw["value"] as? Double == 66)
        #expect(hw["text"] as? String == "streak 66 days")
        // The journal lists no streak, so it falls back to momentum.
        let hj = blocks["journal"]!["highlight"] as! [String: Any]
        #expect(hj["model"] as? String == "momentum")
        // Chores has no target of its own: the best of its targets, named. Dishes (daily) misses every fifth
        // day (i mod 5 = 2) — 16 single misses in the 82 finished days, each forgiven — so 82 − 16 = 66 days;
        // Laundry (2/week from Thu 1 October, done Mondays and Thursdays) has met the seven weeks from
        // Mon 5 October (its first, cut week had one) through this one: 7 weeks. The best is Dishes.
        let hc = blocks["chores"]!["highlight"] as! [String: Any]
        #expect(hc["target"] as? String == "chores:Dishes")
        #expect(hc["value"] as? Double == 66)
        #expect(hc["text"] as? String == "Dishes: streak 66 days")
        #expect(view["motivation"] as? String == "streak")
        #expect(blocks["walk"]!["due"] as? Bool == true && blocks["walk"]!["done"] as? Bool == false)
        #expect(blocks["feel"]!["done"] as? Bool == true)
        #expect(blocks["journal"]!["due"] as? Bool == false && blocks["journal"]!["done"] as? Bool == true)
    }

    @Test("the motivation setting picks momentum or strength; trackers that don't list it fall back")
    func motivationModels() throws {
        let h = try KnownHistory.harness()
        #expect(h.run("config", "set", "motivation", "momentum").code == 0)
        let m = h.run("today")
        Check.golden(m.out, "today-momentum.txt")
        #expect(h.run("config", "set", "motivation", "strength").code == 0)
        let view = try json(h.run("today", "--json").out)
        let models = (view["trackers"] as! [[String: Any]]).map { ($0["highlight"] as? [String: Any])?["model"] as? String }
        // Walk and chores list strength; feel and journal don't (feel falls back to streak, journal to momentum).
        #expect(models == ["strength", "streak", "momentum", "strength"])
    }

    @Test("only enabled trackers get a block, in registry order")
    func enabledOnly() throws {
        let h = try KnownHistory.harness()
        #expect(h.run("config", "set", "enabled-trackers", "journal, feel").code == 0)
        let view = try json(h.run("today", "--json").out)
        #expect((view["trackers"] as! [[String: Any]]).map { $0["tracker"] as! String } == ["feel", "journal"])
        let text = h.run("today").out
        #expect(!text.contains("Walk"))
        #expect(text.contains("Feel · 4 of 5"))
    }

    @Test("the next reminder: own days, the tracker's schedule, a time already past today, a day already recorded, none set")
    func nextReminder() throws {
        let h = try KnownHistory.harness()
        #expect(!h.run("today").out.contains("Next reminder"))
        // Journal follows its weekday schedule: Sunday → Monday.
        h.run("config", "set", "remind.journal", "21:00")
        #expect(h.run("today").out.hasSuffix("\nNext reminder: Journal tomorrow at 21:00.\n"))
        // Walk (not done yet today) later today wins.
        h.run("config", "set", "remind.walk", "19:30")
        #expect(h.run("today").out.hasSuffix("\nNext reminder: Walk today at 19:30.\n"))
        // Feel is already logged today, so its reminder today is skipped: tomorrow's is its next.
        h.run("config", "unset", "remind.walk")
        h.run("config", "set", "remind.feel", "19:30")
        #expect(h.run("today").out.hasSuffix("\nNext reminder: Feel tomorrow at 19:30.\n"))
        // A time already past today and own days (Wednesdays only): the next Wednesday.
        h.run("config", "unset", "remind.feel")
        h.run("config", "unset", "remind.journal")
        h.run("config", "set", "remind.walk", "08:00", "wed")
        #expect(h.run("today").out.hasSuffix("\nNext reminder: Walk on Wednesday at 08:00.\n"))
        let j = try json(h.run("today", "--json").out)
        let next = j["nextReminder"] as! [String: Any]
        #expect(next["day"] as? String == "2026-11-25" && next["time"] as? String == "08:00" && next["tracker"] as? String == "walk")
        // A reminder of a disabled tracker is not shown.
        h.run("config", "set", "enabled-trackers", "feel")
        #expect(!h.run("today").out.contains("Next reminder"))
    }

    @Test("a tracker's own highlight replaces the computed one; long lines are cut to 80 columns")
    func ownHighlightAndWidth() throws {
        struct Arc: StandInTracker {
            let descriptor = TrackerDescriptor(id: "arc", name: "Arc", summary: "An arc.", valueKind: .done, perDay: .one)
            func today(_ c: TrackerContext) throws -> TodayStatus {
                TodayStatus(tracker: "arc", title: .verbatim("Arc"), due: true, done: false,
                            lines: [.sentence([.verbatim("Arc"), .verbatim(String(repeating: "long words ", count: 12))]),
                                    .sentence([.verbatim("second line")])],
                            highlight: .phrase(.verbatim("Day 12 of 30")))
            }
        }
        let h = TendHarness(now: KnownHistory.now, modules: [TestModule.plugin(tracker: Arc())])
        let r = h.run()
        #expect(r.code == 0, "\(r)")
        Check.fits80(r.out)
        #expect(r.out.contains("Day 12 of 30"))
        #expect(r.out.contains("\n  second line\n"))
        let hl = try json(h.run("--json").out)["trackers"].flatMap { ($0 as! [[String: Any]]).first?["highlight"] } as! [String: Any]
        #expect(hl["model"] as? String == "tracker" && hl["text"] as? String == "Day 12 of 30")
    }

    /// Writes `entry(day)` on a 500-day run, a break (3 missed days), 30 days, another break, then
    /// `currentRun` days up to today (up to yesterday when there is no current run: today is never missed).
    static func seedRuns(_ h: TendHarness, currentRun: Int, _ entry: (Day) -> Entry) throws {
        h.run("history")
        var day = currentRun == 0 ? KnownHistory.today.adding(days: -1) : KnownHistory.today
        var muts: [Mutation] = []
        for n in [currentRun, 30, 500] {
            for _ in 0..<n {
                muts.append(.create(entry(day)))
                day = day.adding(days: -1)
            }
            day = day.adding(days: -3)
        }
        try h.openStore().write(ChangeIntent(action: "test.seed")) { _ in muts }
    }

    @Test("the streak highlight is exact however far back the current run reaches (windowed reads)",
          arguments: [20, 80, 300, 0])
    func streakWindows(currentRun: Int) throws {
        // Water, daily: a 500-day run, a break (3 missed days), 30 days, another break, then `currentRun` days.
        let h = TendHarness(now: KnownHistory.now, modules: [TestModule.plugin(tracker: WaterTracker())])
        var marks: [Day: DayMark] = [:]
        try Self.seedRuns(h, currentRun: currentRun) { day in
            marks[day] = DayMark(value: 1)
            return Entry(id: "w-\(day.iso)", tracker: "water", day: day, value: .amount(1), created: Date(timeIntervalSince1970: 0))
        }
        let full = Streaks.scheduled(ScheduledHistory(marks: marks, schedule: .daily, start: marks.keys.min()), today: KnownHistory.today)
        #expect(full.current == currentRun && full.longest == 500)
        let hl = (try json(h.run("today", "--json").out)["trackers"] as! [[String: Any]])[0]["highlight"] as! [String: Any]
        #expect(hl["value"] as? Double == Double(full.current))
        #expect(hl["text"] as? String == (currentRun > 0 ? "streak \(currentRun) days" : "best streak 500 days"))
    }

    @Test("gratitude's highlight is the streak its own block worked out: exact however far back it reaches",
          arguments: [20, 80, 300, 0])
    func gratitudeStreakFromItsBlock(currentRun: Int) throws {
        // Lines on a 500-day run, a break (3 missed days), 30 days, another break, then `currentRun` days.
        let h = TendHarness(now: KnownHistory.now)
        try Self.seedRuns(h, currentRun: currentRun) { day in
            Entry(id: "g-\(day.iso)", tracker: "gratitude", day: day, value: .text("Tea"), position: FractionalIndex.first,
                  created: Date(timeIntervalSince1970: 0))
        }
        let blocks = try json(h.run("today", "--json").out)["trackers"] as! [[String: Any]]
        let block = try #require(blocks.first { $0["tracker"] as? String == "gratitude" })
        let hl = block["highlight"] as! [String: Any]
        #expect((block["figures"] as? [String: Any])?["streak"] as? Int == currentRun)
        #expect(hl["value"] as? Double == Double(currentRun))
        #expect(hl["text"] as? String == (currentRun > 0 ? "streak \(currentRun) days" : "best streak 500 days"))
    }

    @Test("ASCII markers with --ascii")
    func asciiMarkers() throws {
        let h = try KnownHistory.harness()
        let lines = h.run("today", "--ascii").out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("o Walk - not yet") })
        #expect(lines.contains { $0.hasPrefix("x Feel - 4 of 5") })
    }
}

/// Parses a JSON object.
func json(_ text: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
}

import Foundation
import Testing
import TendKernel
import TendStats
import TendTesting

@Suite("tend compare across every tracker's targets")
struct CompareTests {
    @Test("every enabled tracker side by side over the default 90 days (golden)")
    func knownHistory() throws {
        let h = try KnownHistory.harness()
        let r = h.run("compare")
        #expect(r.code == 0, "\(r)")
        Check.golden(r.out, "compare.txt")
        Check.fits80(r.out)
        let j = h.run("compare", "--json")
        Check.golden(j.out, "compare.json")
    }

    @Test("the figures are the ones recounted from the known history")
    func figuresRecounted() throws {
        let h = try KnownHistory.harness()
        let report = try json(h.run("compare", "walk", "feel", "--since", "30d", "--json").out)
        #expect(report["from"] as? String == "2026-10-24" && report["to"] as? String == "2026-11-22" && report["days"] as? Int == 30)
        let rows = report["targets"] as! [[String: Any]]
        #expect(rows.map { $0["id"] as! String } == ["walk", "feel"])
        // Walk: due every day of the period but the skip, today not held against it (not done yet).
        let period = Day(iso: "2026-10-24")!...KnownHistory.today
        let walkDue = period.filter { $0 != KnownHistory.today && KnownHistory.walk($0) != .skip }
        let walkDone = walkDue.filter { KnownHistory.walk($0) == .done }
        #expect(rows[0]["scheduledDays"] as? Double == Double(walkDue.count))
        #expect(rows[0]["daysDone"] as? Double == Double(walkDone.count))
        #expect(rows[0]["completionRate"] as? Double == JSONRound.r(Double(walkDone.count) / Double(walkDue.count)))
        // Feel: logged today, so today counts.
        let feelDone = period.filter { KnownHistory.feel($0) != nil }
        #expect(rows[1]["daysDone"] as? Double == Double(feelDone.count))
        #expect(rows[1]["scheduledDays"] as? Double == 30)
        // Strict streak of walk: back to the last missed day.
        let lastMiss = walkDue.last { KnownHistory.walk($0) == nil }!
        let strict = walkDue.filter { $0 > lastMiss }.count
        #expect((rows[0]["strictStreak"] as! [String: Any])["current"] as? Int == strict)
        // Entries per active day: one (one entry a day).
        #expect((rows[0]["entriesPerActiveDay"] as! [String: Any])["mean"] as? Double == 1)
    }

    @Test("days filled in weeks back after a compare count in the next one: its saved fold is dropped, not reused")
    func pastDaysFilledIn() throws {
        let h = try KnownHistory.harness()
        let before = try json(h.run("compare", "walk", "--json").out)["targets"] as! [[String: Any]]
        #expect(try h.openStore().checkpoint(tracker: "walk", target: "walk", kind: "figures") != nil)
        // Every walk missed more than 45 days ago, done after all.
        let missed = KnownHistory.days.filter { $0 < KnownHistory.today.adding(days: -45) && KnownHistory.walk($0) == nil }
        #expect(missed.count > 3)
        let fill = missed.map { Mutation.create(Entry(id: EntryKey.daily("walk", $0), tracker: "walk", day: $0, value: .done, created: Date(timeIntervalSince1970: 1_790_000_000))) }
        try h.openStore().write(ChangeIntent(action: "test.fill")) { _ in fill }
        let after = try json(h.run("compare", "walk", "--json").out)["targets"] as! [[String: Any]]
        // The same history written before any compare ran.
        let fresh = try KnownHistory.harness()
        try fresh.openStore().write(ChangeIntent(action: "test.fill")) { _ in fill }
        let expected = try json(fresh.run("compare", "walk", "--json").out)["targets"] as! [[String: Any]]
        #expect(NSDictionary(dictionary: after[0]) == NSDictionary(dictionary: expected[0]))
        #expect((after[0]["strictStreak"] as! [String: Any])["longest"] as! Int > (before[0]["strictStreak"] as! [String: Any])["longest"] as! Int)
    }

    @Test("targets by id, by tracker id and ignoring case; --from/--to")
    func targetsAndPeriods() throws {
        let h = try KnownHistory.harness()
        let a = try json(h.run("compare", "CHORES:dishes", "chores", "--from", "2026-10-01", "--to", "2026-10-31", "--json").out)
        #expect((a["targets"] as! [[String: Any]]).map { $0["id"] as! String } == ["chores:Dishes", "chores:Laundry"])
        #expect(a["days"] as? Int == 31)
        let laundry = (a["targets"] as! [[String: Any]])[1]
        #expect(laundry["streakUnit"] as? String == "weeks")
        #expect(laundry["schedule"] as? String == "2/week")
    }

    @Test("targets of different trackers named in turn keep their order, each row as when compared alone")
    func interleavedTargets() throws {
        let h = try KnownHistory.harness()
        let ids = ["feel", "chores:Laundry", "walk", "chores:Dishes"]
        let rows = try json(h.run(["compare"] + ids + ["--json"]).out)["targets"] as! [[String: Any]]
        #expect(rows.map { $0["id"] as! String } == ids)
        for (id, row) in zip(ids, rows) {
            let alone = try json(h.run("compare", id, "--json").out)["targets"] as! [[String: Any]]
            #expect(alone.count == 1)
            #expect(NSDictionary(dictionary: alone[0]).isEqual(to: row), "\(id)")
        }
    }

    @Test("--models shows how each model rates one target over time (golden, JSON, SVG)")
    func models() throws {
        let h = try KnownHistory.harness()
        let svg = h.directory + "/models.svg"
        let r = h.run("compare", "--models", "walk", "--svg", svg)
        #expect(r.code == 0, "\(r)")
        Check.golden(r.out, "compare-models.txt")
        Check.fits80(r.out)
        #expect(r.err.contains("models.svg"))
        Check.golden(try String(contentsOfFile: svg, encoding: .utf8), "compare-models.svg")
        let j = try json(h.run("compare", "--models", "walk", "--json").out)
        let days = j["days"] as! [String]
        #expect(days.last == "2026-11-22" && days.count == 30 && days.first == "2026-08-27")
        let strict = j["strictStreak"] as! [Int], forgiving = j["forgivingStreak"] as! [Int]
        #expect(zip(strict, forgiving).allSatisfy { $0 <= $1 }, "a forgiving streak is never shorter")
        let current = j["current"] as! [String: Any]
        #expect(current["forgivingStreak"] as? Int == forgiving.last)
        let compared = try json(h.run("compare", "walk", "--json").out)["targets"] as! [[String: Any]]
        #expect((compared[0]["streak"] as! [String: Any])["current"] as? Int == forgiving.last)
        #expect(compared[0]["strength"] as? Double == current["strength"] as? Double)
        #expect((compared[0]["momentum"] as! [String: Any])["score"] as? Double == (current["momentum"] as! [String: Any])["score"] as? Double)
    }

    @Test("--svg writes the adherence chart")
    func svgTable() throws {
        let h = try KnownHistory.harness()
        let path = h.directory + "/compare.svg"
        let r = h.run("compare", "--svg", path)
        #expect(r.code == 0, "\(r)")
        Check.golden(try String(contentsOfFile: path, encoding: .utf8), "compare.svg")
    }

    @Test("bad input: unknown target, bad periods, --models misuse, unwritable SVG — nothing written")
    func badInput() throws {
        let h = try KnownHistory.harness()
        let before = try h.digest()
        func refused(_ args: [String], _ code: Int32, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let r = h.run(args)
            #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
            #expect(r.out.isEmpty, sourceLocation: sourceLocation)
            #expect(r.err == "tend: " + message + "\n", sourceLocation: sourceLocation)
        }
        refused(["compare", "run"], 66, "'run' is not a tracker, habit, stack or ritual here; known targets: walk, feel, journal, chores:Dishes, chores:Laundry.")
        refused(["compare", "--models", "nope"], 66, "'nope' is not a tracker, habit, stack or ritual here; known targets: walk, feel, journal, chores:Dishes, chores:Laundry.")
        refused(["compare", "--models", "chores"], 65, "'chores' names several targets (chores:Dishes, chores:Laundry); give one of them to --models.")
        refused(["compare", "walk", "--models", "feel"], 65, "--models takes one target on its own; leave out the other targets.")
        refused(["compare", "--since", "ninety"], 65, "--since 'ninety' is not a period; use 90d, 12w, 6m, 1y or a date like 2026-09-01.")
        refused(["compare", "--since", "0d"], 65, "--since '0d' is not a period; use 90d, 12w, 6m, 1y or a date like 2026-09-01.")
        refused(["compare", "--since", "2026-12-01"], 65, "2026-12-01 is in the future (today is 2026-11-22); only today or earlier can be recorded.")
        refused(["compare", "--since", "30d", "--to", "2026-11-01"], 65, "--since can't be combined with --from or --to; give one or the other.")
        refused(["compare", "--from", "2026-11-10", "--to", "2026-11-01"], 65, "--from 2026-11-10 is after --to 2026-11-01; give a --from on or before --to.")
        refused(["compare", "--to", "tomorrow"], 65, "2026-11-23 is in the future (today is 2026-11-22); only today or earlier can be recorded.")
        refused(["compare", "--svg", h.directory + "/no/such/c.svg"], 73, "Can't write the chart to \(h.directory)/no/such/c.svg: its folder doesn't exist.")
        refused(["compare", "--svg", h.directory], 73, "Can't write the chart to \(h.directory): it is a folder.")
        #expect(try h.digest() == before)
    }
}

enum JSONRound {
    /// Rounds as `--json` output does (4 places).
    static func r(_ x: Double) -> Double { (x * 10_000).rounded() / 10_000 }
}

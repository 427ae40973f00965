import Foundation
import RitualArcsTracker
import Testing
import TendKernel
import TendTesting

/// Arc boundaries: the first and last day, renewing on the last day and after a gap, and history across
/// arcs with different habits.
@Suite("ritual: arc boundaries and renewal")
struct RitualArcBoundaryTests {
    private func day(_ s: String) -> Day { Day(iso: s)! }

    @Test("check-ins are accepted on an arc's first and last day and refused just outside")
    func firstAndLastDay() throws {
        let h = RitualTest.harness("2026-11-22T20:00")
        RitualTest.ok(h, "ritual", "new", "Walk", "--days", "7", "--time", "evening", "--habit", "Walk", "--start", "2026-11-16")
        let book = try RitualTest.book(h)
        let walk = try #require(book.ritual(titled: "walk"))
        let arc = try #require(book.arcs(of: walk).first)
        #expect(arc.start == day("2026-11-16") && arc.end == day("2026-11-22") && arc.length == 7 && arc.number == 1 && arc.current)
        RitualTest.ok(h, "ritual", "check", "Walk", "--date", "2026-11-16")
        RitualTest.ok(h, "ritual", "check", "Walk", "--date", "2026-11-22")
        try RitualTest.refused(h, ["ritual", "check", "Walk", "--date", "2026-11-15"], code: 65, mentions: "outside the arcs of 'Walk'")
        h.now = "2026-11-23T20:00"
        try RitualTest.refused(h, ["ritual", "check", "Walk"], code: 65, mentions: "2026-11-23 is outside the arcs of 'Walk'")
        let entries = try h.openStore().entries(EntryQuery(tracker: "ritual"))
        #expect(entries.map(\.day) == [day("2026-11-16"), day("2026-11-22")])
        #expect(entries.allSatisfy { $0.id == EntryKey.daily("ritual", subject: $0.subject!, $0.day) && $0.value == .done })
        // The view after the arc: it is finished and says how to renew.
        let all = RitualTest.ok(h, "ritual", "--all").out
        #expect(all.contains("Walk · evening · arc 1 ended 2026-11-22; renew with: tend ritual renew 'Walk'"))
        let today = try RitualTest.json(RitualTest.ok(h, "ritual", "--json"))
        #expect(today["empty"] as? String == "noneRunning")
    }

    @Test("renewing on the last day starts the next arc the day after; the last day stays in the old arc")
    func renewOnLastDay() throws {
        let h = RitualTest.harness("2026-11-22T20:00")
        RitualTest.ok(h, "ritual", "new", "Walk", "--days", "7", "--time", "evening", "--habit", "Walk", "--start", "2026-11-16")
        RitualTest.ok(h, "ritual", "check", "Walk")
        let r = RitualTest.ok(h, "ritual", "renew", "Walk", "--days", "10")
        #expect(r.out == "Renewed 'Walk': arc 2 of 10 days, 2026-11-23 to 2026-12-02, with 1 habit.\n")
        let book = try RitualTest.book(h)
        let walk = try #require(book.ritual(titled: "Walk"))
        let arcs = book.arcs(of: walk)
        #expect(arcs.map(\.number) == [1, 2])
        #expect(arcs.map(\.current) == [false, true])
        #expect(arcs[1].start == day("2026-11-23") && arcs[1].end == day("2026-12-02"))
        #expect(walk.days == 10)
        // Each arc has its own habit record; today's check-in belongs to arc 1's.
        let (h1, h2) = (try #require(book.habits(of: arcs[0]).first), try #require(book.habits(of: arcs[1]).first))
        #expect(h1.id != h2.id && h1.title == h2.title)
        RitualTest.ok(h, "ritual", "uncheck", "Walk")
        RitualTest.ok(h, "ritual", "check", "Walk")
        #expect(try h.openStore().entry(id: h1.checkInID(day("2026-11-22")))?.deleted == false)
        // Today still shows arc 1's last day.
        #expect(RitualTest.ok(h, "ritual").out.contains("Walk · evening · day 7 of 7"))
        h.now = "2026-11-23T20:00"
        RitualTest.ok(h, "ritual", "check", "Walk")
        #expect(try h.openStore().entry(id: h2.checkInID(day("2026-11-23")))?.value == .done)
        #expect(RitualTest.ok(h, "ritual").out.contains("Walk · evening · day 1 of 10"))
        // Renewing again before the last day is refused.
        try RitualTest.refused(h, ["ritual", "renew", "Walk"], code: 65, mentions: "on day 1 of 10 of arc 2")
    }

    @Test("renewing after a gap starts today; the gap belongs to no arc")
    func renewAfterGap() throws {
        let h = RitualTest.harness("2026-11-30T08:00")
        RitualTest.ok(h, "ritual", "new", "Stretch", "--days", "7", "--time", "morning", "--habit", "Stretch", "--start", "2026-11-16")
        for d in ["2026-11-20", "2026-11-21", "2026-11-22"] { RitualTest.ok(h, "ritual", "check", "Stretch", "--date", d) }
        RitualTest.ok(h, "ritual", "renew", "Stretch")
        let book = try RitualTest.book(h)
        let arcs = book.arcs(of: try #require(book.ritual(titled: "Stretch")))
        #expect(arcs.map { $0.start.iso + "…" + $0.end.iso } == ["2026-11-16…2026-11-22", "2026-11-30…2026-12-06"])
        for gap in ["2026-11-23", "2026-11-29"] {
            try RitualTest.refused(h, ["ritual", "check", "Stretch", "--date", gap], code: 65,
                                   mentions: "\(gap) is outside the arcs of 'Stretch' (2026-11-16 – 2026-11-22, 2026-11-30 – 2026-12-06)")
        }
        RitualTest.ok(h, "ritual", "check", "Stretch")
        // The gap (7 days, more than the 2 days of grace) is neither due nor missed: the streak goes on.
        let show = try RitualTest.json(RitualTest.ok(h, "ritual", "show", "Stretch", "--json"))
        #expect((show["streak"] as? [String: Int])?["current"] == 4)
        #expect(show["day"] as? Int == 1)
        #expect(show["daysRemaining"] as? Int == 6)
    }

    @Test("history across two arcs with different habits: each arc keeps its own habits and check-ins")
    func historyAcrossArcs() throws {
        let h = RitualTest.harness("2026-11-22T08:00")
        RitualTest.ok(h, "ritual", "new", "Morning", "--days", "7", "--time", "morning", "--habit", "Walk", "--habit", "Read",
                      "--start", "2026-11-16")
        try RitualTest.checkIn(h, [("Walk", "2026-11-16"), ("Walk", "2026-11-17"), ("Walk", "2026-11-18"), ("Read", "2026-11-16")])
        RitualTest.ok(h, "ritual", "renew", "Morning", "--habit", "Run", "--habit", "Stretch", "--habit", "Journal")
        h.now = "2026-11-24T08:00"
        try RitualTest.checkIn(h, [("Run", "2026-11-23"), ("Stretch", "2026-11-23"), ("Journal", "2026-11-23")])
        RitualTest.ok(h, "ritual", "check", "Run")
        // Editing the new arc's habits leaves arc 1 alone.
        RitualTest.ok(h, "ritual", "edit", "Morning", "--rename-habit", "Journal", "--to", "Write", "--remove-habit", "Stretch")
        try RitualTest.refused(h, ["ritual", "check", "Walk"], code: 66,
                               mentions: "'Walk' is not a habit of 'Morning'; its habits are: Run, Write.")
        RitualTest.ok(h, "ritual", "check", "Read", "--date", "2026-11-17")  // arc 1's habit, arc 1's day

        let show = try RitualTest.json(RitualTest.ok(h, "ritual", "show", "Morning", "--json"))
        let arcs = try #require(show["arcs"] as? [[String: Any]])
        #expect(arcs.map { $0["habits"] as? [String] } == [["Walk", "Read"], ["Run", "Write"]])
        #expect(arcs.map { $0["current"] as? Bool } == [false, true])
        // Arc 1: Walk on 3 days, Read on 2 of 7 days, 2 habits → 5 / 14.
        #expect(arcs[0]["completionRate"] as? Double == 0.3571)

        let history = try RitualTest.json(RitualTest.ok(h, "ritual", "history", "--ritual", "Morning", "--json"))
        let days = try #require(history["days"] as? [[String: Any]])
        func row(_ d: String) -> [String: Any]? { days.first { $0["date"] as? String == d } }
        #expect(row("2026-11-16")?["done"] as? Int == 2 && row("2026-11-16")?["total"] as? Int == 2)
        #expect(row("2026-11-16")?["level"] as? String == "perfect")
        #expect(row("2026-11-17")?["level"] as? String == "perfect")
        #expect(row("2026-11-18")?["level"] as? String == "half")
        #expect(row("2026-11-19")?["level"] as? String == "none")
        // Arc 2 now has 2 habits (Stretch removed): its check-in no longer counts.
        #expect(row("2026-11-23")?["done"] as? Int == 2 && row("2026-11-23")?["total"] as? Int == 2)
        #expect(row("2026-11-24")?["done"] as? Int == 1 && row("2026-11-24")?["level"] as? String == "half")
        #expect(row("2026-11-25") == nil)  // after today
        #expect(history["perfectDays"] as? Int == 3)
        // The removed habit's check-in is still stored (undo can bring the habit back).
        #expect(try h.openStore().entries(EntryQuery(tracker: "ritual")).count == 9)
    }

    @Test("renew keeps the habits' order and a concurrent renewal writes the same records")
    func renewIsDeterministic() throws {
        let h = RitualTest.harness("2026-11-22T08:00")
        RitualTest.ok(h, "ritual", "new", "Focus", "--days", "7", "--time", "morning", "--habit", "A", "--habit", "B", "--habit", "C",
                      "--start", "2026-11-16")
        RitualTest.ok(h, "ritual", "reorder", "Focus", "C", "--to", "1")
        RitualTest.ok(h, "ritual", "renew", "Focus")
        let book = try RitualTest.book(h)
        let r = try #require(book.ritual(titled: "Focus"))
        let arcs = book.arcs(of: r)
        #expect(book.habits(of: arcs[1]).map(\.title) == ["C", "A", "B"])
        #expect(arcs[1].id == RitualArc.id(ritual: r.id, number: 2))
        #expect(book.habits(of: arcs[1]).map(\.id) == ["1", "2", "3"].map { arcs[1].id + ".h" + $0 })
    }
}

import Foundation
import RitualArcsTracker
import Testing
import TendKernel
import TendTesting

/// `tend doctor` on ritual records: a deliberately broken store (bad items written through the store)
/// is reported, `--fix` repairs it, and a healthy store stays clean.
@Suite("ritual: doctor checks and repairs")
struct RitualDoctorTests {
    @Test("a healthy store has no ritual problems")
    func healthy() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        h.now = "2026-12-10T09:00"
        RitualTest.ok(h, "ritual", "renew", "Morning calm", "--habit", "Meditate")
        let r = h.run("doctor")
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("All good"))
    }

    @Test("broken arcs, flags, numbers and positions are found and repaired")
    func brokenStore() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        RitualTest.ok(h, "ritual", "new", "Walk", "--days", "14", "--time", "evening", "--habit", "Walk", "--start", "2026-11-01")
        let store = try h.openStore()
        let book = try RitualBook.load(store)
        let calm = try #require(book.ritual(titled: "Morning calm")), wind = try #require(book.ritual(titled: "Evening wind-down"))
        let walk = try #require(book.ritual(titled: "Walk"))
        let calmArc = try #require(book.currentArc(of: calm)), windArc = try #require(book.currentArc(of: wind))
        let walkArc = try #require(book.currentArc(of: walk))
        let windHabits = book.habits(of: windArc)
        let now = h.clock.now()
        try store.write(ChangeIntent(action: "test.break")) { _ in
            [
                // Morning calm: ends before it starts, and is numbered 5.
                .updateItem(calmArc.id, [ArcField.end: "2026-11-01", ArcField.number: 5]),
                // Evening wind-down: a second in-progress arc overlapping the first; two habits share a place.
                .create(RitualArc(id: "stray-arc", ritual: wind.id, number: 2, start: windArc.start.adding(days: 3),
                                  end: windArc.start.adding(days: 12), current: true).item(created: now)),
                .move(.item, windHabits[1].id, to: windHabits[0].position),
                // Walk: no in-progress arc, and an unreadable end date.
                .updateItem(walkArc.id, [ArcField.current: false, ArcField.end: "soon"]),
                // A ritual with no arc, in the same place as Walk.
                .create(Item(id: "lonely", tracker: "ritual", type: Ritual.itemType,
                             fields: [RitualField.title: "Lonely", RitualField.time: "night"], position: walk.position,
                             created: now)),
            ]
        }
        let sick = h.run("doctor", "--json")
        #expect(sick.code == 1, "\(sick)")
        let report = try RitualTest.json(sick)
        let problems = try #require(report["problems"] as? [String])
        let expected = [
            "Rituals: arc 1 of 'Walk' has no readable start or end date",
            "Rituals: arc 5 of 'Morning calm' runs 2026-11-11 to 2026-11-01 (-9 days); an arc lasts 7 to 365 days",
            "Rituals: the arcs of 'Morning calm' are numbered 5; they should be 1 to 1 in date order",
            "Rituals: arcs 1 and 2 of 'Evening wind-down' overlap from 2026-11-23 to 2026-12-19",
            "Rituals: 'Evening wind-down' has 2 in-progress arcs; exactly one, the latest (arc 2), should be",
            "Rituals: 'Walk' has 0 in-progress arcs; exactly one, the latest (arc 1), should be",
            "Rituals: 'Lonely' has no arc",
            "Rituals: some rituals share a position in the list",
            "Rituals: some habits of arc 1 of 'Evening wind-down' share a position",
        ]
        #expect(Set(problems) == Set(expected), "\(problems)")
        #expect(problems.count == expected.count)
        let text = h.run("doctor")
        #expect(text.out.contains("Found 9 problems:"))

        let fixed = h.run("doctor", "--fix")
        #expect(fixed.code == 0, "\(fixed)")
        #expect(h.run("doctor").out.contains("All good"))
        let after = try RitualBook.load(try h.openStore())
        let calmArcs = after.arcs(of: try #require(after.ritual(titled: "Morning calm")))
        #expect(calmArcs.map { [$0.number, $0.length] } == [[1, 30]])
        let windArcs = after.arcs(of: try #require(after.ritual(titled: "Evening wind-down")))
        #expect(windArcs.map(\.number) == [1, 2] && windArcs.map(\.current) == [false, true])
        #expect(windArcs[1].start == windArcs[0].end.adding(days: 1) && windArcs[1].length == 10)
        #expect(Set(after.habits(of: windArcs[0]).map(\.position)).count == 3)
        #expect(after.habits(of: windArcs[0]).map(\.title) == windHabits.map(\.title))
        let walkArcs = after.arcs(of: try #require(after.ritual(titled: "Walk")))
        #expect(walkArcs.map { [$0.start.iso, $0.end.iso] } == [["2026-11-01", "2026-11-14"]] && walkArcs[0].current)
        let lonely = try #require(after.ritual(titled: "Lonely"))
        #expect(lonely.archived && lonely.archivedOn == Day(iso: "2026-11-22"))
        #expect(Set(after.rituals.map(\.position)).count == after.rituals.count)
        // The repair is one logged change, undoable like any other.
        #expect(h.run("history", "--limit", "1").out.contains("Repaired by doctor"))
    }

    @Test("the hooks agree: repairs fix exactly what checkHealth reports")
    func hooks() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        let store = try h.openStore()
        let book = try RitualBook.load(store)
        let calm = try #require(book.ritual(titled: "Morning calm"))
        let arc = try #require(book.currentArc(of: calm))
        try store.write(ChangeIntent(action: "test.break")) { _ in [.updateItem(arc.id, [ArcField.end: "2027-12-31"])] }
        let ctx = TrackerContext(store: store, calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock, ids: SequentialIDs(seed: 9))
        let tracker = RitualArcsTracker()
        #expect(try tracker.checkHealth(ctx) == [
            "arc 1 of 'Morning calm' runs 2026-11-11 to 2027-12-31 (416 days); an arc lasts 7 to 365 days",
        ])
        let repairs = try tracker.repairs(ctx)
        #expect(repairs == [.updateItem(arc.id, [ArcField.start: "2026-11-11", ArcField.end: "2027-11-10"])])
        try store.write(ChangeIntent(action: "doctor.fix")) { _ in repairs }
        #expect(try tracker.checkHealth(ctx).isEmpty)
    }
}

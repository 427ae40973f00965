import Foundation
@testable import RitualArcsTracker
import Testing
import TendKernel
import TendStats

/// The model's rules: due days, arcs, presets and reminder defaults.
@Suite("ritual: model")
struct RitualModelTests {
    private let d = { (s: String) in Day(iso: s)! }

    @Test("subtracting day ranges")
    func subtract() {
        let a = d("2026-11-01")...d("2026-11-30")
        #expect(RitualProgress.subtract(a, d("2026-12-01")...d("2026-12-05")) == [a])
        #expect(RitualProgress.subtract(a, d("2026-11-10")...d("2026-11-12"))
                == [d("2026-11-01")...d("2026-11-09"), d("2026-11-13")...d("2026-11-30")])
        #expect(RitualProgress.subtract(a, d("2026-10-01")...d("2026-11-05")) == [d("2026-11-06")...d("2026-11-30")])
        #expect(RitualProgress.subtract(a, d("2026-10-01")...d("2026-12-31")).isEmpty)
    }

    @Test("due days: arcs less pauses, the current pause and the days from archiving on")
    func dueIntervals() {
        let r = Ritual(id: "r", title: "R", timeOfDay: .morning, disabledOn: d("2026-12-20"),
                       pauses: [d("2026-11-05")...d("2026-11-06")], created: Date(timeIntervalSince1970: 0))
        let arcs = [RitualArc.make(ritual: "r", number: 1, start: d("2026-11-01"), days: 10),
                    RitualArc.make(ritual: "r", number: 2, start: d("2026-12-15"), days: 10)]
        let book = RitualBook(rituals: [r], arcs: arcs, habits: [])
        #expect(RitualProgress.dueIntervals(book, r) == [d("2026-11-01")...d("2026-11-04"), d("2026-11-07")...d("2026-11-10"),
                                                        d("2026-12-15")...d("2026-12-19")])
        let timeline = RitualProgress.timeline(book, r)
        #expect(timeline.start == d("2026-11-01"))
        #expect(timeline.isScheduled(d("2026-11-04")) && !timeline.isScheduled(d("2026-11-05")))
        #expect(!timeline.isScheduled(d("2026-11-11")) && timeline.isScheduled(d("2026-12-19")))
        #expect(!timeline.isScheduled(d("2026-12-20")) && !timeline.isScheduled(d("2026-12-24")))
        var archived = r
        archived.disabledOn = nil
        archived.archived = true
        archived.archivedOn = d("2026-12-17")
        #expect(RitualProgress.dueIntervals(book, archived).last == d("2026-12-15")...d("2026-12-16"))
        #expect(!archived.counts(on: d("2026-12-17")) && archived.counts(on: d("2026-12-16")))
    }

    @Test("an arc's days, phases and ids")
    func arcs() {
        let a = RitualArc.make(ritual: "abc", number: 2, start: d("2026-11-30"), days: 7)
        #expect(a.id == "abc.arc2" && a.end == d("2026-12-06") && a.length == 7 && a.current)
        #expect(a.dayNumber(d("2026-11-30")) == 1 && a.dayNumber(d("2026-12-06")) == 7)
        #expect(a.phase(on: d("2026-11-29")) == .upcoming && a.phase(on: d("2026-12-06")) == .running
                && a.phase(on: d("2026-12-07")) == .finished)
        let habits = ArcHabit.make(["x", "y"], arc: a)
        #expect(habits.map(\.id) == ["abc.arc2.h1", "abc.arc2.h2"] && habits[0].position < habits[1].position)
        #expect(habits[0].checkInID(d("2026-12-01")) == "ritual/abc.arc2.h1/2026-12-01")
        // The item round-trips.
        #expect(RitualArc(item: a.item(created: Date(timeIntervalSince1970: 0))) == a)
        #expect(ArcHabit(item: habits[1].item(created: Date(timeIntervalSince1970: 0))) == habits[1])
    }

    @Test("an arc read from its fields' JSON text is the arc read from its item, whatever the fields hold")
    func arcFromJSON() {
        let a = RitualArc.make(ritual: "abc", number: 2, start: d("2026-11-30"), days: 7)
        let whole = a.item(created: Date(timeIntervalSince1970: 0)).fields
        // Each field left out, of the wrong kind, or unreadable; and fields the arc doesn't read.
        var variants: [[String: FieldValue]] = [whole, whole.merging(["note": .string("x"), "extra": .array([.int(1), .int(2)])] as [String: FieldValue]) { a, _ in a }]
        for key in whole.keys {
            for bad: FieldValue? in [nil, .int(3), .string("2026-13-01"), .bool(true), .null] {
                var f = whole
                f[key] = bad
                variants.append(f)
            }
        }
        for fields in variants {
            let item = Item(id: a.id, tracker: RitualArcsTracker.id, type: RitualArc.itemType, fields: fields,
                            created: Date(timeIntervalSince1970: 0))
            let fromJSON = FieldValue.object(fields).jsonBytes.withUnsafeBufferPointer { RitualArc(id: a.id, fieldsJSON: $0) }
            #expect(fromJSON == RitualArc(item: item), "\(FieldValue.object(fields).jsonText)")
        }
        #expect(variants.compactMap { f in FieldValue.object(f).jsonBytes.withUnsafeBufferPointer { RitualArc(id: a.id, fieldsJSON: $0) } }
            .count >= 2)
        // Text that isn't an object: no arc.
        #expect(Array("[1]".utf8).withUnsafeBufferPointer { RitualArc(id: a.id, fieldsJSON: $0) } == nil)
    }

    @Test("14 presets of our own across the four categories, all valid")
    func presets() throws {
        #expect(RitualPresets.all.count == 14)
        #expect(Set(RitualPresets.all.map(\.category)) == Set(RitualPresets.categories))
        for c in RitualPresets.categories { #expect(RitualPresets.all.filter { $0.category == c }.count >= 3) }
        #expect(Set(RitualPresets.all.map(\.slug)).count == 14)
        for p in RitualPresets.all {
            #expect((Ritual.minimumDays...Ritual.maximumDays).contains(p.days))
            #expect(try RitualInput.habits(p.habits) == p.habits)
            #expect(RitualPresets.named(p.name) == p && RitualPresets.named(p.slug.uppercased()) == p)
        }
        #expect(RitualPresets.named(" evening wind-down ")?.name == "Evening wind-down")
        #expect(RitualPresets.named("evening") == nil)
    }

    @Test("reminder defaults: 07:30, 12:00, 15:00, 19:00, 21:30, none for anytime")
    func reminderDefaults() {
        #expect(TimeOfDay.ordered.map { RitualReminderTimes.defaultTime($0)?.description } == [
            "07:30", "12:00", "15:00", "19:00", "21:30", nil,
        ])
        #expect(RitualReminderTimes.settingKey(.night) == "remind.ritual.night")
    }

    @Test("arc milestones come from TendStats: Day 1, Week 1, Halfway, Complete")
    func milestones() {
        #expect(Milestones.arc(length: 30, completedDays: 12).map(\.kind) == [.arcDay1, .arcWeek1, .arcHalfway, .arcComplete])
        #expect(Milestones.arc(length: 30, completedDays: 12).map(\.reached) == [true, true, false, false])
    }
}

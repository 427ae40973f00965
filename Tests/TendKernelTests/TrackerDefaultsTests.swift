import Foundation
import TendTesting
import Testing
import TendKernel

/// Ids that are always zeros: the default hooks never make any.
private struct ZeroIDs: IDGenerator {
    func hex(count: Int) -> String { String(repeating: "0", count: count) }
}

/// A tracker that relies on every default hook.
private struct Plain: StandInTracker {
    let descriptor = TrackerDescriptor(id: "water", name: "Water", summary: "Glasses of water.", valueKind: .amount,
                                       perDay: .many(limit: nil), defaultSchedule: .days([.monday, .wednesday]))
}

@Suite("Tracker protocol defaults")
struct TrackerDefaultsTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    func context(_ store: MemoryStore, today iso: String) throws -> TrackerContext {
        let clock = try FixedClock(tendNow: iso, timeZone: Self.berlin)
        return TrackerContext(store: store, calendar: DayCalendar(timeZone: Self.berlin), clock: clock, ids: ZeroIDs())
    }

    func log(_ store: MemoryStore, _ id: String, _ iso: String, _ value: EntryValue, tracker: String = "water") throws {
        let e = Entry(id: id, tracker: tracker, day: day(iso), value: value, created: Date(timeIntervalSince1970: 0))
        try store.write(ChangeIntent(action: "water.log")) { _ in [Mutation(entity: .entry, key: id, fields: e.fieldValues)] }
    }

    @Test func scheduleComesFromTheSettingOrTheDefault() throws {
        let store = MemoryStore(device: Fixture.a, clock: FixedClock(Date(timeIntervalSince1970: 1_795_777_200)))
        let ctx = try context(store, today: "2026-11-23")
        #expect(try Plain().schedule(ctx) == .days([.monday, .wednesday]))
        try store.write(ChangeIntent(action: "settings.set")) { _ in [Mutation(entity: .setting, key: "water.schedule", fields: [SettingField.value: "3/week"])] }
        #expect(try Plain().schedule(ctx) == .window(times: 3, days: 7))
        // An unreadable setting falls back to the default.
        try store.write(ChangeIntent(action: "settings.set")) { _ in [Mutation(entity: .setting, key: "water.schedule", fields: [SettingField.value: "fortnightly"])] }
        #expect(try Plain().schedule(ctx) == .days([.monday, .wednesday]))
    }

    @Test func targetsHistoryAndToday() throws {
        let store = MemoryStore(device: Fixture.a, clock: FixedClock(Date(timeIntervalSince1970: 1_795_777_200)))
        try log(store, "w1", "2026-11-20", .amount(2))
        try log(store, "w2", "2026-11-20", .amount(1.5))
        try log(store, "w3", "2026-11-22", .skip)
        try log(store, "w4", "2026-11-23", .amount(1))
        try log(store, "m1", "2026-11-19", .level(3), tracker: "mood")
        let ctx = try context(store, today: "2026-11-23")
        let targets = try Plain().targets(ctx)
        #expect(targets == [TrackerTarget(id: "water", tracker: "water", name: "Water", schedule: .days([.monday, .wednesday]),
                                          start: day("2026-11-20"))])
        let history = try Plain().history(of: targets[0], days: day("2026-11-20")...day("2026-11-22"), ctx)
        #expect(history.marks[day("2026-11-20")] == DayMark(count: 2, completion: 1, value: 3.5))
        #expect(history.marks[day("2026-11-22")] == DayMark(count: 1, completion: 0, value: nil, skipped: true))
        #expect(history.marks[day("2026-11-21")] == nil)
        #expect(history.marks[day("2026-11-23")] == nil)
        // Monday 2026-11-23 is scheduled and has an entry.
        let today = try Plain().today(ctx)
        #expect(today.due && today.done)
        #expect(today.lines == [.sentence([.verbatim("Water"), Phrase("today.count", ["n": .int(1)])])])
        // Tuesday: not scheduled, nothing logged.
        let tuesday = try Plain().today(try context(store, today: "2026-11-24"))
        #expect(!tuesday.due && !tuesday.done)
    }

    @Test func levelsAreAveragedNotSummed() throws {
        struct Energy: StandInTracker {
            let descriptor = TrackerDescriptor(id: "energy", name: "Energy", summary: "Energy through the day.",
                                               valueKind: .level, perDay: .many(limit: nil))
        }
        let store = MemoryStore(device: Fixture.a, clock: FixedClock(Date(timeIntervalSince1970: 1_795_777_200)))
        try log(store, "e1", "2026-11-20", .level(2), tracker: "energy")
        try log(store, "e2", "2026-11-20", .level(5), tracker: "energy")
        try log(store, "e3", "2026-11-21", .level(4), tracker: "energy")
        let ctx = try context(store, today: "2026-11-23")
        let target = try Energy().targets(ctx)[0]
        let history = try Energy().history(of: target, days: day("2026-11-20")...day("2026-11-23"), ctx)
        #expect(history.marks[day("2026-11-20")] == DayMark(count: 2, completion: 1, value: 3.5))
        #expect(history.marks[day("2026-11-21")] == DayMark(count: 1, completion: 1, value: 4))
    }

    @Test func todayStatusComparesItsHighlight() {
        let a = TodayStatus(tracker: "r", title: .verbatim("R"), due: true, done: false, lines: [.sentence([.verbatim("R")])],
                            highlight: .phrase(Phrase("r.day", ["day": .int(3)])))
        var b = a
        b.highlight = .platform
        #expect(a != b)
        #expect(TodayStatus(tracker: "r", title: .verbatim("R"), due: true, done: false, lines: []).highlight == .platform)
    }

    @Test func validationAndHealthDefaults() throws {
        let store = MemoryStore(device: Fixture.a, clock: FixedClock(Date(timeIntervalSince1970: 0)))
        let ctx = try context(store, today: "2026-11-23")
        let mine = Entry(id: "x", tracker: "water", day: day("2026-11-23"), value: .amount(1), created: Date(timeIntervalSince1970: 0))
        var other = mine
        other.tracker = "mood"
        #expect(Plain().validate(mine) == nil)
        #expect(Plain().validate(other) == "entry belongs to tracker 'mood'")
        #expect(try Plain().checkHealth(ctx).isEmpty)
        #expect(try Plain().repairs(ctx).isEmpty)
        #expect(TrackerDescriptor.isValidID(Plain().descriptor.id))
    }
}

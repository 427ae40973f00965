import Foundation
import TendEngine
import TendKernel
import TendTesting

/// Random writes of every kind, as the trackers make them: moods (one per day: conflicts), journal
/// lines, habit checks and unchecks, notes, items, synced and device-local settings, deletes,
/// restores, undos, conflict resolutions and multi-record changes.
struct RandomWork {
    /// What the workload did, to check it exercised every path.
    struct Tally {
        var writes = 0, deletes = 0, restores = 0, undos = 0, resolutions = 0, localMixed = 0
    }

    var rng: SplitMix64
    var tally = Tally()
    private var counter = 0

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    mutating func pick<T>(_ list: [T]) -> T? { list.isEmpty ? nil : list[int(list.count)] }

    /// One random write on a replica (its clock moves on a little first).
    mutating func step(_ r: Replica) throws {
        r.clock.advance(by: Double(int(4000)) / 1000)
        let store = r.store
        let day = Fixture.day.adding(days: -int(4))
        counter += 1
        let n = counter
        let tag = String(store.device.raw.suffix(3))
        tally.writes += 1
        switch int(20) {
        case 0, 1:
            try Fixture.mood(store, day, 1 + int(5))
        case 2:
            try Fixture.line(store, id: "l-\(tag)-\(n)", day, "line \(n)")
        case 3:
            if let e = pick(try store.entries(EntryQuery(tracker: "five"))) {
                let text = "edit \(n)"
                try store.write(ChangeIntent(action: "five.edit")) { _ in [.setValue(e.id, .text(text))] }
            }
        case 4:
            if let e = pick(try store.entries(EntryQuery())) {
                try Fixture.delete(store, e.id)
                tally.deletes += 1
            }
        case 5:
            if let e = pick(try store.entries(EntryQuery(includeDeleted: true)).filter(\.deleted)) {
                try store.write(ChangeIntent(action: "restore")) { _ in [.restore(.entry, e.id)] }
                tally.restores += 1
            }
        case 6:
            try Fixture.check(store, habit: pick(["run", "read"])!, day)
        case 7:
            if let e = pick(try store.entries(EntryQuery())) {
                let note: FieldValue = int(3) == 0 ? .null : .string("note \(n)")
                try store.write(ChangeIntent(action: "note")) { _ in [.updateEntry(e.id, [EntryField.note: note])] }
            }
        case 8:
            let id = int(2) == 0 ? pick(["habit-run", "habit-read"])! : "item-\(tag)-\(n)"
            try store.write(ChangeIntent(action: "habit.add")) { r in
                guard try r.item(id: id) == nil else { return [] }
                return [.create(Item(id: id, tracker: "habit", type: "habit", fields: ["name": .string(id)], created: Fixture.start))]
            }
        case 9:
            if let i = pick(try store.items(ItemQuery())) {
                let m: Mutation = int(2) == 0 ? .updateItem(i.id, ["name": .string("renamed \(n)"), "goal": .int(Int64(n))])
                    : .archive(i.id, int(2) == 0)
                try store.write(ChangeIntent(action: "habit.edit")) { _ in [m] }
            }
        case 10:
            if let i = pick(try store.items(ItemQuery(includeDeleted: true))) {
                let m: Mutation = i.deleted ? .restore(.item, i.id) : .delete(.item, i.id)
                try store.write(ChangeIntent(action: "habit.delete")) { _ in [m] }
            }
        case 11:
            let key = pick(["display-name", "week-start", "mood.schedule"])!
            let m: Mutation = int(4) == 0 ? .unsetSetting(key, scope: .synced) : .setSetting(key, scope: .synced, .string("v\(n)"))
            try store.write(ChangeIntent(action: "config.set")) { _ in [m] }
        case 12:
            // A device-local setting first, then a synced one, in one change: only the second travels.
            try store.write(ChangeIntent(action: "config.set")) { _ in
                [.setSetting("theme", scope: .device, .string("t\(n)")), .setSetting("grace-days", scope: .synced, .int(Int64(n % 7)))]
            }
            tally.localMixed += 1
        case 13:
            if try store.undo() != nil { tally.undos += 1 }
        case 14:
            for e in try store.entries(EntryQuery(tracker: "mood")) where !e.conflicts.isEmpty {
                try store.write(ChangeIntent(action: "mood.resolve")) { _ in [.setValue(e.id, e.value)] }
                tally.resolutions += 1
            }
        default:
            // Several records in one change: lines, a mood, a habit day.
            let level = 1 + int(5)
            try store.write(ChangeIntent(action: "bulk")) { r in
                var out: [Mutation] = [
                    .create(Entry(id: "b1-\(tag)-\(n)", tracker: "five", day: day, value: .text("one"), position: "a", created: Fixture.start)),
                    .create(Entry(id: "b2-\(tag)-\(n)", tracker: "gratitude", day: day, value: .text("two"), position: "b", created: Fixture.start)),
                ]
                let mood = EntryKey.daily("mood", day)
                out.append(try r.entry(id: mood) == nil
                    ? .create(Entry(id: mood, tracker: "mood", day: day, value: .level(level), created: Fixture.start))
                    : .setValue(mood, .level(level)))
                let habit = EntryKey.daily("habit", subject: "run", day)
                out.append(try r.entry(id: habit) == nil
                    ? .create(Entry(id: habit, tracker: "habit", subject: "run", day: day, value: .done, created: Fixture.start))
                    : .delete(.entry, habit))
                return out
            }
        }
    }
}

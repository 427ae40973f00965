import Foundation
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting
import Testing

/// Two devices exchanging changes through `apply`.
@Suite("Store merges")
struct StoreMergeTests {
    /// Runs `body` with two fresh stores of one kind (devices 1… and 2…) and their clocks.
    func withPair(_ kind: StoreKind, _ body: (any ReplicatedStore, TestClock, any ReplicatedStore, TestClock) throws -> Void) throws {
        let ca = TestClock(millis: baseMillis), cb = TestClock(millis: baseMillis)
        try kind.withStore(clock: ca, ids: SequentialIDs(seed: 1)) { a in
            try kind.withStore(clock: cb, ids: SequentialIDs(seed: 2)) { b in try body(a, ca, b, cb) }
        }
    }

    /// Sends every change `from` has that `to` lacks.
    @discardableResult
    func sync(_ from: any ReplicatedStore, to: any ReplicatedStore, now: Date) throws -> ApplyReport {
        try to.apply(from.changes(ChangeQuery(newestFirst: false)), now: now)
    }

    func exchange(_ a: any ReplicatedStore, _ b: any ReplicatedStore, now: Date) throws {
        try sync(a, to: b, now: now)
        try sync(b, to: a, now: now)
    }

    @Test(arguments: StoreKind.allCases)
    func concurrentValuesBecomeAConflict(kind: StoreKind) throws {
        try withPair(kind) { a, ca, b, cb in
            let key = EntryKey.daily("mood", day("2026-11-21"))
            try a.put(create(key, on: day("2026-11-21"), .level(3), at: ca))
            try sync(a, to: b, now: cb.now())
            ca.advance(by: 10)
            cb.advance(by: 20)
            let fromA = try a.put(edit(key, [EntryField.value: EntryValue.level(2).field]))
            let fromB = try b.put(edit(key, [EntryField.value: EntryValue.level(5).field]))
            try exchange(a, b, now: cb.now())
            for store in [a, b] {
                let e = try #require(try store.entry(id: key))
                #expect(e.value == .level(5))
                #expect(e.conflicts == [ConflictingValue(op: fromA.id, value: .level(2))])
                #expect(try store.verify() == [])
            }
            #expect(try a.stateDigest() == b.stateDigest())
            #expect(try a.historyDigest() == b.historyDigest())
            // Resolving writes an op superseding both.
            try a.put(edit(key, [EntryField.value: EntryValue.level(4).field]))
            try exchange(a, b, now: cb.now())
            for store in [a, b] { #expect(try store.entry(id: key)?.conflicts == []) }
            #expect(try b.entry(id: key)?.value == .level(4))
            _ = fromB
        }
    }

    @Test(arguments: StoreKind.allCases)
    func editBeatsConcurrentDelete(kind: StoreKind) throws {
        try withPair(kind) { a, ca, b, cb in
            try a.put(create("j", tracker: "journal", on: day("2026-11-21"), .text("tea"), at: ca))
            try sync(a, to: b, now: cb.now())
            ca.advance(by: 30)  // the delete is even the later op
            cb.advance(by: 10)
            try a.put(delete("j"))
            try b.put(edit("j", [EntryField.note: "with lemon"]))
            try exchange(a, b, now: ca.now())
            for store in [a, b] {
                let e = try #require(try store.entry(id: "j"))
                #expect(!e.deleted)
                #expect(e.note == "with lemon" && e.value == .text("tea"))
            }
            #expect(try a.stateDigest() == b.stateDigest())
            // A delete that saw the edit wins.
            try b.put(delete("j"))
            try exchange(a, b, now: ca.now())
            #expect(try a.entry(id: "j")?.deleted == true)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func checkBeatsConcurrentUncheck(kind: StoreKind) throws {
        try withPair(kind) { a, ca, b, cb in
            let key = EntryKey.daily("habit", subject: "run", day("2026-11-21"))
            try a.put(create(key, tracker: "habit", subject: "run", on: day("2026-11-21"), .done, at: ca))
            try sync(a, to: b, now: cb.now())
            try b.put(delete(key))
            try sync(b, to: a, now: ca.now())
            ca.advance(by: 5)
            cb.advance(by: 50)
            try a.put(delete(key, false))  // check again
            try b.put(delete(key, true))   // uncheck again, later but concurrent
            try exchange(a, b, now: cb.now())
            for store in [a, b] {
                #expect(try store.entry(id: key)?.deleted == false)
                #expect(try store.dayCounts(EntryQuery(tracker: "habit")) == [day("2026-11-21"): 1])
            }
            #expect(try a.stateDigest() == b.stateDigest())
        }
    }

    /// A varied history on one device: creations, edits, deletes, undos, items and settings.
    func history(_ store: any ReplicatedStore, _ clock: TestClock) throws {
        for i in 0..<6 {
            clock.advance(by: 1)
            try store.put(create("e\(i)", on: day("2026-11-01").adding(days: i), .level(i % 5 + 1), at: clock),
                          create(item: "h\(i)", fields: ["name": .string("Habit \(i)")], at: clock))
        }
        try store.put(edit("e1", [EntryField.note: "one"]), edit("e1", [EntryField.note: "uno"]))
        try store.put(delete("e2"))
        try store.put(delete("e2", false))
        try store.put(delete("e3"))
        try store.put(set("theme", "dark"), set("reminder", "08:00", scope: .device))
        try store.put(Mutation(entity: .item, key: "h0", fields: [ItemField.archived: true, "f.name": "Run"]))
        try store.undo()
        try store.put(edit("e4", [EntryField.value: EntryValue.amount(2.5).field]))
    }

    @Test(arguments: StoreKind.allCases)
    func applyIsIdempotentAndOrderIndependent(kind: StoreKind) throws {
        let ca = TestClock(millis: baseMillis)
        try kind.withStore(clock: ca, ids: SequentialIDs(seed: 1)) { a in
            try history(a, ca)
            let changes = try a.changes(ChangeQuery(newestFirst: false))
            let synced = changes.filter { $0.ops.contains { $0.entity.isSynced } }
            try kind.withStore(clock: TestClock(millis: baseMillis), ids: SequentialIDs(seed: 2)) { b in
                let first = try b.apply(synced, now: ca.now())
                #expect(first.applied == synced.count && first.skipped == 0)
                let digest = try b.stateDigest(includeDeviceSettings: true)
                let again = try b.apply(synced + synced, now: ca.now())
                #expect(again.applied == 0 && again.skipped == 2 * synced.count && again.ops == 0)
                #expect(try b.stateDigest(includeDeviceSettings: true) == digest)
                #expect(try b.stateDigest() == a.stateDigest())
                #expect(try b.historyDigest() == a.historyDigest())
                #expect(try b.verify() == [])
                #expect(try b.lastClock() >= a.lastClock())
                for seed in [7, 8, 9] as [UInt64] {
                    var rng = SeededGenerator(seed: seed)
                    try kind.withStore(clock: TestClock(millis: baseMillis), ids: SequentialIDs(seed: 3)) { c in
                        // In shuffled batches: ops may arrive before the ops they supersede.
                        let shuffled = synced.shuffled(using: &rng)
                        _ = try c.apply(Array(shuffled.prefix(7)), now: ca.now())
                        _ = try c.apply(Array(shuffled.dropFirst(7)), now: ca.now())
                        #expect(try c.stateDigest() == a.stateDigest())
                        #expect(try c.historyDigest() == a.historyDigest())
                        #expect(try c.verify() == [])
                    }
                }
            }
        }
    }

    @Test
    func sqliteAndMemoryStoresConverge() throws {
        let ca = TestClock(millis: baseMillis), cb = TestClock(millis: baseMillis)
        try StoreKind.sqliteMemory.withStore(clock: ca, ids: SequentialIDs(seed: 1)) { a in
            try StoreKind.memory.withStore(clock: cb, ids: SequentialIDs(seed: 2)) { b in
                try history(a, ca)
                try history(b, cb)
                try exchange(a, b, now: ca.now())
                #expect(try a.stateDigest() == b.stateDigest())
                #expect(try a.historyDigest() == b.historyDigest())
                #expect(try a.stateDigest() != "")
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func driftingRemoteClockIsNotFoldedIn(kind: StoreKind) throws {
        try withPair(kind) { a, ca, b, cb in
            ca.advance(by: 3600)  // a's clock is an hour fast
            try a.put(create("e", on: day("2026-11-21"), .done, at: ca))
            let report = try sync(a, to: b, now: cb.now())
            #expect(report.driftingDevices == [a.device])
            #expect(report.applied == 1)
            #expect(try b.entry(id: "e") != nil)
            // Not folded in: b's clock only ticked locally (the store changed), still far behind a's.
            #expect(try b.lastClock().millis == baseMillis)
            #expect(try b.lastClock() < a.lastClock())
        }
    }
}

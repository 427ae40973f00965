import Foundation
import TendEngine
import TendKernel
import TendStore
import TendCLITesting
import TendTesting
import Testing

extension Store {
    /// Saves a checkpoint as of the store's clock now.
    func keep(_ c: FigureCheckpoint) throws { #expect(try save(c, readAt: lastClock())) }
}

@Suite("Figure checkpoints")
struct CheckpointTests {
    /// A checkpoint of `target` (tracker `tracker`) covering days through `on`.
    func checkpoint(_ target: String, tracker: String = "mood", on d: String, params: String = "p1") -> FigureCheckpoint {
        FigureCheckpoint(tracker: tracker, target: target, kind: "figures", params: params, day: day(d), state: "{\"n\":1}")
    }

    func kept(_ store: any Store, _ target: String, tracker: String = "mood") throws -> Day? {
        try store.checkpoint(tracker: tracker, target: target, kind: "figures")?.day
    }

    @Test(arguments: StoreKind.allCases)
    func savedReadAndReplaced(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            #expect(try store.checkpoint(tracker: "mood", target: "mood", kind: "figures") == nil)
            try store.keep(checkpoint("mood", on: "2026-09-01"))
            #expect(try store.checkpoint(tracker: "mood", target: "mood", kind: "figures") == checkpoint("mood", on: "2026-09-01"))
            try store.keep(checkpoint("mood", on: "2026-10-03", params: "p2"))
            #expect(try store.checkpoint(tracker: "mood", target: "mood", kind: "figures") == checkpoint("mood", on: "2026-10-03", params: "p2"))
            #expect(try store.checkpoint(tracker: "mood", target: "mood", kind: "other") == nil)
            // Not a change: nothing logged.
            #expect(try store.logCounts() == (ops: 0, changes: 0))
        }
    }

    @Test("a checkpoint folded from marks read before a write is not saved", arguments: StoreKind.allCases)
    func notSavedAfterAWrite(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            let read = try store.lastClock()
            try store.put(create("meanwhile", on: day("2020-01-01"), .level(3), at: clock))
            #expect(try !store.save(checkpoint("mood", on: "2026-09-01"), readAt: read))
            #expect(try kept(store, "mood") == nil)
            #expect(try store.save(checkpoint("mood", on: "2026-09-01"), readAt: store.lastClock()))
            #expect(try kept(store, "mood") == day("2026-09-01"))
        }
    }

    @Test("saving a checkpoint while another process writes gives up at once instead of waiting")
    func neverWaitsForAWriter() throws {
        try withTemporaryDirectory { dir in
            let clock = TestClock(millis: baseMillis)
            let reader = try SQLiteStore(path: dir + "/tend.sqlite", clock: clock, ids: SequentialIDs(seed: 1))
            let writer = try SQLiteStore(path: dir + "/tend.sqlite", clock: clock, ids: SequentialIDs(seed: 2))
            let read = try reader.lastClock()
            var saved: Bool?
            let started = Date()
            try writer.write(ChangeIntent(action: "test.hold")) { _ in
                // The writer holds the database's write lock here.
                saved = try reader.save(checkpoint("mood", on: "2026-09-01"), readAt: read)
                return []
            }
            #expect(saved == false)
            #expect(Date().timeIntervalSince(started) < SQLiteStore.busyTimeout / 2)
            #expect(try reader.save(checkpoint("mood", on: "2026-09-01"), readAt: reader.lastClock()))
        }
    }

    @Test("an entry written within a month after a checkpoint's day, or before it, drops it; later days and other trackers don't",
          arguments: StoreKind.allCases)
    func entriesDropWhatTheyCover(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try store.keep(checkpoint("mood", on: "2026-09-01"))
            try store.keep(checkpoint("gratitude", tracker: "gratitude", on: "2026-09-01"))
            // After the reach (31 days): kept.
            try store.put(create("late", on: day("2026-10-03"), .level(3), at: clock))
            #expect(try kept(store, "mood") == day("2026-09-01"))
            // Another tracker's old entry: the mood checkpoint stays, gratitude's goes.
            try store.put(create("g", tracker: "gratitude", on: day("2020-01-01"), .text("tea"), at: clock))
            #expect(try kept(store, "mood") == day("2026-09-01"))
            #expect(try kept(store, "gratitude", tracker: "gratitude") == nil)
            // Within the reach after the day (a goal per month may mark earlier days): dropped.
            try store.put(create("near", on: day("2026-10-02"), .level(3), at: clock))
            #expect(try kept(store, "mood") == nil)
        }
    }

    @Test("editing, moving or deleting an old entry drops the checkpoint — its old day counts too",
          arguments: StoreKind.allCases)
    func editsAndMoves(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try store.put(create("old", on: day("2026-05-01"), .level(2), at: clock))
            try store.keep(checkpoint("mood", on: "2026-09-01"))
            try store.put(edit("old", [EntryField.value: EntryValue.level(4).field]))
            #expect(try kept(store, "mood") == nil)
            try store.keep(checkpoint("mood", on: "2026-09-01"))
            // Moved to a day after the reach: its old day is still under the checkpoint.
            try store.put(edit("old", [EntryField.day: .string("2026-11-20")]))
            #expect(try kept(store, "mood") == nil)
            try store.keep(checkpoint("mood", on: "2026-09-01"))
            try store.put(delete("old"))
            #expect(try kept(store, "mood") == day("2026-09-01"))  // now on 2026-11-20: after the reach
            try store.keep(checkpoint("mood", on: "2026-11-01"))
            try store.put(delete("old", false))
            #expect(try kept(store, "mood") == nil)
        }
    }

    @Test("any item of the tracker, changes from elsewhere and a rebuild drop checkpoints", arguments: StoreKind.allCases)
    func itemsSyncAndRebuild(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try store.keep(checkpoint("habit:Run", tracker: "habits", on: "2026-09-01"))
            try store.keep(checkpoint("mood", on: "2026-09-01"))
            try store.put(create(item: "h1", tracker: "habits", at: clock))
            #expect(try kept(store, "habit:Run", tracker: "habits") == nil)
            #expect(try kept(store, "mood") == day("2026-09-01"))

            // A change made on another device, applied here.
            try kind.withStore(clock: clock, ids: SequentialIDs(seed: 2)) { other in
                let change = try other.put(create("remote", on: day("2026-08-01"), .level(1), at: clock))
                #expect(try store.apply([change], now: clock.now()).applied == 1)
            }
            #expect(try kept(store, "mood") == nil)

            try store.keep(checkpoint("mood", on: "2026-09-01"))
            #expect(try store.rebuild() > 0)
            #expect(try kept(store, "mood") == nil)
        }
    }
}

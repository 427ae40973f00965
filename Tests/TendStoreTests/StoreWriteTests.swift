import Foundation
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting
import Testing

@Suite("Store writes")
struct StoreWriteTests {
    @Test(arguments: StoreKind.allCases)
    func throwingClosureLeavesNothing(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try store.put(create("kept", on: day("2026-11-20"), .level(3), at: clock))
            let counts = try store.logCounts(), hlc = try store.lastClock()
            let digest = try store.stateDigest(includeDeviceSettings: true)
            clock.advance(by: 60)
            let refusedWrite = {
                try store.write(ChangeIntent(action: "bad")) { reader in
                    // The reader sees the transaction's state.
                    #expect(try reader.entry(id: "kept")?.value == .level(3))
                    #expect(try reader.entries(EntryQuery()).count == 1)
                    throw Refused()
                }
            }
            #expect(throws: Refused.self, performing: refusedWrite)
            #expect(try store.logCounts() == counts)
            #expect(try store.lastClock() == hlc)
            #expect(try store.stateDigest(includeDeviceSettings: true) == digest)
            #expect(try store.entries(EntryQuery(includeDeleted: true)).map(\.id) == ["kept"])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func multiOpChangeIsOneChangeWithOrderedIDs(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            let emptyChange = try store.write(ChangeIntent(action: "none")) { _ in [] }
            #expect(emptyChange == nil)
            let change = try store.put("three", create("a", on: day("2026-11-20"), .done, at: clock),
                                       create("b", on: day("2026-11-20"), .done, at: clock),
                                       edit("a", [EntryField.note: "later"]))
            #expect(change.ops.count == 3)
            #expect(change.id == change.ops[0].id)
            let idsAscend = zip(change.ops, change.ops.dropFirst()).allSatisfy { $0.id < $1.id }
            #expect(idsAscend)
            // The third op edits the record the first created: it supersedes it (for the fields it writes).
            #expect(change.ops[2].supersedes == [change.ops[0].id])
            #expect(try store.entry(id: "a")?.note == "later")
            #expect(try store.logCounts() == (3, 1))
            #expect(try store.change(id: change.id) == change)
            #expect(try store.lastClock() == change.ops[2].id.hlc)
        }
    }

    /// A change far larger than one encoding chunk (the SQLite store encodes rows on a helper thread, a
    /// chunk ahead): every kind of store reads back the same records, the logged change is the one returned,
    /// and records written again later in the change (waiting for their last op) end as they should.
    @Test func aLargeChangeReadsBackTheSameFromEveryStore() throws {
        let results = try digestsOfEveryStore(seed: 1) { store, clock in
            var mutations: [Mutation] = []
            for i in 0..<3_000 {
                let d = Day(iso: "2026-11-21")!.adding(days: -(i / 3))
                mutations.append(create("g\(i)", tracker: "gratitude", subject: i % 7 == 0 ? "s\(i % 3)" : nil, on: d,
                                        .text("thing \(i) \u{1F331} \"quoted\""), note: i % 5 == 0 ? "note \(i)" : nil,
                                        tags: i % 4 == 0 ? ["t\(i % 9)", "x"] : [], position: FractionalIndex.after(nil),
                                        at: clock))
                if i % 250 == 0 { mutations.append(create(item: "h\(i)", fields: ["name": .string("habit \(i)")], at: clock)) }
                if i % 1_000 == 999 { mutations.append(edit("g\(i - 500)", [EntryField.note: "edited"])) }
                if i % 1_500 == 1 { mutations.append(set("k\(i)", .int(Int64(i)))) }
            }
            mutations.append(delete("g2321"))
            let written = try store.write(ChangeIntent(action: "test.large")) { _ in mutations }
            let change = try #require(written)
            #expect(change.ops.count == mutations.count)
            #expect(try store.change(id: change.id) == change)
            #expect(try store.verify().isEmpty)
            let entries = try store.entries(EntryQuery(includeDeleted: true))
            #expect(entries.count == 3_000)
            #expect(try store.entry(id: "g499")?.note == "edited" && store.entry(id: "g2321")?.deleted == true)
            #expect(try store.entry(id: "g8")?.tags == ["t8", "x"] && store.entry(id: "g7")?.subject == "s1")
            #expect(try store.items(ItemQuery(tracker: "habits")).count == 12)
            #expect(try store.setting("k1501", scope: .synced) == .int(1_501))
        }
        #expect(Set(results).count == 1, "\(results)")
    }

    /// A large change over records that already exist (their states read together, in lists) merges with
    /// them exactly as record-by-record reading does: every store ends in the same state.
    @Test func aLargeChangeOverExistingRecordsMergesAsOneByOne() throws {
        let results = try digestsOfEveryStore(seed: 2) { store, clock in
            var first: [Mutation] = []
            let last = Day(iso: "2026-11-21")!
            for i in 0..<1_200 {
                if i % 100 == 0 {
                    first.append(create(item: "h\(i)", fields: ["name": .string("habit \(i)")], at: clock))
                } else {
                    first.append(create("g\(i)", tracker: "gratitude", on: last.adding(days: -(i / 3)), .text("thing \(i)"),
                                        position: FractionalIndex.after(nil), at: clock))
                }
            }
            try store.write(ChangeIntent(action: "test.first")) { _ in first }
            try store.write(ChangeIntent(action: "test.delete")) { _ in [delete("g7")] }
            clock.advance(by: 10)
            var second: [Mutation] = []
            for i in stride(from: 1, to: 1_200, by: 2) where i % 100 != 0 {
                second.append(edit("g\(i)", [EntryField.note: .string("second \(i)")]))
            }
            second += [edit("g7", [EntryField.note: "on a deleted line"]), edit("g8", [EntryField.note: "once"]),
                       edit("g8", [EntryField.note: "twice"]), set("k1", .int(1)), delete("g10")]
            second.append(create("g-new", tracker: "gratitude", on: last, .text("new"), position: FractionalIndex.after(nil),
                                 at: clock))
            let written = try store.write(ChangeIntent(action: "test.second")) { _ in second }
            let change = try #require(written)
            #expect(change.ops.count == second.count && change.ops.count >= 256)
            #expect(try store.verify().isEmpty)
            #expect(try store.entry(id: "g9")?.note == "second 9" && store.entry(id: "g9")?.value == .text("thing 9"))
            #expect(try store.entry(id: "g8")?.note == "twice" && store.entry(id: "g10")?.deleted == true)
            #expect(try store.entry(id: "g7")?.note == "on a deleted line" && store.entry(id: "g7")?.value == .text("thing 7"))
            #expect(try store.entries(EntryQuery(includeDeleted: true)).count == 1_189)
        }
        #expect(Set(results).count == 1, "\(results)")
    }

    @Test(arguments: StoreKind.allCases)
    func deterministicKeyWrittenTwiceKeepsOneRecordAndTheHistory(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            let key = EntryKey.daily("mood", day("2026-11-21"))
            let first = try store.put("mood.log", create(key, on: day("2026-11-21"), .level(2), at: clock))
            clock.advance(by: 5)
            let second = try store.put("mood.log", create(key, on: day("2026-11-21"), .level(4), at: clock))
            let all = try store.entries(EntryQuery(includeDeleted: true))
            #expect(all.map(\.id) == [key])
            #expect(all.first?.value == .level(4))
            #expect(all.first?.conflicts == [])
            #expect(try store.op(id: first.id)?.fields[EntryField.value] == EntryValue.level(2).field)
            #expect(second.ops[0].supersedes.contains(first.id))
            #expect(try store.changes(ChangeQuery()).map(\.id) == [second.id, first.id])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func clockNeverGoesBackwards(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            let a = try store.put(create("a", on: day("2026-11-21"), .done, at: clock))
            clock.advance(by: -3600)
            let b = try store.put(create("b", on: day("2026-11-21"), .done, at: clock))
            let c = try store.put(create("c", on: day("2026-11-21"), .done, at: clock))
            #expect(a.id < b.id && b.id < c.id)
            #expect(b.id.hlc.millis == baseMillis)
            #expect(try store.lastClock() == c.id.hlc)
        }
    }
}

/// The state digest each kind of store ends with after `body` writes to it (a fresh store each, the same
/// clock start and ids).
private func digestsOfEveryStore(seed: UInt64, _ body: (any ReplicatedStore, TestClock) throws -> Void) throws -> [String] {
    try StoreKind.allCases.map { kind in
        let clock = TestClock(millis: baseMillis)
        return try kind.withStore(clock: clock, ids: SequentialIDs(seed: seed)) { store in
            try body(store, clock)
            return try store.stateDigest(includeDeviceSettings: true)
        }
    }
}

import Foundation
import Testing
@testable import TendEngine
import TendKernel

@Suite("Shared write path")
struct WritePathTests {
    static let t0: UInt64 = 1_795_777_200_000

    func at(_ offset: Int64) -> Date { Date(timeIntervalSince1970: Double(Int64(Self.t0) + offset) / 1000) }

    func mood(_ level: Int, day: String = "2026-11-21") -> Mutation {
        let e = Entry(id: EntryKey.daily("mood", TendKernelTests.day(day)), tracker: "mood", day: TendKernelTests.day(day),
                      value: .level(level), created: Date(timeIntervalSince1970: 1_795_777_200))
        return Mutation(entity: .entry, key: e.id, fields: e.fieldValues)
    }

    func edit(_ key: String, _ fields: [String: FieldValue]) -> Mutation { Mutation(entity: .entry, key: key, fields: fields) }

    @discardableResult
    func commit(_ b: MemoryBackend, _ mutations: [Mutation], at offset: Int64, action: String = "test") throws -> Change? {
        try WritePath.commit(ChangeIntent(action: action), mutations, device: b.device, now: at(offset), backend: b)
    }

    @Test func commitTurnsMutationsIntoOpsThatSupersedeTheHeads() throws {
        let b = MemoryBackend(device: Fixture.a)
        let key = "mood/2026-11-21"
        let create = try #require(try commit(b, [mood(3)], at: 0, action: "mood.log"))
        #expect(create.ops.count == 1)
        #expect(create.id == create.ops[0].id)
        #expect(create.action == "mood.log" && create.source == "cli" && create.undoes == nil)
        #expect(create.ops[0].supersedes.isEmpty)
        #expect(create.ops[0].id.device == Fixture.a)
        #expect(create.ops[0].id.hlc == HLC(millis: Self.t0, counter: 0))
        let note = try #require(try commit(b, [edit(key, [EntryField.note: "tired"])], at: 10))
        #expect(note.ops[0].supersedes == [create.id])
        let level = try #require(try commit(b, [edit(key, [EntryField.value: EntryValue.level(4).field])], at: 20))
        #expect(level.ops[0].supersedes == [create.id])
        #expect(try b.entry(id: key)?.value == .level(4))
        #expect(try b.entry(id: key)?.note == "tired")
        // A delete observes every head of the record.
        let delete = try #require(try commit(b, [edit(key, [RecordField.deleted: true])], at: 30))
        #expect(delete.ops[0].supersedes == [create.id, note.id, level.id])
        #expect(try b.entry(id: key)?.deleted == true)
        #expect(try b.entries(EntryQuery()).isEmpty)
        #expect(try b.entries(EntryQuery(includeDeleted: true)).count == 1)
        #expect(b.log.map(\.id) == [create.id, note.id, level.id, delete.id])
        #expect(b.hlc == delete.id.hlc)
    }

    @Test func nothingToWriteWritesNothing() throws {
        let b = MemoryBackend(device: Fixture.a)
        #expect(try commit(b, [], at: 0) == nil)
        #expect(b.log.isEmpty && b.states.isEmpty && b.hlc == .zero)
    }

    @Test func idsIncreaseEvenWhenTheClockGoesBack() throws {
        let b = MemoryBackend(device: Fixture.a)
        var last: OpID?
        for (i, offset) in [0, 5, -60_000, -60_000, 3, 1_000, -1].enumerated() {
            let c = try #require(try commit(b, [mood(i % 5 + 1), mood(1, day: "2026-11-20")], at: Int64(offset)))
            #expect(c.ops[0].id < c.ops[1].id)
            if let last { #expect(c.id > last) }
            last = c.ops[1].id
        }
    }

    @Test func twoMutationsOfOneRecordInOneChange() throws {
        let b = MemoryBackend(device: Fixture.a)
        let key = "mood/2026-11-21"
        let c = try #require(try commit(b, [mood(3), edit(key, [EntryField.value: EntryValue.level(5).field])], at: 0))
        #expect(c.ops[1].supersedes == [c.ops[0].id])
        #expect(try b.entry(id: key)?.value == .level(5))
        #expect(try b.entry(id: key)?.conflicts == [])
    }

    /// Records written once are saved as their ops are made, records written again wait for their last op:
    /// either way each is saved once, with the state of all its ops, and every op supersedes the heads before it.
    @Test func recordsWrittenOnceAndAgainInOneChange() throws {
        let b = MemoryBackend(device: Fixture.a)
        try commit(b, [mood(2, day: "2026-11-19")], at: 0)
        let a = "mood/2026-11-21", old = "mood/2026-11-19"
        let item = Mutation(entity: .item, key: a, fields: [RecordField.tracker: "habit", ItemField.type: "habit"])
        let mutations = [mood(3), mood(4, day: "2026-11-20"), edit(a, [EntryField.note: "later"]), item,
                         edit(old, [EntryField.value: EntryValue.level(5).field]), .delete(.entry, "mood/2026-11-20")]
        b.saved = []
        let c = try #require(try commit(b, mutations, at: 10))
        #expect(Set(b.saved).count == b.saved.count && b.saved.count == 4)
        var heads = [RecordRef(entity: .entry, key: old): Fixture.merge(b.log[0].ops)]
        for op in c.ops {
            let ref = RecordRef(entity: op.entity, key: op.key)
            let before = heads[ref] ?? RecordState()
            #expect(op.supersedes == before.heads(for: op.fields.keys, observingAll: op.isDeletion))
            var after = before
            after.apply(op)
            heads[ref] = after
        }
        for (ref, state) in heads { #expect(try b.state(ref.entity, ref.key) == state) }
        #expect(try b.entry(id: a)?.note == "later" && b.entry(id: a)?.value == .level(3))
        #expect(try b.item(id: a)?.type == "habit")
        #expect(try b.entry(id: old)?.value == .level(5))
        #expect(try b.entry(id: "mood/2026-11-20")?.deleted == true)
    }

    /// Among many mutations (enough to be hashed on every core), exactly the keys written more than once.
    @Test func repeatedKeysAreFoundAmongMany() {
        let n = 5_000
        var mutations = (0..<n).map { Mutation(entity: .entry, key: "line-\($0)", fields: [EntryField.note: "x"]) }
        #expect(WritePath.repeatedRecords(mutations).isEmpty)
        mutations[4_999] = Mutation(entity: .entry, key: "line-0", fields: [EntryField.note: "again"])
        mutations[2_500] = Mutation(entity: .item, key: "line-2499", fields: [RecordField.tracker: "habit"])
        mutations.append(Mutation(entity: .entry, key: "line-1234", fields: [EntryField.note: "third"]))
        mutations.append(Mutation(entity: .entry, key: "line-1234", fields: [EntryField.note: "fourth"]))
        #expect(WritePath.repeatedRecords(mutations) == ["line-0", "line-2499", "line-1234"])
        #expect(WritePath.repeatedRecords(Array(mutations.prefix(3))).isEmpty)
        #expect(WritePath.repeatedRecords([mutations[0], mutations[0]]) == ["line-0"])
    }

    @Test func applyIsIdempotentAndOrderIndependent() throws {
        let a = MemoryBackend(device: Fixture.a), bee = MemoryBackend(device: Fixture.b)
        let key = "mood/2026-11-21"
        try commit(a, [mood(3)], at: 0)
        #expect(try WritePath.apply(a.log, now: at(5), backend: bee).applied == 1)
        // Concurrent edits on both devices, then more on A.
        try commit(a, [edit(key, [EntryField.value: EntryValue.level(4).field])], at: 10)
        try commit(bee, [edit(key, [EntryField.value: EntryValue.level(2).field]), mood(5, day: "2026-11-20")], at: 12)
        try commit(a, [edit(key, [EntryField.note: "walk"])], at: 20)
        try commit(bee, [edit(key, [RecordField.deleted: true])], at: 25)
        let all = a.log + bee.log.filter { c in !a.log.contains { $0.id == c.id } }

        let reportA = try WritePath.apply(bee.log, now: at(30), backend: a)
        #expect(reportA.applied == 2 && reportA.skipped == 1 && reportA.ops == 3)
        let reportB = try WritePath.apply(a.log, now: at(30), backend: bee)
        #expect(reportB.applied == 2 && reportB.skipped == 3)
        #expect(a.states == bee.states)
        // Applying everything again changes nothing.
        let again = try WritePath.apply(all, now: at(40), backend: a)
        #expect(again.applied == 0 && again.skipped == all.count && again.ops == 0)
        #expect(a.states == bee.states)

        var rng = SeededGenerator(seed: 77)
        for _ in 0..<30 {
            let fresh = MemoryBackend(device: Fixture.c)
            // Random order, with repeats, in batches of random size.
            var order = (all + all.filter { _ in Bool.random(using: &rng) }).shuffled(using: &rng)
            while !order.isEmpty {
                let n = Int.random(in: 1...order.count, using: &rng)
                _ = try WritePath.apply(Array(order.prefix(n)), now: at(50), backend: fresh)
                order.removeFirst(n)
            }
            #expect(fresh.states == a.states)
            #expect(Set(fresh.log.map(\.id)) == Set(all.map(\.id)))
        }
        // The merged entry: concurrent values kept as a conflict, the unseen note revives it.
        let e = try #require(try a.entry(id: key))
        #expect(!e.deleted)
        #expect(e.note == "walk")
        #expect(Set([e.value] + e.conflicts.map(\.value)) == [.level(4), .level(2)])
    }

    @Test func aClockFarAheadIsReportedButItsOpsApply() throws {
        let remote = MemoryBackend(device: Fixture.b)
        let local = MemoryBackend(device: Fixture.a)
        try commit(remote, [mood(2)], at: 11 * 60 * 1000)
        let report = try WritePath.apply(remote.log, now: at(0), backend: local)
        #expect(report.driftingDevices == [Fixture.b])
        #expect(report.applied == 1)
        #expect(try local.entry(id: "mood/2026-11-21")?.value == .level(2))
        #expect(local.hlc < remote.hlc)
        // Within 10 minutes the remote reading is folded in: the next local op sorts after it.
        let near = MemoryBackend(device: Fixture.c)
        try commit(near, [mood(4, day: "2026-11-22")], at: 9 * 60 * 1000)
        let ok = try WritePath.apply(near.log, now: at(0), backend: local)
        #expect(ok.driftingDevices.isEmpty)
        let next = try #require(try commit(local, [mood(5, day: "2026-11-23")], at: 1))
        #expect(next.id > near.log[0].id)
    }
}

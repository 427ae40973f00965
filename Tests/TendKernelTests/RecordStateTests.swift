import Foundation
import Testing
import TendEngine
import TendKernel

@Suite("RecordState merge rules")
struct RecordStateTests {
    typealias F = Fixture

    /// Merges the ops in every order, expects one result and returns it.
    func mergeAllOrders(_ ops: [Op], sourceLocation: SourceLocation = #_sourceLocation) -> RecordState {
        let results = F.permutations(ops).map(F.merge)
        #expect(Set(results).count == 1, "orders disagree", sourceLocation: sourceLocation)
        return results[0]
    }

    @Test func aSupersedingOpReplacesTheHead() {
        let c = F.op(F.id(1_000), F.created(level: 3))
        let e = F.op(F.id(2_000), [EntryField.value: EntryValue.level(4).field], supersedes: [c.id])
        let s = mergeAllOrders([c, e])
        #expect(s.values(EntryField.value).map(\.id) == [e.id])
        #expect(s.winner(EntryField.value) == EntryValue.level(4).field)
        // Fields the edit didn't write keep the creating op as head.
        #expect(s.values(EntryField.day).map(\.id) == [c.id])
        #expect(!s.isDeleted)
    }

    @Test func lastWriterWinsIsTheGreatestOpID() {
        let c = F.op(F.id(1_000), F.created(level: 3))
        let fromA = F.op(F.id(2_000, F.a), [EntryField.note: "from a"], supersedes: [c.id])
        let fromB = F.op(F.id(1_500, F.b), [EntryField.note: "from b"], supersedes: [c.id])
        let s = mergeAllOrders([c, fromA, fromB])
        #expect(s.values(EntryField.note).map(\.id) == [fromB.id, fromA.id])
        #expect(s.winner(EntryField.note) == "from a")
        // Same clock reading: the device breaks the tie.
        let tieA = F.op(F.id(3_000, F.a), [EntryField.note: "tie a"], supersedes: [c.id])
        let tieB = F.op(F.id(3_000, F.b), [EntryField.note: "tie b"], supersedes: [c.id])
        #expect(mergeAllOrders([c, tieB, tieA]).winner(EntryField.note) == "tie b")
        // A write that saw both concurrent heads resolves them.
        let resolve = F.op(F.id(4_000, F.c), [EntryField.note: "merged"], supersedes: [fromA.id, fromB.id])
        let resolved = mergeAllOrders([c, fromA, fromB, resolve])
        #expect(resolved.values(EntryField.note).map(\.id) == [resolve.id])
        #expect(resolved.winner(EntryField.note) == "merged")
    }

    @Test func aLateOpIsNotAHeadButStillRemovesWhatItSupersedes() {
        let x1 = F.op(F.id(1_000), [EntryField.note: "1"])
        let x2 = F.op(F.id(2_000), [EntryField.note: "2", EntryField.tags: .array(["t"])], supersedes: [x1.id])
        let x3 = F.op(F.id(3_000), [EntryField.note: "3"], supersedes: [x2.id])
        var s = RecordState()
        s.apply(x3)
        s.apply(x1)
        #expect(s.values(EntryField.note).map(\.id) == [x1.id, x3.id])
        // x2 arrives last: x3 supersedes it for `note` only; it removes x1 and is the `tags` head.
        s.apply(x2, supersededFor: [EntryField.note])
        #expect(s.values(EntryField.note).map(\.id) == [x3.id])
        #expect(s.values(EntryField.tags).map(\.id) == [x2.id])
        #expect(s == mergeAllOrders([x1, x2, x3]))
    }

    @Test func applyingAnOpTwiceChangesNothing() {
        let c = F.op(F.id(1_000), F.created(level: 3))
        let e = F.op(F.id(2_000), [EntryField.value: EntryValue.level(4).field], supersedes: [c.id])
        let once = F.merge([c, e])
        #expect(F.merge([c, e, e, c]) == once)
        #expect(F.merge([c, c, e, e]) == once)
        var s = once
        s.apply(e)
        #expect(s == once)
    }

    @Test func headsForANewOp() {
        let c = F.op(F.id(1_000), F.created(level: 3))
        let a = F.op(F.id(2_000, F.a), [EntryField.note: "a"], supersedes: [c.id])
        let b = F.op(F.id(2_000, F.b), [EntryField.note: "b", EntryField.tags: .array([])], supersedes: [c.id])
        let s = F.merge([c, a, b])
        #expect(s.heads(for: [EntryField.note], observingAll: false) == [a.id, b.id])
        #expect(s.heads(for: [EntryField.value], observingAll: false) == [c.id])
        #expect(s.heads(for: [EntryField.note, EntryField.value], observingAll: false) == [c.id, a.id, b.id])
        #expect(s.heads(for: ["unknown"], observingAll: false) == [])
        #expect(s.heads(for: [RecordField.deleted], observingAll: true) == [c.id, a.id, b.id])
        #expect(RecordState().heads(for: [EntryField.note], observingAll: true).isEmpty)
        #expect(RecordState().isEmpty && !s.isEmpty)
    }

    // MARK: Deletion

    @Test func aDeleteThatObservedEverythingDeletes() {
        let c = F.op(F.id(1_000), F.created(level: 3))
        let e = F.op(F.id(2_000), [EntryField.note: "n"], supersedes: [c.id])
        let d = F.op(F.id(3_000), [RecordField.deleted: true], supersedes: [c.id, e.id])
        #expect(d.isDeletion)
        let s = mergeAllOrders([c, e, d])
        #expect(s.isDeleted)
        #expect(s.entry(id: "e1")?.deleted == true)
        #expect(s.values(RecordField.deleted).first?.observed == [c.id, e.id])
    }

    @Test func anEditTheDeleteDidNotSeeRevivesTheRecord() {
        let c = F.op(F.id(1_000, F.a), F.created(level: 3))
        let d = F.op(F.id(2_000, F.a), [RecordField.deleted: true], supersedes: [c.id])
        let edit = F.op(F.id(1_500, F.b), [EntryField.note: "still here"], supersedes: [c.id])
        let s = mergeAllOrders([c, d, edit])
        #expect(!s.isDeleted)
        #expect(s.entry(id: "e1")?.note == "still here")
        // Even when the edit's clock is behind, and when it replaces a field the delete did observe.
        let late = F.op(F.id(1_200, F.b), [EntryField.value: EntryValue.level(5).field], supersedes: [c.id])
        #expect(!mergeAllOrders([c, d, late]).isDeleted)
        // Deleting again after seeing the edit deletes.
        let again = F.op(F.id(4_000, F.a), [RecordField.deleted: true], supersedes: [c.id, d.id, edit.id])
        #expect(mergeAllOrders([c, d, edit, again]).isDeleted)
    }

    @Test func aConcurrentUndeleteBeatsTheDelete() {
        // Habit completion is add-wins: a concurrent check and uncheck leave it checked.
        let c = F.op(F.id(1_000, F.a), F.created(level: 3))
        let uncheck = F.op(F.id(3_000, F.a), [RecordField.deleted: true], supersedes: [c.id])
        let check = F.op(F.id(2_000, F.b), [RecordField.deleted: false], supersedes: [c.id])
        let s = mergeAllOrders([c, uncheck, check])
        #expect(s.values(RecordField.deleted).count == 2)
        #expect(s.winner(RecordField.deleted) == true)
        #expect(!s.isDeleted)
    }

    @Test func undeleteAfterDeleteAndDeleteAgain() {
        let c = F.op(F.id(1_000), F.created(level: 3))
        let d1 = F.op(F.id(2_000), [RecordField.deleted: true], supersedes: [c.id])
        let u = F.op(F.id(3_000), [RecordField.deleted: false], supersedes: [d1.id])
        let d2 = F.op(F.id(4_000), [RecordField.deleted: true], supersedes: [c.id, u.id])
        #expect(F.merge([c, d1]).isDeleted)
        #expect(!mergeAllOrders([c, d1, u]).isDeleted)
        #expect(mergeAllOrders([c, d1, u, d2]).isDeleted)
    }

    @Test func concurrentDeletesPoolWhatTheyObserved() {
        let c = F.op(F.id(1_000, F.a), F.created(level: 3))
        let noteA = F.op(F.id(2_000, F.a), [EntryField.note: "a"], supersedes: [c.id])
        let tagsB = F.op(F.id(2_000, F.b), [EntryField.tags: .array(["b"])], supersedes: [])
        // A deletes having seen its own note only; B deletes having seen its own tags only.
        let delA = F.op(F.id(3_000, F.a), [RecordField.deleted: true], supersedes: [c.id, noteA.id])
        let delB = F.op(F.id(3_000, F.b), [RecordField.deleted: true], supersedes: [tagsB.id])
        #expect(mergeAllOrders([c, noteA, tagsB, delA, delB]).isDeleted)
        // Without B's delete, B's tags were never observed by a delete: the record lives.
        #expect(!mergeAllOrders([c, noteA, tagsB, delA]).isDeleted)
    }

    @Test func aRecordWithoutDeletedFieldIsNotDeleted() {
        #expect(!RecordState().isDeleted)
        #expect(!F.merge([F.op(F.id(1_000), [EntryField.note: "x"])]).isDeleted)
    }

    // MARK: Materialisation

    @Test func entryFromItsCreatingFields() throws {
        let created = Date(timeIntervalSince1970: 1_795_777_200.123)
        let entry = Entry(id: "gratitude-1", tracker: "gratitude", subject: "s1", day: day("2026-11-21"),
                          value: .text("Sun on the table"), note: "morning", tags: ["home", "light"], position: "W",
                          source: "import", created: created)
        let opID = OpID(hlc: HLC(millis: 1_795_777_201_000, counter: 2), device: F.a)
        let s = F.merge([Op(id: opID, entity: .entry, key: entry.id, fields: entry.fieldValues, supersedes: [])])
        let back = try #require(s.entry(id: entry.id))
        var expected = entry
        expected.updated = opID.hlc.date
        #expect(back == expected)
        #expect(back.conflicts.isEmpty)
    }

    @Test func entryDefaultsAndRefusals() {
        let minimal: [String: FieldValue] = [RecordField.tracker: "mood", EntryField.day: "2026-11-21",
                                             EntryField.value: EntryValue.done.field]
        let e = F.merge([F.op(F.id(5_000), minimal)]).entry(id: "e1")
        #expect(e?.position == FractionalIndex.first)
        #expect(e?.source == "cli")
        #expect(e?.tags == [])
        #expect(e?.subject == nil && e?.note == nil)
        #expect(e?.created == Date(timeIntervalSince1970: 5))
        #expect(e?.deleted == false)
        var missing = minimal
        missing[RecordField.tracker] = nil
        #expect(F.merge([F.op(F.id(5_000), missing)]).entry(id: "e1") == nil)
        for (field, bad) in [(EntryField.day, FieldValue.string("2026-02-30")), (EntryField.day, .int(3)),
                             (EntryField.value, .object(["level": "high"])), (EntryField.value, .string("done")),
                             (EntryField.value, .object(["done": true, "level": 1]))] {
            var f = minimal
            f[field] = bad
            #expect(F.merge([F.op(F.id(5_000), f)]).entry(id: "e1") == nil, "\(field)=\(bad)")
        }
    }

    @Test func concurrentValuesBecomeConflicts() throws {
        let c = F.op(F.id(1_000, F.a), F.created(level: 3))
        let good = F.op(F.id(2_000, F.a), [EntryField.value: EntryValue.level(4).field], supersedes: [c.id])
        let bad = F.op(F.id(2_500, F.b), [EntryField.value: EntryValue.level(1).field], supersedes: [c.id])
        let s = mergeAllOrders([c, good, bad])
        let e = try #require(s.entry(id: "e1"))
        #expect(e.value == .level(1))
        #expect(e.conflicts == [ConflictingValue(op: good.id, value: .level(4))])
        // The same value written twice is no conflict.
        let same = F.op(F.id(2_400, F.c), [EntryField.value: EntryValue.level(1).field], supersedes: [c.id])
        #expect(mergeAllOrders([c, same, bad]).entry(id: "e1")?.conflicts == [])
        // Three heads with a repeated value: each other value listed once, oldest first.
        let s3 = mergeAllOrders([c, good, same, bad])
        #expect(s3.entry(id: "e1")?.conflicts == [ConflictingValue(op: good.id, value: .level(4))])
        let other = F.op(F.id(2_100, F.c, counter: 1), [EntryField.value: EntryValue.level(2).field], supersedes: [c.id])
        let s4 = mergeAllOrders([c, good, other, bad])
        #expect(s4.entry(id: "e1")?.conflicts.map(\.value) == [.level(4), .level(2)])
        // Resolving writes one op superseding both.
        let resolve = F.op(F.id(3_000, F.a), [EntryField.value: EntryValue.level(3).field], supersedes: [good.id, bad.id])
        let resolved = mergeAllOrders([c, good, bad, resolve])
        #expect(resolved.entry(id: "e1")?.conflicts == [])
        #expect(resolved.entry(id: "e1")?.value == .level(3))
    }

    @Test func itemFromItsFields() throws {
        let created = Date(timeIntervalSince1970: 1_795_000_000)
        let item = Item(id: "h1", tracker: "habit", type: "habit",
                        fields: ["name": "Run", "schedule": "3/week", "target": 5, "cue": .object(["after": "coffee"])],
                        position: "X", archived: true, created: created)
        let id1 = F.id(1_795_000_001_000)
        let s1 = F.merge([Op(id: id1, entity: .item, key: item.id, fields: item.fieldValues, supersedes: [])])
        var expected = item
        expected.updated = id1.hlc.date
        #expect(s1.item(id: item.id) == expected)
        // An own field set to null disappears; an edit updates `updated`.
        let id2 = F.id(1_795_000_002_000)
        let edit = Op(id: id2, entity: .item, key: item.id, fields: ["f.cue": .null, "f.name": "Run far", ItemField.archived: false],
                      supersedes: s1.heads(for: ["f.cue", "f.name", ItemField.archived], observingAll: false))
        let s2 = F.merge([Op(id: id1, entity: .item, key: item.id, fields: item.fieldValues, supersedes: []), edit])
        let back = try #require(s2.item(id: item.id))
        #expect(back.fields == ["name": "Run far", "schedule": "3/week", "target": 5])
        #expect(back.string("name") == "Run far")
        #expect(!back.archived)
        #expect(back.created == created)
        #expect(back.updated == id2.hlc.date)
        #expect(F.merge([F.op(F.id(1), [RecordField.tracker: "habit"], key: "h", entity: .item)]).item(id: "h") == nil)
    }

    @Test func createdAndUpdated() {
        let c = F.op(F.id(10_000), [EntryField.note: "x"])
        let e = F.op(F.id(30_000, F.b), [EntryField.tags: .array([])])
        let s = F.merge([c, e])
        // Without a `created` field: the oldest head; `updated`: the newest.
        #expect(s.created == Date(timeIntervalSince1970: 10))
        #expect(s.updated == Date(timeIntervalSince1970: 30))
        let withCreated = F.merge([c, e, F.op(F.id(20_000), [RecordField.created: .int(5_500)])])
        #expect(withCreated.created == Date(timeIntervalSince1970: 5.5))
        #expect(withCreated.updated == Date(timeIntervalSince1970: 30))
        #expect(RecordState().updated == Date(timeIntervalSince1970: 0))
    }

    @Test func settingValues() {
        let set = F.op(F.id(1_000), [SettingField.value: "3/week"], key: "habit.schedule", entity: .setting)
        #expect(F.merge([set]).settingValue == "3/week")
        let cleared = F.op(F.id(2_000), [SettingField.value: .null], supersedes: [set.id], key: "habit.schedule", entity: .setting)
        #expect(F.merge([set, cleared]).settingValue == nil)
        let deleted = F.op(F.id(2_000), [RecordField.deleted: true], supersedes: [set.id], key: "habit.schedule", entity: .setting)
        #expect(F.merge([set, deleted]).settingValue == nil)
        #expect(RecordState().settingValue == nil)
    }

    /// A record's first op is kept as it is (``RecordState/only``) instead of spread over registers: it must
    /// read exactly as the registers that op makes, and stay so once later ops arrive.
    @Test func aRecordOfOneOpReadsAsItsRegisters() {
        var rng = SeededGenerator(seed: 26)
        let itemFields: [String: FieldValue] = [RecordField.tracker: "habit", ItemField.type: "habit",
                                                ItemField.prefix + "name": "Run", ItemField.prefix + "gone": .null]
        for n in 0..<300 {
            let deleting = n % 5 == 0
            var fields = n % 7 == 0 ? itemFields : F.created(level: Int.random(in: 1...5, using: &rng))
            if n % 3 == 0 { fields.removeValue(forKey: RecordField.created) }
            if n % 4 == 0 { fields[EntryField.note] = .string("n\(n)") }
            if deleting { fields[RecordField.deleted] = true }
            let supersedes = deleting ? [F.id(UInt64.random(in: 1...500, using: &rng))] : []
            let op = F.op(F.id(UInt64.random(in: 1_000...9_000, using: &rng), n % 2 == 0 ? F.a : F.b), fields,
                          supersedes: supersedes, entity: n % 7 == 0 ? .item : .entry)
            var kept = RecordState()
            kept.apply(op)
            #expect(kept.only == op)
            var spread: [String: [RecordState.Head]] = [:]
            for (f, v) in fields {
                spread[f] = [RecordState.Head(id: op.id, value: v, observed: f == RecordField.deleted && deleting ? supersedes : [])]
            }
            let registers = RecordState(registers: spread)
            #expect(registers.only == nil)
            #expect(kept == registers && kept.hashValue == registers.hashValue && kept.registers == spread)
            for f in Array(fields.keys) + ["absent"] {
                #expect(kept.winner(f) == registers.winner(f) && kept.values(f) == registers.values(f))
                #expect(kept.heads(for: [f], observingAll: false) == registers.heads(for: [f], observingAll: false))
            }
            #expect(kept.heads(for: ["absent"], observingAll: true) == registers.heads(for: ["absent"], observingAll: true))
            #expect(kept.isDeleted == deleting && registers.isDeleted == deleting)
            #expect(kept.created == registers.created && kept.updated == registers.updated)
            #expect(kept.entry(id: "e1") == registers.entry(id: "e1") && kept.item(id: "e1") == registers.item(id: "e1"))
            // A second op (an edit that saw the first, or a concurrent one): both forms merge it alike.
            let next = F.op(F.id(UInt64.random(in: 1_000...9_000, using: &rng), F.c), [EntryField.value: EntryValue.level(2).field],
                            supersedes: n % 2 == 0 ? [op.id] : [])
            var keptNext = kept, registersNext = registers
            keptNext.apply(next)
            registersNext.apply(next)
            #expect(keptNext.only == nil && keptNext == registersNext)
            #expect(keptNext.entry(id: "e1") == registersNext.entry(id: "e1"))
            // The same op again changes nothing.
            var again = kept
            again.apply(op)
            #expect(again.only == op)
        }
        var empty = RecordState()
        empty.apply(F.op(F.id(1), [:]))
        #expect(empty.isEmpty && empty.only == nil)
    }
}


import Foundation
import Testing
import TendEngine
import TendKernel

@Suite("Undo through the store protocol")
struct UndoTests {
    let clock = FixedClock(Date(timeIntervalSince1970: 1_795_777_200))

    func store(_ device: DeviceID = Fixture.a) -> MemoryStore { MemoryStore(device: device, clock: clock) }

    func logMood(_ s: MemoryStore, _ level: Int, day iso: String = "2026-11-21") throws {
        let e = Entry(id: EntryKey.daily("mood", day(iso)), tracker: "mood", day: day(iso), value: .level(level),
                      created: clock.now())
        try s.write(ChangeIntent(action: "mood.log")) { reader in
            if try reader.entry(id: e.id) != nil {
                return [Mutation(entity: .entry, key: e.id, fields: [EntryField.value: e.value.field])]
            }
            return [Mutation(entity: .entry, key: e.id, fields: e.fieldValues)]
        }
    }

    @Test func undoWalksBackThroughTheChanges() throws {
        let s = store()
        let key = "mood/2026-11-21"
        try logMood(s, 3)
        try logMood(s, 4)
        #expect(try s.entry(id: key)?.value == .level(4))
        let first = try #require(try s.undo())
        #expect(first.undone.action == "mood.log")
        #expect(first.undo.undoes == first.undone.id)
        #expect(first.undo.source == "undo")
        #expect(try s.entry(id: key)?.value == .level(3))
        // Undoing the creation deletes the entry.
        _ = try #require(try s.undo())
        #expect(try s.entry(id: key)?.deleted == true)
        #expect(try s.entries(EntryQuery()).isEmpty)
        #expect(try s.undo() == nil)
        #expect(try s.verify().isEmpty)
    }

    @Test func undoingADeleteBringsTheRecordBack() throws {
        let s = store()
        let key = "mood/2026-11-21"
        try logMood(s, 2)
        try s.write(ChangeIntent(action: "mood.delete")) { _ in [Mutation(entity: .entry, key: key, fields: [RecordField.deleted: true])] }
        #expect(try s.entry(id: key)?.deleted == true)
        try s.undo()
        let back = try #require(try s.entry(id: key))
        #expect(!back.deleted)
        #expect(back.value == .level(2))
    }

    @Test func undoingANewItemFieldKeepsTheItem() throws {
        let s = store()
        let habit = Item(id: "h1", tracker: "habit", type: "habit", fields: ["name": "Run"], created: clock.now())
        try s.write(ChangeIntent(action: "habit.add")) { _ in [Mutation(entity: .item, key: habit.id, fields: habit.fieldValues)] }
        // A field the item never had: the op supersedes nothing, yet it doesn't create the item.
        try s.write(ChangeIntent(action: "habit.cue")) { _ in [Mutation(entity: .item, key: habit.id, fields: ["f.cue": "coffee"])] }
        #expect(try s.item(id: habit.id)?.string("cue") == "coffee")
        try s.undo()
        let back = try #require(try s.item(id: habit.id))
        #expect(!back.deleted)
        #expect(back.fields == ["name": "Run"])
        // Undoing the creation then deletes it.
        try s.undo()
        #expect(try s.item(id: habit.id)?.deleted == true)
    }

    @Test func undoingAFirstSettingUnsetsIt() throws {
        let s = store()
        try s.write(ChangeIntent(action: "settings.set")) { _ in [Mutation(entity: .setting, key: "mood.schedule", fields: [SettingField.value: "weekdays"])] }
        try s.write(ChangeIntent(action: "settings.set")) { _ in [Mutation(entity: .setting, key: "mood.schedule", fields: [SettingField.value: "daily"])] }
        try s.undo()
        #expect(try s.setting("mood.schedule", scope: .synced) == "weekdays")
        try s.undo()
        #expect(try s.setting("mood.schedule", scope: .synced) == nil)
    }

    @Test func undoOnlyTouchesThisDevicesChanges() throws {
        let local = store(Fixture.a), remote = store(Fixture.b)
        try logMood(local, 3)
        try logMood(remote, 5, day: "2026-11-20")
        _ = try local.apply(try remote.changes(ChangeQuery()), now: clock.now())
        let undone = try #require(try local.undo())
        #expect(undone.undone.device == Fixture.a)
        #expect(try local.entry(id: "mood/2026-11-21")?.deleted == true)
        #expect(try local.entry(id: "mood/2026-11-20")?.value == .level(5))
        #expect(try local.undo() == nil)
    }

    @Test func aFailedWriteLeavesNothing() throws {
        struct Refused: Error {}
        let s = store()
        try logMood(s, 3)
        let before = try s.logCounts()
        #expect(throws: Refused.self) { try s.write(ChangeIntent(action: "x")) { _ in throw Refused() } }
        #expect(try s.logCounts() == before)
        #expect(try s.write(ChangeIntent(action: "x")) { _ in [] } == nil)
        #expect(try s.logCounts() == before)
    }
}

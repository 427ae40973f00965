import Foundation
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting
import Testing

@Suite("Store undo")
struct StoreUndoTests {
    @Test(arguments: StoreKind.allCases)
    func undoRestoresThePreviousValue(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try store.put(create("m", on: day("2026-11-21"), .level(3), note: "calm", at: clock))
            clock.advance(by: 1)
            let edit = try store.put(edit("m", [EntryField.value: EntryValue.level(5).field, EntryField.note: "great"]))
            let result = try #require(try store.undo())
            #expect(result.undone == edit)
            #expect(result.undo.undoes == edit.id)
            let e = try #require(try store.entry(id: "m"))
            #expect(e.value == .level(3) && e.note == "calm" && !e.deleted)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func undoOfCreationDeletesAndOfDeletionRestores(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try store.put(create("x", on: day("2026-11-21"), .done, at: clock))
            try store.undo()
            #expect(try store.entry(id: "x")?.deleted == true)
            #expect(try store.entries(EntryQuery()).isEmpty)

            try store.put(create("y", on: day("2026-11-21"), .level(2), at: clock))
            try store.put(delete("y"))
            #expect(try store.entries(EntryQuery()).isEmpty)
            try store.undo()
            let y = try #require(try store.entry(id: "y"))
            #expect(!y.deleted && y.value == .level(2))
        }
    }

    @Test(arguments: StoreKind.allCases)
    func repeatedUndoWalksBackThenStops(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            #expect(try store.undo() == nil)
            let a = try store.put("a", create("m", on: day("2026-11-21"), .level(1), at: clock))
            let b = try store.put("b", edit("m", [EntryField.value: EntryValue.level(2).field]))
            let c = try store.put("c", edit("m", [EntryField.value: EntryValue.level(3).field]))
            #expect(try store.undo()?.undone.id == c.id)
            #expect(try store.entry(id: "m")?.value == .level(2))
            #expect(try store.undo()?.undone.id == b.id)
            #expect(try store.entry(id: "m")?.value == .level(1))
            #expect(try store.undo()?.undone.id == a.id)
            #expect(try store.entry(id: "m")?.deleted == true)
            #expect(try store.undo() == nil)
            #expect(try store.logCounts().changes == 6)
            #expect(try store.verify() == [])
        }
    }
}

@Suite("Change summaries: history and undo without reading a change's ops")
struct ChangeSummaryTests {
    @Test(arguments: StoreKind.allCases)
    func summariesMatchTheChanges(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 7)) { store in
            // One large change (an import of 10,000 entries), then small ones.
            let big = (0..<10_000).map { i in
                create("e\(i)", tracker: "five", on: day("2000-01-01").adding(days: i), .text("line \(i)"), at: clock)
            }
            try store.write(ChangeIntent(action: "import")) { _ in big }
            clock.advance(by: 1)
            try store.put(create("m", on: day("2026-11-21"), .level(3), at: clock))
            try store.put(edit("m", [EntryField.value: EntryValue.level(4).field]))
            let changes = try store.changes(ChangeQuery(newestFirst: true))
            let summaries = try store.changeSummaries(ChangeQuery(newestFirst: true))
            #expect(summaries == changes.map(ChangeSummary.init))
            #expect(summaries.map(\.opCount) == [1, 1, 10_000])
            #expect(try store.changeSummaries(ChangeQuery(newestFirst: false, limit: 1)).first?.action == "import")
            // Several devices: this one matches, another doesn't.
            let other = DeviceID.random(using: SequentialIDs(seed: 99))
            #expect(try store.changeSummaries(ChangeQuery(devices: [other])).isEmpty)
            #expect(try store.changeSummaries(ChangeQuery(devices: [other, store.device])).count == 3)
            #expect(try store.changeSummaries(ChangeQuery(devices: [])).isEmpty)
            // Undo reverts the latest small change, and after it the one before.
            #expect(try store.undo()?.undone.ops.count == 1)
            #expect(try store.entry(id: "m")?.value == .level(3))
        }
    }
}

import Foundation
import TendEngine
import TendKernel
@testable import TendStore
import TendCLITesting
import TendTesting
import Testing

@Suite("Store verify and rebuild")
struct StoreAuditTests {
    func fill(_ store: any ReplicatedStore, _ clock: TestClock) throws {
        try store.put(create("a", on: day("2026-11-20"), .level(3), note: "n", tags: ["t"], at: clock),
                      create("b", tracker: "journal", on: day("2026-11-21"), .text("x"), at: clock),
                      create(item: "h", fields: ["name": "Run"], at: clock),
                      set("theme", "dark"), set("color", false, scope: .device))
        clock.advance(by: 2)
        try store.put(edit("a", [EntryField.value: EntryValue.level(4).field]), delete("b"))
        try store.put(Mutation(entity: .item, key: "h", fields: ["f.name": "Walk", ItemField.archived: true]))
        // A remote edit of a record this store never saw created: a state with no materialised record.
        let remote = Op(id: OpID(hlc: HLC(millis: baseMillis, counter: 9), device: DeviceID("00000000000000ff")!),
                        entity: .entry, key: "orphan", fields: [EntryField.note: "?"], supersedes: [])
        _ = try store.apply([Change(id: remote.id, action: "x", detail: "", source: "sync", undoes: nil, ops: [remote])],
                        now: clock.now())
    }

    @Test(arguments: StoreKind.allCases)
    func verifyIsCleanAfterWrites(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            #expect(try store.verify() == [])
            try fill(store, clock)
            #expect(try store.entry(id: "orphan") == nil)
            #expect(try store.verify() == [])
        }
    }

    /// Changes entry `a`'s materialised value behind the store's back.
    func tamper(_ store: any ReplicatedStore) throws {
        if let memory = store as? InMemoryStore {
            var e = try #require(try memory.entry(id: "a"))
            e.value = .level(1)
            memory.tamper(with: e)
        } else {
            let sqlite = try #require(store as? SQLiteStore)
            try sqlite.executeBehindTheStoresBack("UPDATE entries SET value = '{\"level\":1}' WHERE id = 'a'")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func verifyFindsATamperedRowAndRebuildRepairsIt(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try fill(store, clock)
            let digest = try store.stateDigest(includeDeviceSettings: true)
            try tamper(store)
            #expect(try store.entry(id: "a")?.value == .level(1))
            #expect(try store.stateDigest(includeDeviceSettings: true) != digest)
            let problems = try store.verify()
            #expect(problems.count == 1)
            #expect(problems.first?.entity == .entry && problems.first?.key == "a")
            #expect(problems.first?.detail.contains("value") == true)

            #expect(try store.rebuild() == 6)  // a, b, orphan, h, theme, color
            #expect(try store.verify() == [])
            #expect(try store.stateDigest(includeDeviceSettings: true) == digest)
            #expect(try store.entry(id: "a")?.value == .level(4))
        }
    }

    @Test(arguments: [StoreKind.sqliteMemory, .sqliteFile])
    func verifyFindsDamagedStatesAndStrayRows(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try fill(store, clock)
            let sqlite = try #require(store as? SQLiteStore)
            try sqlite.executeBehindTheStoresBack("""
                UPDATE items SET state = '[]' WHERE id = 'h';
                UPDATE entries SET state = '{"not":"heads"}' WHERE id = 'b';
                DELETE FROM settings WHERE key = 'theme';
                INSERT INTO entries (id, state, tracker, day, value, position, source, created, updated, deleted)
                    VALUES ('stray', '[]', 'mood', 0, '{"done":true}', 'V', 'cli', 0, 0, 0);
                """)
            let problems = try store.verify()
            let found = problems.map { "\($0.entity.rawValue) \($0.key)" }
            #expect(found == ["entry b", "entry stray", "item h", "setting theme", "setting theme"])
            let badState = problems.contains { $0.key == "b" && $0.detail == "record state is not a list" }
            #expect(badState)
            let badMerge = problems.contains { $0.key == "h" && $0.detail.contains("merge state") }
            #expect(badMerge)
            _ = try store.rebuild()
            #expect(try store.verify() == [])
            #expect(try store.entry(id: "stray") == nil)
            #expect(try store.setting("theme", scope: .synced) == "dark")
        }
    }

    @Test(arguments: [StoreKind.sqliteMemory, .sqliteFile])
    func unreadableStoredDataIsReportedAsDamage(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try fill(store, clock)
            let sqlite = try #require(store as? SQLiteStore)
            try sqlite.executeBehindTheStoresBack("UPDATE entries SET tags = '[1,' WHERE id = 'a'")
            let readEntries = { try store.entries(EntryQuery()) }
            let isDamagedTags: (any Error) -> Bool = { error in
                guard case StoreError.damaged(_, let reason) = error else { return false }
                return reason.contains("tags")
            }
            #expect(performing: readEntries, throws: isDamagedTags)
        }
    }
}

import Foundation
import TendEngine
import TendKernel
@testable import TendStore
import TendCLITesting
import TendTesting
import Testing

@Suite("SQLite store files")
struct SQLiteStoreFileTests {
    @Test
    func clockAndDeviceSurviveReopening() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/tend.sqlite"
            let clock = TestClock(millis: baseMillis)
            let (device, last): (DeviceID, HLC) = try {
                let store = try SQLiteStore(path: path, clock: clock, ids: SequentialIDs(seed: 1))
                try store.put(create("a", on: day("2026-11-21"), .done, at: clock))
                try store.put(create("b", on: day("2026-11-21"), .done, at: clock))
                return (store.device, try store.lastClock())
            }()
            #expect(device == DeviceID("0000000100000001"))
            clock.advance(by: -86_400)  // the machine's clock went back a day
            let store = try SQLiteStore(path: path, clock: clock, ids: SequentialIDs(seed: 5), create: false)
            #expect(store.device == device)
            #expect(try store.lastClock() == last)
            let c = try store.put(create("c", on: day("2026-11-21"), .done, at: clock))
            #expect(c.id.hlc > last)
            #expect(try store.entries(EntryQuery()).map(\.id) == ["a", "b", "c"])
            #expect(try store.storedSchemaVersion() == SQLiteStore.schemaVersion)
            #expect(SQLiteStore.schemaVersion == 3)
            #expect(SQLiteStore.isTendDatabase(at: path))
        }
    }

    @Test
    func twoConnectionsWritingFromManyThreadsAtOnce() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/tend.sqlite"
            let clock = TestClock(millis: baseMillis)
            let first = try SQLiteStore(path: path, clock: clock, ids: SequentialIDs(seed: 1))
            let second = try SQLiteStore(path: path, clock: clock, ids: SequentialIDs(seed: 2), create: false)
            #expect(first.device == second.device)
            let stores = [first, second]
            let threads = 6, writes = 12
            let failures = FailureLog()
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                let store = stores[t % 2]
                for w in 0..<writes {
                    do {
                        try store.put(create("t\(t)-\(w)", on: day("2026-11-01").adding(days: w), .level(t), at: clock))
                    } catch {
                        failures.add("\(error)")
                    }
                }
            }
            #expect(failures.all == [])
            for store in stores {
                #expect(try store.entries(EntryQuery()).count == threads * writes)
                #expect(try store.logCounts() == (threads * writes, threads * writes))
            }
            let ids = try first.changes(ChangeQuery()).map(\.id)
            #expect(Set(ids).count == threads * writes)
            #expect(try first.verify() == [])
        }
    }

    @Test
    func refusesFilesThatAreNotTendStores() throws {
        try withTemporaryDirectory { dir in
            let clock = TestClock(millis: baseMillis)
            func open(_ path: String) throws -> SQLiteStore { try SQLiteStore(path: path, clock: clock, ids: SequentialIDs()) }

            let text = dir + "/notes.txt"
            var rng = SeededGenerator(seed: 42)
            let random = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }
            try Data(random).write(to: URL(fileURLWithPath: text))
            let openText = { try open(text) }
            #expect(throws: StoreError.notTendDatabase(path: text), performing: openText)
            #expect(!SQLiteStore.isTendDatabase(at: text))

            let damaged = dir + "/damaged.sqlite"
            try Data(Opening.sqliteHeader + random).write(to: URL(fileURLWithPath: damaged))
            let openDamaged = { try open(damaged) }
            let isDamaged: (any Error) -> Bool = { error in
                if case StoreError.damaged(let p, _) = error { return p == damaged }
                return false
            }
            #expect(performing: openDamaged, throws: isDamaged)

            let foreign = dir + "/other.sqlite"
            try SQLiteStore.makeForeignDatabase(at: foreign, sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
            let openForeign = { try open(foreign) }
            #expect(throws: StoreError.notTendDatabase(path: foreign), performing: openForeign)
            #expect(!SQLiteStore.isTendDatabase(at: foreign))

            let openDirectory = { try open(dir) }
            let isCannotOpen: (any Error) -> Bool = { error in
                if case StoreError.cannotOpen(dir, _) = error { return true }
                return false
            }
            #expect(performing: openDirectory, throws: isCannotOpen)
        }
    }

    @Test
    func emptyFilesBecomeStoresOnlyWhenCreating() throws {
        try withTemporaryDirectory { dir in
            let clock = TestClock(millis: baseMillis)
            let path = dir + "/tend.sqlite"
            let openExisting = { try SQLiteStore(path: path, clock: clock, ids: SequentialIDs(), create: false) }
            #expect(throws: StoreError.notFound(path: path), performing: openExisting)
            #expect(!FileManager.default.fileExists(atPath: path))
            _ = FileManager.default.createFile(atPath: path, contents: Data())
            #expect(throws: StoreError.notFound(path: path), performing: openExisting)
            let store = try SQLiteStore(path: path, clock: clock, ids: SequentialIDs())
            try store.put(set("theme", "dark"))
            #expect(SQLiteStore.isTendDatabase(at: path))
            // A new store is private to its owner.
            let fresh = dir + "/fresh.sqlite"
            _ = try SQLiteStore(path: fresh, clock: clock, ids: SequentialIDs())
            let mode = try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
    }

    @Test(arguments: ["/nonexistent-tend-dir/x/tend.sqlite", "/proc/tend-test.sqlite"])
    func cannotCreateWhereTheDirectoryIsMissingOrReadOnly(path: String) throws {
        #expect {
            try SQLiteStore(path: path, clock: TestClock(millis: baseMillis), ids: SequentialIDs())
        } throws: { error in
            guard case StoreError.cannotCreate(let p, let reason) = error else { return false }
            return p == path && !reason.isEmpty
        }
    }

    @Test
    func cannotCreateBelowARegularFile() throws {
        try withTemporaryDirectory { dir in
            let file = dir + "/plain"
            _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
            let createBelowFile = {
                try SQLiteStore(path: file + "/tend.sqlite", clock: TestClock(millis: baseMillis), ids: SequentialIDs())
            }
            #expect(throws: StoreError.cannotCreate(path: file + "/tend.sqlite", reason: "Not a directory"),
                    performing: createBelowFile)
        }
    }

    /// What a later Tend leaves in a store: a higher schema version, or a migration this build doesn't know
    /// at the same version. Either is refused as too new, and the file is still seen as a Tend store.
    static let laterSchemas: [(sql: String, found: Int)] = [
        ("PRAGMA user_version = 7", 7),
        ("INSERT INTO grdb_migrations (identifier) VALUES ('v3-later')", SQLiteStore.schemaVersion + 1),
    ]

    @Test("a store from a later Tend is refused: a higher version, or an unknown migration at the same one",
          arguments: laterSchemas.indices)
    func newerSchemaIsRefused(_ i: Int) throws {
        let later = Self.laterSchemas[i]
        try withTemporaryDirectory { dir in
            let path = dir + "/tend.sqlite"
            let clock = TestClock(millis: baseMillis)
            do {
                let store = try SQLiteStore(path: path, clock: clock, ids: SequentialIDs())
                try store.executeBehindTheStoresBack(later.sql)
            }
            let reopen = { try SQLiteStore(path: path, clock: clock, ids: SequentialIDs()) }
            #expect(throws: StoreError.schemaTooNew(path: path, found: later.found, supported: SQLiteStore.schemaVersion),
                    performing: reopen)
            #expect(SQLiteStore.isTendDatabase(at: path))
        }
    }

    @Test(arguments: [StoreKind.sqliteMemory, .sqliteFile])
    func backupOpensWithTheSameContent(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            let sqlite = try #require(store as? SQLiteStore)
            try store.put(create("a", on: day("2026-11-20"), .level(3), at: clock), set("theme", "dark"),
                          set("reminder", "07:00", scope: .device), create(item: "h", at: clock))
            try store.put(delete("a"))
            try withTemporaryDirectory { dir in
                let path = dir + "/backup.sqlite"
                try sqlite.backup(to: path)
                #expect(SQLiteStore.isTendDatabase(at: path))
                let copy = try SQLiteStore(path: path, clock: clock, ids: SequentialIDs(seed: 9), create: false)
                #expect(copy.device == store.device)
                #expect(try copy.stateDigest(includeDeviceSettings: true) == store.stateDigest(includeDeviceSettings: true))
                #expect(try copy.historyDigest() == store.historyDigest())
                #expect(try copy.lastClock() == store.lastClock())
                #expect(try copy.verify() == [])
                let backUpAgain = { try sqlite.backup(to: path) }
                #expect(throws: StoreError.cannotCreate(path: path, reason: "a file already exists there"),
                        performing: backUpAgain)
            }
        }
    }
}

/// Errors collected from several threads.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}

@Suite("SQLite store transactions")
struct SQLiteStoreTransactionTests {
    /// A batch whose second change cannot be stored (its op id is already taken by the first) leaves
    /// nothing of the first behind.
    @Test(arguments: [StoreKind.sqliteMemory, .sqliteFile])
    func applyIsAllOrNothing(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try store.put(set("theme", "dark"))
            let counts = try store.logCounts(), digest = try store.stateDigest(), hlc = try store.lastClock()
            let device = try #require(DeviceID("00000000000000aa"))
            let op1 = Op(id: OpID(hlc: HLC(millis: baseMillis, counter: 5), device: device), entity: .setting,
                         key: "name", fields: [SettingField.value: "Ada"], supersedes: [])
            let op2 = Op(id: OpID(hlc: HLC(millis: baseMillis, counter: 4), device: device), entity: .setting,
                         key: "lang", fields: [SettingField.value: "en"], supersedes: [])
            let good = Change(id: op1.id, action: "a", detail: "", source: "sync", undoes: nil, ops: [op1])
            let bad = Change(id: op2.id, action: "b", detail: "", source: "sync", undoes: nil, ops: [op2, op1])
            let applyBoth = { try store.apply([good, bad], now: clock.now()) }
            #expect(throws: StoreError.self, performing: applyBoth)
            #expect(try store.logCounts() == counts)
            #expect(try store.stateDigest() == digest)
            #expect(try store.lastClock() == hlc)
            #expect(try store.setting("name", scope: .synced) == nil)
            #expect(try store.apply([good], now: clock.now()).applied == 1)
            #expect(try store.setting("name", scope: .synced) == "Ada")
        }
    }
}

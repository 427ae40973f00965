import Foundation
import GRDB
import GRDBSQLite
import Synchronization
import TendEngine
import TendKernel

/// The store: one SQLite file holding the op log and the materialised records.
///
/// - Several `tend` processes may use one file at once: it is in WAL mode, writers wait up to
///   ``busyTimeout`` for each other, and every write transaction is `IMMEDIATE`, so reading the clock,
///   ticking it and writing the ops is atomic across processes.
/// - Merging and logging are the kernel's (``WritePath``); this type only stores.
/// - Every SQLite failure surfaces as a ``StoreError``; errors thrown by a ``write(_:_:)`` closure pass
///   through unchanged. Nothing is written when anything throws.
/// - Do not call the store from inside a ``write(_:_:)`` closure: read through the reader it is given.
public final class SQLiteStore: ReplicatedStore {
    /// How long a write waits for another process's write to finish before ``StoreError/busy(path:)``.
    public static let busyTimeout: TimeInterval = 10
    /// The schema version this build reads and writes.
    public static let schemaVersion = Schema.version

    /// The file (`:memory:` for an in-memory store).
    public let path: String
    /// This store's device id, made when the file was created.
    public let device: DeviceID
    let queue: DatabaseQueue
    let clock: any Clock
    /// The file's identity when it was opened (`nil` in memory): a write that finds another file, or
    /// none, at ``path`` afterwards reports ``StoreError/moved(path:)``.
    let fileIdentity: FileIdentity?

    /// Opens the Tend store at `path`, creating it (and only the file, not its directory) when it does not
    /// exist and `create` is true.
    /// - Throws: ``StoreError``: `notFound` (missing and `create` false), `cannotCreate`, `cannotOpen`,
    ///   `readOnly`, `notTendDatabase`, `damaged`, `schemaTooNew`, `busy`.
    public init(path: String, clock: any Clock, ids: any IDGenerator, create: Bool = true) throws {
        self.path = path
        self.clock = clock
        let queue = try Opening.open(path: path, create: create)
        self.queue = queue
        device = try mappingErrors(path: path) { try Opening.prepare(queue, path: path, create: create, ids: ids) }
        fileIdentity = FileIdentity(path: path)
    }

    private init(memory queue: DatabaseQueue, clock: any Clock, ids: any IDGenerator) throws {
        path = ":memory:"
        self.clock = clock
        self.queue = queue
        fileIdentity = nil
        device = try mappingErrors(path: ":memory:") {
            try Opening.prepare(queue, path: ":memory:", create: true, ids: ids)
        }
    }

    /// Whether the process ends right after its command (set once by the `tend` executable's `main`): a
    /// store released then closes its connection — SQLite checkpoints the WAL and removes it, as at any
    /// close — but never releases GRDB's queue object, whose teardown (leaving Foundation's notification
    /// center, whose first use sets up its bridging of Swift values) cost `tend` 1.0 M instructions, 2 %
    /// of its start (docs/benchmarks.md). The exit that follows frees it.
    public static let processEndsAfterCommand = Atomic<Bool>(false)

    deinit {
        guard Self.processEndsAfterCommand.load(ordering: .relaxed), (try? queue.close()) != nil else { return }
        _ = Unmanaged.passRetained(queue)
    }

    /// A new store in memory (tests, dry runs).
    public static func inMemory(clock: any Clock, ids: any IDGenerator) throws -> SQLiteStore {
        let queue = try mappingErrors(path: ":memory:") { try DatabaseQueue(configuration: Opening.configuration()) }
        return try SQLiteStore(memory: queue, clock: clock, ids: ids)
    }

    /// Runs `body` on a consistent snapshot.
    func reading<T>(_ body: (SQLiteBackend) throws -> T) throws -> T {
        try mappingErrors(path: path) { try queue.read { db in try body(SQLiteBackend(db: db, device: device)) } }
    }

    /// Runs `body`, a read of one statement, on the connection outside a transaction: the statement reads
    /// one consistent snapshot by itself. (`reading` wraps its body in four more statements — `query_only`
    /// on and off, `BEGIN`, `COMMIT` — which a command reading the store fifty times pays for fifty times.)
    func readingOne<T>(_ body: (SQLiteBackend) throws -> T) throws -> T {
        try mappingErrors(path: path) { try queue.inDatabase { db in try body(SQLiteBackend(db: db, device: device)) } }
    }

    /// Runs `body` in an `IMMEDIATE` write transaction, committed if it returns, rolled back if it throws.
    /// With `waiting` false, a write another process holds fails at once (``StoreError/busy(path:)``)
    /// instead of after ``busyTimeout``.
    func writing<T>(waiting: Bool = true, _ body: (SQLiteBackend) throws -> T) throws -> T {
        let result = try mappingErrors(path: path) {
            try queue.writeWithoutTransaction { db in
                if !waiting {
                    sqlite3_busy_timeout(db.sqliteConnection, 0)
                }
                defer {
                    if !waiting { sqlite3_busy_timeout(db.sqliteConnection, Int32(SQLiteStore.busyTimeout * 1000)) }
                }
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(SQLiteBackend(db: db, device: device))
                    return .commit
                }
                return result!
            }
        }
        if let fileIdentity, FileIdentity(path: path) != fileIdentity { throw StoreError.moved(path: path) }
        return result
    }

    // MARK: Store

    /// Runs `build` in an IMMEDIATE transaction and commits its mutations as one change (see ``Store``).
    @discardableResult
    public func write(_ intent: ChangeIntent, _ build: (any StoreReader) throws -> [Mutation]) throws -> Change? {
        try writing { backend in
            let mutations: [Mutation]
            do { mutations = try build(backend) } catch { throw CallerError(error: error) }
            return try WritePath.commit(intent, mutations, device: device, now: clock.now(), backend: backend)
        }
    }

    /// Applies changes made elsewhere, in one transaction; already-known changes are skipped.
    public func apply(_ changes: [Change], now: Date) throws -> ApplyReport {
        try writing { try WritePath.apply(changes, now: now, backend: $0) }
    }

    /// Logged changes matching `query`, with their ops.
    public func changes(_ query: ChangeQuery) throws -> [Change] { try reading { try $0.changes(query) } }
    /// One logged change by id.
    public func change(id: OpID) throws -> Change? { try reading { try $0.change(id: id) } }
    /// Logged changes without their ops (``Store/changeSummaries(_:)``).
    public func changeSummaries(_ query: ChangeQuery) throws -> [ChangeSummary] { try reading { try $0.changeSummaries(query) } }
    /// This device, then the devices whose history a restore continued (``Store/undoDevices()``).
    public func undoDevices() throws -> [DeviceID] { try reading { try $0.undoDevices() } }
    /// One logged op by id.
    public func op(id: OpID) throws -> Op? { try readingOne { try $0.op(id: id) } }
    /// The number of logged ops and changes.
    public func logCounts() throws -> (ops: Int, changes: Int) { try readingOne { try $0.logCounts() } }
    /// The latest clock reading issued or seen.
    public func lastClock() throws -> HLC { try readingOne { try $0.clock() } }

    // MARK: StoreReader

    /// Entries matching `query`, in canonical order.
    public func entries(_ query: EntryQuery) throws -> [Entry] { try readingOne { try $0.entries(query) } }
    /// One entry by id, deleted or not.
    public func entry(id: String) throws -> Entry? { try readingOne { try $0.entry(id: id) } }
    /// Non-deleted entries matching `query` (its limit and `includeDeleted` ignored), per day.
    public func dayCounts(_ query: EntryQuery) throws -> [Day: Int] { try readingOne { try $0.dayCounts(query) } }
    /// The day, subject and value of the live entries matching `query`, read from an index alone.
    public func dayValues(_ query: EntryQuery) throws -> [DayValue] { try readingOne { try $0.dayValues(query) } }
    /// The days of the live entries matching `query` whose text `matches` accepts, read in place from an index.
    public func textDays(_ query: EntryQuery, where matches: (UnsafeBufferPointer<UInt8>) -> Bool) throws -> [Day] {
        try readingOne { try $0.textDays(query, where: matches) }
    }
    /// The days of the live entries matching `query` whose note `matches` accepts, read in place.
    public func noteDays(_ query: EntryQuery, where matches: (UnsafeBufferPointer<UInt8>) -> Bool) throws -> [Day] {
        try readingOne { try $0.noteDays(query, where: matches) }
    }
    /// Items matching `query`, in canonical order.
    public func items(_ query: ItemQuery) throws -> [Item] { try readingOne { try $0.items(query) } }
    public func itemFields(_ query: ItemQuery, _ body: (String, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        try readingOne { try $0.itemFields(query, body) }
    }
    /// One item by id, deleted or not.
    public func item(id: String) throws -> Item? { try readingOne { try $0.item(id: id) } }
    /// A setting's value, or `nil` when unset.
    public func setting(_ key: String, scope: SettingScope) throws -> FieldValue? {
        try readingOne { try $0.setting(key, scope: scope) }
    }
    /// Every set setting of a scope, sorted by key.
    public func settings(scope: SettingScope) throws -> [Setting] { try readingOne { try $0.settings(scope: scope) } }

    /// The saved checkpoint of a target's fold, if any.
    public func checkpoint(tracker: String, target: String, kind: String) throws -> FigureCheckpoint? {
        try readingOne { try $0.checkpoint(tracker: tracker, target: target, kind: kind) }
    }

    /// Saves a checkpoint if nothing was written since `readAt` (not a change: nothing is logged). Never
    /// waits for another process's write: a checkpoint is a shortcut, not worth holding up a read command
    /// (it is then not saved, and the next run folds again).
    @discardableResult
    public func save(_ checkpoint: FigureCheckpoint, readAt: HLC) throws -> Bool {
        do {
            return try writing(waiting: false) { backend in
                guard try backend.clock() == readAt else { return false }
                try backend.save(checkpoint)
                return true
            }
        } catch StoreError.busy {
            return false
        }
    }
}

import GRDB
import Synchronization

/// Tend's one SQLite facade for code outside this module (the relay's file) and for this module's own
/// small files (another app's backup, ``ForeignSQLiteFile``): GRDB stays inside TendStore.
///
/// - Read-write (the default): the file is in WAL mode with one writer and one reader connection,
///   each on its own serial queue, so blocking SQLite calls never run on the caller's threads in the
///   async API. The writer has `synchronous=FULL`: a write transaction is on disk (the WAL fsynced)
///   when ``write(_:)`` returns, and survives a crash or a power cut. Readers see the last committed
///   state and never wait for the writer.
/// - Read-only (``Options/readOnly``): one connection, nothing ever written — no journal, no WAL.
/// - Writes are `BEGIN IMMEDIATE` transactions, committed if the closure returns, rolled back if it
///   throws; reads are one deferred transaction (a consistent snapshot).
/// - The writer (and a read-only file's connection) waits up to ``Options/busyTimeout`` for another
///   process's lock, then fails with an ``SQLiteError`` whose ``SQLiteError/isBusy`` is true. The
///   reader of a WAL file waits 10 s (GRDB's own, for the rare locks a WAL reader meets).
/// - After ``close()``, every access throws ``SQLiteError/closed`` — work queued before it too, when its
///   turn comes.
/// - SQLite's failures are ``SQLiteError``; errors thrown by a caller's closure pass through unchanged.
/// - `read` and `write` come in a synchronous form (the caller waits) and an async one; in async code
///   the async one is chosen (`await` it). Neither may be called from inside another's closure.
public final class SQLiteDatabase: Sendable {
    /// How a database is opened.
    public struct Options: Sendable {
        /// Open read-only: no WAL set-up, no writes (another program's file).
        public var readOnly = false
        /// How long (seconds) a connection waits for another's lock; 0 fails at once.
        public var busyTimeout: Double = 10
        /// The connections' label (in GRDB's queue names).
        public var label = "tend.sqlite"

        /// The defaults: read-write, WAL, 10 s busy timeout.
        public init() {}

        /// Read-only, failing at once on a lock: a file another program owns.
        public static var readOnly: Options {
            var o = Options()
            o.readOnly = true
            o.busyTimeout = 0
            return o
        }
    }

    /// The file.
    public let path: String
    private let writer: any DatabaseWriter
    private let closed = Atomic<Bool>(false)

    /// Opens the database at `path` (SQLite creates a missing file when not read-only: make it first,
    /// with the mode it should have, since SQLite would give it 0644 less the umask).
    /// - Throws: ``SQLiteError`` when SQLite can't open it.
    public init(path: String, options: Options = Options()) throws {
        self.path = path
        var c = Configuration()
        c.label = options.label
        c.readonly = options.readOnly
        c.busyMode = options.busyTimeout > 0 ? .timeout(options.busyTimeout) : .immediateError
        c.maximumReaderCount = 1
        writer = try SQLiteError.mapping {
            if options.readOnly { return try DatabaseQueue(path: path, configuration: c) }
            let pool = try DatabasePool(path: path, configuration: c)
            // After the pool's own WAL set-up, which chooses `synchronous=NORMAL`: only the writer writes.
            try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") }
            return pool
        }
    }

    // MARK: Access

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction on the writer, waiting for it here.
    public func write<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try available { try writer.writeWithoutTransaction { try Self.immediate($0, body) } }
    }

    /// Runs `body` in one read transaction (a consistent snapshot), waiting for it here.
    public func read<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try available { try writer.read { try body(SQLiteConnection(db: $0)) } }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction on the writer's queue; returns once it is
    /// committed (durably, in WAL mode). Not cancelled with the calling task: a write, once queued, runs.
    public func write<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            writer.asyncWriteWithoutTransaction { db in
                continuation.resume(with: Result { try self.available { try Self.immediate(db, body) } })
            }
        }
    }

    /// Runs `body` in one read transaction (a consistent snapshot) on the reader's queue.
    public func read<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            writer.asyncRead { db in
                continuation.resume(with: Result { try self.available { try body(SQLiteConnection(db: db.get())) } })
            }
        }
    }

    /// Brings the schema up to date: `steps[i]` is the SQL taking `user_version` from `i` to `i + 1`;
    /// the versions missing run in order, each setting `user_version`, in one `BEGIN IMMEDIATE`
    /// transaction that reads the version first, so two processes opening a new file at once apply each
    /// step once. A file at a version above `steps.count` is refused with `tooNew(version)`, unchanged.
    public func migrate(_ steps: [String], tooNew: (Int) -> any Error) throws {
        try write { db in
            let version = try db.userVersion()
            guard version <= steps.count else { throw tooNew(version) }
            for (i, step) in steps.enumerated().dropFirst(version) {
                try db.execute(step)
                try db.execute("PRAGMA user_version = \(i + 1)")
            }
        }
    }

    /// Whether ``close()`` was called (the connections may still be finishing the work running then).
    public var isClosed: Bool { closed.load(ordering: .acquiring) }

    /// Closes the connections after the work already running (idempotent); later work is refused.
    public func close() {
        closed.store(true, ordering: .releasing)
        try? writer.close()
    }

    // MARK: Private

    /// Runs `body` unless the database is closed, with GRDB's errors as ``SQLiteError``.
    private func available<T>(_ body: () throws -> T) throws -> T {
        guard !isClosed else { throw SQLiteError.closed }
        return try SQLiteError.mapping(body)
    }

    /// `body` in a `BEGIN IMMEDIATE` transaction on `db`.
    private static func immediate<T>(_ db: Database, _ body: (SQLiteConnection) throws -> T) throws -> T {
        var value: T?
        try db.inTransaction(.immediate) {
            value = try body(SQLiteConnection(db: db))
            return .commit
        }
        return value!
    }
}

import Foundation
import GRDB
import Synchronization

/// The relay's SQLite file (`<data>/relay.sqlite`), through GRDB as everywhere else in Tend: a
/// `DatabasePool` with one writer and one reader connection, each on its own serial queue, so blocking
/// SQLite calls never run on the server's event loops.
///
/// The file is in WAL mode with `synchronous=FULL`: a write transaction is on disk (the WAL fsynced)
/// when ``write(_:)`` returns, so the relay answers `201` only for data that survives a crash or a
/// power cut. Readers see the last committed state and never wait for a writer.
///
/// The file is created 0600 before SQLite opens it (SQLite would make it 0644 less the umask), and
/// an existing one is set to 0600: SQLite gives its `-wal` and `-shm` files the database's mode, so
/// none of the three is readable by anyone but the relay's user.
final class RelayDatabase: Sendable {
    /// The schema version this build writes (`PRAGMA user_version`).
    static let schemaVersion: Int64 = 2

    private let pool: DatabasePool
    private let closed = Atomic<Bool>(false)

    /// Opens (or creates) the database at `path` and brings its schema up to date.
    /// - Throws: ``RelayStartError/database(_:)`` when the file's schema is newer than this build's.
    init(path: String) throws {
        try RelayFiles.makePrivate(path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)  // the reader's is 10 s too (GRDB's default for pool readers)
        configuration.maximumReaderCount = 1
        configuration.label = "tend-relay.db"
        pool = try DatabasePool(path: path, configuration: configuration)
        // After the pool's own WAL set-up, which chooses `synchronous=NORMAL`: only the writer writes.
        try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") }
        try pool.writeWithoutTransaction { db in try db.inTransaction(.immediate) { try RelayDatabase.migrate(db); return .commit } }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction on the writer queue; returns once it is
    /// committed durably.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            pool.asyncWriteWithoutTransaction { db in
                continuation.resume(with: Result {
                    try self.available {
                        var value: T?
                        try db.inTransaction(.immediate) { value = try body(db); return .commit }
                        return value!
                    }
                })
            }
        }
    }

    /// Runs `body` in one read transaction (a consistent snapshot) on the reader queue.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            pool.asyncRead { db in
                continuation.resume(with: Result { try self.available { try body(db.get()) } })
            }
        }
    }

    /// Runs `body` unless the database is closed; a closed database, or one locked by another process
    /// past the busy timeout, is ``RelayStoreError/unavailable(_:)`` (`503`, try again), not a failure.
    private func available<T>(_ body: () throws -> T) throws -> T {
        guard !closed.load(ordering: .acquiring) else { throw RelayStoreError.unavailable("the database is closed") }
        do { return try body() } catch let e as DatabaseError where e.resultCode == .SQLITE_BUSY {
            throw RelayStoreError.unavailable("the database is busy")
        }
    }

    /// Closes both connections after the work already queued (idempotent); later work is refused —
    /// queued work too, which finds the database closed when its turn comes.
    func close() {
        closed.store(true, ordering: .releasing)
        try? pool.close()
    }

    /// Brings the schema up to date, inside the `BEGIN IMMEDIATE` transaction that reads the version,
    /// so two processes opening a new file at once apply each version once.
    private static func migrate(_ db: Database) throws {
        let version = try Int64.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard version <= schemaVersion else {
            throw RelayStartError.database("the database has schema \(version), newer than this tend-relay (\(schemaVersion))")
        }
        if version < 1 { try db.execute(sql: version1) }
        if version < 2 { try db.execute(sql: version2) }
    }

    /// Version 1: vaults, segments, snapshots, cursors. Frozen.
    private static let version1 = """
                CREATE TABLE vaults (
                    id TEXT PRIMARY KEY NOT NULL,
                    token_hash BLOB NOT NULL,
                    descriptor BLOB NOT NULL,
                    bytes INTEGER NOT NULL
                );
                CREATE TABLE segments (
                    vault TEXT NOT NULL,
                    device TEXT NOT NULL,
                    seq INTEGER NOT NULL,
                    data BLOB NOT NULL,
                    PRIMARY KEY (vault, device, seq)
                );
                CREATE TABLE snapshots (
                    vault TEXT NOT NULL,
                    id TEXT NOT NULL,
                    data BLOB NOT NULL,
                    PRIMARY KEY (vault, id)
                );
                CREATE TABLE cursors (
                    vault TEXT NOT NULL,
                    device TEXT NOT NULL,
                    data BLOB NOT NULL,
                    PRIMARY KEY (vault, device)
                );
                PRAGMA user_version = 1;
                """

    /// Version 2: invitations to create a vault, by the SHA-256 of their code; `expires` in Unix
    /// seconds. Frozen.
    private static let version2 = """
                CREATE TABLE invitations (
                    hash BLOB PRIMARY KEY NOT NULL,
                    uses_left INTEGER NOT NULL,
                    expires INTEGER NOT NULL,
                    created INTEGER NOT NULL
                );
                PRAGMA user_version = 2;
                """
}

/// The relay's statements are few and run often: each is prepared once per connection and cached.
extension Database {
    /// Runs a statement that returns no rows; answers how many rows it changed.
    @discardableResult
    func run(_ sql: String, _ arguments: StatementArguments = []) throws -> Int {
        try cachedStatement(sql: sql).execute(arguments: arguments)
        return changesCount
    }

    /// The first row of a query, or `nil` when there is none.
    func first(_ sql: String, _ arguments: StatementArguments = []) throws -> Row? {
        try Row.fetchOne(cachedStatement(sql: sql), arguments: arguments)
    }

    /// The rows of a query, read one at a time (a row is valid only while the cursor is on it).
    func rows(_ sql: String, _ arguments: StatementArguments = []) throws -> RowCursor {
        try Row.fetchCursor(cachedStatement(sql: sql), arguments: arguments)
    }
}

extension Row {
    /// A blob column's bytes (empty when NULL or empty).
    func bytes(_ index: Int) throws -> [UInt8] {
        try withUnsafeData(atIndex: index) { $0.map { [UInt8]($0) } ?? [] }
    }
}

extension [UInt8] {
    /// The bytes as a blob argument.
    var blob: Data { Data(self) }
}

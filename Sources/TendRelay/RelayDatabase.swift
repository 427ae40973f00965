import CRelaySQLite
import Dispatch
import Synchronization

/// The relay's SQLite file (`<data>/relay.sqlite`): one writer and one reader connection, each used
/// from its own serial queue so blocking SQLite calls never run on the server's event loops.
///
/// The file is in WAL mode with `synchronous=FULL`: a write transaction is on disk (the WAL fsynced)
/// when ``write(_:)`` returns, so the relay answers `201` only for data that survives a crash or a
/// power cut. Readers see the last committed state and never wait for a writer.
///
/// The file is created 0600 before SQLite opens it (SQLite would make it 0644 less the umask), and
/// an existing one is set to 0600: SQLite gives its `-wal` and `-shm` files the database's mode, so
/// none of the three is readable by anyone but the relay's user.
final class RelayDatabase: @unchecked Sendable {
    /// The schema version this build writes (`PRAGMA user_version`).
    static let schemaVersion: Int64 = 2

    private let writer: SQLiteConnection
    private let reader: SQLiteConnection
    private let writeQueue = DispatchQueue(label: "tend-relay.db.write")
    private let readQueue = DispatchQueue(label: "tend-relay.db.read")
    private let closed = Atomic<Bool>(false)

    /// Opens (or creates) the database at `path` and brings its schema up to date.
    init(path: String) throws {
        try RelayFiles.makePrivate(path)
        writer = try SQLiteConnection(path: path, readOnly: false)
        try writer.execute("PRAGMA journal_mode=WAL")
        try writer.execute("PRAGMA synchronous=FULL")
        try RelayDatabase.migrate(writer)
        reader = try SQLiteConnection(path: path, readOnly: true)
    }

    /// Runs `body` in one write transaction on the writer queue; returns once it is committed durably.
    func write<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            writeQueue.async {
                continuation.resume(with: Result { try self.available { try self.writer.transaction { try body(self.writer) } } })
            }
        }
    }

    /// Runs `body` in one read transaction (a consistent snapshot) on the reader queue.
    func read<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            readQueue.async {
                continuation.resume(with: Result {
                    try self.available {
                        try self.reader.execute("BEGIN")
                        defer { try? self.reader.execute("COMMIT") }
                        return try body(self.reader)
                    }
                })
            }
        }
    }

    /// Runs `body` unless the database is closed; a closed database, or one locked by another process
    /// past the busy timeout, is ``RelayStoreError/unavailable(_:)`` (`503`, try again), not a failure.
    private func available<T>(_ body: () throws -> T) throws -> T {
        guard !closed.load(ordering: .acquiring) else { throw RelayStoreError.unavailable("the database is closed") }
        do { return try body() } catch let e as SQLiteError where e.code == SQLITE_BUSY {
            throw RelayStoreError.unavailable("the database is busy")
        }
    }

    /// Closes both connections after the work already queued (idempotent); later work is refused.
    func close() {
        closed.store(true, ordering: .releasing)
        writeQueue.sync { writer.close() }
        readQueue.sync { reader.close() }
    }

    /// Brings the schema up to date in one `BEGIN IMMEDIATE` transaction, reading the version inside
    /// it, so two processes opening a new file at once apply each version once.
    private static func migrate(_ db: SQLiteConnection) throws {
        try db.transaction {
            let version = try db.first("PRAGMA user_version") { $0.int(0) } ?? 0
            guard version <= schemaVersion else {
                throw SQLiteError(code: 0, message: "the database has schema \(version), newer than this tend-relay (\(schemaVersion))")
            }
            if version < 1 { try db.execute(version1) }
            if version < 2 { try db.execute(version2) }
        }
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

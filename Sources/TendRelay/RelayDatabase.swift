import TendStore

/// The relay's SQLite file (`<data>/relay.sqlite`), through TendStore's ``SQLiteDatabase`` as every
/// SQLite file in Tend: one writer and one reader connection, each on its own serial queue, so
/// blocking SQLite calls never run on the server's event loops.
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
    static let schemaVersion = versions.count

    private let db: SQLiteDatabase

    /// Opens (or creates) the database at `path` and brings its schema up to date.
    /// - Throws: ``RelayStartError/database(_:)`` when the file's schema is newer than this build's.
    init(path: String) throws {
        try RelayFiles.makePrivate(path)
        var options = SQLiteDatabase.Options()
        options.busyTimeout = 10
        options.label = "tend-relay.db"
        db = try SQLiteDatabase(path: path, options: options)
        do {
            try db.migrate(Self.versions) { version in
                RelayStartError.database("the database has schema \(version), newer than this tend-relay (\(Self.schemaVersion))")
            }
        } catch {
            db.close()
            throw error
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction on the writer queue; returns once it is
    /// committed durably.
    func write<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await available { try await db.write(body) }
    }

    /// Runs `body` in one read transaction (a consistent snapshot) on the reader queue.
    func read<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await available { try await db.read(body) }
    }

    /// Runs `body`; a closed database, or one locked by another process past the busy timeout, is
    /// ``RelayStoreError/unavailable(_:)`` (`503`, try again), not a failure.
    private func available<T>(_ body: () async throws -> T) async throws -> T {
        do { return try await body() } catch let e as SQLiteError where e.isClosed {
            throw RelayStoreError.unavailable("the database is closed")
        } catch let e as SQLiteError where e.isBusy {
            throw RelayStoreError.unavailable("the database is busy")
        }
    }

    /// Closes both connections after the work already running (idempotent); later work is refused —
    /// work queued before too, which finds the database closed when its turn comes.
    func close() { db.close() }

    /// The schema, one step per version (``SQLiteDatabase/migrate(_:tooNew:)`` sets `user_version`).
    private static let versions = [version1, version2]

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
                """
}

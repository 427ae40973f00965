import Logging
import PostgresNIO

/// The PostgreSQL schema, in numbered versions applied at start. `relay_schema` lists the versions
/// applied (and when); a relay applies the ones missing, all in one transaction that first takes an
/// advisory lock, so of several relays starting at once on a new database one migrates and the others
/// wait for it, then find nothing to do. A database with a version newer than this relay knows is refused.
enum PostgresMigrations {
    /// The advisory lock taken by the migrating transaction (`tend` in ASCII, then 1).
    static let lock: Int64 = 0x7465_6E64_0000_0001
    /// The advisory lock taken by every transaction that creates a vault (`maxVaults`, invitation uses).
    static let createLock: Int64 = 0x7465_6E64_0000_0002

    /// Each version's statements. Frozen once released: a change is a new version.
    static let versions: [(version: Int32, statements: [PostgresQuery])] = [
        (1, [
            """
            CREATE TABLE vaults (
                id text PRIMARY KEY,
                token_hash bytea NOT NULL,
                descriptor bytea NOT NULL,
                bytes bigint NOT NULL CHECK (bytes >= 0)
            )
            """,
            """
            CREATE TABLE segments (
                vault text NOT NULL REFERENCES vaults (id),
                device text NOT NULL,
                seq bigint NOT NULL,
                data bytea NOT NULL,
                PRIMARY KEY (vault, device, seq)
            )
            """,
            """
            CREATE TABLE snapshots (
                vault text NOT NULL REFERENCES vaults (id),
                id text NOT NULL,
                data bytea NOT NULL,
                PRIMARY KEY (vault, id)
            )
            """,
            """
            CREATE TABLE cursors (
                vault text NOT NULL REFERENCES vaults (id),
                device text NOT NULL,
                data bytea NOT NULL,
                PRIMARY KEY (vault, device)
            )
            """,
            "ALTER TABLE segments ALTER COLUMN data SET STORAGE EXTERNAL",
            "ALTER TABLE snapshots ALTER COLUMN data SET STORAGE EXTERNAL",
        ]),
        (2, [
            """
            CREATE TABLE invitations (
                hash bytea PRIMARY KEY,
                uses_left bigint NOT NULL CHECK (uses_left >= 0),
                expires bigint NOT NULL,
                created bigint NOT NULL
            )
            """,
        ]),
    ]

    /// The newest version this relay writes.
    static var latest: Int32 { versions.last!.version }

    /// Applies the missing versions on `db`, inside the caller's transaction; answers the versions applied.
    @discardableResult
    static func apply(on db: PostgresConnection, logger: Logger) async throws -> [Int32] {
        try await db.run("SELECT pg_advisory_xact_lock(\(lock))", logger: logger)
        try await db.run("CREATE TABLE IF NOT EXISTS relay_schema (version integer PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now())",
                         logger: logger)
        let current = try await db.first("SELECT COALESCE(MAX(version), 0) FROM relay_schema", logger: logger) { try $0.decode(Int32.self) } ?? 0
        guard current <= latest else {
            throw RelayStartError.database("the database has relay schema \(current), newer than this tend-relay (\(latest))")
        }
        var applied: [Int32] = []
        for (version, statements) in versions where version > current {
            for statement in statements { try await db.run(statement, logger: logger) }
            try await db.run("INSERT INTO relay_schema (version) VALUES (\(version))", logger: logger)
            applied.append(version)
        }
        if !applied.isEmpty { logger.info("database schema migrated", metadata: ["from": "\(current)", "to": "\(latest)"]) }
        return applied
    }
}

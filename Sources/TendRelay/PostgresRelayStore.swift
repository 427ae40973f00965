import Foundation
import Logging
import PostgresNIO

/// The ``RelayStore`` for a relay that outgrows one machine (`tend-relay --database postgres://…`):
/// the same tables as ``SQLiteRelayStore`` in one PostgreSQL database, shared by any number of relay
/// processes behind a load balancer. Connections come from PostgresNIO's pool (`PostgresClient`), run
/// by a task this store owns.
///
/// What one SQLite process keeps by being alone, the database keeps here:
/// - A blob is written once by the table's primary key: `INSERT … ON CONFLICT DO NOTHING` inserts the
///   first, and a later or concurrent one finds the first's bytes (`200` or `409`, as with SQLite).
/// - A vault's size changes in the same transaction as the write, by an `UPDATE … WHERE bytes + n <= max`
///   that PostgreSQL re-checks under the vault row's lock: a limit is never passed, by any number of writers.
/// - Creating vaults takes a transaction-scoped advisory lock, so `maxVaults` and invitation uses are
///   exact; replacing a descriptor or cursor and every removal (compaction) lock the vault's row first,
///   so they run one at a time per vault across instances, and free each byte once.
/// - Migrations run at start under another advisory lock (``PostgresMigrations``).
/// - Every call has a deadline: an outage is ``RelayStoreError/unavailable(_:)`` within it, and the pool
///   reconnects by itself when the database is back.
///
/// Segments and snapshots are `bytea`, stored uncompressed out of line (`STORAGE EXTERNAL`): they are
/// ciphertext, which does not compress, and each is at most 16 MiB (segments) or 128 MiB (snapshots), far
/// under `bytea`'s 1 GB, so large objects would add a second reference to keep in step for nothing.
public final class PostgresRelayStore: RelayStore {
    /// The database URL without its password.
    public let location: String
    let client: PostgresClient
    let logger: Logger
    /// How long one call may wait for the database.
    let deadline: Duration
    private let runner: Task<Void, Never>

    /// Connects to the database at `url` (``PostgresURL``), with at most `maxConnections` pooled
    /// connections, and brings its schema up to date; safe while other relays start on the same database.
    /// - Throws: ``RelayStartError/database(_:)`` when the URL is malformed, the database can't be reached
    ///   within `deadline`, or its schema is newer than this relay's.
    public static func open(url: String, logger: Logger, maxConnections: Int = 10, deadline: Duration = .seconds(10)) async throws
        -> PostgresRelayStore {
        let parsed = try PostgresURL(url)
        let store = PostgresRelayStore(url: parsed, logger: logger, maxConnections: maxConnections, deadline: deadline)
        do {
            _ = try await store.transaction { try await PostgresMigrations.apply(on: $0, logger: logger) }
        } catch {
            store.close()
            if let start = error as? RelayStartError { throw start }
            throw RelayStartError.database("can't prepare the database \(parsed.redacted): \(PostgresRelayStore.reason(error))")
        }
        return store
    }

    private init(url: PostgresURL, logger: Logger, maxConnections: Int, deadline: Duration) {
        location = url.redacted
        self.logger = logger
        self.deadline = deadline
        let client = PostgresClient(configuration: url.configuration(maxConnections: maxConnections), backgroundLogger: logger)
        self.client = client
        runner = Task { await client.run() }
    }

    /// Closes the pool: calls after this are ``RelayStoreError/unavailable(_:)`` (idempotent).
    public func close() { runner.cancel() }

    /// Runs `SELECT 1`.
    public func ping() async throws {
        _ = try await connection { try await $0.first("SELECT 1", logger: self.logger) { try $0.decode(Int32.self) } }
    }

    // MARK: Connections, transactions, errors

    /// Runs `body` on a pooled connection within the deadline; an outage is ``RelayStoreError/unavailable(_:)``.
    func connection<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        try await RelayDeadline.run(deadline) { [client] in
            do { return try await client.withConnection { try await body($0) } } catch {
                throw PostgresRelayStore.classify(error)
            }
        }
    }

    /// Runs `body` in one transaction, started by `begin`: committed when it answers `commit: true`,
    /// rolled back when it answers `false` (a refusal after a write) or throws. Returns once the commit
    /// is durable.
    func transaction<T: Sendable>(_ begin: PostgresQuery = "BEGIN",
                                  _ body: @escaping @Sendable (PostgresConnection) async throws -> (T, commit: Bool)) async throws -> T {
        try await connection { [logger] db in
            try await db.run(begin, logger: logger)
            do {
                let (value, commit) = try await body(db)
                try await db.run(commit ? "COMMIT" : "ROLLBACK", logger: logger)
                return value
            } catch {
                try? await db.run("ROLLBACK", logger: logger)
                throw error
            }
        }
    }

    /// A transaction that always commits.
    func transaction<T: Sendable>(_ begin: PostgresQuery = "BEGIN",
                                  _ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        try await transaction(begin) { (try await body($0), commit: true) }
    }

    /// SQLSTATE classes and codes that mean the database can't serve now: connection exceptions (08),
    /// insufficient resources (53: too many connections, disk full), operator intervention (57P: shutting
    /// down, starting up), and a read-only standby (25006, during a failover).
    static func isOutage(sqlState: String) -> Bool {
        sqlState.hasPrefix("08") || sqlState.hasPrefix("53") || sqlState.hasPrefix("57P") || sqlState == "25006"
    }

    /// ``RelayStoreError/unavailable(_:)`` for an error that means the database can't be reached or
    /// can't serve now; other errors (a broken schema, a bug) pass through and are answered `500`.
    static func classify(_ error: any Error) -> any Error {
        if error is RelayStoreError || error is RelayStartError { return error }
        guard let psql = error as? PSQLError else {
            // Not the server's answer to a statement: the pool (closed, or its circuit breaker open after
            // failed connection attempts) or the network.
            return RelayStoreError.unavailable(reason(error))
        }
        if psql.code == .server {
            let state = psql.serverInfo?[.sqlState] ?? ""
            return isOutage(sqlState: state) ? RelayStoreError.unavailable(reason(error)) : error
        }
        let outages: [PSQLError.Code] = [.connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown,
                                         .poolClosed, .sslUnsupported, .failedToAddSSLHandler]
        return outages.contains(psql.code) ? RelayStoreError.unavailable(reason(error)) : error
    }

    /// A short reason for logs: the server's SQLSTATE and message, or the error's kind (never a query's
    /// bound values, which may be ciphertext or token hashes).
    static func reason(_ error: any Error) -> String {
        if let e = error as? RelayStoreError, case .unavailable(let why) = e { return why }
        if let e = error as? RelayStartError { return e.description }
        guard let psql = error as? PSQLError else { return String(describing: type(of: error)) + ": " + String(describing: error).prefix(200) }
        if let state = psql.serverInfo?[.sqlState] {
            return "\(state): \(psql.serverInfo?[.message] ?? "")"
        }
        return "\(psql.code)" + (psql.underlying.map { ": \(String(describing: $0).prefix(200))" } ?? "")
    }
}

extension PostgresConnection {
    /// Runs a statement, reading and dropping any rows.
    func run(_ query: PostgresQuery, logger: Logger) async throws {
        _ = try await self.query(query, logger: logger).collect()
    }

    /// Every row, each read by `decode`.
    func all<T>(_ query: PostgresQuery, logger: Logger, _ decode: (PostgresRow) throws -> T) async throws -> [T] {
        try await self.query(query, logger: logger).collect().map(decode)
    }

    /// The first row read by `decode`, or `nil` when there is none.
    func first<T>(_ query: PostgresQuery, logger: Logger, _ decode: (PostgresRow) throws -> T) async throws -> T? {
        try await all(query, logger: logger, decode).first
    }
}

extension [UInt8] {
    /// The bytes as a buffer, to bind as `bytea`.
    var bytea: ByteBuffer { ByteBuffer(bytes: self) }

    /// The bytes of a `bytea` column.
    init(bytea: ByteBuffer) { self = Array(bytea.readableBytesView) }
}

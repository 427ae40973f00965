import Foundation
import Logging
import PostgresNIO
@testable import TendRelay

/// The PostgreSQL cluster the tests use: the one named by `TEND_TEST_POSTGRES_URL`, which `.ci/run`
/// starts (`.ci/postgres start`; a developer runs `eval "$(.ci/postgres start)"`). A test that needs it
/// fails with ``TestPostgresError`` when the variable is missing or the cluster can't be reached —
/// never skipped, never passed.
enum TestPostgres {
    /// The variable naming the cluster.
    static let variable = "TEND_TEST_POSTGRES_URL"

    /// A logger that drops everything (PostgresNIO's background messages).
    static let quiet = Logger(label: "test-postgres") { _ in SwiftLogNoOpLogHandler() }

    /// Opens a store on the database at `url` with a deadline of fifteen minutes, not the relay's 10 s: in
    /// `swift test` the blocking end-to-end tests of this process may hold its concurrency pool for minutes
    /// (a test that builds a package, say), and a store's deadline is wall-clock time. The deadline itself is tested on a real
    /// `tend-relay` process (`RelayPostgresOutageTests`).
    static func open(_ url: String, maxConnections: Int) async throws -> PostgresRelayStore {
        try await PostgresRelayStore.open(url: url, logger: quiet, maxConnections: maxConnections, deadline: .seconds(900))
    }

    /// The cluster's URL.
    static func serverURL() throws -> String {
        guard let url = ProcessInfo.processInfo.environment[variable], !url.isEmpty else {
            throw TestPostgresError(message: """
                \(variable) is not set: these tests need a PostgreSQL cluster. Start a throwaway one with \
                eval "$(.ci/postgres start)" (docs/relay.md, "Testing on PostgreSQL"); .ci/run does it itself.
                """)
        }
        return url
    }

    /// Runs `sql` on one connection to the database at `url` (the cluster's own by default).
    static func execute(_ sql: String, on url: String? = nil) async throws {
        _ = try await texts(sql, on: url)
    }

    /// Runs `sql` (whose rows have one `text` column) on one connection to the database at `url` (the
    /// cluster's own by default) and answers the column's values.
    static func texts(_ sql: String, on url: String? = nil) async throws -> [String] {
        let target = try url ?? serverURL()
        let parsed = try PostgresURL(target)
        let configuration: PostgresConnection.Configuration
        if let dir = parsed.socketDirectory {
            configuration = .init(unixSocketPath: dir + "/.s.PGSQL.\(parsed.port)", username: parsed.user, password: parsed.password,
                                  database: parsed.database)
        } else {
            configuration = .init(host: parsed.host, port: parsed.port, username: parsed.user, password: parsed.password,
                                  database: parsed.database, tls: .disable)
        }
        let connection: PostgresConnection
        do { connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: quiet) } catch {
            throw TestPostgresError(message: """
                The PostgreSQL cluster at \(parsed.redacted) (\(variable)) can't be reached: \(PostgresRelayStore.reason(error)). \
                Start one with eval "$(.ci/postgres start)".
                """)
        }
        do {
            let rows = try await connection.all(PostgresQuery(unsafeSQL: sql), logger: quiet) { try $0.decode(String.self) }
            try await connection.close()
            return rows
        } catch {
            try? await connection.close()
            throw TestPostgresError(message: "\(sql): \(PostgresRelayStore.reason(error))")
        }
    }

    /// Creates a new, empty database on the cluster and answers its URL. Databases are left for the
    /// cluster's end (`.ci/postgres stop` removes the whole cluster).
    static func makeDatabase() async throws -> String {
        let name = "tend_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await execute("CREATE DATABASE \(name)")
        return try url(of: name)
    }

    /// The cluster's URL with another database.
    static func url(of database: String) throws -> String {
        var components = URLComponents(string: try serverURL())!
        components.path = "/" + database
        return components.string!
    }
}

/// The PostgreSQL cluster the tests need is missing or out of reach.
struct TestPostgresError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

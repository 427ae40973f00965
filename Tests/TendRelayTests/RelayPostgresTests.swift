import Foundation
import Testing
@testable import TendRelay

/// What only the PostgreSQL store has: its URL, its schema's versions, and a database out of reach at start.
@Suite("relay on PostgreSQL: URL, schema, start")
struct RelayPostgresTests {
    @Test("database URLs: user, password, host, port, database, a socket folder, sslmode; the password never shown")
    func urls() throws {
        let full = try PostgresURL("postgres://relay:s%40cret@db.example.org:6432/tend?sslmode=require")
        #expect(full.user == "relay" && full.password == "s@cret" && full.host == "db.example.org" && full.port == 6432)
        #expect(full.database == "tend" && full.socketDirectory == nil && full.requireTLS)
        #expect(full.redacted == "postgres://relay@db.example.org:6432/tend?sslmode=require")
        let plain = try PostgresURL("postgresql://tend@127.0.0.1/")
        #expect(plain.port == 5432 && plain.database == "tend" && plain.password == nil && !plain.requireTLS)
        let socket = try PostgresURL("postgres://tend@/relay?host=/var/run/postgresql")
        #expect(socket.socketDirectory == "/var/run/postgresql" && socket.database == "relay")
        #expect(socket.redacted == "postgres://tend@/relay?host=/var/run/postgresql")
        for bad in ["", "mysql://a@b/c", "postgres://b/c", "postgres://a@/c", "postgres://a@b:0/c", "postgres://a@b/c?sslmode=prefer",
                    "postgres://a@b/c?application_name=x", "postgres://a:pw@b/c/d", "postgres://a@/c?host=/s&sslmode=require"] {
            #expect(throws: RelayStartError.self, "\(bad)") { try PostgresURL(bad) }
        }
        do { _ = try PostgresURL("postgres://a:hunter2@b/c?sslmode=allow") } catch {
            #expect(!"\(error)".contains("hunter2"))
        }
    }

    @Test("a database whose schema is newer than this relay's is refused at start, and nothing is changed")
    func newerSchema() async throws {
        let url = try await TestPostgres.makeDatabase()
        try await PostgresRelayStore.open(url: url, logger: TestPostgres.quiet, maxConnections: 2).close()
        try await TestPostgres.execute("INSERT INTO relay_schema (version) VALUES (99)", on: url)
        await #expect(throws: RelayStartError.database("the database has relay schema 99, newer than this tend-relay (\(PostgresMigrations.latest))")) {
            try await PostgresRelayStore.open(url: url, logger: TestPostgres.quiet, maxConnections: 2)
        }
        #expect(try await TestPostgres.texts("SELECT version::text FROM relay_schema ORDER BY version", on: url) == ["1", "2", "99"])
    }

    @Test("a database that can't be reached stops the start within the deadline, with a clear reason")
    func unreachable() async throws {
        let port = try freePort()
        let start = ContinuousClock.now
        do {
            _ = try await PostgresRelayStore.open(url: "postgres://nobody@127.0.0.1:\(port)/none", logger: TestPostgres.quiet,
                                                  maxConnections: 2, deadline: .seconds(2))
            Issue.record("opened a store on a closed port")
        } catch let error as RelayStartError {
            #expect("\(error)".hasPrefix("can't prepare the database postgres://nobody@127.0.0.1:\(port)/none: "), "\(error)")
        }
        #expect(ContinuousClock.now - start < .seconds(8))
    }

    /// A loopback port nothing listens on (bound, then released).
    func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                guard bind(fd, $0, length) == 0, getsockname(fd, $0, &length) == 0 else { throw TestPostgresError(message: "no free port") }
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

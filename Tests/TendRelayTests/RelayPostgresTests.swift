import Foundation
import HummingbirdTesting
import Testing
@testable import TendRelay

/// What only the PostgreSQL store has: its URL and its schema's versions. (A database out of reach, at start
/// and under a running relay: `RelayPostgresOutageTests`, on real processes.)
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
        try await TestPostgres.open(url, maxConnections: 2).close()
        try await TestPostgres.execute("INSERT INTO relay_schema (version) VALUES (99)", on: url)
        await #expect(throws: RelayStartError.database("the database has relay schema 99, newer than this tend-relay (\(PostgresMigrations.latest))")) {
            try await TestPostgres.open(url, maxConnections: 2)
        }
        #expect(try await TestPostgres.texts("SELECT version::text FROM relay_schema ORDER BY version", on: url) == ["1", "2", "99"])
    }

    @Test("a version 1 database is brought to version 2 (invitations) with its vaults kept")
    func migration() async throws {
        let v = TestVault(7)
        let fixture = try await RelayFixture(.postgres)
        try await fixture.test { (client: any TestClientProtocol) async throws in
            #expect(try await client.create(v).status == .created)
            #expect(try await client.call(.put, v.base + "/devices/\(TestVault.deviceA)/segments/1", v.auth, body: [4, 4]).status == .created)
        }
        // Back to version 1: as a relay before invitations left it.
        try await TestPostgres.execute("DROP TABLE invitations", on: fixture.directory)
        try await TestPostgres.execute("DELETE FROM relay_schema WHERE version = 2", on: fixture.directory)
        #expect(try await TestPostgres.texts("SELECT version::text FROM relay_schema", on: fixture.directory) == ["1"])
        let reopened = try await TestPostgres.open(fixture.directory, maxConnections: 2)
        defer { reopened.close() }
        #expect(try await TestPostgres.texts("SELECT version::text FROM relay_schema ORDER BY version", on: fixture.directory) == ["1", "2"])
        #expect(try await reopened.tokenHash(v.id) == v.tokenHash)
        let page = try await reopened.segments(v.id, device: TestVault.deviceA, after: 0, limit: 10, byteBudget: 1 << 20)
        #expect(page.segments.map(\.data) == [[4, 4]])
        _ = try await reopened.invite(uses: 1, expires: nil, now: fixture.now)
        #expect(try await TestPostgres.texts("SELECT uses_left::text FROM invitations", on: fixture.directory) == ["1"])
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import TendStore
import Testing
@testable import TendRelay

/// What running a relay needs: data that outlives the process, logs with no payloads or tokens.
@Suite("relay: storage and logs")
struct RelayOperationTests {
    @Test("what was answered 201 is there after the storage is closed and opened again")
    func reopen() async throws {
        let v = TestVault(6)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-reopen-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let first = try SQLiteRelayStore(directory: dir)
        try await Application(router: RelayServer.router(storage: first, limits: RelayLimits(), access: RelayAccess(open: true), logger: logger)).test(.router) { (client: any TestClientProtocol) async throws in
            #expect(try await client.create(v).status == .created)
            #expect(try await client.call(.put, v.base + "/devices/\(TestVault.deviceA)/segments/1", v.auth, body: [7, 7]).status == .created)
        }
        first.close()
        let second = try SQLiteRelayStore(directory: dir)
        defer { second.close() }
        try await Application(router: RelayServer.router(storage: second, limits: RelayLimits(), access: RelayAccess(open: true), logger: logger)).test(.router) { (client: any TestClientProtocol) async throws in
            #expect(try await client.create(v).status == .ok, "the same vault, the same token")
            let page = RelayPage(try await client.call(.get, v.base + "/devices/\(TestVault.deviceA)/segments", v.auth))
            #expect(page.segments.map(\.data) == [[7, 7]])
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: dir)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test("the data directory is made 0700; relay.sqlite and its -wal and -shm are 0600, an existing wider file included")
    func privateFiles() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-modes-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func mode(_ path: String) throws -> Int { (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1 }
        let storage = try SQLiteRelayStore(directory: dir)
        _ = try await storage.invite(uses: 1, expires: nil, now: Date())
        #expect(try mode(dir) == 0o700)
        for file in ["relay.sqlite", "relay.sqlite-wal", "relay.sqlite-shm"] { #expect(try mode(dir + "/" + file) == 0o600, "\(file)") }
        storage.close()
        for file in ["relay.sqlite", "relay.sqlite-wal", "relay.sqlite-shm"] where FileManager.default.fileExists(atPath: dir + "/" + file) {
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: dir + "/" + file)
        }
        let again = try SQLiteRelayStore(directory: dir)
        defer { again.close() }
        _ = try await again.invite(uses: 1, expires: nil, now: Date())
        for file in ["relay.sqlite", "relay.sqlite-wal", "relay.sqlite-shm"] { #expect(try mode(dir + "/" + file) == 0o600, "\(file) tightened") }
    }

    @Test("a version 1 database is brought to version 2 (invitations) with its vaults kept")
    func migration() async throws {
        let v = TestVault(5)
        let fixture = try await RelayFixture()
        try await fixture.test { (client: any TestClientProtocol) async throws in #expect(try await client.create(v).status == .created) }
        fixture.storage.close()
        let db = try RelayFixture.sqlite(fixture.directory)
        try await db.write { try $0.execute("DROP TABLE invitations; PRAGMA user_version = 1") }
        db.close()
        let reopened = try SQLiteRelayStore(directory: fixture.directory)
        defer { reopened.close() }
        #expect(try await reopened.tokenHash(v.id) != nil)
        _ = try await reopened.invite(uses: 1, expires: nil, now: Date())
    }

    @Test("a database whose schema is newer than this relay's is refused at start, and nothing is changed")
    func newerSchema() async throws {
        let fixture = try await RelayFixture()
        _ = try await fixture.invite()
        fixture.storage.close()
        let db = try RelayFixture.sqlite(fixture.directory)
        try await db.write { try $0.execute("PRAGMA user_version = 99") }
        db.close()
        #expect(throws: RelayStartError.database("the database has schema 99, newer than this tend-relay (\(RelayDatabase.schemaVersion))")) {
            try SQLiteRelayStore(directory: fixture.directory)
        }
        let after = try RelayFixture.sqlite(fixture.directory)
        defer { after.close() }
        let version = try await after.read { try $0.userVersion() }
        let invitations = try await after.read { try $0.first("SELECT COUNT(*) FROM invitations") { $0.int(0) } }
        #expect(version == 99)
        #expect(invitations == 1)
    }

    @Test("the writer is in WAL mode with synchronous=FULL; writer and reader wait 10 s for a lock")
    func durability() async throws {
        let fixture = try await RelayFixture()
        let storage = try #require(fixture.storage as? SQLiteRelayStore)
        let pragmas = """
            SELECT (SELECT journal_mode FROM pragma_journal_mode), (SELECT synchronous FROM pragma_synchronous),
                (SELECT timeout FROM pragma_busy_timeout)
            """
        let writer = try await storage.db.write { try $0.first(pragmas) { [$0.text(0), $0.text(1), $0.text(2)] } }
        #expect(writer == ["wal", "2", "10000"], "journal mode, synchronous (2: FULL), busy timeout in ms")
        let reader = try await storage.db.read { try $0.first(pragmas) { [$0.text(0), $0.text(2)] } }
        #expect(reader == ["wal", "10000"])
    }

    @Test("the data directory must not be a file")
    func notADirectory() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-file-" + UUID().uuidString).path
        #expect(FileManager.default.createFile(atPath: file, contents: Data([1])))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(throws: RelayStartError.notADirectory(file)) { try SQLiteRelayStore(directory: file) }
    }

    @Test("logs: one JSON line per request with route and status, never a token, a payload or a full vault id")
    func logs() async throws {
        let v = TestVault(7)
        let payload: [UInt8] = Array("SECRET-PAYLOAD-BYTES".utf8)
        let fixture = try await RelayFixture()
        try await fixture.test { client in
            _ = try await client.create(v)
            _ = try await client.call(.put, v.base + "/devices/\(TestVault.deviceA)/segments/1", v.auth, body: payload)
            _ = try await client.call(.get, v.base + "/devices/\(TestVault.deviceA)/segments", v.auth)
            _ = try await client.call(.get, v.base + "/heads", v.auth(TestVault(8).token))
            _ = try await client.call(.get, v.base + "/descriptor")
        }
        let lines = fixture.logs
        let requests = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .filter { $0["message"] as? String == "request" }
        #expect(requests.count == 5, "\(lines)")
        #expect(requests.map { $0["status"] as? String } == ["201", "201", "200", "401", "200"])
        #expect(requests[1]["route"] as? String == "/v1/vaults/{vault}/devices/{device}/segments/{seq}")
        #expect(requests.allSatisfy { $0["vault"] as? String == String(v.id.prefix(8)) })
        let all = lines.joined(separator: "\n")
        for secret in [v.token, TestVault(8).token, v.id, String(decoding: payload, as: UTF8.self), Data(payload).base64EncodedString(),
                       String(decoding: v.descriptor, as: UTF8.self)] {
            #expect(!all.contains(secret), "a log line holds \(secret)")
        }
    }

    @Test("the JSON log handler escapes text and renders nested metadata")
    func jsonLines() {
        final class Box: @unchecked Sendable { var lines: [String] = [] }
        let box = Box()
        var h = JSONLogHandler(label: "l") { box.lines.append($0) }
        h[metadataKey: "base"] = "1"
        h.log(event: LogEvent(level: .warning, message: "say \"hi\"\n", metadata: ["list": ["a", .dictionary(["k": "v"])]],
                              source: "s", file: "f", function: "fn", line: 1))
        let object = try? JSONSerialization.jsonObject(with: Data(box.lines[0].utf8)) as? [String: Any]
        #expect(object?["message"] as? String == "say \"hi\"\n")
        #expect(object?["level"] as? String == "warning")
        #expect(object?["base"] as? String == "1")
        #expect((object?["list"] as? [Any])?.count == 2)
        #expect((object?["time"] as? String)?.hasSuffix("Z") == true)
    }
}

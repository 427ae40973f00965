import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import TendStore
import Testing
@testable import TendRelay

/// The relay's two storage backends: every test of ``RelayConformanceTests`` runs on both.
enum RelayBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// ``SQLiteRelayStore`` in a fresh data directory.
    case sqlite
    /// ``PostgresRelayStore`` on a fresh database of the cluster named by `TEND_TEST_POSTGRES_URL`.
    case postgres

    var testDescription: String { rawValue }
}

/// The storage conformance suite: the relay's HTTP calls, limits and answers, and the store's rules
/// under concurrency, each test run once per ``RelayBackend``. Its suites are nested in extensions,
/// one file each.
@Suite("relay storage conformance (SQLite and PostgreSQL)")
struct RelayConformanceTests {}

/// A relay on fresh storage (a new data directory, or a new PostgreSQL database) with hand-moved clocks
/// (monotonic and wall) and captured logs, driven through Hummingbird's router test client (no socket)
/// or, for `.live`, over loopback. Open (anyone creates vaults) unless `access` says otherwise.
final class RelayFixture: Sendable {
    let backend: RelayBackend
    /// The SQLite data directory, or the PostgreSQL database's URL.
    let directory: String
    let storage: any RelayStore
    let limits: RelayLimits
    let access: RelayAccess
    private let clock = Shared<Double>(1000)
    private let wall = Shared<Date>(Date(timeIntervalSince1970: 1_800_000_000))
    private let lines = Shared<[String]>([])
    private let others = Shared<[any RelayStore]>([])

    init(_ backend: RelayBackend = .sqlite, limits: RelayLimits = RelayLimits(), access: RelayAccess = RelayAccess(open: true)) async throws {
        self.backend = backend
        switch backend {
        case .sqlite:
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-test-" + UUID().uuidString).path
        case .postgres:
            directory = try await TestPostgres.makeDatabase()
        }
        storage = try await RelayFixture.open(backend, directory)
        self.limits = limits
        self.access = access
    }

    /// A fixture on a store opened elsewhere, kept at `location` (closed with the fixture).
    init(store: any RelayStore, location: String, backend: RelayBackend, limits: RelayLimits = RelayLimits(),
         access: RelayAccess = RelayAccess(open: true)) {
        self.backend = backend
        directory = location
        storage = store
        self.limits = limits
        self.access = access
    }

    deinit {
        storage.close()
        for other in others.current { other.close() }
        if backend == .sqlite { try? FileManager.default.removeItem(atPath: directory) }
    }

    private static func open(_ backend: RelayBackend, _ directory: String) async throws -> any RelayStore {
        switch backend {
        case .sqlite: return try SQLiteRelayStore(directory: directory)
        case .postgres: return try await TestPostgres.open(directory, maxConnections: 4)
        }
    }

    /// Another store on the same data, as another relay process would open it: a second SQLite
    /// connection pair on the same file, or a second pool on the same database. Closed with the fixture.
    func another() async throws -> any RelayStore {
        let store = try await RelayFixture.open(backend, directory)
        others.withLock { $0.append(store) }
        return store
    }

    /// A connection of its own to the SQLite relay's file in `directory`, for tests that change it
    /// behind the store's back: TendStore's facade, as the store, waiting up to 10 s for its writer.
    static func sqlite(_ directory: String) throws -> SQLiteDatabase {
        try SQLiteDatabase(path: directory + "/relay.sqlite")
    }

    /// Drops a table behind the store's back (a damaged database, for failure tests).
    func dropTable(_ table: String) async throws {
        switch backend {
        case .sqlite:
            let db = try RelayFixture.sqlite(directory)
            defer { db.close() }
            try await db.write { try $0.execute("DROP TABLE \(table)") }
        case .postgres:
            try await TestPostgres.execute("DROP TABLE \(table) CASCADE", on: directory)
        }
    }

    /// Moves the relay's clocks.
    func advance(_ seconds: Double) {
        clock.withLock { $0 += seconds }
        wall.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// The relay's wall clock now.
    var now: Date { wall.current }

    /// Makes an invitation (as `tend-relay invite` does) and answers its code.
    func invite(uses: Int = 1, lasting lifetime: InvitationLifetime = .seconds(7 * 86_400)) async throws -> String {
        try await storage.invite(uses: uses, expires: lifetime.expiry(from: now), now: now)
    }

    /// Every log line so far.
    var logs: [String] { lines.current }

    /// Runs `body` with a test client of a relay on this storage (with `limits` in place of the
    /// fixture's, if given).
    func test<T: Sendable>(_ framework: TestingSetup = .router, limits: RelayLimits? = nil, metrics: RelayMetrics? = nil,
                           _ body: @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        let logger = Logger(label: "tend-relay") { [lines] label in
            var h = JSONLogHandler(label: label) { line in lines.withLock { $0.append(line) } }
            h.logLevel = .debug
            return h
        }
        let responder = RelayServer.responder(storage: storage, limits: limits ?? self.limits, access: access, logger: logger,
                                              metrics: metrics, uptime: { [clock] in clock.current }, now: { [wall] in wall.current })
        return try await Application(responder: responder, logger: logger).test(framework, body)
    }
}

/// A vault of the tests: an id, a token and a descriptor.
struct TestVault: Sendable {
    let id: String
    let token: String
    let descriptor: [UInt8]

    /// Vault `n`: distinct ids and tokens.
    init(_ n: UInt8) {
        id = String(repeating: String(format: "%02x", n), count: 16)
        token = String(repeating: String(format: "%02x", n &+ 100), count: 32)
        descriptor = Array("{\"vault\":\"\(id)\",\"wrappedKey\":\"…\"}".utf8)
    }

    var base: String { "/v1/vaults/" + id }
    /// The token's hash, as the relay keeps it.
    var tokenHash: [UInt8] { RelayToken.hash(RelayToken.bearer("Bearer " + token)!) }
    var auth: HTTPFields { [.authorization: "Bearer " + token] }
    func auth(_ token: String) -> HTTPFields { [.authorization: "Bearer " + token] }

    static let deviceA = "0123456789abcdef"
    static let deviceB = "fedcba9876543210"
}

extension TestClientProtocol {
    /// A request with an optional byte body.
    func call(_ method: HTTPRequest.Method, _ uri: String, _ headers: HTTPFields = [:], body: [UInt8]? = nil) async throws -> TestResponse {
        try await execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(bytes: $0) })
    }

    /// Creates the vault (expects 201), with an invitation code if given.
    func create(_ v: TestVault, invitation: String? = nil) async throws -> TestResponse {
        var headers = v.auth
        if let invitation { headers[HTTPFields.Element.Name(RelayInvitation.header)!] = invitation }
        return try await call(.put, v.base, headers, body: v.descriptor)
    }
}

extension TestResponse {
    /// The body's bytes.
    var bytes: [UInt8] { Array(body.readableBytesView) }
    /// The body as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
    /// The body as JSON.
    var json: [String: Any] { ((try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]) ?? [:] }
    /// The error code of a refusal.
    var errorCode: String? { json["error"] as? String }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TendRelay

/// Failed authentication is limited per client address: past the bucket, every request from that
/// address is `429` with `Retry-After` until it refills; other addresses are not affected.
@Suite("relay: failed authentication per address")
struct RelayAddressLimitTests {
    let a = TestVault(1)
    static let forwarded = HTTPFields.Element.Name("X-Forwarded-For")!

    static func from(_ address: String, _ headers: HTTPFields = [:]) -> HTTPFields {
        var h = headers
        h[forwarded] = "203.0.113.250, " + address
        return h
    }

    @Test("an address that fails authentication 3 times gets 429 for every call until its bucket refills; others don't")
    func limited() async throws {
        let a = a
        let wrong = a.auth(TestVault(9).token)
        let fixture = try await RelayFixture(limits: RelayLimits(failedAuthPerMinute: 3),
                                       access: RelayAccess(open: true, clientAddressHeader: "X-Forwarded-For"))
        try await fixture.test { (client: any TestClientProtocol) async throws in
            #expect(try await client.create(a).status == .created)
            for _ in 0..<5 { #expect(try await client.call(.get, a.base + "/heads", Self.from("198.51.100.7", a.auth)).status == .ok) }
            for _ in 0..<3 { #expect(try await client.call(.get, a.base + "/heads", Self.from("198.51.100.7", wrong)).status == .unauthorized) }
            let blocked = try await client.call(.get, a.base + "/heads", Self.from("198.51.100.7", a.auth))
            #expect(blocked.status == .tooManyRequests, "even with the right token")
            #expect(blocked.headers[.retryAfter] == "20")
            #expect(blocked.errorCode == "rate-limited")
            #expect(blocked.json["message"] as? String == "too many failed attempts from this address; retry in 20 s")
            let put = try await client.call(.put, a.base + "/devices/\(TestVault.deviceA)/segments/1", Self.from("198.51.100.7", a.auth), body: [1])
            #expect(put.status == .tooManyRequests)
            #expect(try await client.call(.get, "/health", Self.from("198.51.100.7")).status == .ok, "health is never refused")
            #expect(try await client.call(.get, a.base + "/heads", Self.from("198.51.100.8", a.auth)).status == .ok, "another address")
            fixture.advance(19)
            #expect(try await client.call(.get, a.base + "/heads", Self.from("198.51.100.7", a.auth)).status == .tooManyRequests)
            fixture.advance(1)
            #expect(try await client.call(.get, a.base + "/heads", Self.from("198.51.100.7", a.auth)).status == .ok)
            let page = RelayPage(try await client.call(.get, a.base + "/devices/\(TestVault.deviceA)/segments", Self.from("198.51.100.8", a.auth)))
            #expect(page.segments.isEmpty, "the refused put stored nothing")
        }
        let refusedLines = fixture.logs.filter { $0.contains("\"status\":\"429\"") && $0.contains("(refused)") }
        #expect(refusedLines.count == 3, "each refusal is logged: \(fixture.logs.suffix(4))")
    }

    @Test("refused invitations count as failed authentication")
    func invitations() async throws {
        let fixture = try await RelayFixture(limits: RelayLimits(failedAuthPerMinute: 2), access: RelayAccess(clientAddressHeader: "X-Forwarded-For"))
        let code = try await fixture.invite()
        try await fixture.test { (client: any TestClientProtocol) async throws in
            for n in 1...2 {
                #expect(try await client.create(TestVault(UInt8(n)), invitation: "wrong").status == .forbidden)
            }
            let r = try await client.call(.put, TestVault(3).base, Self.from("192.0.2.1", TestVault(3).auth), body: TestVault(3).descriptor)
            #expect(r.status == .forbidden, "another address still gets its own answer")
            var headers = TestVault(4).auth
            headers[HTTPFields.Element.Name(RelayInvitation.header)!] = code
            #expect(try await client.call(.put, TestVault(4).base, headers, body: TestVault(4).descriptor).status == .tooManyRequests,
                    "the address that failed twice is refused, even with a good invitation")
        }
    }

    @Test("without --client-address-header a forwarded address is ignored: the connection's address counts")
    func headerIgnored() async throws {
        let a = a
        let wrong = a.auth(TestVault(9).token)
        let fixture = try await RelayFixture(limits: RelayLimits(failedAuthPerMinute: 2))
        try await fixture.test { (client: any TestClientProtocol) async throws in
            _ = try await client.create(a)
            #expect(try await client.call(.get, a.base + "/heads", Self.from("198.51.100.1", wrong)).status == .unauthorized)
            #expect(try await client.call(.get, a.base + "/heads", Self.from("198.51.100.2", wrong)).status == .unauthorized)
            #expect(try await client.call(.get, a.base + "/heads", Self.from("198.51.100.3", a.auth)).status == .tooManyRequests)
        }
    }

    /// Served with `runService` and a client without the test framework's fixed 15 s request deadline:
    /// on a loaded machine (CI) that deadline passed with nothing wrong (`.readTimeout`). The limits'
    /// clock stands still, so a slow machine can't let the bucket refill between the calls.
    @Test("over a real connection the peer's address is the one limited")
    func live() async throws {
        let a = a
        let wrong = a.auth(TestVault(9).token)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-live-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let storage = try SQLiteRelayStore(directory: dir)
        defer { storage.close() }
        let configuration = RelayConfiguration(host: "127.0.0.1", port: 0, storage: .sqlite(directory: dir),
                                               limits: RelayLimits(failedAuthPerMinute: 2), access: RelayAccess(open: true))
        let (ports, bound) = AsyncStream.makeStream(of: Int.self)
        let app = try RelayServer.application(configuration: configuration, storage: storage,
                                              logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() },
                                              onRunning: { bound.yield($0) }, uptime: { 1_000 })
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        defer { server.cancel() }
        var next = ports.makeAsyncIterator()
        let port = try #require(await next.next())
        let client = TestClient(host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(900)))
        client.connect()
        #expect(try await client.put(a.base, headers: a.auth, body: ByteBuffer(bytes: a.descriptor)).status == .created)
        for _ in 0..<2 { #expect(try await client.get(a.base + "/heads", headers: wrong).status == .unauthorized) }
        #expect(try await client.get(a.base + "/heads", headers: a.auth).status == .tooManyRequests)
        try await client.shutdown()
        server.cancel()
        _ = await server.result
    }
}

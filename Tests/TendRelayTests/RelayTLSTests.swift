import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOSSL
import Testing
import TendRelay

/// HTTPS served directly with a certificate and key (a self-signed test pair, valid for 100 years).
@Suite("relay: TLS")
struct RelayTLSTests {
    static var files: RelayConfiguration.TLSFiles {
        let dir = Bundle.module.resourcePath! + "/TLS"
        return .init(certificate: dir + "/test-cert.pem", key: dir + "/test-key.pem")
    }

    /// The relay is served and called with no deadline of the test's own. `.ahc(.https)` gave each request
    /// AsyncHTTPClient's fixed 15 s: on a loaded 2-core CI machine, where tests that wait for child
    /// processes hold the few threads async code shares, the relay's handler waited longer than that for
    /// a thread and the test failed though nothing was wrong (CI of 2026-11-25).
    @Test("with --tls-cert and --tls-key the relay answers over HTTPS on loopback")
    func https() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-tls-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let storage = try SQLiteRelayStore(directory: dir)
        defer { storage.close() }
        let configuration = RelayConfiguration(host: "127.0.0.1", port: 0, storage: .sqlite(directory: dir), access: RelayAccess(open: true), tls: Self.files)
        let (ports, bound) = AsyncStream.makeStream(of: Int.self)
        let app = try RelayServer.application(configuration: configuration, storage: storage,
                                              logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() },
                                              onRunning: { bound.yield($0) })
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        defer { server.cancel() }
        var next = ports.makeAsyncIterator()
        let port = try #require(await next.next())
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.certificateVerification = .none
        let client = TestClient(host: "127.0.0.1", port: port, configuration: .init(tlsConfiguration: tls, timeout: .seconds(900), serverName: "localhost"))
        client.connect()
        let v = TestVault(10)
        #expect(try await client.get("/health").status == .ok)
        #expect(try await client.put(v.base, headers: v.auth, body: ByteBuffer(bytes: v.descriptor)).status == .created)
        #expect(try await client.get(v.base + "/heads", headers: v.auth).status == .ok)
        try await client.shutdown()
        server.cancel()
        _ = await server.result
    }

    @Test("a missing or unreadable certificate or key stops the relay with a clear reason")
    func badFiles() throws {
        let good = Self.files
        #expect(throws: RelayStartError.tls("/nonexistent.pem is not a readable PEM certificate")) {
            try RelayServer.tlsConfiguration(.init(certificate: "/nonexistent.pem", key: good.key))
        }
        #expect(throws: RelayStartError.tls("\(good.certificate) is not a readable PEM private key")) {
            try RelayServer.tlsConfiguration(.init(certificate: good.certificate, key: good.certificate))
        }
        #expect(throws: Never.self) { try RelayServer.tlsConfiguration(good) }
    }
}

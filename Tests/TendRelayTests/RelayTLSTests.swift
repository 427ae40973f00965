import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TendRelay

/// HTTPS served directly with a certificate and key (a self-signed test pair, valid for 100 years).
@Suite("relay: TLS")
struct RelayTLSTests {
    static var files: RelayConfiguration.TLSFiles {
        let dir = Bundle.module.resourcePath! + "/TLS"
        return .init(certificate: dir + "/test-cert.pem", key: dir + "/test-key.pem")
    }

    @Test("with --tls-cert and --tls-key the relay answers over HTTPS on loopback")
    func https() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-tls-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let storage = try RelayStorage(directory: dir)
        defer { storage.close() }
        let configuration = RelayConfiguration(host: "127.0.0.1", port: 0, dataDirectory: dir, tls: Self.files)
        let app = try RelayServer.application(configuration: configuration, storage: storage,
                                              logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let v = TestVault(10)
        try await app.test(.ahc(.https)) { (client: any TestClientProtocol) async throws in
            #expect(try await client.call(.get, "/health").status == .ok)
            #expect(try await client.create(v).status == .created)
            #expect(try await client.call(.get, v.base + "/heads", v.auth).status == .ok)
        }
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

import Foundation
import Testing
import TendKernel
import TendSync

/// A relay that cannot be reached, answers too slowly or speaks no TLS: `SyncError.unreachable` with the
/// reason in plain words, and never a wait longer than the timeout asked for.
@Suite("HTTP transport: network failures", .serialized)
struct HTTPFailureTests {
    static let vault = VaultID(bytes: Array(repeating: 0x42, count: 16))!
    static let key = VaultKey(vault: vault, bytes: Array(0..<32))!

    @Test("nothing listening: could not connect")
    func refused() throws {
        let closed = try LoopbackHTTPServer { _ in "" }
        closed.stop()
        let t = HTTPTransport(relay: URL(string: "http://127.0.0.1:\(closed.port)")!, vault: Self.vault, key: Self.key, timeout: 10)
        #expect(throws: SyncError.unreachable(location: t.location, reason: "Could not connect to the server.")) { try t.heads() }
    }

    @Test("no answer within the timeout: timed out, after about the timeout")
    func timedOut() throws {
        let slow = try LoopbackHTTPServer { _ in
            Thread.sleep(forTimeInterval: 3)
            return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n{\"heads\":{}}"
        }
        defer { slow.stop() }
        let t = HTTPTransport(relay: URL(string: "http://127.0.0.1:\(slow.port)")!, vault: Self.vault, key: Self.key, timeout: 1)
        let start = Date()
        #expect(throws: SyncError.unreachable(location: t.location, reason: "The request timed out.")) { try t.heads() }
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 0.9 && waited < 2.9, "waited \(waited) s")
    }

    @Test("https to a server that answers in plain HTTP: an SSL error, and the request is not sent in clear")
    func notTLS() throws {
        let plain = try LoopbackHTTPServer { _ in "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n{\"heads\":{}}" }
        defer { plain.stop() }
        let t = HTTPTransport(relay: URL(string: "https://127.0.0.1:\(plain.port)")!, vault: Self.vault, key: Self.key, timeout: 10)
        let reason = "An SSL error has occurred and a secure connection to the server cannot be made."
        #expect(throws: SyncError.unreachable(location: t.location, reason: reason)) { try t.heads() }
        #expect(plain.connections == 1)
        #expect(plain.requests.allSatisfy { !$0.contains("Bearer") }, "\(plain.requests)")
    }
}

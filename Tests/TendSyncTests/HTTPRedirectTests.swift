import Foundation
import Testing
import TendKernel
import TendSync

/// The relay client follows no redirect: a `3xx` is an answer, and the address it names never sees
/// the request or its bearer token.
@Suite("HTTP transport: redirects are never followed", .serialized)
struct HTTPRedirectTests {
    static let vault = VaultID(bytes: Array(repeating: 0x42, count: 16))!
    static let key = VaultKey(vault: vault, bytes: Array(0..<32))!
    static let device = DeviceID("00000000000000d1")!

    @Test("302, 301, 307 and 308 to another local listener: refused with a clear reason; the other listener gets nothing")
    func refused() throws {
        let elsewhere = try LoopbackHTTPServer { _ in "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n{\"heads\":{}}" }
        defer { elsewhere.stop() }
        for status in [302, 301, 307, 308] {
            let target = "http://127.0.0.1:\(elsewhere.port)/v1/vaults/\(Self.vault)/heads"
            let relay = try LoopbackHTTPServer { _ in
                "HTTP/1.1 \(status) Moved\r\nLocation: \(target)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            }
            defer { relay.stop() }
            let t = HTTPTransport(relay: URL(string: "http://127.0.0.1:\(relay.port)")!, vault: Self.vault, key: Self.key, timeout: 10)
            let reason = "it answers with a redirect (HTTP \(status)) to \(target), which Tend does not follow; give the relay's own address"
            #expect(throws: SyncError.unreachable(location: t.location, reason: reason)) { try t.heads() }
            #expect(throws: SyncError.unreachable(location: t.location, reason: reason)) {
                try t.putSegment([1, 2, 3], device: Self.device, seq: 1)
            }
            #expect(throws: SyncError.unreachable(location: t.location, reason: reason)) { try t.readVault() }
            #expect(relay.requests.count == 3, "the relay was asked: \(relay.requests)")
            #expect(relay.requests.first?.contains("Bearer " + HTTPTransport.token(for: Self.key)) == true)
        }
        #expect(elsewhere.connections == 0, "the redirect target got: \(elsewhere.requests)")
    }
}

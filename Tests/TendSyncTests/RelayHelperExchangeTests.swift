import Foundation
import Glibc
import Testing
import TendKernel
import TendSync
import TendSyncHTTP

/// `tend-sync-http`: the relay's HTTP client as its own executable, started by `HTTPTransport` for a relay,
/// so that `tend` links no HTTP client (docs/benchmarks.md). Checked through the built executable.
@Suite("HTTP transport: the relay client executable", .serialized)
struct RelayHelperExchangeTests {
    static let vault = RelayProxyTests.vault
    static let key = RelayProxyTests.key
    /// The loopback server closes each connection after its answer, and says so (no connection is reused).
    static let heads = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\nConnection: close\r\n\r\n{\"heads\":{}}"

    @Test("without the client executable: a clear error naming it, and nothing is sent")
    func missing() throws {
        let relay = try LoopbackHTTPServer { _ in Self.heads }
        defer { relay.stop() }
        let url = URL(string: "http://127.0.0.1:\(relay.port)")!
        let settings = RelayClientSettings(relay: url.absoluteString, timeout: 10, environment: [:])
        for executable in [nil, "/nonexistent/tend-sync-http"] {
            let t = HTTPTransport(relay: url, vault: Self.vault, key: Self.key,
                                  exchange: RelayHelperExchange(settings: settings, executable: executable))
            #expect(throws: SyncError.helperMissing(name: "tend-sync-http")) { _ = try t.heads() }
        }
        #expect(relay.connections == 0)
        #expect(SyncError.helperMissing(name: "tend-sync-http").description.contains("tend-sync-http"))
    }

    @Test("by default the client beside the running executable sends the request, token and all, and reads the answer")
    func throughTheExecutable() throws {
        let installed = try #require(RelayHelperExchange.installed(), "tend-sync-http is built beside the tests")
        #expect(installed.hasSuffix("/tend-sync-http"))
        let relay = try LoopbackHTTPServer { _ in Self.heads }
        defer { relay.stop() }
        let t = HTTPTransport(relay: URL(string: "http://127.0.0.1:\(relay.port)")!, vault: Self.vault, key: Self.key, timeout: 10)
        #expect(t.exchange is RelayHelperExchange)
        let heads = try t.heads()
        #expect(heads == VersionVector())
        _ = try t.heads()  // the same client answers a second request
        let request = try #require(relay.requests.first)
        #expect(request.hasPrefix("GET /v1/vaults/\(Self.vault)/heads HTTP/1.1"), "\(request)")
        #expect(request.contains("Bearer " + HTTPTransport.token(for: Self.key)) && request.lowercased().contains("user-agent: tend"))
        #expect(relay.requests.count == 2)
    }

    @Test("frames: what is written is read back; a frame without its length, or cut short, is an error")
    func frames() throws {
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        let request = RelayRequest(method: "PUT", url: "http://relay/v1", headers: [["A", "b"]], body: Data([0, 1, 255]))
        try RelayFrames.write(request, to: pair[1])
        let read = try RelayFrames.read(RelayRequest.self, from: pair[0])
        #expect(read == request)
        _ = "x12\n{}".utf8CString.withUnsafeBufferPointer { Glibc.write(pair[1], $0.baseAddress!, 6) }
        #expect(throws: RelayExchangeFailure.self) { _ = try RelayFrames.read(RelayRequest.self, from: pair[0]) }
        var rest = [UInt8](repeating: 0, count: 16)
        _ = Glibc.read(pair[0], &rest, 16)  // what the failed read left
        _ = "40\n{}".utf8CString.withUnsafeBufferPointer { Glibc.write(pair[1], $0.baseAddress!, 5) }
        close(pair[1])
        #expect(throws: RelayExchangeFailure.self) { _ = try RelayFrames.read(RelayRequest.self, from: pair[0]) }
        #expect(try RelayFrames.read(RelayRequest.self, from: pair[0]) == nil, "the end of input before a frame")
    }

    @Test("settings carry the proxy variables only")
    func settings() {
        let s = RelayClientSettings(relay: "https://r", timeout: 5, environment: ["HTTPS_PROXY": "p:1", "no_proxy": "x", "HOME": "/h",
                                                                                  "TEND_PASSPHRASE": "secret"])
        #expect(s.proxyEnvironment == ["HTTPS_PROXY": "p:1", "no_proxy": "x"])
    }
}

import Foundation
import Testing
import TendKernel
import TendSync
import TendSyncHTTP

/// A relay reached through the proxy the environment names (`http_proxy`, `https_proxy`, `all_proxy`,
/// `no_proxy`), as libcurl did before the relay client moved to AsyncHTTPClient: checked against a
/// loopback server standing in for the proxy, which records what it is asked.
@Suite("HTTP transport: proxies from the environment", .serialized)
struct RelayProxyTests {
    static let vault = VaultID(bytes: Array(repeating: 0x42, count: 16))!
    static let key = VaultKey(vault: vault, bytes: Array(0..<32))!
    static let heads = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n{\"heads\":{}}"

    @Test("an http relay through http_proxy: a CONNECT tunnel to the relay's host and port, with the proxy's credentials")
    func httpThroughProxy() throws {
        let proxy = try LoopbackHTTPServer { _ in "HTTP/1.1 407 Proxy Authentication Required\r\nContent-Length: 0\r\n\r\n" }
        defer { proxy.stop() }
        let t = HTTPTransport(relay: URL(string: "http://relay.invalid:8080")!, vault: Self.vault, key: Self.key, timeout: 10,
                              environment: ["http_proxy": "http://sam:s%20cret@127.0.0.1:\(proxy.port)"])
        #expect(throws: SyncError.self) { _ = try t.heads() }
        let request = try #require(proxy.requests.first)
        #expect(request.hasPrefix("CONNECT relay.invalid:8080 HTTP/1.1"), "\(request)")
        let credentials = Data("sam:s cret".utf8).base64EncodedString()
        #expect(request.lowercased().contains("proxy-authorization: basic " + credentials.lowercased()), "\(request)")
        #expect(!request.contains("Bearer"), "the relay's token goes only through the tunnel")
    }

    @Test("an https relay through https_proxy: a CONNECT tunnel to the relay, never the request in clear")
    func httpsTunnel() throws {
        let proxy = try LoopbackHTTPServer { _ in "HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n" }
        defer { proxy.stop() }
        let t = HTTPTransport(relay: URL(string: "https://relay.invalid")!, vault: Self.vault, key: Self.key, timeout: 10,
                              environment: ["HTTPS_PROXY": "127.0.0.1:\(proxy.port)"])
        #expect(throws: SyncError.self) { _ = try t.heads() }
        let request = try #require(proxy.requests.first)
        #expect(request.hasPrefix("CONNECT relay.invalid:443 HTTP/1.1"), "\(request)")
        #expect(!request.contains("/v1/vaults/") && !request.contains("Bearer"))
    }

    @Test("no_proxy sends the relay directly; nothing set is a direct connection")
    func bypass() throws {
        let proxy = try LoopbackHTTPServer { _ in Self.heads }
        defer { proxy.stop() }
        let relay = try LoopbackHTTPServer { _ in Self.heads }
        defer { relay.stop() }
        let env = ["http_proxy": "http://127.0.0.1:\(proxy.port)", "no_proxy": "example.org, 127.0.0.1"]
        let t = HTTPTransport(relay: URL(string: "http://127.0.0.1:\(relay.port)")!, vault: Self.vault, key: Self.key,
                              timeout: 10, environment: env)
        _ = try t.heads()
        #expect(proxy.connections == 0 && relay.requests.count == 1)
        let url = URL(string: "https://relay.example.org")!
        #expect(try RelayProxy.forRelay(url, environment: ["https_proxy": "http://p:3128", "no_proxy": ".example.org"]) == nil)
        #expect(try RelayProxy.forRelay(url, environment: ["https_proxy": "http://p:3128", "no_proxy": "*"]) == nil)
        #expect(try RelayProxy.forRelay(url, environment: ["https_proxy": "http://p:3128", "no_proxy": "other.org"])
                == .server(host: "p", port: 3128))
        #expect(try RelayProxy.forRelay(url, environment: ["http_proxy": "http://p:3128"]) == nil, "https reads https_proxy")
        #expect(try RelayProxy.forRelay(url, environment: ["all_proxy": "socks5://s"]) == .socksServer(host: "s", port: 1080))
        #expect(try RelayProxy.forRelay(url, environment: [:]) == nil)
    }

    @Test("an unusable proxy address: every request fails naming it, and nothing is sent directly")
    func unusable() throws {
        let relay = try LoopbackHTTPServer { _ in Self.heads }
        defer { relay.stop() }
        let t = HTTPTransport(relay: URL(string: "http://127.0.0.1:\(relay.port)")!, vault: Self.vault, key: Self.key,
                              timeout: 10, environment: ["http_proxy": "ftp://proxy:21"])
        #expect(throws: SyncError.unreachable(location: t.location, reason:
            "the proxy 'ftp://proxy:21' set in the environment is not one Tend can use (http://host:port or socks5://host:port)")) {
            _ = try t.heads()
        }
        #expect(relay.connections == 0)
    }
}

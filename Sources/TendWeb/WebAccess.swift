import Foundation
import Synchronization

/// What a request must carry and where it must be addressed: this run's secret (in the first URL, then a
/// cookie), the token every form carries, and the `Host` values this server answers to.
public struct WebAccess: Sendable {
    /// The secret in the printed URL (`?token=`) and then in the cookie.
    public let secret: String
    /// The token each form carries (`csrf`): a page of another site can't read it, so can't forge a write.
    public let formToken: String
    /// The `Host` values accepted: the listening address (DNS-rebinding defence).
    public let hosts: WebHosts

    /// The cookie that carries the secret.
    public static let cookieName = "tend_secret"

    /// Access with given secrets (tests) on `hosts`.
    public init(secret: String, formToken: String, hosts: WebHosts) {
        self.secret = secret
        self.formToken = formToken
        self.hosts = hosts
    }

    /// Fresh random secrets for a run (32 random bytes each, in hex).
    public static func random(hosts: WebHosts) -> WebAccess {
        WebAccess(secret: randomHex(), formToken: randomHex(), hosts: hosts)
    }

    /// 32 bytes from the system's secure generator, as 64 hex digits.
    static func randomHex() -> String {
        var g = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &g)) }.joined()
    }

    /// Whether `given` is `expected`, compared in time independent of where they differ.
    static func same(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8), b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// The `Host` header values a server answers to: its address and port (and `localhost` for loopback),
/// set once the port is bound.
public final class WebHosts: Sendable {
    private let names = Mutex<Set<String>>([])

    /// Hosts for `host` on `port` (`nil`: not yet bound, or the default port 80).
    public init(host: String, port: Int?) { bind(host: host, port: port) }

    /// Accepts exactly `host` on `port` from now on (called when the server has its port).
    public func bind(host: String, port: Int?) {
        var set: Set<String> = []
        let names = WebLaunch.isLoopback(host) ? [WebLaunch.urlHost(host), "localhost"] : [WebLaunch.urlHost(host)]
        for n in names {
            set.insert(n.lowercased() + (port.map { ":" + String($0) } ?? ""))
            if port == nil || port == 80 { set.insert(n.lowercased()) }
        }
        self.names.withLock { $0 = set }
    }

    /// Whether a `Host` value names this server.
    public func allows(_ host: String) -> Bool { names.withLock { $0.contains(host.lowercased()) } }
}

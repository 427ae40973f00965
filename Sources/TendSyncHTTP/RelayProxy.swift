import AsyncHTTPClient
import Foundation
import TendKernel

/// The proxy a relay is reached through, from the environment as curl and most tools read it:
/// `https_proxy` (or `HTTPS_PROXY`) for an `https` relay, `http_proxy` (or `HTTP_PROXY`) for an `http` one,
/// else `all_proxy` (or `ALL_PROXY`); `no_proxy` (or `NO_PROXY`) lists hosts reached directly (`*` for all;
/// `example.org` or `.example.org` also covers its subdomains). A proxy is `http://[user:password@]host[:port]`
/// (port 80 by default; AsyncHTTPClient reaches the relay through it as a `CONNECT` tunnel, so an `https`
/// relay stays end-to-end TLS) or `socks5://host[:port]` (1080). An unreadable proxy address is an error, never a
/// silent direct connection.
public enum RelayProxy {
    /// The proxy for `relay`, `nil` for a direct connection.
    public static func forRelay(_ relay: URL, environment: [String: String]) throws -> HTTPClient.Configuration.Proxy? {
        guard let host = relay.host?.lowercased() else { return nil }
        if bypasses(host, environment) { return nil }
        let secure = relay.scheme?.lowercased() == "https"
        let names = secure ? ["https_proxy", "HTTPS_PROXY"] : ["http_proxy", "HTTP_PROXY"]
        guard let raw = (names + ["all_proxy", "ALL_PROXY"]).lazy.compactMap({ environment[$0] })
            .first(where: { !$0.trimmingWhitespace().isEmpty })?.trimmingWhitespace() else { return nil }
        return try proxy(raw)
    }

    /// Whether `no_proxy` sends `host` directly.
    static func bypasses(_ host: String, _ environment: [String: String]) -> Bool {
        let list = (environment["no_proxy"] ?? environment["NO_PROXY"] ?? "").split(separator: ",")
            .map { $0.trimmingWhitespace().lowercased() }.filter { !$0.isEmpty }
        return list.contains { entry in
            if entry == "*" { return true }
            let bare = entry.hasPrefix(".") ? String(entry.dropFirst()) : entry
            return host == bare || host.hasSuffix("." + bare)
        }
    }

    /// A proxy address read.
    static func proxy(_ raw: String) throws -> HTTPClient.Configuration.Proxy {
        let text = raw.contains("://") ? raw : "http://" + raw
        guard let c = URLComponents(string: text), let scheme = c.scheme?.lowercased(), let host = c.host, !host.isEmpty,
              c.path.isEmpty || c.path == "/" else { throw RelayProxyError(address: raw) }
        switch scheme {
        case "http":
            let port = c.port ?? 80
            if let user = c.user {
                return .server(host: host, port: port,
                               authorization: .basic(username: user.removingPercentEncoding ?? user,
                                                     password: (c.password ?? "").removingPercentEncoding ?? ""))
            }
            return .server(host: host, port: port)
        case "socks5", "socks5h":
            return .socksServer(host: host, port: c.port ?? 1080)
        default:
            throw RelayProxyError(address: raw)
        }
    }
}

/// A proxy address in the environment that can't be used.
public struct RelayProxyError: Error, CustomStringConvertible {
    /// The address as set.
    public let address: String
    /// One sentence.
    public var description: String {
        "the proxy '\(address)' set in the environment is not one Tend can use (http://host:port or socks5://host:port)"
    }
}

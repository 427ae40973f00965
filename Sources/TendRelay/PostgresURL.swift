import Foundation
import NIOSSL
import PostgresNIO

/// A PostgreSQL database named the way `psql` and libpq name one:
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|require&host=/socket/dir]`
/// (`postgresql://` too). `host=` in the query names a folder holding the server's Unix socket
/// (`.s.PGSQL.<port>`), as with libpq; `sslmode=require` makes TLS mandatory, verifying the server's
/// certificate and name with the system's trusted roots (default: `disable`, for loopback and sockets).
struct PostgresURL: Sendable, Equatable {
    /// The user.
    var user: String
    /// The password, if the URL has one.
    var password: String?
    /// The host (TCP), when there is no socket folder.
    var host: String
    /// The port (default 5432).
    var port: Int
    /// The database (default: the user's name, as libpq does).
    var database: String
    /// A folder holding the server's Unix socket, instead of TCP.
    var socketDirectory: String?
    /// Whether TLS is required.
    var requireTLS: Bool

    /// Parses `text`; throws ``RelayStartError/database(_:)`` naming what is wrong (never echoing a password).
    init(_ text: String) throws {
        func bad(_ why: String) -> RelayStartError { .database("--database: \(why); expected postgres://USER@HOST:PORT/DATABASE") }
        guard let c = URLComponents(string: text), let scheme = c.scheme, ["postgres", "postgresql"].contains(scheme.lowercased()) else {
            throw bad("not a postgres:// URL")
        }
        guard let user = c.user.flatMap({ $0.removingPercentEncoding }), !user.isEmpty else { throw bad("no user") }
        self.user = user
        password = c.password.flatMap { $0.removingPercentEncoding }
        port = c.port ?? 5432
        guard (1...65535).contains(port) else { throw bad("the port must be from 1 to 65535") }
        let path = c.path.hasPrefix("/") ? String(c.path.dropFirst()) : c.path
        database = path.removingPercentEncoding ?? path
        if database.isEmpty { database = user }
        guard !database.contains("/") else { throw bad("the database name has a '/'") }
        var socket: String?
        var tls = false
        for item in c.queryItems ?? [] {
            switch (item.name, item.value ?? "") {
            case ("host", let dir) where dir.hasPrefix("/"): socket = dir
            case ("sslmode", "disable"): tls = false
            case ("sslmode", "require"), ("sslmode", "verify-full"): tls = true
            case ("sslmode", let mode): throw bad("sslmode \(mode) is not supported (disable or require)")
            case (let name, _): throw bad("the option \(name) is not supported (host=/socket/dir, sslmode)")
            }
        }
        socketDirectory = socket
        requireTLS = tls
        host = c.host ?? ""
        guard socket != nil || !host.isEmpty else { throw bad("no host") }
        guard !(socket != nil && tls) else { throw bad("TLS over a Unix socket is not supported") }
    }

    /// The URL without its password, for logs.
    var redacted: String {
        let at = socketDirectory.map { "?host=\($0)" } ?? ""
        let server = socketDirectory == nil ? "\(host.contains(":") ? "[\(host)]" : host):\(port)" : ""
        return "postgres://\(user)@\(server)/\(database)\(at)\(requireTLS ? (at.isEmpty ? "?" : "&") + "sslmode=require" : "")"
    }

    /// PostgresNIO's client configuration, with at most `maxConnections` connections.
    func configuration(maxConnections: Int) -> PostgresClient.Configuration {
        var c: PostgresClient.Configuration
        if let dir = socketDirectory {
            c = .init(unixSocketPath: dir + "/.s.PGSQL.\(port)", username: user, password: password, database: database)
        } else {
            c = .init(host: host, port: port, username: user, password: password, database: database,
                      tls: requireTLS ? .require(.makeClientConfiguration()) : .disable)
        }
        c.options.maximumConnections = maxConnections
        c.options.connectTimeout = .seconds(5)
        c.options.additionalStartupParameters = [("application_name", "tend-relay")]
        return c
    }
}

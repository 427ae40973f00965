import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The PostgreSQL cluster named by `TEND_TEST_POSTGRES_URL` (started by `.ci/run`, or by a developer
/// with `eval "$(.ci/postgres start)"`), reached with `psql` — this target links no database client.
/// A test that needs it fails, saying why, when the variable is missing or the cluster out of reach.
enum IntegrationPostgres {
    /// The variable naming the cluster.
    static let variable = "TEND_TEST_POSTGRES_URL"

    /// The cluster's URL.
    static func serverURL() throws -> String {
        guard let url = ProcessInfo.processInfo.environment[variable], !url.isEmpty else {
            throw RelayProcessError(message: """
                \(variable) is not set: these tests need a PostgreSQL cluster. Start a throwaway one with \
                eval "$(.ci/postgres start)" (docs/relay.md, "Testing on PostgreSQL"); .ci/run does it itself.
                """)
        }
        return url
    }

    /// Creates a new, empty database on the cluster and answers its URL (left for the cluster's end).
    static func makeDatabase() throws -> String {
        let name = "tend_e2e_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        _ = try psql("CREATE DATABASE \(name)", on: try serverURL())
        var components = URLComponents(string: try serverURL())!
        components.path = "/" + name
        return components.string!
    }

    /// Runs `sql` with `psql` on the database at `url` and answers its unaligned, tuples-only output.
    static func psql(_ sql: String, on url: String) throws -> String {
        let result: (status: Int32, out: String, err: String)
        do {
            result = try RelayProcess.runToEnd("/usr/bin/env", ["psql", url, "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-c", sql], seconds: 30)
        } catch let error as RelayProcessError {
            throw error
        } catch {
            throw RelayProcessError(message: "psql can't run (apt-get install postgresql-client): \(error)")
        }
        guard result.status == 0 else {
            throw RelayProcessError(message: "psql on \(variable) failed (is the cluster up? eval \"$(.ci/postgres start)\"): \(result.err)")
        }
        return result.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// An HTTP upload left half-sent on a raw socket: the headers and part of a body, then nothing, as a
/// client whose relay dies mid-upload leaves it.
final class HalfUpload {
    private let fd: Int32

    /// Connects to `port` on loopback and sends a `PUT path` announcing `length` bytes, then `sent` of them.
    init(port: Int, path: String, token: String, length: Int, sent: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw RelayProcessError(message: "can't connect to 127.0.0.1:\(port)") }
        let head = "PUT \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\nContent-Length: \(length)\r\n\r\n"
        try write(Array(head.utf8) + [UInt8](repeating: 0x5A, count: sent))
    }

    private func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw RelayProcessError(message: "the half upload could not be sent") }
            offset += n
        }
    }

    deinit { close(fd) }
}

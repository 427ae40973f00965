import Foundation
import Testing
import TendKernel
import TendSync
#if canImport(Glibc)
import Glibc
#endif

/// A database out of reach, for a real `tend-relay` process: at start it stops within its deadline, saying
/// why; under a running relay (a cluster of the test's own, stopped and started) every call and
/// `/health` is `503` with `Retry-After` within the deadline, never `500`, and the same relay serves again
/// by itself once the database is back, with nothing lost.
///
/// Real processes, not the relay in the test process: the deadlines are wall-clock promises, and the
/// test process's concurrency pool is shared with blocking end-to-end tests that may hold it for seconds.
@Suite("relay on PostgreSQL: a database outage", .serialized)
struct RelayPostgresOutageTests {
    @Test("database stopped: /health and calls are 503 with Retry-After within the deadline; started again: served again, nothing lost")
    func outage() throws {
        let cluster = try TestCluster()
        defer { cluster.stop() }
        let relay = RelayProcess(arguments: ["--database-timeout", "3"], database: cluster.url)
        try relay.start()
        let vault = try #require(VaultID(bytes: (0..<16).map { _ in UInt8.random(in: 0...255) }))
        let key = try #require(VaultKey(vault: vault, bytes: (0..<32).map { _ in UInt8.random(in: 0...255) }))
        let device = try #require(DeviceID("00000000000000bb"))
        let transport = HTTPTransport(relay: URL(string: relay.url)!, vault: vault, key: key)
        try transport.writeVault(Data("{\"outage\":true}".utf8), replacing: false)
        #expect(try transport.putSegment([1, 1], device: device, seq: 1) == .created)

        try cluster.pause()
        let token = HTTPTransport.token(for: key)
        let base = relay.url + "/v1/vaults/\(vault.description)"
        let health = RawCall("GET", relay.url + "/health")
        #expect(health.status == 503)
        #expect(health.headers["retry-after"] == "5")
        #expect(health.json["database"] as? String == "unreachable")
        #expect(health.seconds < 3 + 5, "within the 3 s deadline (and room for a loaded machine): \(health.seconds) s")
        for (method, path, body) in [("PUT", "/devices/\(device.raw)/segments/2", [UInt8]([2, 2])), ("GET", "/heads", nil),
                                     ("GET", "/devices/\(device.raw)/segments", nil)] {
            let r = RawCall(method, base + path, token: token, body: body)
            #expect(r.status == 503, "\(method) \(path)")
            #expect(r.errorCode == "unavailable", "\(method) \(path)")
            #expect(r.headers["retry-after"] == "5", "\(method) \(path)")
            #expect(r.seconds < 3 + 5, "\(method) \(path) within the 3 s deadline: \(r.seconds) s")
        }

        try cluster.resume()
        let back = Date()
        var healthy = false
        while !healthy && Date().timeIntervalSince(back) < 70 {
            healthy = RawCall("GET", relay.url + "/health").status == 200
            if !healthy { usleep(200_000) }
        }
        #expect(healthy, "the relay reconnected by itself")
        #expect(try transport.putSegment([2, 2], device: device, seq: 2) == .created)
        let stored = try transport.segments(device: device, after: 0, limit: 100)
        #expect(stored.map(\.seq) == [1, 2])
        #expect(stored.map(\.data) == [[1, 1], [2, 2]])
        #expect(try relay.stop() == 0)
        #expect(relay.log.contains("database unavailable"), "\(relay.log)")
        #expect(!relay.log.contains("\"status\":\"500\""), "never a 500")
    }

    @Test("a database that can't be reached stops the start within the deadline (exit 1), with a clear reason and no password")
    func unreachable() throws {
        let port = try Self.closedPort()
        let url = "postgres://nobody:hunter2@127.0.0.1:\(port)/none"
        let start = Date()
        let result = try RelayProcess.run(["--database", url, "--database-timeout", "2"])
        let seconds = Date().timeIntervalSince(start)
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("can't prepare the database postgres://nobody@127.0.0.1:\(port)/none: "), "\(result.err)")
        #expect(!result.err.contains("hunter2") && !result.out.contains("hunter2"))
        #expect(seconds < 2 + 6, "the 2 s deadline (and room for a loaded machine): \(seconds) s")
    }

    /// A loopback port nothing listens on (bound, then released).
    static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                guard bind(fd, $0, length) == 0, getsockname(fd, $0, &length) == 0 else { throw RelayProcessError(message: "no free port") }
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TendRelay

/// The database stopped and started under a running relay (a cluster of the test's own): `503` with
/// `Retry-After` within the deadline while it is down, never `500`; the same relay serves again by
/// itself once it is back, with nothing lost.
@Suite("relay on PostgreSQL: a database outage", .serialized)
struct RelayPostgresOutageTests {
    @Test("database stopped: /health and calls are 503 with Retry-After within the deadline; started again: served again, nothing lost")
    func outage() async throws {
        let cluster = try TestCluster()
        defer { cluster.stop() }
        let store = try await PostgresRelayStore.open(url: cluster.url, logger: TestPostgres.quiet, maxConnections: 4, deadline: .seconds(3))
        let fixture = RelayFixture(store: store, location: cluster.url, backend: .postgres)
        let v = TestVault(31), d = TestVault.deviceA
        try await fixture.test { client in
            #expect(try await client.create(v).status == .created)
            #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/1", v.auth, body: [1, 1]).status == .created)

            try cluster.pause()
            let down = ContinuousClock.now
            let health = try await client.call(.get, "/health")
            #expect(health.status == .serviceUnavailable)
            #expect(health.headers[.retryAfter] == "5")
            #expect(health.json["database"] as? String == "unreachable")
            for (method, path, body) in [(HTTPRequest.Method.put, "/devices/\(d)/segments/2", [UInt8]([2, 2])), (.get, "/heads", nil),
                                         (.get, "/devices/\(d)/segments", nil)] {
                let r = try await client.call(method, v.base + path, v.auth, body: body)
                #expect(r.status == .serviceUnavailable, "\(method) \(path)")
                #expect(r.errorCode == "unavailable")
                #expect(r.headers[.retryAfter] == "5")
            }
            #expect(ContinuousClock.now - down < .seconds(4 * 4), "each answer within the 3 s deadline (and a second)")

            try cluster.resume()
            let back = ContinuousClock.now
            var healthy = false
            while !healthy && ContinuousClock.now - back < .seconds(70) {
                healthy = try await client.call(.get, "/health").status == .ok
                if !healthy { try await Task.sleep(for: .milliseconds(200)) }
            }
            #expect(healthy, "the relay reconnected by itself")
            #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/2", v.auth, body: [2, 2]).status == .created)
            let page = RelayPage(try await client.call(.get, v.base + "/devices/\(d)/segments", v.auth))
            #expect(page.segments.map(\.seq) == [1, 2])
            #expect(page.segments.map(\.data) == [[1, 1], [2, 2]])
        }
        #expect(fixture.logs.contains { $0.contains("database unavailable") })
        #expect(!fixture.logs.contains { $0.contains("\"status\":\"500\"") }, "never a 500")
    }
}

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
@testable import TendRelay

/// Operators' metrics: off by default; with `--metrics-port`, Prometheus's text format on a listener of
/// its own, counting requests and their durations by route template (never a vault id), and whether
/// the database answers.
@Suite("relay: metrics")
struct RelayMetricsTests {
    let v = TestVault(51)

    @Test("requests are counted by method, route template and status, with a duration histogram; no vault id; database up", arguments: RelayBackend.allCases)
    func counted(_ backend: RelayBackend) async throws {
        let v = v
        let metrics = RelayMetrics()
        let fixture = try await RelayFixture(backend)
        try await fixture.test(metrics: metrics) { (client: any TestClientProtocol) async throws in
            #expect(try await client.create(v).status == .created)
            for _ in 0..<3 { #expect(try await client.call(.get, v.base + "/heads", v.auth).status == .ok) }
            #expect(try await client.call(.get, v.base + "/heads", v.auth(TestVault(52).token)).status == .unauthorized)
            #expect(try await client.call(.get, "/health").status == .ok)
        }
        let text = String(decoding: await metrics.scrape(fixture.storage), as: UTF8.self)
        let lines = Set(text.split(separator: "\n").map(String.init))
        #expect(lines.contains(#"tend_relay_requests_total{method="PUT",route="/v1/vaults/{vault}",status="201"} 1"#), "\(text)")
        #expect(lines.contains(#"tend_relay_requests_total{method="GET",route="/v1/vaults/{vault}/heads",status="200"} 3"#))
        #expect(lines.contains(#"tend_relay_requests_total{method="GET",route="/v1/vaults/{vault}/heads",status="401"} 1"#))
        #expect(lines.contains(#"tend_relay_requests_total{method="GET",route="/health",status="200"} 1"#))
        #expect(lines.contains(#"tend_relay_request_duration_seconds_count{method="GET",route="/v1/vaults/{vault}/heads"} 4"#))
        #expect(lines.contains(#"tend_relay_request_duration_seconds_bucket{method="GET",route="/v1/vaults/{vault}/heads",le="+Inf"} 4"#))
        #expect(lines.contains("# TYPE tend_relay_requests_total counter"))
        #expect(lines.contains("tend_relay_database_up 1.0") || lines.contains("tend_relay_database_up 1"), "\(text)")
        #expect(!text.contains(v.id) && !text.contains(String(v.id.prefix(8))), "no vault id in the metrics")

        fixture.storage.close()
        let down = String(decoding: await metrics.scrape(fixture.storage), as: UTF8.self)
        #expect(down.contains("tend_relay_database_up 0"), "\(down)")
    }

    @Test("off by default; with a metrics port, GET /metrics is served there and not on the relay's port")
    func listener() async throws {
        #expect(RelayConfiguration(storage: .sqlite(directory: "/nowhere")).metrics == nil, "off by default")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-metrics-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let storage = try SQLiteRelayStore(directory: dir)
        defer { storage.close() }
        let configuration = RelayConfiguration(host: "127.0.0.1", port: 0, storage: .sqlite(directory: dir), access: RelayAccess(open: true),
                                               metrics: .init(host: "127.0.0.1", port: 0))
        let (ports, bound) = AsyncStream.makeStream(of: (String, Int).self)
        let app = try RelayServer.application(configuration: configuration, storage: storage,
                                              logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() },
                                              onRunning: { bound.yield(("relay", $0)) }, onMetricsRunning: { bound.yield(("metrics", $0)) })
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        defer { server.cancel() }
        var found: [String: Int] = [:]
        for await (name, port) in ports {
            found[name] = port
            if found.count == 2 { break }
        }
        let relay = try #require(found["relay"]), scrape = try #require(found["metrics"])
        #expect(relay != scrape)
        let health = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(relay)/health")!)
        #expect((health.1 as? HTTPURLResponse)?.statusCode == 200)
        let onRelay = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(relay)/metrics")!)
        #expect((onRelay.1 as? HTTPURLResponse)?.statusCode == 404, "the relay's own port serves no metrics")
        let (body, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(scrape)/metrics")!)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.contains(#"tend_relay_requests_total{method="GET",route="/health",status="200"} 1"#), "\(text)")
        #expect(text.contains(#"route="(refused)""#) == false)
        server.cancel()
        _ = await server.result
    }
}

import Foundation
import Hummingbird
import Logging
import Prometheus

/// Operators' metrics (`tend-relay --metrics-port N`; off by default), in Prometheus's text format at
/// `GET /metrics` on a listener of their own, apart from the relay's port, so a scraper on a private
/// network or the same host reads them and clients never can. Through swift-prometheus:
/// - `tend_relay_requests_total{method, route, status}`: requests answered, by the route's template
///   (`/v1/vaults/{vault}/heads`, never a path: no vault id reaches the metrics) — refusals before
///   routing (`429` for an address) count under route `(refused)`.
/// - `tend_relay_request_duration_seconds{method, route}`: a histogram of the time to answer.
/// - `tend_relay_database_up`: 1 when the database answered the scrape's `SELECT 1`, else 0.
public final class RelayMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private let databaseUp: Gauge
    /// Histogram buckets, from 1 ms to 10 s.
    static let buckets: [Duration] = [1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000].map { .microseconds(Int64($0 * 1000)) }

    private static var requests: MetricNameDescriptor { MetricNameDescriptor(namespace: "tend_relay", metricName: "requests", unitName: "total",
                                                       helpText: "Requests answered, by method, route template and status.") }
    private static var duration: MetricNameDescriptor { MetricNameDescriptor(namespace: "tend_relay", metricName: "request_duration", unitName: "seconds",
                                                       helpText: "Time to answer a request, by method and route template.") }
    private static var up: MetricNameDescriptor { MetricNameDescriptor(namespace: "tend_relay", metricName: "database", unitName: "up",
                                                 helpText: "1 when the database answered at the last scrape, else 0.") }

    /// An empty set of metrics.
    public init() {
        databaseUp = registry.makeGauge(descriptor: Self.up)
    }

    /// Counts one request answered with `status` after `seconds`.
    func record(method: String, route: String, status: Int, seconds: Double) {
        registry.makeCounter(descriptor: Self.requests, labels: [("method", method), ("route", route), ("status", String(status))]).increment()
        registry.makeDurationHistogram(descriptor: Self.duration, labels: [("method", method), ("route", route)], buckets: Self.buckets)
            .recordNanoseconds(Int64((max(0, seconds) * 1e9).rounded()))
    }

    /// The metrics in Prometheus's text format, after asking the database whether it is up.
    func scrape(_ storage: any RelayStore) async -> [UInt8] {
        let up: Bool
        do {
            try await storage.ping()
            up = true
        } catch { up = false }
        databaseUp.set(to: up ? 1.0 : 0.0)
        return registry.emitToBuffer()
    }

    /// The metrics listener: `GET /metrics` and nothing else, on `endpoint`.
    func application(_ endpoint: RelayConfiguration.MetricsEndpoint, storage: any RelayStore, logger: Logger,
                     onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        let router = Router()
        router.get("/metrics") { [self] _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                     body: .init(byteBuffer: ByteBuffer(bytes: await scrape(storage))))
        }
        return Application(router: router, configuration: .init(address: .hostname(endpoint.host, port: endpoint.port), serverName: "tend-relay-metrics"),
                           onServerRunning: { await onRunning($0.localAddress?.port ?? endpoint.port) }, logger: logger)
    }
}

import Foundation
import Hummingbird
import HummingbirdTLS
import Logging

/// Builds the relay: its router (for tests without a socket) and its application (for `tend-relay`).
public enum RelayServer {
    /// Seconds on a monotonic clock, for rate limits and request durations.
    public static let systemUptime: @Sendable () -> Double = {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    /// The router with every call of docs/relay.md and the request log.
    /// - Parameters:
    ///   - metrics: where requests are counted (`nil`: metrics off).
    ///   - uptime: a monotonic clock in seconds (injected so tests can move time).
    ///   - now: the wall clock (injected so tests can expire invitations).
    public static func router(storage: any RelayStore, limits: RelayLimits, access: RelayAccess = RelayAccess(), logger: Logger,
                              metrics: RelayMetrics? = nil, uptime: @escaping @Sendable () -> Double = systemUptime,
                              now: @escaping @Sendable () -> Date = { Date() }) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: RelayLogMiddleware(logger: logger, metrics: metrics, uptime: uptime))
        RelayRoutes(storage: storage, limits: limits, access: access, limiter: RateLimiter(perMinute: limits.requestsPerMinute, now: uptime),
                    logger: logger, now: now).add(to: router)
        return router
    }

    /// The relay as it serves: the ``router(storage:limits:access:logger:metrics:uptime:now:)`` behind
    /// the limit on failed authentications per client address (``RelayResponder``).
    public static func responder(storage: any RelayStore, limits: RelayLimits, access: RelayAccess = RelayAccess(), logger: Logger,
                                 metrics: RelayMetrics? = nil, uptime: @escaping @Sendable () -> Double = systemUptime,
                                 now: @escaping @Sendable () -> Date = { Date() }) -> RelayResponder {
        let routes = router(storage: storage, limits: limits, access: access, logger: logger, metrics: metrics, uptime: uptime, now: now)
        return RelayResponder(routes: routes.buildResponder(), limits: limits, access: access, logger: logger, metrics: metrics, uptime: uptime)
    }

    /// The application: HTTP, or HTTPS with the configured certificate, and with `configuration.metrics`
    /// the metrics listener beside it (run as one of its services). `onRunning` gets the bound port,
    /// `onMetricsRunning` the metrics listener's; `uptime` is the rate limits' clock (seconds). Run it with `runService()`: SIGTERM or SIGINT stops
    /// accepting connections, lets requests in flight finish, then returns (close the storage after).
    public static func application(configuration: RelayConfiguration, storage: any RelayStore, logger: Logger,
                                   onRunning: @escaping @Sendable (Int) async -> Void = { _ in },
                                   onMetricsRunning: @escaping @Sendable (Int) async -> Void = { _ in },
                                   uptime: @escaping @Sendable () -> Double = systemUptime)
        throws -> Application<RelayResponder> {
        let metrics = configuration.metrics.map { _ in RelayMetrics() }
        let responder = responder(storage: storage, limits: configuration.limits, access: configuration.access, logger: logger,
                                  metrics: metrics, uptime: uptime)
        let address = ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "tend-relay")
        let port = configuration.port
        var app: Application<RelayResponder>
        if let files = configuration.tls {
            app = Application(responder: responder, server: try .tls(.http1(), tlsConfiguration: try tlsConfiguration(files)),
                              configuration: address, onServerRunning: { await onRunning($0.localAddress?.port ?? port) }, logger: logger)
        } else {
            app = Application(responder: responder, server: .http1(), configuration: address,
                              onServerRunning: { await onRunning($0.localAddress?.port ?? port) }, logger: logger)
        }
        if let metrics, let endpoint = configuration.metrics {
            app.addServices(metrics.application(endpoint, storage: storage, logger: logger, onRunning: onMetricsRunning))
        }
        return app
    }

    /// Opens the storage (for PostgreSQL: connects and migrates), serves until SIGTERM or SIGINT, lets
    /// requests in flight finish, then closes the storage. `onRunning` gets the bound port once the
    /// server listens, `onMetricsRunning` the metrics listener's.
    /// - Throws: ``RelayStartError`` or a storage error when it can't start.
    public static func run(configuration: RelayConfiguration, logger: Logger,
                           onRunning: @escaping @Sendable (Int) async -> Void = { _ in },
                           onMetricsRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let storage = try await configuration.storage.open(logger: logger)
        defer {
            storage.close()
            logger.info("stopped")
        }
        let app = try application(configuration: configuration, storage: storage, logger: logger, onRunning: onRunning,
                                  onMetricsRunning: onMetricsRunning)
        logger.info("starting", metadata: ["data": "\(storage.location)", "tls": "\(configuration.tls != nil)",
                                           "port": "\(configuration.port)", "open": "\(configuration.access.open)",
                                           "metrics": "\(configuration.metrics.map { "\($0.host):\($0.port)" } ?? "off")"])
        try await app.runService()
    }

    /// Reads a PEM certificate chain and private key.
    public static func tlsConfiguration(_ files: RelayConfiguration.TLSFiles) throws -> TLSConfiguration {
        let chain: [NIOSSLCertificate]
        let key: NIOSSLPrivateKey
        do { chain = try NIOSSLCertificate.fromPEMFile(files.certificate) } catch {
            throw RelayStartError.tls("\(files.certificate) is not a readable PEM certificate")
        }
        do { key = try NIOSSLPrivateKey(file: files.key, format: .pem) } catch {
            throw RelayStartError.tls("\(files.key) is not a readable PEM private key")
        }
        guard !chain.isEmpty else { throw RelayStartError.tls("\(files.certificate) holds no certificate") }
        return TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
    }
}

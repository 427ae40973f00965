import Foundation
import Hummingbird
import Logging

/// The relay's request context: Hummingbird's own, the context its routes are given, and the address
/// of the connection's other end.
public struct RelayRequestContext: RequestContext {
    /// Hummingbird's storage for this request.
    public var coreContext: CoreRequestContextStorage
    /// The context passed on to the routes.
    let routes: BasicRequestContext
    /// The peer's IP address (`nil` without a socket, as in router tests).
    let peer: String?

    /// The context of a request on a connection.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        routes = BasicRequestContext(source: source)
        peer = source.channel.remoteAddress?.ipAddress
    }
}

/// The relay in front of its routes: every request goes to the routes, except from a client address
/// that failed authentication too often — a `401`, or a `403` for an invitation — which gets `429`
/// with `Retry-After` until its bucket (``RelayLimits/failedAuthPerMinute``) fills again. `GET /health`
/// is never refused.
public struct RelayResponder: HTTPResponder {
    /// The context it is given.
    public typealias Context = RelayRequestContext

    let routes: RouterResponder<BasicRequestContext>
    let failures: RateLimiter
    let addressField: HeaderName?
    let logger: Logger
    let metrics: RelayMetrics?
    let uptime: @Sendable () -> Double

    init(routes: RouterResponder<BasicRequestContext>, limits: RelayLimits, access: RelayAccess, logger: Logger, metrics: RelayMetrics?,
         uptime: @escaping @Sendable () -> Double) {
        self.routes = routes
        failures = RateLimiter(perMinute: limits.failedAuthPerMinute, now: uptime)
        addressField = access.clientAddressHeader.flatMap { HeaderName($0) }
        self.logger = logger
        self.metrics = metrics
        self.uptime = uptime
    }

    /// Answers `request`: the routes' answer, or `429` for an address over its failures.
    public func respond(to request: Request, context: Context) async throws -> Response {
        let key = Array(("address/" + clientAddress(request, context)).utf8)
        if request.uri.path != "/health", let wait = failures.wait(key) {
            let start = uptime()
            let refusal = RelayError.addressLimited(retryAfter: wait)
            RelayLogMiddleware.record(logger, metrics, request, route: nil, status: Int(refusal.status.code), start: start, uptime: uptime)
            return try refusal.response(from: request, context: context)
        }
        let response = try await routes.respond(to: request, context: context.routes)
        if response.status == .unauthorized || response.status == .forbidden { _ = failures.take(key) }
        return response
    }

    /// The client's address: the last address in the configured header when the request has it, else
    /// the connection's peer (`unknown` without one).
    func clientAddress(_ request: Request, _ context: Context) -> String {
        if let addressField, let value = request.headers[addressField],
           let last = value.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty {
            return last
        }
        return context.peer ?? "unknown"
    }
}

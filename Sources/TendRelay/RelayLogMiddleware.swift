import Hummingbird
import Logging

/// Logs one line per request: method, route (the path template, not the path), the vault's first
/// eight hex digits, status, body size and duration. Never a body, a token or a full vault id (which
/// would let a log reader fetch the vault's descriptor). With metrics on, counts it there too.
struct RelayLogMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    let logger: Logger
    let metrics: RelayMetrics?
    let uptime: @Sendable () -> Double

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = uptime()
        do {
            let response = try await next(request, context)
            log(request, context, status: Int(response.status.code), start: start)
            return response
        } catch let error as any HTTPResponseError {
            log(request, context, status: Int(error.status.code), start: start)
            throw error
        } catch {
            log(request, context, status: 500, start: start)
            throw error
        }
    }

    private func log(_ request: Request, _ context: Context, status: Int, start: Double) {
        RelayLogMiddleware.record(logger, metrics, request, route: context.endpointPath ?? "unknown", status: status, start: start,
                                  uptime: uptime)
    }

    /// Logs the line of one request (and counts it in `metrics`); `route` is `nil` for a request
    /// refused before routing (``RelayResponder``), logged as `(refused)`.
    static func record(_ logger: Logger, _ metrics: RelayMetrics?, _ request: Request, route: String?, status: Int, start: Double,
                       uptime: @Sendable () -> Double) {
        let seconds = uptime() - start
        metrics?.record(method: request.method.rawValue, route: route ?? "(refused)", status: status, seconds: seconds)
        var metadata: Logger.Metadata = [
            "method": "\(request.method.rawValue)",
            "route": "\(route ?? "(refused)")",
            "status": "\(status)",
            "ms": "\(Int((seconds * 1000).rounded()))",
        ]
        if let length = request.headers[.contentLength] { metadata["bytes"] = "\(length)" }
        if let vault = RelayLogMiddleware.vaultPrefix(request.uri.path) { metadata["vault"] = "\(vault)" }
        logger.log(level: status >= 500 ? .error : .info, "request", metadata: metadata)
    }

    /// The first eight characters of the vault id in a `/v1/vaults/{vault}…` path.
    static func vaultPrefix(_ path: String) -> Substring? {
        let parts = path.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: true)
        guard parts.count >= 3, parts[0] == "v1", parts[1] == "vaults" else { return nil }
        return parts[2].prefix(8)
    }
}

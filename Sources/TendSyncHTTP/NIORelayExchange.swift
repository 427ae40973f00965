import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import TendSync

/// Sends a relay's requests in-process through swift-server's AsyncHTTPClient (SwiftNIO, TLS by BoringSSL
/// inside the binary): what `tend-sync-http` runs for `tend`, and what the relay's own tools use.
///
/// No redirect is followed (a `3xx` is the answer, so no request, nor its bearer token, goes to an address
/// the relay names); `timeout` seconds to connect and between any two reads; one attempt at connecting,
/// as a person running `tend sync` waits for it. The proxy is the environment's (``RelayProxy``).
public final class NIORelayExchange: RelayExchange {
    let client: HTTPClient
    /// Why the environment's proxy can't be used, if it can't (every request then fails with it).
    let proxyProblem: RelayProxyError?

    /// A client for `relay`, with the proxy `environment` names for it.
    public init(relay: URL, timeout: TimeInterval, environment: [String: String]) {
        var configuration = Self.configuration(timeout: timeout)
        do {
            configuration.proxy = try RelayProxy.forRelay(relay, environment: environment)
            proxyProblem = nil
        } catch {
            proxyProblem = error as? RelayProxyError ?? RelayProxyError(address: "?")
        }
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    deinit { try? client.syncShutdown() }

    /// One request, blocking until its answer (or a network failure as a ``RelayExchangeFailure``).
    public func perform(_ r: RelayRequest) throws -> HTTPAnswer {
        if let proxyProblem { throw RelayExchangeFailure(reason: proxyProblem.description) }
        let fields = HTTPHeaders(r.headers.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil })
        let request: HTTPClient.Request
        do {
            guard let url = URL(string: r.url) else { throw RelayExchangeFailure(reason: "it is not a usable address") }
            request = try HTTPClient.Request(url: url, method: HTTPMethod(rawValue: r.method), headers: fields,
                                             body: r.body.map { HTTPClient.Body.bytes(Array($0)) })
        } catch {
            throw RelayExchangeFailure(reason: "it is not a usable address")
        }
        let response: HTTPClient.Response
        do {
            response = try client.execute(request: request).wait()
        } catch {
            throw RelayExchangeFailure(reason: Self.reason(for: error))
        }
        var headers: [String: String] = [:]
        for (name, value) in response.headers where headers[name.lowercased()] == nil { headers[name.lowercased()] = value }
        return HTTPAnswer(status: Int(response.status.code), body: response.body.map { Data($0.readableBytesView) } ?? Data(),
                          headers: headers)
    }

    /// The client's settings (see the type's notes).
    static func configuration(timeout: TimeInterval) -> HTTPClient.Configuration {
        let amount = TimeAmount.nanoseconds(Int64((timeout * 1e9).rounded()))
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow, timeout: .init(connect: amount, read: amount))
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }

    /// Why a request got no answer, in plain words (the wording of Foundation's URL errors, not a TLS library's).
    static func reason(for error: any Error) -> String {
        switch error {
        case let e as HTTPClientError where [.connectTimeout, .readTimeout, .writeTimeout, .deadlineExceeded,
                                             .tlsHandshakeTimeout].contains(e):
            return "The request timed out."
        case let e as HTTPClientError where e == .remoteConnectionClosed:
            return "The network connection was lost."
        case let e as NIOConnectionError where e.connectionErrors.isEmpty && (e.dnsAError != nil || e.dnsAAAAError != nil):
            return "A server with the specified hostname could not be found."
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            return "An SSL error has occurred and a secure connection to the server cannot be made."
        default:
            return "Could not connect to the server."
        }
    }
}

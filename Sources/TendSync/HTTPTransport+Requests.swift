import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// One answer of the relay.
struct HTTPAnswer: Sendable {
    let status: Int
    let body: Data
    let headers: [String: String]

    /// Whether it came from a Tend relay (its errors are JSON with an `error` code), not some other server.
    var isRelay: Bool { (try? JSONDecoder().decode(HTTPTransport.ErrorBody.self, from: body)) != nil }
}

/// Sending requests: blocking, with the token, waiting out `429` within the budget.
extension HTTPTransport {
    struct ErrorBody: Decodable {
        let error: String
        let message: String
    }

    /// Sends `method` to `<relay>/v1/vaults/<vault><path>` (with `headers` besides the usual) and waits
    /// for the answer.
    func send(_ method: String, _ path: String, query: [String: String] = [:], body: [UInt8]? = nil,
              contentType: String = "application/octet-stream", authorized: Bool = true,
              headers: [String: String] = [:]) throws -> HTTPAnswer {
        if let proxyProblem { throw SyncError.unreachable(location: location, reason: proxyProblem.description) }
        guard var c = URLComponents(url: relay, resolvingAgainstBaseURL: false) else {
            throw SyncError.unreachable(location: location, reason: "it is not a usable address")
        }
        c.path += "/v1/vaults/\(vault)" + path
        if !query.isEmpty { c.queryItems = query.sorted(by: { $0.key < $1.key }).map { URLQueryItem(name: $0.key, value: $0.value) } }
        guard let url = c.url else { throw SyncError.unreachable(location: location, reason: "it is not a usable address") }
        var fields = HTTPHeaders([("User-Agent", "tend")])
        if authorized {
            guard let token else { throw SyncError.relayDenied(location: location) }
            fields.add(name: "Authorization", value: "Bearer " + token)
        }
        for (name, value) in headers { fields.replaceOrAdd(name: name, value: value) }
        if body != nil { fields.replaceOrAdd(name: "Content-Type", value: contentType) }
        let request: HTTPClient.Request
        do {
            request = try HTTPClient.Request(url: url, method: HTTPMethod(rawValue: method), headers: fields, body: body.map { HTTPClient.Body.bytes($0) })
        } catch {
            throw SyncError.unreachable(location: location, reason: "it is not a usable address")
        }
        var waited: TimeInterval = 0
        while true {
            let answer = try perform(request)
            if answer.status == 429, let after = answer.headers["retry-after"].flatMap(TimeInterval.init),
               waited + after <= rateLimitWait {
                Thread.sleep(forTimeInterval: after)
                waited += after
                continue
            }
            return answer
        }
    }

    /// `answer` when it has the status expected, else its failure.
    func expect(_ answer: HTTPAnswer, _ status: Int) throws -> HTTPAnswer {
        guard answer.status == status else { throw failure(answer) }
        return answer
    }

    /// The error an unexpected answer means.
    func failure(_ answer: HTTPAnswer) -> SyncError {
        let message = (try? JSONDecoder().decode(ErrorBody.self, from: answer.body))?.message
        switch answer.status {
        case 401 where message != nil: return .relayDenied(location: location)
        case 413, 429, 507: return .relayRefused(location: location, status: answer.status, message: message ?? "HTTP \(answer.status)")
        case 400..<500 where message != nil:
            return .relayRefused(location: location, status: answer.status, message: message!)
        case 300..<400:
            let target = String((answer.headers["location"] ?? "").unicodeScalars.filter { (0x21...0x7E).contains($0.value) }.prefix(200))
            return .unreachable(location: location, reason: "it answers with a redirect (HTTP \(answer.status)) to \(target.isEmpty ? "another address" : target), "
                                + "which Tend does not follow; give the relay's own address")
        case 500...:
            return .unreachable(location: location, reason: "the relay failed (HTTP \(answer.status)\(message.map { ": " + $0 } ?? ""))")
        default:
            return .unreachable(location: location, reason: "the address does not answer as a Tend relay (HTTP \(answer.status))")
        }
    }

    /// One request, blocking until its answer (or a network failure as ``SyncError/unreachable(location:reason:)``).
    private func perform(_ request: HTTPClient.Request) throws -> HTTPAnswer {
        let response: HTTPClient.Response
        do {
            response = try client.execute(request: request).wait()
        } catch {
            throw SyncError.unreachable(location: location, reason: Self.reason(for: error))
        }
        var headers: [String: String] = [:]
        for (name, value) in response.headers where headers[name.lowercased()] == nil { headers[name.lowercased()] = value }
        return HTTPAnswer(status: Int(response.status.code), body: response.body.map { Data($0.readableBytesView) } ?? Data(),
                          headers: headers)
    }

    /// The client's settings: no redirect is followed (a `3xx` is the answer, so no request, nor its
    /// bearer token, goes to an address the relay names); `timeout` seconds to connect and between any two
    /// reads; one attempt at connecting, as a person running `tend sync` waits for it.
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

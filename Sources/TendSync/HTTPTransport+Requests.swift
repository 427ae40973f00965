import Dispatch
import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
        guard var c = URLComponents(url: relay, resolvingAgainstBaseURL: false) else {
            throw SyncError.unreachable(location: location, reason: "it is not a usable address")
        }
        c.path += "/v1/vaults/\(vault)" + path
        if !query.isEmpty { c.queryItems = query.sorted(by: { $0.key < $1.key }).map { URLQueryItem(name: $0.key, value: $0.value) } }
        guard let url = c.url else { throw SyncError.unreachable(location: location, reason: "it is not a usable address") }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        if authorized {
            guard let token else { throw SyncError.relayDenied(location: location) }
            request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body)
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
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
    private func perform(_ request: URLRequest) throws -> HTTPAnswer {
        let result = Mutex<Result<HTTPAnswer, SyncError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let location = location
        let task = session.dataTask(with: request) { data, response, error in
            let outcome: Result<HTTPAnswer, SyncError>
            if let http = response as? HTTPURLResponse, error == nil {
                var headers: [String: String] = [:]
                for (k, v) in http.allHeaderFields {
                    if let k = k as? String, let v = v as? String { headers[k.lowercased()] = v }
                }
                outcome = .success(HTTPAnswer(status: http.statusCode, body: data ?? Data(), headers: headers))
            } else {
                let reason = error.map { ($0 as NSError).localizedDescription } ?? "no answer"
                outcome = .failure(.unreachable(location: location, reason: reason))
            }
            result.withLock { $0 = outcome }
            done.signal()
        }
        task.resume()
        done.wait()
        return try result.withLock { $0! }.get()
    }
}

/// The session delegate of ``HTTPTransport``: refuses every redirect, so a `3xx` answer is the answer
/// (reported as not a relay) and no request, nor its bearer token, goes to an address the relay names.
final class RefusingRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}

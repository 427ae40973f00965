import Foundation

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
        var fields = [["User-Agent", "tend"]]
        if authorized {
            guard let token else { throw SyncError.relayDenied(location: location) }
            fields.append(["Authorization", "Bearer " + token])
        }
        /// A field set in place of any of the same name (as `HTTPHeaders.replaceOrAdd` does).
        func replaceOrAdd(_ name: String, _ value: String) {
            fields.removeAll { $0[0].lowercased() == name.lowercased() }
            fields.append([name, value])
        }
        for (name, value) in headers { replaceOrAdd(name, value) }
        if body != nil { replaceOrAdd("Content-Type", contentType) }
        let request = RelayRequest(method: method, url: url.absoluteString, headers: fields, body: body.map { Data($0) })
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
    private func perform(_ request: RelayRequest) throws -> HTTPAnswer {
        do {
            return try exchange.perform(request)
        } catch let failure as RelayExchangeFailure {
            throw SyncError.unreachable(location: location, reason: failure.reason)
        }
    }
}

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A value shared between tasks and closures, behind a lock.
final class Shared<Value: Sendable>: Sendable {
    private let value: Mutex<Value>
    init(_ value: Value) { self.value = Mutex(value) }
    func withLock<T>(_ body: (inout Value) -> T) -> T { value.withLock { body(&$0) } }
    var current: Value { value.withLock { $0 } }
}

/// One HTTP request to a relay process, waited for (at most `timeout` seconds): its status (`-1` when no
/// answer came, `-2` when the wait ran out), headers, body and how long it took.
struct RawCall {
    let status: Int
    let headers: [String: String]
    let body: [UInt8]
    let seconds: Double

    /// The body's `error` field, for refusals.
    var errorCode: String? { json["error"] as? String }
    /// The body as a JSON object.
    var json: [String: Any] { ((try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]) ?? [:] }

    init(_ method: String, _ url: String, token: String? = nil, body: [UInt8]? = nil, timeout: Double = 30) {
        var request = URLRequest(url: URL(string: url)!, timeoutInterval: timeout)
        request.httpMethod = method
        request.httpBody = body.map { Data($0) }
        if let token { request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization") }
        let answer = Shared<(Int, [String: String], [UInt8])>((-1, [:], []))
        let done = DispatchSemaphore(value: 0)
        let start = Date()
        URLSession(configuration: .ephemeral).dataTask(with: request) { data, response, _ in
            if let http = response as? HTTPURLResponse {
                var headers: [String: String] = [:]
                for (k, v) in http.allHeaderFields { headers[String(describing: k).lowercased()] = String(describing: v) }
                answer.withLock { $0 = (http.statusCode, headers, Array(data ?? Data())) }
            }
            done.signal()
        }.resume()
        let finished = done.wait(timeout: .now() + timeout + 5) == .success
        seconds = Date().timeIntervalSince(start)
        (status, headers, self.body) = finished ? answer.current : (-2, [:], [])
    }
}

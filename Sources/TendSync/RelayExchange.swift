import Foundation

/// One HTTP request to a relay, as ``HTTPTransport`` builds it: sent by a ``RelayExchange``.
public struct RelayRequest: Codable, Sendable, Equatable {
    /// `GET`, `PUT` or `DELETE`.
    public var method: String
    /// The whole URL, query included.
    public var url: String
    /// Header fields in order, each a name and a value.
    public var headers: [[String]]
    /// The body, if any.
    public var body: Data?

    /// A request.
    public init(method: String, url: String, headers: [[String]], body: Data?) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// One answer of the relay.
public struct HTTPAnswer: Codable, Sendable, Equatable {
    /// The status code.
    public let status: Int
    /// The body (empty when there was none).
    public let body: Data
    /// Header fields by lower-case name (the first of each name).
    public let headers: [String: String]

    /// An answer.
    public init(status: Int, body: Data, headers: [String: String]) {
        self.status = status
        self.body = body
        self.headers = headers
    }

    /// Whether it came from a Tend relay (its errors are JSON with an `error` code), not some other server.
    var isRelay: Bool { (try? JSONDecoder().decode(HTTPTransport.ErrorBody.self, from: body)) != nil }
}

/// Why a request got no answer, in plain words (``SyncError/unreachable(location:reason:)``'s reason).
public struct RelayExchangeFailure: Error, Sendable, Equatable {
    /// One sentence.
    public let reason: String

    /// A failure.
    public init(reason: String) { self.reason = reason }
}

/// What sends ``HTTPTransport``'s requests to one relay and waits for each answer. `tend` runs the HTTP
/// client as its own executable (``RelayHelperExchange``), so no command but a sync with a relay loads it;
/// the relay's tools use it in-process (TendSyncHTTP's `NIORelayExchange`).
public protocol RelayExchange: AnyObject, Sendable {
    /// Sends `request` and waits for its answer; throws ``RelayExchangeFailure`` when none came (or
    /// ``SyncError/helperMissing(name:)`` when the client can't be started).
    func perform(_ request: RelayRequest) throws -> HTTPAnswer
}

/// The settings a relay's HTTP client is made with: the first frame ``RelayHelperExchange`` sends.
public struct RelayClientSettings: Codable, Sendable, Equatable {
    /// The relay's base URL.
    public var relay: String
    /// Seconds to connect and between any two reads.
    public var timeout: TimeInterval
    /// The proxy variables of the environment (`http_proxy`, `no_proxy`… in either case), by name.
    public var proxyEnvironment: [String: String]

    /// Settings for `relay`, with the proxy variables taken from `environment`.
    public init(relay: String, timeout: TimeInterval, environment: [String: String]) {
        self.relay = relay
        self.timeout = timeout
        let names: Set<String> = ["http_proxy", "https_proxy", "all_proxy", "no_proxy"]
        proxyEnvironment = environment.filter { names.contains($0.key.lowercased()) }
    }
}

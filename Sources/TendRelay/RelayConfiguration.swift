import Logging

/// How a relay runs: where it listens, where it keeps its data, its limits, its certificate and its metrics.
public struct RelayConfiguration: Sendable, Equatable {
    /// The address to listen on (`127.0.0.1` by default: behind a reverse proxy on the same host).
    public var host: String
    /// The port (0: any free port, reported once listening).
    public var port: Int
    /// Where the vaults are kept.
    public var storage: RelayStorageLocation
    /// The limits.
    public var limits: RelayLimits
    /// Who may create vaults, and where a client's address comes from.
    public var access: RelayAccess
    /// A PEM certificate chain and private key to serve HTTPS directly; `nil` for plain HTTP (behind a
    /// reverse proxy that terminates TLS).
    public var tls: TLSFiles?
    /// Where operators' metrics are served (Prometheus's text format at `GET /metrics`); `nil`: nowhere
    /// (the default).
    public var metrics: MetricsEndpoint?

    /// The address and port of the metrics listener, apart from the relay's own.
    public struct MetricsEndpoint: Sendable, Equatable {
        /// The address to listen on (`127.0.0.1` by default: scraped from the same host or a private network).
        public var host: String
        /// The port (0: any free port).
        public var port: Int

        /// Creates one.
        public init(host: String = "127.0.0.1", port: Int) {
            self.host = host
            self.port = port
        }
    }

    /// A certificate chain and its key, PEM files.
    public struct TLSFiles: Sendable, Equatable {
        /// The certificate chain.
        public var certificate: String
        /// The private key.
        public var key: String

        /// Creates one.
        public init(certificate: String, key: String) {
            self.certificate = certificate
            self.key = key
        }
    }

    /// Creates a configuration.
    public init(host: String = "127.0.0.1", port: Int = 8080, storage: RelayStorageLocation, limits: RelayLimits = RelayLimits(),
                access: RelayAccess = RelayAccess(), tls: TLSFiles? = nil, metrics: MetricsEndpoint? = nil) {
        self.host = host
        self.port = port
        self.storage = storage
        self.limits = limits
        self.access = access
        self.tls = tls
        self.metrics = metrics
    }
}

/// Where a relay keeps its vaults.
public enum RelayStorageLocation: Sendable, Equatable {
    /// `relay.sqlite` in this data directory (``SQLiteRelayStore``): one relay process.
    case sqlite(directory: String)
    /// A PostgreSQL database, `postgres://USER@HOST:PORT/DB` (``PostgresRelayStore``): any number of
    /// relay processes; at most `connections` pooled connections per process, and at most `deadline`
    /// of waiting for the database per call (then `503`) and at start (then the relay stops).
    case postgres(url: String, connections: Int, deadline: Duration = .seconds(10))

    /// Checks the location without opening it: a PostgreSQL URL must be well formed.
    /// - Throws: ``RelayStartError/database(_:)`` saying what is wrong.
    public func validate() throws {
        if case .postgres(let url, _, _) = self { _ = try PostgresURL(url) }
    }

    /// Opens the store (for PostgreSQL: connects and migrates, waiting at most its deadline for the
    /// database). - Throws: ``RelayStartError`` when it can't.
    public func open(logger: Logger) async throws -> any RelayStore {
        switch self {
        case .sqlite(let directory): return try SQLiteRelayStore(directory: directory)
        case .postgres(let url, let connections, let deadline):
            return try await PostgresRelayStore.open(url: url, logger: logger, maxConnections: connections, deadline: deadline)
        }
    }
}

/// Why the relay could not start.
public enum RelayStartError: Error, CustomStringConvertible, Equatable {
    /// The data path is a file.
    case notADirectory(String)
    /// The certificate or key could not be read.
    case tls(String)
    /// A data file or directory could not be created or made private (0600/0700): the path and why.
    case notPrivate(String, String)
    /// The database could not be used: why (for PostgreSQL with its URL without the password; for
    /// SQLite, e.g. a schema newer than this build's).
    case database(String)

    /// One sentence.
    public var description: String {
        switch self {
        case .notADirectory(let p): return "the data directory \(p) is a file"
        case .tls(let why): return "can't use the TLS certificate and key: \(why)"
        case .notPrivate(let p, let why): return "can't create \(p) readable by this user only: \(why)"
        case .database(let why): return why
        }
    }
}

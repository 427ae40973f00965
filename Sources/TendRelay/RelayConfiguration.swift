/// How a relay runs: where it listens, where it keeps its data, its limits and its certificate.
public struct RelayConfiguration: Sendable, Equatable {
    /// The address to listen on (`127.0.0.1` by default: behind a reverse proxy on the same host).
    public var host: String
    /// The port (0: any free port, reported once listening).
    public var port: Int
    /// The data directory (`relay.sqlite` inside).
    public var dataDirectory: String
    /// The limits.
    public var limits: RelayLimits
    /// Who may create vaults, and where a client's address comes from.
    public var access: RelayAccess
    /// A PEM certificate chain and private key to serve HTTPS directly; `nil` for plain HTTP (behind a
    /// reverse proxy that terminates TLS).
    public var tls: TLSFiles?

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
    public init(host: String = "127.0.0.1", port: Int = 8080, dataDirectory: String, limits: RelayLimits = RelayLimits(),
                access: RelayAccess = RelayAccess(), tls: TLSFiles? = nil) {
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.limits = limits
        self.access = access
        self.tls = tls
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

    /// One sentence.
    public var description: String {
        switch self {
        case .notADirectory(let p): return "the data directory \(p) is a file"
        case .tls(let why): return "can't use the TLS certificate and key: \(why)"
        case .notPrivate(let p, let why): return "can't create \(p) readable by this user only: \(why)"
        }
    }
}

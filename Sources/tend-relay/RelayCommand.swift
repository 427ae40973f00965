import ArgumentParser
import Foundation
import Logging
import TendRelay

/// `tend-relay`: the self-hosted sync relay. It stores only what `tend` sends it — sealed segments,
/// snapshots, cursors and the passphrase-wrapped vault key — in SQLite under `--data`, or in PostgreSQL
/// with `--database` (several relays on one database), and never sees a key or a record (docs/relay.md,
/// docs/threat-model.md). `tend-relay [serve]` runs it; `tend-relay invite` makes an invitation to
/// create a vault; `tend-relay copy` moves a SQLite relay into PostgreSQL.
@main
struct RelayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tend-relay",
        abstract: "Carry Tend's end-to-end encrypted sync segments between a person's devices.",
        subcommands: [ServeCommand.self, InviteCommand.self, CopyCommand.self],
        defaultSubcommand: ServeCommand.self)
}

/// `tend-relay [serve]`: serves until SIGTERM or SIGINT.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the relay (what 'tend-relay' alone does).",
        discussion: """
            Serves HTTP on --host/--port (behind a reverse proxy that terminates TLS), or HTTPS with \
            --tls-cert and --tls-key. A vault is created only with an invitation ('tend-relay invite'), \
            unless --open lets anyone create one. Logs one JSON line per request on standard error, never \
            payloads or tokens. SIGTERM or SIGINT stops accepting connections and finishes requests in flight.
            """)

    @Option(help: "The address to listen on; 0.0.0.0 for every interface.")
    var host = "127.0.0.1"
    @Option(help: "The port; 0 picks a free one (printed on standard output once listening).")
    var port = 8080
    @OptionGroup var storage: StorageOptions
    @Flag(name: .customLong("open"), help: "Let anyone create vaults (up to --max-vaults), with no invitation.")
    var open = false
    @Option(name: .customLong("max-segment-bytes"), help: "Largest segment, cursor or vault description in bytes (413 past it).")
    var maxSegmentBytes = RelayLimits().maxSegmentBytes
    @Option(name: .customLong("max-snapshot-bytes"), help: "Largest snapshot in bytes (413 past it).")
    var maxSnapshotBytes = RelayLimits().maxSnapshotBytes
    @Option(name: .customLong("max-vault-bytes"), help: "Most bytes one vault may hold, 0 for no limit (507 past it).")
    var maxVaultBytes = RelayLimits().maxVaultBytes
    @Option(name: .customLong("max-vaults"), help: "Most vaults this relay holds, 0 for no limit (507 past it).")
    var maxVaults = RelayLimits().maxVaults
    @Option(name: .customLong("requests-per-minute"), help: "Requests a minute per vault token, 0 for no limit (429 past it).")
    var requestsPerMinute = RelayLimits().requestsPerMinute
    @Option(name: .customLong("failed-auth-per-minute"),
            help: "Failed authentications a minute per client address, 0 for no limit (429 for every request from it past it).")
    var failedAuthPerMinute = RelayLimits().failedAuthPerMinute
    @Option(name: .customLong("client-address-header"),
            help: ArgumentHelp("Take the client's address from this header set by your reverse proxy (its last address), e.g. X-Forwarded-For. Only when the relay can be reached through that proxy alone.",
                               valueName: "name"))
    var clientAddressHeader: String?
    @Option(name: .customLong("tls-cert"), help: ArgumentHelp("A PEM certificate chain: serve HTTPS directly.", valueName: "file"))
    var tlsCert: String?
    @Option(name: .customLong("tls-key"), help: ArgumentHelp("The PEM private key of --tls-cert.", valueName: "file"))
    var tlsKey: String?
    @Option(name: .customLong("metrics-port"),
            help: ArgumentHelp("Serve operators' metrics (Prometheus text format, GET /metrics) on this port; off without it.", valueName: "port"))
    var metricsPort: Int?
    @Option(name: .customLong("metrics-host"), help: ArgumentHelp("The address of the metrics listener.", valueName: "address"))
    var metricsHost = "127.0.0.1"
    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"
    @Option(name: .customLong("log-format"), help: "json (one object per line) or text.")
    var logFormat = "json"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535.") }
        if let metricsPort, !(0...65535).contains(metricsPort) { throw ValidationError("--metrics-port must be from 0 to 65535.") }
        guard maxSegmentBytes > 0, maxSnapshotBytes > 0 else { throw ValidationError("--max-segment-bytes and --max-snapshot-bytes must be positive.") }
        guard maxVaultBytes >= 0, maxVaults >= 0, requestsPerMinute >= 0, failedAuthPerMinute >= 0 else {
            throw ValidationError("--max-vault-bytes, --max-vaults, --requests-per-minute and --failed-auth-per-minute must be 0 (no limit) or more.")
        }
        if let name = clientAddressHeader, !RelayAccess.isHeaderName(name) {
            throw ValidationError("--client-address-header \(name) is not a header name.")
        }
        guard (tlsCert == nil) == (tlsKey == nil) else { throw ValidationError("--tls-cert and --tls-key go together.") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level \(logLevel) is not a level.") }
        guard ["json", "text"].contains(logFormat) else { throw ValidationError("--log-format must be json or text.") }
    }

    func run() async throws {
        let level = Logger.Level(rawValue: logLevel)!
        let json = logFormat == "json"
        LoggingSystem.bootstrap { label in
            var handler: any LogHandler = json ? JSONLogHandler(label: label) : StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "tend-relay")
        let limits = RelayLimits(maxSegmentBytes: maxSegmentBytes, maxSnapshotBytes: maxSnapshotBytes, maxVaultBytes: maxVaultBytes,
                                 maxVaults: maxVaults, requestsPerMinute: requestsPerMinute, failedAuthPerMinute: failedAuthPerMinute)
        let configuration = RelayConfiguration(host: host, port: port, storage: try storage.location(), limits: limits,
                                               access: RelayAccess(open: open, clientAddressHeader: clientAddressHeader),
                                               tls: tlsCert.map { .init(certificate: $0, key: tlsKey!) },
                                               metrics: metricsPort.map { .init(host: metricsHost, port: $0) })
        try await RelayServer.run(configuration: configuration, logger: logger, onRunning: { bound in
            let scheme = configuration.tls == nil ? "http" : "https"
            FileHandle.standardOutput.write(Data("tend-relay listening on \(scheme)://\(Self.bracketed(configuration.host)):\(bound)\n".utf8))
        }, onMetricsRunning: { [metricsHost] bound in
            FileHandle.standardOutput.write(Data("tend-relay metrics on http://\(Self.bracketed(metricsHost)):\(bound)/metrics\n".utf8))
        })
    }

    /// An address as it goes in a URL (an IPv6 one in brackets).
    static func bracketed(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }
}

/// Where the relay keeps its vaults, for every subcommand: `--data DIR` (SQLite), or `--database URL`
/// or `TEND_RELAY_DATABASE` (PostgreSQL). The command line wins over the environment.
struct StorageOptions: ParsableArguments {
    @Option(name: .customLong("data"), help: ArgumentHelp("The data directory (relay.sqlite inside; created if missing).", valueName: "dir"))
    var data: String?
    @Option(name: .customLong("database"),
            help: ArgumentHelp("A PostgreSQL database instead of --data, shared by every relay on it: postgres://USER[:PASSWORD]@HOST:PORT/DB (or TEND_RELAY_DATABASE, which keeps a password out of the process list).",
                               valueName: "url"))
    var database: String?
    @Option(name: .customLong("database-connections"), help: "Most connections this relay opens to the database.")
    var databaseConnections = 10
    @Option(name: .customLong("database-timeout"),
            help: ArgumentHelp("Longest wait for the database, in seconds: per call (then 503 with Retry-After) and at start (then exit 1).",
                               valueName: "seconds"))
    var databaseTimeout = 10

    /// The variable naming the database when no option does.
    static let environmentVariable = "TEND_RELAY_DATABASE"

    func validate() throws {
        guard data == nil || database == nil else { throw ValidationError("--data and --database go alone: give one.") }
        guard (1...1000).contains(databaseConnections) else { throw ValidationError("--database-connections must be from 1 to 1000.") }
        guard (1...300).contains(databaseTimeout) else { throw ValidationError("--database-timeout must be from 1 to 300 seconds.") }
        do { try location().validate() } catch let error as RelayStartError { throw ValidationError(error.description) }
    }

    /// The location the options (or the environment) name.
    func location() throws -> RelayStorageLocation {
        let environment = ProcessInfo.processInfo.environment[Self.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        if let url = database ?? (data == nil ? environment : nil) {
            return .postgres(url: url, connections: databaseConnections, deadline: .seconds(databaseTimeout))
        }
        guard let data else {
            throw ValidationError("Give --data DIR (SQLite, one relay) or --database URL (PostgreSQL, any number of relays; or \(Self.environmentVariable)).")
        }
        return .sqlite(directory: data)
    }
}

/// `tend-relay invite --data DIR | --database URL [--uses N] [--expires 7d]`: makes an invitation to
/// create vaults and prints its code (alone, on standard output); the relay keeps only its hash. Works
/// while the relay runs (on PostgreSQL, for every relay on the database).
struct InviteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "invite",
        abstract: "Make an invitation to create a vault on this relay and print its code.",
        discussion: """
            Give the code to the person who will run 'tend sync init --relay URL --invite CODE'. The relay \
            keeps only its hash, so it can't be shown again: make another if it is lost.
            """)

    @OptionGroup var storage: StorageOptions
    @Option(name: .customLong("uses"), help: "How many vaults it may create.")
    var uses = 1
    @Option(name: .customLong("expires"), help: ArgumentHelp("How long it lasts: 30m, 12h, 7d (up to 365d) or never.", valueName: "time"))
    var expires = "7d"

    func validate() throws {
        guard (1...10_000).contains(uses) else { throw ValidationError("--uses must be from 1 to 10000.") }
        guard InvitationLifetime(expires) != nil else {
            throw ValidationError("--expires \(expires) is not a time; use minutes, hours or days (30m, 12h, 7d; up to 365d) or never.")
        }
    }

    func run() async throws {
        let logger = Logger(label: "tend-relay") { _ in SwiftLogNoOpLogHandler() }
        let storage = try await self.storage.location().open(logger: logger)
        defer { storage.close() }
        let now = Date()
        let until = InvitationLifetime(expires)!.expiry(from: now)
        let code = try await storage.invite(uses: uses, expires: until, now: now)
        FileHandle.standardOutput.write(Data((code + "\n").utf8))
        let vaults = uses == 1 ? "1 vault" : "\(uses) vaults"
        let when = until.map { "until " + ISO8601DateFormatter().string(from: $0) } ?? "with no end"
        FileHandle.standardError.write(Data("""
            An invitation to create \(vaults), valid \(when). On the first device: \
            tend sync init --relay URL --invite \(code)

            """.utf8))
    }
}

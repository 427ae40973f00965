import ArgumentParser
import Foundation
import Logging
import TendRelay

/// `tend-relay copy --data DIR --database URL`: moves a SQLite relay's vaults and invitations into a new,
/// empty PostgreSQL database, in one transaction (docs/relay.md, "Moving a relay from SQLite to
/// PostgreSQL"). Run with the SQLite relay stopped; devices keep their relay URL if the new relays take
/// over its address.
struct CopyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy a SQLite relay (--data) into an empty PostgreSQL database (--database).",
        discussion: """
            Stop the relay on --data first. Everything is copied in one transaction, and each vault's size is \
            checked before it commits: on any failure the database is left as it was. The SQLite files are \
            only read.
            """)

    @Option(name: .customLong("data"), help: ArgumentHelp("The SQLite relay's data directory (relay.sqlite inside).", valueName: "dir"))
    var data: String
    @Option(name: .customLong("database"),
            help: ArgumentHelp("The PostgreSQL database to copy into: postgres://USER[:PASSWORD]@HOST:PORT/DB (or TEND_RELAY_DATABASE).",
                               valueName: "url"))
    var database: String?

    /// The database named by the option or, failing it, by `TEND_RELAY_DATABASE`.
    var url: String? {
        database ?? ProcessInfo.processInfo.environment[StorageOptions.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    func validate() throws {
        guard FileManager.default.fileExists(atPath: data + "/relay.sqlite") else {
            throw ValidationError("--data \(data) holds no relay.sqlite: give the data directory of a SQLite relay.")
        }
        guard let url else { throw ValidationError("Give --database URL (or \(StorageOptions.environmentVariable)): the database to copy into.") }
        do { try RelayStorageLocation.postgres(url: url, connections: 2).validate() } catch let error as RelayStartError {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let logger = Logger(label: "tend-relay") { _ in SwiftLogNoOpLogHandler() }
        let source = try SQLiteRelayStore(directory: data)
        defer { source.close() }
        let target = try await PostgresRelayStore.open(url: url!, logger: logger, maxConnections: 2)
        defer { target.close() }
        let report = try await target.copy(from: source)
        let plural = { (n: Int, one: String) in n == 1 ? "1 \(one)" : "\(n) \(one)s" }
        FileHandle.standardOutput.write(Data("""
            Copied \(plural(report.vaults, "vault")) (\(plural(report.segments, "segment")), \(plural(report.snapshots, "snapshot")), \
            \(plural(report.cursors, "cursor")), \(report.bytes) bytes) and \(plural(report.invitations, "invitation")) \
            from \(source.location) to \(target.location).

            """.utf8))
    }
}

import Logging
import PostgresNIO
import TendStore

/// What `tend-relay copy` moved from a SQLite relay into a PostgreSQL database.
public struct RelayCopyReport: Sendable, Equatable {
    /// Vaults copied (each with its token hash, descriptor and recorded size).
    public var vaults = 0
    /// Segments copied.
    public var segments = 0
    /// Snapshots copied.
    public var snapshots = 0
    /// Device cursors copied.
    public var cursors = 0
    /// Invitations copied (with their uses left and expiry).
    public var invitations = 0
    /// The vaults' bytes, as recorded.
    public var bytes: Int64 = 0

    /// Creates an empty report.
    public init() {}
}

/// Why `tend-relay copy` refused or stopped; the database is then as it was before.
public enum RelayCopyError: Error, Equatable, CustomStringConvertible {
    /// The database already holds vaults or invitations: a copy goes into an empty one.
    case notEmpty(vaults: Int64, invitations: Int64)
    /// A vault's bytes in the database after the copy are not what the SQLite relay recorded.
    case sizeMismatch(vault: String, recorded: Int64, copied: Int64)

    /// One sentence.
    public var description: String {
        switch self {
        case .notEmpty(let v, let i):
            return "the database already holds \(v) vault(s) and \(i) invitation(s): copy into a new, empty database"
        case .sizeMismatch(let vault, let recorded, let copied):
            return "vault \(vault.prefix(8))…: the SQLite relay recorded \(recorded) bytes, the copy holds \(copied); nothing was copied"
        }
    }
}

extension PostgresRelayStore {
    /// Copies everything a SQLite relay holds — vaults, segments, snapshots, cursors, invitations — into
    /// this database, which must hold no vault and no invitation, in one transaction: on any failure
    /// nothing is copied. Each vault's bytes are checked against the size SQLite recorded before the
    /// commit. Segments are read a page at a time, so memory stays bounded by a page. Run it with the
    /// SQLite relay stopped (docs/relay.md, "Moving a relay from SQLite to PostgreSQL"). Not bound by the
    /// store's per-call deadline: a large relay takes as long as its bytes take.
    public func copy(from source: SQLiteRelayStore) async throws -> RelayCopyReport {
        do {
            return try await client.withConnection { [logger] db in
                try await db.run("BEGIN", logger: logger)
                do {
                    let report = try await PostgresRelayStore.copy(from: source, into: db, logger: logger)
                    try await db.run("COMMIT", logger: logger)
                    return report
                } catch {
                    try? await db.run("ROLLBACK", logger: logger)
                    throw error
                }
            }
        } catch let error as RelayCopyError {
            throw error
        } catch {
            throw PostgresRelayStore.classify(error)
        }
    }

    private static func copy(from source: SQLiteRelayStore, into db: PostgresConnection, logger: Logger) async throws -> RelayCopyReport {
        let present: (Int64, Int64) = try await db.first("SELECT (SELECT COUNT(*) FROM vaults), (SELECT COUNT(*) FROM invitations)",
                                                         logger: logger) { row -> (Int64, Int64) in try row.decode((Int64, Int64).self) } ?? (0, 0)
        guard present == (0, 0) else { throw RelayCopyError.notEmpty(vaults: present.0, invitations: present.1) }

        var report = RelayCopyReport()
        let invitations = try await source.db.read { db in
            var rows: [(hash: [UInt8], uses: Int64, expires: Int64, created: Int64)] = []
            try db.query("SELECT hash, uses_left, expires, created FROM invitations ORDER BY hash") {
                rows.append(($0.blob(0), $0.int(1), $0.int(2), $0.int(3)))
            }
            return rows
        }
        for i in invitations {
            try await db.run("""
                INSERT INTO invitations (hash, uses_left, expires, created) VALUES (\(i.hash.bytea), \(i.uses), \(i.expires), \(i.created))
                """, logger: logger)
        }
        report.invitations = invitations.count

        let vaults = try await source.db.read { db in
            var rows: [(id: String, token: [UInt8], descriptor: [UInt8], bytes: Int64)] = []
            try db.query("SELECT id, token_hash, descriptor, bytes FROM vaults ORDER BY id") { rows.append(($0.text(0), $0.blob(1), $0.blob(2), $0.int(3))) }
            return rows
        }
        for v in vaults {
            try await db.run("""
                INSERT INTO vaults (id, token_hash, descriptor, bytes) VALUES (\(v.id), \(v.token.bytea), \(v.descriptor.bytea), \(v.bytes))
                """, logger: logger)
            report.segments += try await copySegments(of: v.id, from: source, into: db, logger: logger)
            let (snapshots, cursors) = try await source.db.read { db in
                var snapshots: [(String, [UInt8])] = [], cursors: [(String, [UInt8])] = []
                try db.query("SELECT id, data FROM snapshots WHERE vault = ? ORDER BY id", [.text(v.id)]) { snapshots.append(($0.text(0), $0.blob(1))) }
                try db.query("SELECT device, data FROM cursors WHERE vault = ? ORDER BY device", [.text(v.id)]) { cursors.append(($0.text(0), $0.blob(1))) }
                return (snapshots, cursors)
            }
            for (id, data) in snapshots {
                try await db.run("INSERT INTO snapshots (vault, id, data) VALUES (\(v.id), \(id), \(data.bytea))", logger: logger)
            }
            for (device, data) in cursors {
                try await db.run("INSERT INTO cursors (vault, device, data) VALUES (\(v.id), \(device), \(data.bytea))", logger: logger)
            }
            report.snapshots += snapshots.count
            report.cursors += cursors.count
            let copied = try await db.auditBytes(v.id, logger: logger)?.counted ?? -1
            guard copied == v.bytes else { throw RelayCopyError.sizeMismatch(vault: v.id, recorded: v.bytes, copied: copied) }
            report.vaults += 1
            report.bytes += v.bytes
        }
        return report
    }

    /// Copies a vault's segments in pages of at most 32, in (device, number) order; answers how many.
    private static func copySegments(of vault: String, from source: SQLiteRelayStore, into db: PostgresConnection, logger: Logger) async throws -> Int {
        var count = 0
        var after = (device: "", seq: Int64.min)
        while true {
            let page = try await source.db.read { [after] db in
                var rows: [(device: String, seq: Int64, data: [UInt8])] = []
                try db.query("""
                    SELECT device, seq, data FROM segments WHERE vault = ? AND (device > ? OR (device = ? AND seq > ?))
                    ORDER BY device, seq LIMIT 32
                    """, [.text(vault), .text(after.device), .text(after.device), .int(after.seq)]) { rows.append(($0.text(0), $0.int(1), $0.blob(2))) }
                return rows
            }
            for s in page {
                try await db.run("INSERT INTO segments (vault, device, seq, data) VALUES (\(vault), \(s.device), \(s.seq), \(s.data.bytea))", logger: logger)
            }
            count += page.count
            guard let last = page.last, page.count == 32 else { return count }
            after = (last.device, last.seq)
        }
    }
}

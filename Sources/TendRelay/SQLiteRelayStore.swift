import Foundation
import TendStore

/// The default ``RelayStore``: everything the relay keeps, in one SQLite file under its data directory
/// (`tend-relay --data DIR`): per vault the token's hash, the wrapped-key descriptor (`vault.json`),
/// segments, snapshots and cursors, all opaque bytes. Each vault's total size (``vaultBytes(_:)``) is
/// kept with it, updated in the same transaction as every write, so a size limit never lets a write
/// through half-way. Writes are serialised on one connection (``RelayDatabase``): one process, one host.
public final class SQLiteRelayStore: RelayStore {
    /// The database file.
    public let path: String
    let db: RelayDatabase

    /// The database file's path.
    public var location: String { path }

    /// Opens (or creates) `relay.sqlite` in `directory`, creating the directory (mode 0700) if needed;
    /// the database and its `-wal` and `-shm` are 0600 (``RelayFiles``).
    public init(directory: String) throws {
        try RelayFiles.prepareDirectory(directory)
        path = directory + "/relay.sqlite"
        db = try RelayDatabase(path: path)
    }

    /// Waits for queued work, then closes the database.
    public func close() { db.close() }

    /// Stores an invitation by its hash.
    public func addInvitation(hash: [UInt8], uses: Int, expires: Date?, now: Date) async throws {
        try await db.write { db in
            _ = try db.run("INSERT INTO invitations (hash, uses_left, expires, created) VALUES (?, ?, ?, ?)",
                           [.blob(hash), .int(Int64(uses)), .int(expires.map { Int64($0.timeIntervalSince1970) } ?? 0),
                            .int(Int64(now.timeIntervalSince1970))])
        }
    }

    // MARK: Vaults

    /// A vault's token hash, or `nil` when there is no such vault.
    public func tokenHash(_ vault: String) async throws -> [UInt8]? {
        try await db.read { try $0.first("SELECT token_hash FROM vaults WHERE id = ?", [.text(vault)]) { $0.blob(0) } }
    }

    /// A vault's descriptor, or `nil`.
    public func descriptor(_ vault: String) async throws -> [UInt8]? {
        try await db.read { try $0.first("SELECT descriptor FROM vaults WHERE id = ?", [.text(vault)]) { $0.blob(0) } }
    }

    /// A vault's stored bytes (descriptor, segments, snapshots and cursors), or `nil`.
    public func vaultBytes(_ vault: String) async throws -> Int64? {
        try await db.read { try $0.first("SELECT bytes FROM vaults WHERE id = ?", [.text(vault)]) { $0.int(0) } }
    }

    /// The vault's recorded bytes beside the sum of what it holds.
    public func auditBytes(_ vault: String) async throws -> (recorded: Int64, counted: Int64)? {
        try await db.read { db in
            try db.first("""
                SELECT bytes, LENGTH(descriptor)
                    + (SELECT COALESCE(SUM(LENGTH(data)), 0) FROM segments WHERE segments.vault = vaults.id)
                    + (SELECT COALESCE(SUM(LENGTH(data)), 0) FROM snapshots WHERE snapshots.vault = vaults.id)
                    + (SELECT COALESCE(SUM(LENGTH(data)), 0) FROM cursors WHERE cursors.vault = vaults.id)
                FROM vaults WHERE id = ?
                """, [.text(vault)]) { ($0.int(0), $0.int(1)) }
        }
    }

    /// Reads one row (`SELECT 1`).
    public func ping() async throws {
        _ = try await db.read { try $0.first("SELECT 1") { $0.int(0) } }
    }

    /// Creates a vault with its token hash and descriptor. An existing vault answers `same` or
    /// `conflict` for its own token and `unauthorized` for any other, whatever `admission` says (a
    /// retry needs no second invitation). A new one needs what `admission` asks; its invitation is used
    /// in the same transaction, and only when the vault is created.
    public func createVault(_ vault: String, tokenHash: [UInt8], descriptor: [UInt8], maxVaults: Int,
                            admission: RelayAdmission) async throws -> RelayCreateOutcome {
        try await db.write { db in
            if let (hash, stored) = try db.first("SELECT token_hash, descriptor FROM vaults WHERE id = ?", [.text(vault)], {
                ($0.blob(0), $0.blob(1))
            }) {
                guard RelayToken.equal(hash, tokenHash) else { return .unauthorized }
                return stored == descriptor ? .same : .conflict
            }
            var invitation: [UInt8]?
            if case .invitation(let presented, let now) = admission {
                guard let presented else { return .invitationRequired }
                if let problem = try db.invitationProblem(presented, now: now) { return .invitation(problem) }
                invitation = presented
            }
            if maxVaults > 0, try db.first("SELECT COUNT(*) FROM vaults", [], { $0.int(0) }) ?? 0 >= maxVaults { return .relayFull }
            if let invitation { try db.run("UPDATE invitations SET uses_left = uses_left - 1 WHERE hash = ?", [.blob(invitation)]) }
            try db.run("INSERT INTO vaults (id, token_hash, descriptor, bytes) VALUES (?, ?, ?, ?)",
                       [.text(vault), .blob(tokenHash), .blob(descriptor), .int(Int64(descriptor.count))])
            return .created
        }
    }

    /// Replaces a vault's descriptor (a new passphrase): `created` when it changed, `same` when it didn't.
    public func replaceDescriptor(_ vault: String, _ descriptor: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
        try await db.write { db in
            guard let (old, bytes) = try db.first("SELECT descriptor, bytes FROM vaults WHERE id = ?", [.text(vault)], {
                ($0.blob(0), $0.int(1))
            }) else { return .missing }
            if old == descriptor { return .same }
            let delta = Int64(descriptor.count) - Int64(old.count)
            if maxVaultBytes > 0, delta > 0, bytes + delta > maxVaultBytes { return .vaultFull }
            try db.run("UPDATE vaults SET descriptor = ?, bytes = bytes + ? WHERE id = ?", [.blob(descriptor), .int(delta), .text(vault)])
            return .created
        }
    }
}

extension SQLiteConnection {
    /// Stores an immutable blob once, within the vault's size limit (inside a write transaction).
    func putOnce(vault: String, existing: String, existingArgs: [SQLiteValue], insert: String, insertArgs: [SQLiteValue],
                 data: [UInt8], maxVaultBytes: Int64) throws -> BlobOutcome {
        if let stored = try first(existing, existingArgs, { $0.blob(0) }) { return stored == data ? .same : .conflict }
        guard try addBytes(vault: vault, Int64(data.count), max: maxVaultBytes) else {
            return try first("SELECT 1 FROM vaults WHERE id = ?", [.text(vault)], { _ in true }) == nil ? .missing : .vaultFull
        }
        try run(insert, insertArgs)
        return .created
    }

    /// Adds `delta` to the vault's size unless that passes `max` (0: no limit); `false` if refused or missing.
    func addBytes(vault: String, _ delta: Int64, max: Int64) throws -> Bool {
        let changed = max > 0 && delta > 0
            ? try run("UPDATE vaults SET bytes = bytes + ? WHERE id = ? AND bytes + ? <= ?", [.int(delta), .text(vault), .int(delta), .int(max)])
            : try run("UPDATE vaults SET bytes = bytes + ? WHERE id = ?", [.int(delta), .text(vault)])
        return changed == 1
    }
}

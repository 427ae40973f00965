import Foundation
import GRDB

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
        _ = try await db.write { db in
            try db.run("INSERT INTO invitations (hash, uses_left, expires, created) VALUES (?, ?, ?, ?)",
                       [hash.blob, Int64(uses), expires.map { Int64($0.timeIntervalSince1970) } ?? 0, Int64(now.timeIntervalSince1970)])
        }
    }

    // MARK: Vaults

    /// A vault's token hash, or `nil` when there is no such vault.
    public func tokenHash(_ vault: String) async throws -> [UInt8]? {
        try await db.read { try $0.first("SELECT token_hash FROM vaults WHERE id = ?", [vault])?.bytes(0) }
    }

    /// A vault's descriptor, or `nil`.
    public func descriptor(_ vault: String) async throws -> [UInt8]? {
        try await db.read { try $0.first("SELECT descriptor FROM vaults WHERE id = ?", [vault])?.bytes(0) }
    }

    /// A vault's stored bytes (descriptor, segments, snapshots and cursors), or `nil`.
    public func vaultBytes(_ vault: String) async throws -> Int64? {
        try await db.read { try $0.first("SELECT bytes FROM vaults WHERE id = ?", [vault])?[0] }
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
                """, [vault]).map { ($0[0], $0[1]) }
        }
    }

    /// Reads one row (`SELECT 1`).
    public func ping() async throws {
        _ = try await db.read { try $0.first("SELECT 1") != nil }
    }

    /// Creates a vault with its token hash and descriptor. An existing vault answers `same` or
    /// `conflict` for its own token and `unauthorized` for any other, whatever `admission` says (a
    /// retry needs no second invitation). A new one needs what `admission` asks; its invitation is used
    /// in the same transaction, and only when the vault is created.
    public func createVault(_ vault: String, tokenHash: [UInt8], descriptor: [UInt8], maxVaults: Int,
                            admission: RelayAdmission) async throws -> RelayCreateOutcome {
        try await db.write { db in
            if let row = try db.first("SELECT token_hash, descriptor FROM vaults WHERE id = ?", [vault]) {
                guard RelayToken.equal(try row.bytes(0), tokenHash) else { return .unauthorized }
                return try row.bytes(1) == descriptor ? .same : .conflict
            }
            var invitation: [UInt8]?
            if case .invitation(let presented, let now) = admission {
                guard let presented else { return .invitationRequired }
                if let problem = try db.invitationProblem(presented, now: now) { return .invitation(problem) }
                invitation = presented
            }
            if maxVaults > 0, try db.first("SELECT COUNT(*) FROM vaults")?[0] ?? 0 >= maxVaults { return .relayFull }
            if let invitation { try db.run("UPDATE invitations SET uses_left = uses_left - 1 WHERE hash = ?", [invitation.blob]) }
            try db.run("INSERT INTO vaults (id, token_hash, descriptor, bytes) VALUES (?, ?, ?, ?)",
                       [vault, tokenHash.blob, descriptor.blob, Int64(descriptor.count)])
            return .created
        }
    }

    /// Replaces a vault's descriptor (a new passphrase): `created` when it changed, `same` when it didn't.
    public func replaceDescriptor(_ vault: String, _ descriptor: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
        try await db.write { db in
            guard let row = try db.first("SELECT descriptor, bytes FROM vaults WHERE id = ?", [vault]) else { return .missing }
            let (old, bytes): ([UInt8], Int64) = (try row.bytes(0), row[1])
            if old == descriptor { return .same }
            let delta = Int64(descriptor.count) - Int64(old.count)
            if maxVaultBytes > 0, delta > 0, bytes + delta > maxVaultBytes { return .vaultFull }
            try db.run("UPDATE vaults SET descriptor = ?, bytes = bytes + ? WHERE id = ?", [descriptor.blob, delta, vault])
            return .created
        }
    }
}

extension Database {
    /// Stores an immutable blob once, within the vault's size limit (inside a write transaction).
    func putOnce(vault: String, existing: String, existingArgs: StatementArguments, insert: String, insertArgs: StatementArguments,
                 data: [UInt8], maxVaultBytes: Int64) throws -> BlobOutcome {
        if let stored = try first(existing, existingArgs)?.bytes(0) { return stored == data ? .same : .conflict }
        guard try addBytes(vault: vault, Int64(data.count), max: maxVaultBytes) else {
            return try first("SELECT 1 FROM vaults WHERE id = ?", [vault]) == nil ? .missing : .vaultFull
        }
        try run(insert, insertArgs)
        return .created
    }

    /// Adds `delta` to the vault's size unless that passes `max` (0: no limit); `false` if refused or missing.
    func addBytes(vault: String, _ delta: Int64, max: Int64) throws -> Bool {
        let changed = max > 0 && delta > 0
            ? try run("UPDATE vaults SET bytes = bytes + ? WHERE id = ? AND bytes + ? <= ?", [delta, vault, delta, max])
            : try run("UPDATE vaults SET bytes = bytes + ? WHERE id = ?", [delta, vault])
        return changed == 1
    }

    /// Why the invitation with `hash` can't create a vault at `now`, or `nil` when it can.
    func invitationProblem(_ hash: [UInt8], now: Date) throws -> InvitationProblem? {
        guard let row = try first("SELECT uses_left, expires FROM invitations WHERE hash = ?", [hash.blob]) else { return .unknown }
        return InvitationProblem.check(usesLeft: row[0], expires: row[1], now: now)
    }
}

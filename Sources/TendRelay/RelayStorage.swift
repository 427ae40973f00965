import Foundation

/// What storing an immutable blob (a segment or a snapshot) did.
enum BlobOutcome: Sendable, Equatable {
    /// Stored now.
    case created
    /// The same bytes were already there (an idempotent retry).
    case same
    /// Other bytes are already there; nothing was stored.
    case conflict
    /// Storing it would pass the vault's size limit; nothing was stored.
    case vaultFull
    /// The vault is gone (only between authentication and the write).
    case missing
}

/// Everything the relay keeps, in one SQLite file under its data directory: per vault the token's
/// hash, the wrapped-key descriptor (`vault.json`), segments, snapshots and cursors, all opaque bytes.
/// Each vault's total size (``vaultBytes(_:)``) is kept with it, updated in the same transaction as
/// every write, so a size limit never lets a write through half-way.
public final class RelayStorage: Sendable {
    /// The database file.
    public let path: String
    let db: RelayDatabase

    /// Opens (or creates) `relay.sqlite` in `directory`, creating the directory (mode 0700) if needed;
    /// the database and its `-wal` and `-shm` are 0600 (``RelayFiles``).
    public init(directory: String) throws {
        try RelayFiles.prepareDirectory(directory)
        path = directory + "/relay.sqlite"
        db = try RelayDatabase(path: path)
    }

    /// Waits for queued work, then closes the database.
    public func close() { db.close() }

    // MARK: Vaults

    /// A vault's token hash, or `nil` when there is no such vault.
    func tokenHash(_ vault: String) async throws -> [UInt8]? {
        try await db.read { try $0.first("SELECT token_hash FROM vaults WHERE id = ?", [.text(vault)]) { $0.blob(0) } }
    }

    /// A vault's descriptor, or `nil`.
    func descriptor(_ vault: String) async throws -> [UInt8]? {
        try await db.read { try $0.first("SELECT descriptor FROM vaults WHERE id = ?", [.text(vault)]) { $0.blob(0) } }
    }

    /// A vault's stored bytes (descriptor, segments, snapshots and cursors), or `nil`.
    func vaultBytes(_ vault: String) async throws -> Int64? {
        try await db.read { try $0.first("SELECT bytes FROM vaults WHERE id = ?", [.text(vault)]) { $0.int(0) } }
    }

    /// What creating a vault did.
    enum CreateOutcome: Sendable, Equatable {
        case created, same, conflict, unauthorized, relayFull
        /// The relay is not open and no invitation came with the request.
        case invitationRequired
        /// The invitation that came with it was not accepted.
        case invitation(InvitationProblem)
    }

    /// What a new vault needs besides its token: nothing (an open relay), or an invitation.
    enum Admission: Sendable, Equatable {
        /// Anyone may create a vault.
        case open
        /// An invitation is needed: the hash of the one presented (`nil`: none), checked at `now`.
        case invitation([UInt8]?, now: Date)
    }

    /// Creates a vault with its token hash and descriptor. An existing vault answers `same` or
    /// `conflict` for its own token and `unauthorized` for any other, whatever `admission` says (a
    /// retry needs no second invitation). A new one needs what `admission` asks; its invitation is used
    /// in the same transaction, and only when the vault is created.
    func createVault(_ vault: String, tokenHash: [UInt8], descriptor: [UInt8], maxVaults: Int,
                     admission: Admission) async throws -> CreateOutcome {
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
    func replaceDescriptor(_ vault: String, _ descriptor: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
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

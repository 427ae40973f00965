import Foundation
import Logging
import PostgresNIO

/// Vaults, their descriptors and sizes, and invitations.
extension PostgresRelayStore {
    /// A vault's token hash, or `nil`.
    public func tokenHash(_ vault: String) async throws -> [UInt8]? {
        try await connection { try await $0.first("SELECT token_hash FROM vaults WHERE id = \(vault)", logger: self.logger) {
            [UInt8](bytea: try $0.decode(ByteBuffer.self))
        } }
    }

    /// A vault's descriptor, or `nil`.
    public func descriptor(_ vault: String) async throws -> [UInt8]? {
        try await connection { try await $0.first("SELECT descriptor FROM vaults WHERE id = \(vault)", logger: self.logger) {
            [UInt8](bytea: try $0.decode(ByteBuffer.self))
        } }
    }

    /// A vault's recorded bytes, or `nil`.
    public func vaultBytes(_ vault: String) async throws -> Int64? {
        try await connection { try await $0.first("SELECT bytes FROM vaults WHERE id = \(vault)", logger: self.logger) { try $0.decode(Int64.self) } }
    }

    /// The vault's recorded bytes beside the sum of what it holds.
    public func auditBytes(_ vault: String) async throws -> (recorded: Int64, counted: Int64)? {
        try await connection { try await $0.auditBytes(vault, logger: self.logger) }
    }

    /// Creates a vault (``RelayStore/createVault(_:tokenHash:descriptor:maxVaults:admission:)``) under
    /// the advisory lock that serialises creations across every relay on the database.
    public func createVault(_ vault: String, tokenHash: [UInt8], descriptor: [UInt8], maxVaults: Int,
                            admission: RelayAdmission) async throws -> RelayCreateOutcome {
        try await transaction { db -> RelayCreateOutcome in
            try await db.run("SELECT pg_advisory_xact_lock(\(PostgresMigrations.createLock))", logger: self.logger)
            if let (hash, stored) = try await db.first("SELECT token_hash, descriptor FROM vaults WHERE id = \(vault)", logger: self.logger, {
                let (h, d) = try $0.decode((ByteBuffer, ByteBuffer).self)
                return ([UInt8](bytea: h), [UInt8](bytea: d))
            }) {
                guard RelayToken.equal(hash, tokenHash) else { return .unauthorized }
                return stored == descriptor ? .same : .conflict
            }
            var invitation: [UInt8]?
            if case .invitation(let presented, let now) = admission {
                guard let presented else { return .invitationRequired }
                guard let (left, expires) = try await db.first("SELECT uses_left, expires FROM invitations WHERE hash = \(presented.bytea)",
                                                               logger: self.logger, { try $0.decode((Int64, Int64).self) }) else {
                    return .invitation(.unknown)
                }
                if let problem = InvitationProblem.check(usesLeft: left, expires: expires, now: now) { return .invitation(problem) }
                invitation = presented
            }
            if maxVaults > 0, try await db.first("SELECT COUNT(*) FROM vaults", logger: self.logger, { try $0.decode(Int64.self) }) ?? 0 >= maxVaults {
                return .relayFull
            }
            if let invitation {
                try await db.run("UPDATE invitations SET uses_left = uses_left - 1 WHERE hash = \(invitation.bytea)", logger: self.logger)
            }
            try await db.run("""
                INSERT INTO vaults (id, token_hash, descriptor, bytes)
                VALUES (\(vault), \(tokenHash.bytea), \(descriptor.bytea), \(Int64(descriptor.count)))
                """, logger: self.logger)
            return .created
        }
    }

    /// Replaces a vault's descriptor, with the vault's row locked.
    public func replaceDescriptor(_ vault: String, _ descriptor: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
        try await transaction { db -> BlobOutcome in
            guard let (old, bytes) = try await db.first("SELECT descriptor, bytes FROM vaults WHERE id = \(vault) FOR UPDATE", logger: self.logger, {
                let (d, b) = try $0.decode((ByteBuffer, Int64).self)
                return ([UInt8](bytea: d), b)
            }) else { return .missing }
            if old == descriptor { return .same }
            let delta = Int64(descriptor.count) - Int64(old.count)
            if maxVaultBytes > 0, delta > 0, bytes + delta > maxVaultBytes { return .vaultFull }
            try await db.run("UPDATE vaults SET descriptor = \(descriptor.bytea), bytes = bytes + \(delta) WHERE id = \(vault)", logger: self.logger)
            return .created
        }
    }

    /// Stores an invitation by its hash.
    public func addInvitation(hash: [UInt8], uses: Int, expires: Date?, now: Date) async throws {
        let until = expires.map { Int64($0.timeIntervalSince1970) } ?? 0
        try await transaction { db in
            try await db.run("""
                INSERT INTO invitations (hash, uses_left, expires, created)
                VALUES (\(hash.bytea), \(Int64(uses)), \(until), \(Int64(now.timeIntervalSince1970)))
                """, logger: self.logger)
        }
    }
}

extension PostgresConnection {
    /// A vault's recorded bytes beside the sum of its descriptor, segments, snapshots and cursors, or
    /// `nil` when there is no such vault (on this connection: inside its transaction, if any).
    func auditBytes(_ vault: String, logger: Logger) async throws -> (recorded: Int64, counted: Int64)? {
        try await first("""
            SELECT bytes, octet_length(descriptor)::bigint
                + (SELECT COALESCE(SUM(octet_length(data)), 0) FROM segments WHERE segments.vault = vaults.id)::bigint
                + (SELECT COALESCE(SUM(octet_length(data)), 0) FROM snapshots WHERE snapshots.vault = vaults.id)::bigint
                + (SELECT COALESCE(SUM(octet_length(data)), 0) FROM cursors WHERE cursors.vault = vaults.id)::bigint
            FROM vaults WHERE id = \(vault)
            """, logger: logger) { row -> (recorded: Int64, counted: Int64) in
            let (recorded, counted) = try row.decode((Int64, Int64).self)
            return (recorded, counted)
        }
    }

    /// Adds `delta` to the vault's size unless that passes `max` (0: no limit; a shrink always passes),
    /// checked by PostgreSQL under the row's lock; `false` if refused or the vault is missing.
    func addBytes(vault: String, _ delta: Int64, max: Int64, logger: Logger) async throws -> Bool {
        try await first("""
            UPDATE vaults SET bytes = bytes + \(delta)
            WHERE id = \(vault) AND (\(max) = 0 OR \(delta) <= 0 OR bytes + \(delta) <= \(max))
            RETURNING bytes
            """, logger: logger) { try $0.decode(Int64.self) } != nil
    }
}

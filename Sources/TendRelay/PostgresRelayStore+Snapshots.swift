import PostgresNIO

/// Snapshots (written once, listed, read, removed) and cursors (one per device, replaced).
extension PostgresRelayStore {
    /// Stores a snapshot once.
    public func putSnapshot(_ vault: String, id: String, _ data: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
        try await putOnce(
            vault: vault,
            insert: """
                INSERT INTO snapshots (vault, id, data) SELECT \(vault), \(id), \(data.bytea)
                WHERE EXISTS (SELECT 1 FROM vaults WHERE id = \(vault)) ON CONFLICT DO NOTHING RETURNING 1
                """,
            existing: "SELECT data FROM snapshots WHERE vault = \(vault) AND id = \(id)",
            data: data, maxVaultBytes: maxVaultBytes)
    }

    /// The stored snapshot ids, sorted (byte order, as SQLite sorts them).
    public func snapshots(_ vault: String) async throws -> [String] {
        try await connection {
            try await $0.all("SELECT id FROM snapshots WHERE vault = \(vault) ORDER BY id COLLATE \"C\"", logger: self.logger) {
                try $0.decode(String.self)
            }
        }
    }

    /// A snapshot's bytes, or `nil`.
    public func snapshot(_ vault: String, id: String) async throws -> [UInt8]? {
        try await connection {
            try await $0.first("SELECT data FROM snapshots WHERE vault = \(vault) AND id = \(id)", logger: self.logger) {
                [UInt8](bytea: try $0.decode(ByteBuffer.self))
            }
        }
    }

    /// Removes a snapshot (nothing if it is gone), with the vault's row locked.
    public func removeSnapshot(_ vault: String, id: String) async throws {
        try await transaction { db in
            guard try await db.first("SELECT 1 FROM vaults WHERE id = \(vault) FOR UPDATE", logger: self.logger, { _ in true }) != nil else { return }
            let sizes = try await db.all("DELETE FROM snapshots WHERE vault = \(vault) AND id = \(id) RETURNING octet_length(data)",
                                         logger: self.logger) { Int64(try $0.decode(Int32.self)) }
            _ = try await db.addBytes(vault: vault, -sizes.reduce(0, +), max: 0, logger: self.logger)
        }
    }

    /// Stores a device's cursor, replacing its previous one, with the vault's row locked (two first
    /// cursors of one device can't both add their size).
    public func putCursor(_ vault: String, device: String, _ data: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
        try await transaction { db -> (BlobOutcome, commit: Bool) in
            guard try await db.first("SELECT 1 FROM vaults WHERE id = \(vault) FOR UPDATE", logger: self.logger, { _ in true }) != nil else {
                return (.missing, commit: false)
            }
            let old = try await db.first("SELECT data FROM cursors WHERE vault = \(vault) AND device = \(device)", logger: self.logger) {
                [UInt8](bytea: try $0.decode(ByteBuffer.self))
            }
            if old == data { return (.same, commit: false) }
            guard try await db.addBytes(vault: vault, Int64(data.count) - Int64(old?.count ?? 0), max: maxVaultBytes, logger: self.logger) else {
                return (.vaultFull, commit: false)
            }
            try await db.run("""
                INSERT INTO cursors (vault, device, data) VALUES (\(vault), \(device), \(data.bytea))
                ON CONFLICT (vault, device) DO UPDATE SET data = EXCLUDED.data
                """, logger: self.logger)
            return (.created, commit: true)
        }
    }

    /// Every device's cursor.
    public func cursors(_ vault: String) async throws -> [String: [UInt8]] {
        let rows = try await connection {
            try await $0.all("SELECT device, data FROM cursors WHERE vault = \(vault)", logger: self.logger) { row -> (String, [UInt8]) in
                let (device, data) = try row.decode((String, ByteBuffer).self)
                return (device, [UInt8](bytea: data))
            }
        }
        return Dictionary(rows, uniquingKeysWith: { a, _ in a })
    }
}

import TendStore

/// Snapshots (immutable, named `<device>-<total>`) and cursors (one per device, replaced).
extension SQLiteRelayStore {
    /// Stores a snapshot once.
    public func putSnapshot(_ vault: String, id: String, _ data: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
        try await db.write { db in
            try db.putOnce(vault: vault, existing: "SELECT data FROM snapshots WHERE vault = ? AND id = ?",
                           existingArgs: [.text(vault), .text(id)],
                           insert: "INSERT INTO snapshots (vault, id, data) VALUES (?, ?, ?)",
                           insertArgs: [.text(vault), .text(id), .blob(data)], data: data, maxVaultBytes: maxVaultBytes)
        }
    }

    /// The stored snapshot ids, sorted.
    public func snapshots(_ vault: String) async throws -> [String] {
        try await db.read { db in
            var out: [String] = []
            try db.query("SELECT id FROM snapshots WHERE vault = ? ORDER BY id", [.text(vault)]) { out.append($0.text(0)) }
            return out
        }
    }

    /// A snapshot's bytes, or `nil`.
    public func snapshot(_ vault: String, id: String) async throws -> [UInt8]? {
        try await db.read { try $0.first("SELECT data FROM snapshots WHERE vault = ? AND id = ?", [.text(vault), .text(id)]) { $0.blob(0) } }
    }

    /// Removes a snapshot (nothing if it is gone).
    public func removeSnapshot(_ vault: String, id: String) async throws {
        try await db.write { db in
            let args: [SQLiteValue] = [.text(vault), .text(id)]
            guard let size = try db.first("SELECT LENGTH(data) FROM snapshots WHERE vault = ? AND id = ?", args, { $0.int(0) }) else { return }
            try db.run("DELETE FROM snapshots WHERE vault = ? AND id = ?", args)
            _ = try db.addBytes(vault: vault, -size, max: 0)
        }
    }

    /// Stores a device's cursor, replacing its previous one: `created` for a first cursor, `same` for
    /// the very same bytes, else replaced (reported as `created` too).
    public func putCursor(_ vault: String, device: String, _ data: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
        try await db.write { db in
            let args: [SQLiteValue] = [.text(vault), .text(device)]
            let old = try db.first("SELECT data FROM cursors WHERE vault = ? AND device = ?", args) { $0.blob(0) }
            if old == data { return .same }
            guard try db.addBytes(vault: vault, Int64(data.count) - Int64(old?.count ?? 0), max: maxVaultBytes) else {
                return try db.first("SELECT 1 FROM vaults WHERE id = ?", [.text(vault)], { _ in true }) == nil ? .missing : .vaultFull
            }
            try db.run("INSERT OR REPLACE INTO cursors (vault, device, data) VALUES (?, ?, ?)", args + [.blob(data)])
            return .created
        }
    }

    /// Every device's cursor.
    public func cursors(_ vault: String) async throws -> [String: [UInt8]] {
        try await db.read { db in
            var out: [String: [UInt8]] = [:]
            try db.query("SELECT device, data FROM cursors WHERE vault = ?", [.text(vault)]) { out[$0.text(0)] = $0.blob(1) }
            return out
        }
    }
}

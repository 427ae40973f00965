import PostgresNIO

/// Segments: written once by the primary key, listed, paged, removed one removal at a time per vault.
extension PostgresRelayStore {
    /// Stores segment `seq` of `device` once (``putOnce(vault:insert:existing:data:maxVaultBytes:)``).
    public func putSegment(_ vault: String, device: String, seq: Int64, _ data: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
        try await putOnce(
            vault: vault,
            insert: """
                INSERT INTO segments (vault, device, seq, data) SELECT \(vault), \(device), \(seq), \(data.bytea)
                WHERE EXISTS (SELECT 1 FROM vaults WHERE id = \(vault)) ON CONFLICT DO NOTHING RETURNING 1
                """,
            existing: "SELECT data FROM segments WHERE vault = \(vault) AND device = \(device) AND seq = \(seq)",
            data: data, maxVaultBytes: maxVaultBytes)
    }

    /// Stores an immutable blob once: the `insert` (which does nothing on a taken key or a missing
    /// vault) and the size update are one transaction, rolled back when the size would pass the limit.
    /// When the insert did nothing, `existing` reads what holds the key: `same` or `conflict`. A
    /// concurrent insert of the same key waits for the first transaction, then finds its row.
    func putOnce(vault: String, insert: PostgresQuery, existing: PostgresQuery, data: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
        let inserted = try await transaction { db -> (BlobOutcome?, commit: Bool) in
            guard try await db.first(insert, logger: self.logger, { _ in true }) != nil else { return (nil, commit: false) }
            guard try await db.addBytes(vault: vault, Int64(data.count), max: maxVaultBytes, logger: self.logger) else {
                return (.vaultFull, commit: false)
            }
            return (.created, commit: true)
        }
        if let inserted { return inserted }
        return try await connection { db in
            guard let stored = try await db.first(existing, logger: self.logger, { [UInt8](bytea: try $0.decode(ByteBuffer.self)) }) else {
                return .missing
            }
            return stored == data ? .same : .conflict
        }
    }

    /// Each device's highest stored segment number.
    public func heads(_ vault: String) async throws -> [String: Int64] {
        let rows = try await connection {
            try await $0.all("SELECT device, MAX(seq) FROM segments WHERE vault = \(vault) GROUP BY device", logger: self.logger) {
                try $0.decode((String, Int64).self)
            }
        }
        return Dictionary(rows, uniquingKeysWith: { a, _ in a })
    }

    /// Every stored segment number, by device, ascending.
    public func numbers(_ vault: String) async throws -> [String: [Int64]] {
        let rows = try await connection {
            try await $0.all("SELECT device, seq FROM segments WHERE vault = \(vault) ORDER BY device, seq", logger: self.logger) {
                try $0.decode((String, Int64).self)
            }
        }
        return Dictionary(grouping: rows, by: \.0).mapValues { $0.map(\.1) }
    }

    /// One page of a device's segments above `after` (``SegmentPage/plan(_:limit:byteBudget:)``): the
    /// sizes first (`octet_length` reads no segment), then the bytes of the segments planned, in one
    /// repeatable-read transaction.
    public func segments(_ vault: String, device: String, after: Int64, limit: Int, byteBudget: Int) async throws -> SegmentPage {
        try await transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { db -> SegmentPage in
            let sizes = try await db.all("""
                SELECT seq, octet_length(data) FROM segments WHERE vault = \(vault) AND device = \(device) AND seq > \(after)
                ORDER BY seq LIMIT \(Int64(limit) + 1)
                """, logger: self.logger) { row -> (seq: Int64, bytes: Int) in
                let (seq, size) = try row.decode((Int64, Int32).self)
                return (seq, Int(size))
            }
            let plan = SegmentPage.plan(sizes, limit: limit, byteBudget: byteBudget)
            guard let last = plan.seqs.last else { return SegmentPage(segments: [], more: plan.more) }
            let page = try await db.all("""
                SELECT seq, data FROM segments WHERE vault = \(vault) AND device = \(device) AND seq > \(after) AND seq <= \(last)
                ORDER BY seq
                """, logger: self.logger) { row -> (seq: Int64, data: [UInt8]) in
                let (seq, data) = try row.decode((Int64, ByteBuffer).self)
                return (seq, [UInt8](bytea: data))
            }
            return SegmentPage(segments: page, more: plan.more)
        }
    }

    /// Removes a device's segments numbered `through` and below, with the vault's row locked (one
    /// removal per vault at a time, across relays); the bytes freed are those of the rows deleted.
    @discardableResult
    public func removeSegments(_ vault: String, device: String, through: Int64) async throws -> Int {
        try await transaction { db -> Int in
            guard try await db.first("SELECT 1 FROM vaults WHERE id = \(vault) FOR UPDATE", logger: self.logger, { _ in true }) != nil else { return 0 }
            let sizes = try await db.all("""
                DELETE FROM segments WHERE vault = \(vault) AND device = \(device) AND seq <= \(through) RETURNING octet_length(data)
                """, logger: self.logger) { Int64(try $0.decode(Int32.self)) }
            _ = try await db.addBytes(vault: vault, -sizes.reduce(0, +), max: 0, logger: self.logger)
            return sizes.count
        }
    }
}

import TendStore

/// Segments: immutable numbered blobs per device.
extension SQLiteRelayStore {
    /// Stores segment `seq` of `device` once.
    public func putSegment(_ vault: String, device: String, seq: Int64, _ data: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome {
        try await db.write { db in
            try db.putOnce(vault: vault, existing: "SELECT data FROM segments WHERE vault = ? AND device = ? AND seq = ?",
                           existingArgs: [.text(vault), .text(device), .int(seq)],
                           insert: "INSERT INTO segments (vault, device, seq, data) VALUES (?, ?, ?, ?)",
                           insertArgs: [.text(vault), .text(device), .int(seq), .blob(data)], data: data, maxVaultBytes: maxVaultBytes)
        }
    }

    /// Each device's highest stored segment number.
    public func heads(_ vault: String) async throws -> [String: Int64] {
        try await db.read { db in
            var out: [String: Int64] = [:]
            try db.query("SELECT device, MAX(seq) FROM segments WHERE vault = ? GROUP BY device", [.text(vault)]) {
                out[$0.text(0)] = $0.int(1)
            }
            return out
        }
    }

    /// Every stored segment number, by device, ascending.
    public func numbers(_ vault: String) async throws -> [String: [Int64]] {
        try await db.read { db in
            var out: [String: [Int64]] = [:]
            try db.query("SELECT device, seq FROM segments WHERE vault = ? ORDER BY device, seq", [.text(vault)]) {
                out[$0.text(0), default: []].append($0.int(1))
            }
            return out
        }
    }

    /// One page of a device's segments above `after` (``SegmentPage/plan(_:limit:byteBudget:)``).
    public func segments(_ vault: String, device: String, after: Int64, limit: Int, byteBudget: Int) async throws -> SegmentPage {
        try await db.read { db in
            var sizes: [(seq: Int64, bytes: Int)] = []
            try db.query("SELECT seq, LENGTH(data) FROM segments WHERE vault = ? AND device = ? AND seq > ? ORDER BY seq LIMIT ?",
                         [.text(vault), .text(device), .int(after), .int(Int64(limit) + 1)]) { sizes.append(($0.int(0), Int($0.int(1)))) }
            let plan = SegmentPage.plan(sizes, limit: limit, byteBudget: byteBudget)
            var page: [(seq: Int64, data: [UInt8])] = []
            if let last = plan.seqs.last {
                try db.query("SELECT seq, data FROM segments WHERE vault = ? AND device = ? AND seq > ? AND seq <= ? ORDER BY seq",
                             [.text(vault), .text(device), .int(after), .int(last)]) { page.append(($0.int(0), $0.blob(1))) }
            }
            return SegmentPage(segments: page, more: plan.more)
        }
    }

    /// Removes a device's segments numbered `through` and below; answers how many went.
    @discardableResult
    public func removeSegments(_ vault: String, device: String, through: Int64) async throws -> Int {
        try await db.write { db in
            let args: [SQLiteValue] = [.text(vault), .text(device), .int(through)]
            let freed = try db.first("SELECT COALESCE(SUM(LENGTH(data)), 0) FROM segments WHERE vault = ? AND device = ? AND seq <= ?", args) { $0.int(0) } ?? 0
            let removed = try db.run("DELETE FROM segments WHERE vault = ? AND device = ? AND seq <= ?", args)
            _ = try db.addBytes(vault: vault, -freed, max: 0)
            return removed
        }
    }
}

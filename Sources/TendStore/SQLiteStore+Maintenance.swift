import GRDB
import TendEngine
import TendKernel

extension SQLiteStore {
    /// Re-merges the whole op log in memory and compares it with the stored merge states and the
    /// materialised rows; each difference is a ``StoreProblem`` (none when the store is sound).
    public func verify() throws -> [StoreProblem] {
        try reading { backend in
            var ops: [OpID: Op] = [:]
            try backend.forEachOp { ops[$0.id] = $0 }
            let expected = RecordState.replay(ops.values)
            var stored: [RecordRef: RecordState] = [:]
            var unreadable: [StoreProblem] = []
            for (ref, heads) in try backend.storedHeads() {
                do {
                    stored[ref] = try heads.get().state { ops[$0] }
                } catch let e as CorruptData {
                    // Reported once, as unreadable (not also as differing).
                    unreadable.append(StoreProblem(entity: ref.entity, key: ref.key, detail: e.description))
                    stored[ref] = expected[ref] ?? RecordState()
                }
            }
            let problems = try StoreAudit.problems(expected: expected, stored: stored, reader: backend)
            return (unreadable + problems).sorted { ($0.entity, $0.key, $0.detail) < ($1.entity, $1.key, $1.detail) }
        }
    }

    /// Rewrites every materialised record from the op log, in one transaction. Returns how many records
    /// were rebuilt.
    @discardableResult
    public func rebuild() throws -> Int {
        try writing { try SQLiteStore.rebuildRecords($0) }
    }

    /// Replaces every materialised record (and drops the checkpoints) with the replay of the op log,
    /// inside the caller's transaction; answers how many records there are.
    static func rebuildRecords(_ backend: SQLiteBackend) throws -> Int {
        var ops: [Op] = []
        try backend.forEachOp { ops.append($0) }
        let states = RecordState.replay(ops)
        try backend.db.execute(sql: "DELETE FROM entries; DELETE FROM items; DELETE FROM settings")
        try backend.dropCheckpoints()
        for (ref, state) in states { try backend.save(state, ref.entity, ref.key) }
        return states.count
    }
}

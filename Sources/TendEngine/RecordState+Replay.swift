import TendKernel

extension RecordState {
    /// Merges a whole op log from scratch: the state each record has once exactly these ops are
    /// known, whatever order they arrived in. Used to check (``StoreAudit``) and rebuild the
    /// materialised records; it applies the same rule as ``WritePath`` — an op stays a head of a
    /// field unless an op of the same record writing that field lists it in `supersedes`.
    public static func replay(_ ops: some Sequence<Op>) -> [RecordRef: RecordState] {
        var byRecord: [RecordRef: [Op]] = [:]
        for op in ops { byRecord[RecordRef(entity: op.entity, key: op.key), default: []].append(op) }
        var out: [RecordRef: RecordState] = [:]
        out.reserveCapacity(byRecord.count)
        for (ref, list) in byRecord {
            var late: [OpID: Set<String>] = [:]
            for op in list where !op.supersedes.isEmpty {
                for s in op.supersedes { late[s, default: []].formUnion(op.fields.keys) }
            }
            var state = RecordState()
            var seen = Set<OpID>()
            for op in list where seen.insert(op.id).inserted {
                state.apply(op, supersededFor: late[op.id] ?? [])
            }
            out[ref] = state
        }
        return out
    }
}

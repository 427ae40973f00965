import Foundation
import TendKernel

/// What a store gives the shared write path inside one transaction. Both the SQLite store and the
/// in-memory store implement it, so the merge and logging rules exist once (``WritePath``).
public protocol OpLogBackend: StoreReader {
    /// The merge state of a record, empty if it has none.
    func state(_ entity: EntityKind, _ key: String) throws -> RecordState
    /// The merge states of the records of one kind that have one, by key (a key without a state is left
    /// out). A store may read many together (the write path's records of a large change).
    func states(_ entity: EntityKind, _ keys: [String]) throws -> [String: RecordState]
    /// Stores a record's merge state and its materialised form.
    func save(_ state: RecordState, _ entity: EntityKind, _ key: String) throws
    /// Stores the merge states of many records (each one once), as ``save(_:_:_:)`` would one by one — a
    /// store may encode them more cheaply together (the write path's records written once by a change).
    func save(_ states: [(ref: RecordRef, state: RecordState)]) throws
    /// Whether an op is already logged.
    func contains(_ op: OpID) throws -> Bool
    /// The fields for which logged ops (on `entity`/`key`) supersede `op`.
    func supersededFields(of op: OpID, entity: EntityKind, key: String) throws -> Set<String>
    /// Appends a change and its ops to the log.
    func append(_ change: Change) throws
    /// The latest clock reading issued or seen.
    func clock() throws -> HLC
    /// Records the latest clock reading.
    func setClock(_ hlc: HLC) throws
    /// Drops the figure checkpoints a write's damage may have made wrong (``CheckpointDamage/spares(_:)``).
    func invalidate(_ damage: CheckpointDamage) throws
}

extension OpLogBackend {
    /// One by one.
    public func states(_ entity: EntityKind, _ keys: [String]) throws -> [String: RecordState] {
        try statesOneByOne(entity, keys)
    }

    /// What ``states(_:_:)`` answers, read with ``state(_:_:)`` a key at a time.
    public func statesOneByOne(_ entity: EntityKind, _ keys: [String]) throws -> [String: RecordState] {
        var out: [String: RecordState] = [:]
        for key in keys {
            let state = try state(entity, key)
            if !state.isEmpty { out[key] = state }
        }
        return out
    }

    /// One by one.
    public func save(_ states: [(ref: RecordRef, state: RecordState)]) throws {
        for (ref, state) in states { try save(state, ref.entity, ref.key) }
    }
}

/// The write path shared by every store: mutations → ops → merge state → materialised records + log.
public enum WritePath {
    /// Turns mutations into one change and applies it. Must run inside the backend's transaction.
    /// Returns `nil` if `mutations` is empty.
    public static func commit(_ intent: ChangeIntent, _ mutations: [Mutation], device: DeviceID, now: Date,
                              backend: some OpLogBackend) throws -> Change? {
        guard !mutations.isEmpty else { return nil }
        var hlc = try backend.clock()
        // A record written once by this change (for an import: every one) is saved with the others like it,
        // its state kept as its one new op; only records written more than once wait, in `cache`, for the
        // change's last op on them.
        let repeated = repeatedRecords(mutations)
        var once: [(ref: RecordRef, state: RecordState)] = []
        once.reserveCapacity(mutations.count)
        var cache: [RecordRef: RecordState] = [:]
        var touched: [RecordRef] = []
        var damage = CheckpointDamage()
        var ops: [Op] = []
        ops.reserveCapacity(mutations.count)
        let known = try knownStates(mutations, backend: backend)
        for m in mutations {
            let ref = RecordRef(entity: m.entity, key: m.key)
            let waits = repeated.contains(m.key)
            var state: RecordState
            if waits, let cached = cache[ref] {
                state = cached
            } else {
                state = try known.map { $0[ref] ?? RecordState() } ?? backend.state(m.entity, m.key)
                damage.note(m.entity, state)
                if waits { touched.append(ref) }
            }
            hlc = hlc.tick(now: now)
            let deleting = m.fields[RecordField.deleted] == .bool(true)
            let op = Op(id: OpID(hlc: hlc, device: device), entity: m.entity, key: m.key, fields: m.fields,
                        supersedes: state.heads(for: m.fields.keys, observingAll: deleting))
            state.apply(op)
            ops.append(op)
            if waits {
                cache[ref] = state
            } else {
                damage.note(m.entity, state)
                once.append((ref, state))
            }
        }
        try save(once, then: touched, from: cache, damage: &damage, backend: backend)
        if !damage.isEmpty { try backend.invalidate(damage) }
        let change = Change(id: ops[0].id, action: intent.action, detail: intent.detail, source: intent.source,
                            undoes: intent.undoes, ops: ops)
        try backend.append(change)
        try backend.setClock(hlc)
        return change
    }

    /// Applies remote changes: idempotent by op id, order-independent. Must run inside a transaction.
    public static func apply(_ changes: [Change], now: Date, backend: some OpLogBackend) throws -> ApplyReport {
        var report = ApplyReport()
        var hlc = try backend.clock()
        var cache: [RecordRef: RecordState] = [:]
        var touched: [RecordRef] = []
        var damage = CheckpointDamage()
        var seen = Set<OpID>()
        for change in changes {
            guard !change.ops.isEmpty, !seen.contains(change.id), try !backend.contains(change.id) else {
                report.skipped += 1
                continue
            }
            seen.insert(change.id)
            for op in change.ops {
                let ref = RecordRef(entity: op.entity, key: op.key)
                var state: RecordState
                if let cached = cache[ref] {
                    state = cached
                } else {
                    state = try backend.state(op.entity, op.key)
                    damage.note(op.entity, state)
                    touched.append(ref)
                }
                // Changes earlier in this batch are already appended, so the log answers for them too.
                let late = try backend.supersededFields(of: op.id, entity: op.entity, key: op.key)
                state.apply(op, supersededFor: late)
                cache[ref] = state
                report.ops += 1
                if let next = hlc.receiving(op.id.hlc, now: now) { hlc = next } else {
                    // Not folded in, but the store changed: the clock still moves (a local tick), so that
                    // whatever keys on it (figure checkpoints, memos) sees the change.
                    report.driftingDevices.insert(op.id.device)
                    hlc = hlc.tick(now: now)
                }
            }
            try backend.append(change)
            report.applied += 1
        }
        try save([], then: touched, from: cache, damage: &damage, backend: backend)
        if !damage.isEmpty { try backend.invalidate(damage) }
        try backend.setClock(hlc)
        return report
    }
}

extension WritePath {
    /// Saves `ready`, then the records that waited in `cache` for their last op (noting their final states'
    /// damage), in one ``OpLogBackend/save(_:)``: each in the order first written (for an import: day order),
    /// so the stored rows and their day indexes grow at their ends instead of at random places.
    private static func save(_ ready: [(ref: RecordRef, state: RecordState)], then waiting: [RecordRef],
                             from cache: [RecordRef: RecordState], damage: inout CheckpointDamage,
                             backend: some OpLogBackend) throws {
        guard !waiting.isEmpty else { return try backend.save(ready) }
        var states = ready
        states.reserveCapacity(ready.count + waiting.count)
        for ref in waiting {
            let state = cache[ref]!
            damage.note(ref.entity, state)
            states.append((ref, state))
        }
        try backend.save(states)
    }

    /// For a large change, the states its records have before it, read together (``OpLogBackend/states(_:_:)``;
    /// a record not there has none); `nil` for a small one, whose records are read one by one.
    private static func knownStates(_ mutations: [Mutation], backend: some OpLogBackend) throws -> [RecordRef: RecordState]? {
        guard mutations.count >= 256 else { return nil }
        var keys: [EntityKind: [String]] = [:]
        for m in mutations { keys[m.entity, default: []].append(m.key) }
        var known: [RecordRef: RecordState] = [:]
        for (entity, keys) in keys {
            for (key, state) in try backend.states(entity, keys) { known[RecordRef(entity: entity, key: key)] = state }
        }
        return known
    }

    /// The keys written by more than one of `mutations` (whatever their kinds).
    /// The keys are hashed on every core and the hashes sorted; only keys whose hashes meet are compared.
    static func repeatedRecords(_ mutations: [Mutation]) -> Set<String> {
        let hashes = Concurrent.map(mutations.indices) { mutations[$0].key.hashValue }
        var sorted = hashes
        sorted.sort()
        var meeting = Set<Int>()
        for i in sorted.indices.dropFirst() where sorted[i] == sorted[i - 1] { meeting.insert(sorted[i]) }
        var seen = Set<String>(), repeated = Set<String>()
        for (m, h) in zip(mutations, hashes) where meeting.contains(h) && !seen.insert(m.key).inserted {
            repeated.insert(m.key)
        }
        return repeated
    }
}

/// A record's address.
public struct RecordRef: Hashable, Sendable {
    /// Kind.
    public let entity: EntityKind
    /// Key.
    public let key: String

    /// Creates a reference.
    public init(entity: EntityKind, key: String) {
        self.entity = entity
        self.key = key
    }
}

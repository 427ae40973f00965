import Foundation
import TendEngine
import TendKernel

/// A ``Store`` in memory, in pure Swift: same write path (``WritePath``), same merge (``RecordState``),
/// same query semantics as the SQLite store, for fast tests. Thread-safe; a write is all-or-nothing
/// (it works on a copy of the state, kept only if nothing throws). Do not call the store from inside a
/// ``write(_:_:)`` closure (the lock is not re-entrant): read through the reader it is given.
public final class InMemoryStore: ReplicatedStore {
    /// This store's device id.
    public let device: DeviceID
    private let clock: any Clock
    private let state = Locked(MemoryState())

    /// An empty store; its device id is `device`, or the first id `ids` makes.
    public init(clock: any Clock, ids: any IDGenerator, device: DeviceID? = nil) {
        self.device = device ?? DeviceID.random(using: ids)
        self.clock = clock
    }

    private func reading<T>(_ body: (MemoryState) throws -> T) rethrows -> T {
        try state.withLock { try body($0) }
    }

    /// Runs `body` on a transaction over a copy of the state; keeps the copy only if `body` returns.
    private func transaction<T>(_ body: (MemoryTransaction) throws -> T) rethrows -> T {
        try state.withLock { current in
            let txn = MemoryTransaction(current, device: device)
            let result = try body(txn)
            current = txn.state
            return result
        }
    }

    /// Runs `build` on a copy of the state and commits its mutations as one change; keeps nothing if anything throws.
    @discardableResult
    public func write(_ intent: ChangeIntent, _ build: (any StoreReader) throws -> [Mutation]) throws -> Change? {
        try transaction { txn in
            let mutations = try build(txn)
            return try WritePath.commit(intent, mutations, device: device, now: clock.now(), backend: txn)
        }
    }

    /// Applies changes made elsewhere, in one transaction; already-known changes are skipped.
    public func apply(_ changes: [Change], now: Date) throws -> ApplyReport {
        try transaction { try WritePath.apply(changes, now: now, backend: $0) }
    }

    /// Logged changes matching `query`, with their ops.
    public func changes(_ query: ChangeQuery) throws -> [Change] { reading { $0.changes(query) } }
    /// One logged change by id.
    public func change(id: OpID) throws -> Change? { reading { $0.changes[id] } }
    /// One logged op by id.
    public func op(id: OpID) throws -> Op? { reading { $0.ops[id] } }
    /// The number of logged ops and changes.
    public func logCounts() throws -> (ops: Int, changes: Int) { reading { ($0.ops.count, $0.changes.count) } }
    /// The latest clock reading issued or seen.
    public func lastClock() throws -> HLC { reading { $0.clock } }

    /// Entries matching `query`, in canonical order.
    public func entries(_ query: EntryQuery) throws -> [Entry] { reading { $0.entries(query) } }
    /// One entry by id, deleted or not.
    public func entry(id: String) throws -> Entry? { reading { $0.entries[id] } }
    /// Non-deleted entries matching `query` (its limit and `includeDeleted` ignored), per day.
    public func dayCounts(_ query: EntryQuery) throws -> [Day: Int] { reading { $0.dayCounts(query) } }
    /// Items matching `query`, in canonical order.
    public func items(_ query: ItemQuery) throws -> [Item] { reading { $0.items(query) } }
    /// One item by id, deleted or not.
    public func item(id: String) throws -> Item? { reading { $0.items[id] } }
    /// A setting's value, or `nil` when unset.
    public func setting(_ key: String, scope: SettingScope) throws -> FieldValue? {
        reading { $0.settings[scope.entity]?[key] }
    }
    /// Every set setting of a scope, sorted by key.
    public func settings(scope: SettingScope) throws -> [Setting] { reading { $0.settings(scope: scope) } }

    /// Re-merges the op log and compares it with the kept merge states and records.
    public func verify() throws -> [StoreProblem] {
        try reading { s in
            try StoreAudit.problems(expected: RecordState.replay(s.ops.values), stored: s.records,
                                    reader: MemoryTransaction(s, device: device))
        }
    }

    /// Rebuilds every record from the op log; returns how many.
    @discardableResult
    public func rebuild() throws -> Int {
        transaction { txn in
            let states = RecordState.replay(txn.state.ops.values)
            txn.state.records = [:]
            txn.state.entries = [:]
            txn.state.items = [:]
            txn.state.settings = [:]
            txn.state.checkpoints = [:]
            for (ref, s) in states { txn.state.save(s, ref.entity, ref.key) }
            return states.count
        }
    }

    /// The saved checkpoint of a target's fold, if any.
    public func checkpoint(tracker: String, target: String, kind: String) throws -> FigureCheckpoint? {
        reading { $0.checkpoints[MemoryState.checkpointKey(tracker, target, kind)] }
    }

    /// Saves a checkpoint in place of the target's earlier one of its kind if nothing was written since
    /// `readAt` (not a change: nothing is logged).
    @discardableResult
    public func save(_ checkpoint: FigureCheckpoint, readAt: HLC) throws -> Bool {
        state.withLock { s in
            guard s.clock == readAt else { return false }
            s.checkpoints[MemoryState.checkpointKey(checkpoint.tracker, checkpoint.target, checkpoint.kind)] = checkpoint
            return true
        }
    }

    /// Test hook: replaces a materialised entry behind the op log's back (simulates damage for
    /// ``verify()`` tests). Never use outside tests.
    public func tamper(with entry: Entry) {
        state.withLock { $0.entries[entry.id] = entry }
    }
}

import Foundation
import TendEngine
import TendKernel

/// A minimal in-memory ``Store`` on ``MemoryBackend``, to test the kernel's store extensions (undo).
/// A failed write restores the previous state, as a transaction would.
final class MemoryStore: ReplicatedStore, @unchecked Sendable {
    private let lock = NSLock()
    private let backend: MemoryBackend
    private let clock: any Clock

    init(device: DeviceID, clock: any Clock) {
        backend = MemoryBackend(device: device)
        self.clock = clock
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    var device: DeviceID { backend.device }

    @discardableResult
    func write(_ intent: ChangeIntent, _ build: (any StoreReader) throws -> [Mutation]) throws -> Change? {
        try locked {
            let saved = (backend.states, backend.log, backend.ops, backend.hlc, backend.checkpoints)
            do {
                return try WritePath.commit(intent, try build(backend), device: device, now: clock.now(), backend: backend)
            } catch {
                (backend.states, backend.log, backend.ops, backend.hlc, backend.checkpoints) = saved
                throw error
            }
        }
    }

    func apply(_ changes: [Change], now: Date) throws -> ApplyReport {
        try locked { try WritePath.apply(changes, now: now, backend: backend) }
    }

    func changes(_ query: ChangeQuery) throws -> [Change] {
        locked {
            var out = backend.log.filter(query.matches).sorted { $0.id < $1.id }
            if query.newestFirst { out.reverse() }
            return query.limit.map { Array(out.prefix($0)) } ?? out
        }
    }

    func change(id: OpID) throws -> Change? { locked { backend.log.first { $0.id == id } } }
    func op(id: OpID) throws -> Op? { locked { backend.ops[id] } }
    func logCounts() throws -> (ops: Int, changes: Int) { locked { (backend.ops.count, backend.log.count) } }
    func lastClock() throws -> HLC { locked { backend.hlc } }

    /// The merge of the whole log, from scratch.
    private func fresh() throws -> [RecordRef: RecordState] {
        let scratch = MemoryBackend(device: device)
        _ = try WritePath.apply(backend.log, now: Date(timeIntervalSince1970: 0), backend: scratch)
        return scratch.states
    }

    func verify() throws -> [StoreProblem] {
        try locked {
            let expected = try fresh()
            return Set(expected.keys).union(backend.states.keys).compactMap { ref in
                expected[ref] == backend.states[ref] ? nil : StoreProblem(entity: ref.entity, key: ref.key, detail: "differs")
            }
        }
    }

    func rebuild() throws -> Int {
        try locked {
            backend.states = try fresh()
            backend.checkpoints = []
            return backend.states.count
        }
    }

    func entries(_ query: EntryQuery) throws -> [Entry] { try locked { try backend.entries(query) } }
    func entry(id: String) throws -> Entry? { try locked { try backend.entry(id: id) } }
    func dayCounts(_ query: EntryQuery) throws -> [Day: Int] { try locked { try backend.dayCounts(query) } }
    func items(_ query: ItemQuery) throws -> [Item] { try locked { try backend.items(query) } }
    func item(id: String) throws -> Item? { try locked { try backend.item(id: id) } }
    func setting(_ key: String, scope: SettingScope) throws -> FieldValue? { try locked { try backend.setting(key, scope: scope) } }
    func settings(scope: SettingScope) throws -> [Setting] { try locked { try backend.settings(scope: scope) } }
    func checkpoint(tracker: String, target: String, kind: String) throws -> FigureCheckpoint? {
        locked { backend.checkpoints.first { $0.tracker == tracker && $0.target == target && $0.kind == kind } }
    }
    func save(_ checkpoint: FigureCheckpoint, readAt: HLC) throws -> Bool {
        locked {
            guard backend.hlc == readAt else { return false }
            backend.checkpoints.removeAll { $0.tracker == checkpoint.tracker && $0.target == checkpoint.target && $0.kind == checkpoint.kind }
            backend.checkpoints.append(checkpoint)
            return true
        }
    }
}

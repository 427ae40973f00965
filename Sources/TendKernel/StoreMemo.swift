import Foundation

/// The last value a process read from a store, kept while that store is alive and its clock hasn't moved
/// (every write, here or by another process, ticks it): a command that asks for the same records several
/// times over — the today view's blocks, highlights and reminders each read every habit and every ritual
/// arc — reads and parses them once.
///
/// A reader that isn't a ``Store`` (a write transaction's) is never served from the memo nor kept: what
/// it sees may differ from the store's committed state.
public final class StoreMemo<Value: Sendable>: @unchecked Sendable {
    private struct Kept {
        weak var store: AnyObject?
        let clock: HLC
        let value: Value
    }

    // Guarded by `lock` (the kernel imports Foundation only, so no `Mutex`).
    private let lock = NSLock()
    private var kept: Kept?

    /// An empty memo (one per kind of value, kept in a `static let`).
    public init() {}

    /// The value of `reader`: the kept one when `reader` is the same live store at the same clock, else
    /// `load`'s (kept for next time when `reader` is a store).
    public func value(_ reader: any StoreReader, _ load: () throws -> Value) throws -> Value {
        guard let store = reader.committedStore else { return try load() }
        let clock = try store.lastClock()
        if let hit = lock.withLock({ kept.flatMap { $0.store === store && $0.clock == clock ? $0.value : nil } }) {
            return hit
        }
        let value = try load()
        lock.withLock { kept = Kept(store: store, clock: clock, value: value) }
        return value
    }
}

import Synchronization
import TendKernel

/// The last rituals-and-arcs book a process read from a store, kept while that store is alive and its
/// clock hasn't moved (every write, here or by another process, ticks it): a command that reads the arcs
/// for its targets, then for their histories or the today view, parses years of arcs once.
final class ArcsMemo: Sendable {
    private struct Kept {
        weak var store: AnyObject?
        let clock: HLC
        let book: RitualBook
    }

    private let kept = Mutex<Kept?>(nil)

    /// The process's memo.
    static let shared = ArcsMemo()

    /// The book of `reader`: the kept one when `reader` is the same live store at the same clock, else
    /// `load`'s (kept for next time when `reader` is a store; a transaction's reader is never kept).
    func book(_ reader: any StoreReader, _ load: () throws -> RitualBook) throws -> RitualBook {
        guard let store = reader as? any Store else { return try load() }
        let clock = try store.lastClock()
        if let hit = kept.withLock({ k in k.flatMap { $0.store === store && $0.clock == clock ? $0.book : nil } }) {
            return hit
        }
        let book = try load()
        kept.withLock { $0 = Kept(store: store, clock: clock, book: book) }
        return book
    }
}

import Dispatch
import TendEngine
import TendKernel

/// Encoding on a helper thread, one chunk ahead of the writing on the calling thread: what a large write
/// (an import's 100,000 records) spends turning records into rows' text overlaps SQLite inserting the rows
/// before. The database is only ever touched on the calling thread.
enum Pipeline {
    /// Items per chunk; no more than this many run on the calling thread alone.
    static let chunk = 2_048

    /// Calls `write` with `encode` of each item, in order, on the calling thread; every chunk after the
    /// first is encoded on a helper thread while the one before it is written. A thrown error stops the
    /// writing (after the helper's chunk in progress has finished) and is rethrown.
    static func run<Item: Sendable, Row: Sendable>(_ items: [Item], encode: @escaping @Sendable (Item) -> Row,
                                                  write: (Row) throws -> Void) throws {
        guard items.count > chunk else {
            for item in items { try write(encode(item)) }
            return
        }
        var current = items[0..<chunk].map(encode)
        var start = chunk
        // The chunk written last time round, freed on the helper with the next encoding.
        var written: [Row] = []
        while start < items.count {
            let part = items[start..<min(start + chunk, items.count)]
            let next = Slot<[Row]>(), done = Slot<[Row]>(written)
            written = []
            let group = DispatchGroup()
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                done.value = nil
                next.value = part.map(encode)
            }
            do {
                try writeAll(current, write)
            } catch {
                group.wait()
                throw error
            }
            group.wait()
            written = current
            current = next.take() ?? []
            start += chunk
        }
        try writeAll(current, write)
        Concurrent.discard(written)
    }

    /// `write` of each row in turn, each lent (not copied) from the chunk.
    private static func writeAll<Row>(_ rows: [Row], _ write: (Row) throws -> Void) throws {
        try rows.withUnsafeBufferPointer { rows in
            for i in rows.indices { try write(rows[i]) }
        }
    }
}

/// A chunk handed from the helper thread: written there, read here only after waiting for it.
private final class Slot<T>: @unchecked Sendable {
    var value: T?

    init(_ value: T? = nil) { self.value = value }

    /// The value, leaving the slot empty.
    func take() -> T? {
        defer { value = nil }
        return value
    }
}

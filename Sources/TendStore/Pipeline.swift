import Dispatch

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
        while start < items.count {
            let part = items[start..<min(start + chunk, items.count)]
            let next = Slot<[Row]>()
            let group = DispatchGroup()
            DispatchQueue.global(qos: .userInitiated).async(group: group) { next.value = part.map(encode) }
            do {
                for row in current { try write(row) }
            } catch {
                group.wait()
                throw error
            }
            group.wait()
            current = next.value ?? []
            start += chunk
        }
        for row in current { try write(row) }
    }
}

/// A chunk handed from the helper thread: written there, read here only after waiting for it.
private final class Slot<T>: @unchecked Sendable {
    var value: T?
}

import Foundation
import Synchronization
import TendKernel
import TendStore
import TendTesting
import Testing

/// `StoreMemo`: a value read from a store is read once per store clock, per store, and never from a
/// write transaction's reader.
@Suite("A store's memo of a value read from it")
struct StoreMemoTests {
    /// Counts the loads it answers: the number of items when loaded.
    final class Loads: Sendable {
        let count = Mutex(0)
        func load(_ reader: any StoreReader) throws -> Int {
            count.withLock { $0 += 1 }
            return try reader.items(ItemQuery()).count
        }
        var n: Int { count.withLock { $0 } }
    }

    func item(_ id: String) -> Mutation {
        .create(Item(id: id, tracker: "t", type: "thing", fields: [:], position: id, created: Date(timeIntervalSince1970: 0)))
    }

    /// The memo's value of `reader`, counted in `loads`.
    func value(_ memo: StoreMemo<Int>, _ reader: any StoreReader, _ loads: Loads) throws -> Int {
        try memo.value(reader) { try loads.load(reader) }
    }

    func stores() throws -> [any Store] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-memo-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return [InMemoryStore(clock: FixedClock(Date(timeIntervalSince1970: 0)), ids: SequentialIDs(seed: 3)),
                try SQLiteStore(path: dir + "/tend.sqlite", clock: FixedClock(Date(timeIntervalSince1970: 0)), ids: SequentialIDs(seed: 4))]
    }

    @Test("read once while the clock stands; read again after a write; each store its own")
    func oncePerClock() throws {
        for s in try stores() {
            let memo = StoreMemo<Int>(), loads = Loads()
            #expect(try value(memo, s, loads) == 0)
            #expect(try value(memo, s, loads) == 0)
            #expect(loads.n == 1)
            _ = try s.write(ChangeIntent(action: "test")) { _ in [item("a")] }
            #expect(try value(memo, s, loads) == 1)
            #expect(try value(memo, s, loads) == 1)
            #expect(loads.n == 2)
            let other = try stores()[0]
            #expect(try value(memo, other, loads) == 0)
            #expect(loads.n == 3)
        }
    }

    @Test("a write transaction's reader is read every time and never kept")
    func transactionReader() throws {
        for s in try stores() {
            let memo = StoreMemo<Int>(), loads = Loads()
            #expect(try value(memo, s, loads) == 0)
            _ = try s.write(ChangeIntent(action: "test")) { (reader: any StoreReader) throws -> [Mutation] in
                let seen = try value(memo, reader, loads)
                #expect(seen == 0)
                return [item("b")]
            }
            // The transaction's state was not kept for the store, and the write moved the clock.
            #expect(try value(memo, s, loads) == 1)
            #expect(loads.n == 3)
        }
    }
}

import Foundation
import TendTesting
import TendEngine
import TendKernel
import TendStore

/// The stores every store behaviour is tested on: run a test with `@Test(arguments: StoreKind.allCases)`.
public enum StoreKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// ``SQLiteStore`` in memory.
    case sqliteMemory
    /// ``SQLiteStore`` on a file in a temporary directory.
    case sqliteFile
    /// ``InMemoryStore``.
    case memory

    /// The case name (shown in test output).
    public var description: String { rawValue }

    /// Makes a fresh store of this kind and runs `body` with it; any temporary files are removed after.
    public func withStore<T>(clock: any Clock, ids: any IDGenerator, _ body: (any ReplicatedStore) throws -> T) throws -> T {
        switch self {
        case .sqliteMemory: return try body(SQLiteStore.inMemory(clock: clock, ids: ids))
        case .memory: return try body(InMemoryStore(clock: clock, ids: ids))
        case .sqliteFile:
            return try withTemporaryDirectory { dir in
                try body(SQLiteStore(path: dir + "/tend.sqlite", clock: clock, ids: ids))
            }
        }
    }
}


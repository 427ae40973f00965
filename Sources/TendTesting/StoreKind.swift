import Foundation
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
    public func withStore<T>(clock: any Clock, ids: any IDGenerator, _ body: (any Store) throws -> T) throws -> T {
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

/// Runs `body` with the path of a new, empty temporary directory, removed (with its contents) after.
public func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tend-test-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
}

import Foundation
import GRDB
import TendKernel

/// Another app's SQLite file (Loop Habit Tracker's full backup), opened read-only: nothing is ever
/// written to it — no journal, no WAL, no migration. The importers reach it through the console's
/// `ForeignDatabase` protocol, which the composition root wires to this type, so GRDB stays inside
/// this module.
public final class ForeignSQLiteFile: Sendable {
    /// The file.
    public let path: String
    private let queue: DatabaseQueue

    /// Opens the file at `path` read-only.
    /// - Throws: ``StoreError`` (`notFound`, `cannotOpen`, `notTendDatabase` for a file that isn't
    ///   SQLite, `damaged`).
    public init(path: String) throws {
        self.path = path
        guard FileManager.default.fileExists(atPath: path) else { throw StoreError.notFound(path: path) }
        var c = Configuration()
        c.label = "foreign"
        c.readonly = true
        c.busyMode = .immediateError
        queue = try mappingErrors(path: path) { try DatabaseQueue(path: path, configuration: c) }
        // SQLite reads the header lazily: a file that isn't a database fails here, not at open.
        _ = try mappingErrors(path: path) { try queue.read { try Int.fetchOne($0, sql: "PRAGMA schema_version") } }
    }

    /// The names of the file's tables, SQLite's own left out, sorted.
    public func tables() throws -> [String] {
        try mappingErrors(path: path) {
            try queue.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            }
        }
    }

    /// The column names of `table` in order (empty for a table the file doesn't have).
    public func columns(of table: String) throws -> [String] {
        try mappingErrors(path: path) {
            try queue.read { db in
                try Row.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table]).map { $0[0] as String }
            }
        }
    }

    /// The file's `user_version`.
    public func userVersion() throws -> Int {
        try mappingErrors(path: path) { try queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") ?? 0 } }
    }

    /// Every row `sql` returns, each column as a `FieldValue` (`.int`, `.double`, `.string`, `.null`;
    /// a blob reads as `.null`). The query runs in a read-only transaction.
    public func rows(_ sql: String) throws -> [[FieldValue]] {
        try mappingErrors(path: path) {
            try queue.read { db in
                try Row.fetchAll(db, sql: sql).map { row in
                    row.databaseValues.map { v -> FieldValue in
                        switch v.storage {
                        case .null, .blob: return .null
                        case .int64(let i): return .int(i)
                        case .double(let d): return .double(d)
                        case .string(let s): return .string(s)
                        }
                    }
                }
            }
        }
    }
}

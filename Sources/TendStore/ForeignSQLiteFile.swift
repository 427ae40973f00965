import Foundation
import TendKernel

/// Another app's SQLite file (Loop Habit Tracker's full backup), opened read-only through
/// ``SQLiteDatabase``: nothing is ever written to it — no journal, no WAL, no migration. The importers
/// reach it through the console's `ForeignDatabase` protocol, which the composition root wires to this
/// type, so SQLite stays inside this module.
public final class ForeignSQLiteFile: Sendable {
    /// The file.
    public let path: String
    private let db: SQLiteDatabase

    /// Opens the file at `path` read-only.
    /// - Throws: ``StoreError`` (`notFound`, `cannotOpen`, `notTendDatabase` for a file that isn't
    ///   SQLite, `damaged`).
    public init(path: String) throws {
        self.path = path
        guard FileManager.default.fileExists(atPath: path) else { throw StoreError.notFound(path: path) }
        var options = SQLiteDatabase.Options.readOnly
        options.label = "foreign"
        db = try mappingErrors(path: path) { try SQLiteDatabase(path: path, options: options) }
        // SQLite reads the header lazily: a file that isn't a database fails here, not at open.
        _ = try mappingErrors(path: path) { try db.read { try $0.first("PRAGMA schema_version") { $0.int(0) } } }
    }

    /// The names of the file's tables, SQLite's own left out, sorted.
    public func tables() throws -> [String] {
        try mappingErrors(path: path) {
            try db.read { db in
                var out: [String] = []
                try db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name") {
                    out.append($0.text(0))
                }
                return out
            }
        }
    }

    /// The column names of `table` in order (empty for a table the file doesn't have).
    public func columns(of table: String) throws -> [String] {
        try mappingErrors(path: path) {
            try db.read { db in
                var out: [String] = []
                try db.query("SELECT name FROM pragma_table_info(?)", [.text(table)]) { out.append($0.text(0)) }
                return out
            }
        }
    }

    /// The file's `user_version`.
    public func userVersion() throws -> Int {
        try mappingErrors(path: path) { try db.read { try $0.userVersion() } }
    }

    /// Every row `sql` returns, each column as a `FieldValue` (`.int`, `.double`, `.string`, `.null`;
    /// a blob reads as `.null`). The query runs in a read-only transaction.
    public func rows(_ sql: String) throws -> [[FieldValue]] {
        try mappingErrors(path: path) {
            try db.read { db in
                var out: [[FieldValue]] = []
                try db.query(sql) { row in
                    out.append((0..<row.count).map { c -> FieldValue in
                        switch row.value(c) {
                        case .null, .blob: return .null
                        case .int(let i): return .int(i)
                        case .real(let d): return .double(d)
                        case .text(let s): return .string(s)
                        }
                    })
                }
                return out
            }
        }
    }
}

import Foundation
import GRDB
import TendKernel

// Test support, reachable only through `@testable import TendStore`: lets tests damage a store
// behind its back and make foreign databases without importing GRDB themselves.
extension SQLiteStore {
    /// Runs raw SQL on the store's connection, outside the write path.
    func executeBehindTheStoresBack(_ sql: String) throws {
        try queue.writeWithoutTransaction { try $0.execute(sql: sql) }
    }

    /// Creates a plain SQLite database at `path` and runs `sql` in it.
    static func makeForeignDatabase(at path: String, sql: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { try $0.execute(sql: sql) }
        try queue.close()
    }

    /// The page size and the root page of a table or index (to damage a file where it matters).
    func rootPage(of name: String) throws -> (pageSize: Int, page: Int) {
        try queue.read { db in
            (try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096,
             try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [name]) ?? 0)
        }
    }

    /// The names of the indexes on a table.
    func indexNames(on table: String) throws -> [String] {
        try queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name", arguments: [table]) }
    }

    /// SQLite's plan (the `detail` lines of `EXPLAIN QUERY PLAN`) for the statement the store runs for a
    /// query of entries, of per-day counts or of day values.
    func queryPlan(_ query: EntryQuery, counts: Bool = false, values: Bool = false) throws -> [String] {
        let (sql, args) = counts ? SQLiteBackend.dayCountsSQL(query)
            : values ? SQLiteBackend.dayValuesSQL(query) : SQLiteBackend.entriesSQL(query)
        return try queue.read { db in
            let s = try SQLStatement(db, "EXPLAIN QUERY PLAN " + sql)
            s.bind(args)
            var out: [String] = []
            try s.forEachRow { out.append(s.text(3) ?? "") }
            return out
        }
    }
}

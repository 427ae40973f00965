import Foundation
import GRDB

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
}

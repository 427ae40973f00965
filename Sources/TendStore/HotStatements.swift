import GRDB

/// The statements run once per op or record on the write path.
enum HotSQL: Int, CaseIterable {
    case entryState, itemState, settingState, saveEntry, saveItem, saveSetting
    case insertChange, insertOp, insertSupersession, opByID, containsOp

    var sql: String {
        switch self {
        case .entryState: return "SELECT state FROM entries WHERE id = ?1"
        case .itemState: return "SELECT state FROM items WHERE id = ?1"
        case .settingState: return "SELECT state FROM settings WHERE key = ?1 AND entity = ?2"
        case .saveEntry:
            return """
                INSERT OR REPLACE INTO entries (id, state, tracker, subject, day, value, note, tags, position, source,
                    created, updated, deleted, conflicts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        case .saveItem:
            return """
                INSERT OR REPLACE INTO items (id, state, tracker, type, fields, position, archived, deleted, created,
                    updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        case .saveSetting: return "INSERT OR REPLACE INTO settings (entity, key, state, value) VALUES (?, ?, ?, ?)"
        case .insertChange:
            return """
                INSERT INTO changes (id, first_op, last_op, device, action, detail, source, undoes)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """
        case .insertOp:
            return "INSERT INTO ops (id, change, seq, entity, key, fields, supersedes) VALUES (?, ?, ?, ?, ?, ?, ?)"
        case .insertSupersession: return "INSERT OR IGNORE INTO supersessions (superseded, superseder) VALUES (?, ?)"
        case .opByID: return "SELECT id, entity, key, fields, supersedes FROM ops WHERE id = ?"
        case .containsOp: return "SELECT 1 FROM ops WHERE id = ?"
        }
    }
}

/// The hot statements of one database access, prepared once each (GRDB's cache is keyed by the SQL
/// text, which costs a hash of it per lookup).
final class HotStatements {
    private let db: Database
    private var slots = [SQLStatement?](repeating: nil, count: HotSQL.allCases.count)

    init(_ db: Database) { self.db = db }

    /// The statement, reset and with no bindings.
    subscript(_ k: HotSQL) -> SQLStatement {
        get throws {
            if let s = slots[k.rawValue] {
                s.clear()
                return s
            }
            let s = try SQLStatement(db, k.sql)
            slots[k.rawValue] = s
            return s
        }
    }
}

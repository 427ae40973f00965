import CRelaySQLite

/// SQLite's "copy the bytes now" destructor (`SQLITE_TRANSIENT`), which C headers spell as a cast of -1.
let sqliteTransient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

/// A SQLite failure: the result code and SQLite's message.
struct SQLiteError: Error, CustomStringConvertible {
    /// The result code.
    let code: Int32
    /// SQLite's message.
    let message: String

    var description: String { "SQLite error \(code): \(message)" }

    /// Work queued after ``SQLiteConnection/close()``.
    static let closed = SQLiteError(code: SQLITE_MISUSE, message: "the database is closed")
}

/// A value bound to a statement parameter.
enum SQLiteValue {
    case int(Int64)
    case text(String)
    case blob([UInt8])
}

/// One connection to the relay's database, straight on the SQLite C API. Not thread-safe: each
/// connection is used from one serial queue (``RelayDatabase``). Prepared statements are cached.
final class SQLiteConnection {
    private var handle: OpaquePointer?
    private var cache: [String: OpaquePointer] = [:]

    /// Opens (and with `create`, creates) the database file at `path`.
    init(path: String, readOnly: Bool) throws {
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &handle, flags, nil)
        guard rc == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(handle)
            handle = nil
            throw SQLiteError(code: rc, message: message)
        }
        sqlite3_busy_timeout(handle, 10_000)
    }

    deinit { close() }

    /// Finalises every statement and closes the connection (idempotent).
    func close() {
        for (_, s) in cache { sqlite3_finalize(s) }
        cache = [:]
        if let h = handle { sqlite3_close(h) }
        handle = nil
    }

    /// Runs SQL with no parameters and no rows (pragmas, schema).
    func execute(_ sql: String) throws {
        guard handle != nil else { throw SQLiteError.closed }
        var error: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &error)
        if rc != SQLITE_OK {
            let message = error.map { String(cString: $0) } ?? "failed"
            sqlite3_free(error)
            throw SQLiteError(code: rc, message: message)
        }
    }

    /// Runs a statement that returns no rows; answers how many rows it changed.
    @discardableResult
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws -> Int {
        let s = try prepared(sql, values)
        defer { sqlite3_reset(s) }
        let rc = sqlite3_step(s)
        guard rc == SQLITE_DONE || rc == SQLITE_ROW else { throw failure(rc) }
        return Int(sqlite3_changes(handle))
    }

    /// Runs a query, calling `row` for each result row.
    func query(_ sql: String, _ values: [SQLiteValue] = [], row: (SQLiteRow) throws -> Void) throws {
        let s = try prepared(sql, values)
        defer { sqlite3_reset(s) }
        while true {
            let rc = sqlite3_step(s)
            if rc == SQLITE_DONE { return }
            guard rc == SQLITE_ROW else { throw failure(rc) }
            try row(SQLiteRow(statement: s))
        }
    }

    /// The first row's answer to `read`, or `nil` when there is no row.
    func first<T>(_ sql: String, _ values: [SQLiteValue] = [], _ read: (SQLiteRow) throws -> T) throws -> T? {
        var out: T?
        try query(sql, values) { r in if out == nil { out = try read(r) } }
        return out
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: committed if it returns, rolled back if it throws.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func prepared(_ sql: String, _ values: [SQLiteValue]) throws -> OpaquePointer {
        guard handle != nil else { throw SQLiteError.closed }
        let s: OpaquePointer
        if let cached = cache[sql] {
            s = cached
        } else {
            var made: OpaquePointer?
            let rc = sqlite3_prepare_v2(handle, sql, -1, &made, nil)
            guard rc == SQLITE_OK, let made else { throw failure(rc) }
            cache[sql] = made
            s = made
        }
        sqlite3_clear_bindings(s)
        for (i, v) in values.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32
            switch v {
            case .int(let n): rc = sqlite3_bind_int64(s, index, n)
            case .text(let t): rc = sqlite3_bind_text(s, index, t, -1, sqliteTransient)
            case .blob(let b):
                rc = b.withUnsafeBytes { sqlite3_bind_blob(s, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(b.count), sqliteTransient) }
            }
            guard rc == SQLITE_OK else { throw failure(rc) }
        }
        return s
    }

    private func failure(_ rc: Int32) -> SQLiteError {
        SQLiteError(code: rc, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed")
    }
}

/// The current row of a query.
struct SQLiteRow {
    let statement: OpaquePointer

    /// An integer column.
    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    /// A text column.
    func text(_ column: Int32) -> String {
        guard let p = sqlite3_column_text(statement, column) else { return "" }
        return String(cString: p)
    }

    /// A blob column (empty when NULL or empty).
    func blob(_ column: Int32) -> [UInt8] {
        let p = sqlite3_column_blob(statement, column)  // first the pointer, then the length (SQLite's rule)
        let n = Int(sqlite3_column_bytes(statement, column))
        guard n > 0, let p else { return [] }
        return Array(UnsafeRawBufferPointer(start: p, count: n))
    }
}

import GRDB
import GRDBSQLite
import TendKernel

/// SQLite's "copy this buffer" destructor marker.
private let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

/// A cached prepared statement driven through the raw SQLite API: binding and stepping without
/// per-call argument arrays, reading columns (and parsing JSON) straight from SQLite's buffers.
/// Always leaves the statement reset, so it never holds a read lock.
struct SQLStatement {
    let handle: OpaquePointer
    let db: Database

    /// The cached statement for `sql`, reset and with no bindings.
    init(_ db: Database, _ sql: String) throws {
        let statement = try db.cachedStatement(sql: sql)
        handle = statement.sqliteStatement
        self.db = db
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Resets the statement and clears its bindings.
    func clear() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    func bind(_ i: Int32, _ v: String?) {
        guard var v else { sqlite3_bind_null(handle, i); return }
        v.withUTF8 { p in _ = sqlite3_bind_text(handle, i, p.baseAddress, Int32(p.count), transient) }
    }

    /// Binds UTF-8 text, or NULL.
    func bind(_ i: Int32, utf8 bytes: [UInt8]?) {
        guard let bytes else { sqlite3_bind_null(handle, i); return }
        bytes.withUnsafeBufferPointer { p in _ = sqlite3_bind_text(handle, i, p.baseAddress, Int32(p.count), transient) }
    }

    /// Binds UTF-8 text without SQLite copying it, or NULL. The bytes are lent: the caller keeps them
    /// alive and unchanged until ``executeAndClear()`` returns (a row encoded ahead, bound and run at once).
    func bind(_ i: Int32, lent bytes: [UInt8]?) {
        guard let bytes, !bytes.isEmpty else { bind(i, utf8: bytes); return }
        // A `nil` destructor is SQLITE_STATIC: SQLite reads the caller's buffer in place.
        bytes.withUnsafeBufferPointer { p in _ = sqlite3_bind_text(handle, i, p.baseAddress, Int32(p.count), nil) }
    }

    /// Binds the canonical JSON text of `v`, or NULL.
    func bind(_ i: Int32, json v: FieldValue?) { bind(i, utf8: v?.jsonBytes) }

    func bind(_ i: Int32, _ v: Int64) { sqlite3_bind_int64(handle, i, v) }
    func bind(_ i: Int32, _ v: Int) { sqlite3_bind_int64(handle, i, Int64(v)) }
    func bind(_ i: Int32, _ v: Bool) { sqlite3_bind_int64(handle, i, v ? 1 : 0) }
    func bind(_ i: Int32, _ v: Double) { sqlite3_bind_double(handle, i, v) }

    func bind(_ i: Int32, _ a: SQLiteValue) {
        switch a {
        case .text(let s): bind(i, s)
        case .int(let n): bind(i, n)
        case .real(let d): bind(i, d)
        case .blob(let b):
            // A zero-length blob needs a non-NULL pointer, or SQLite binds NULL.
            b.withUnsafeBytes { p in
                _ = sqlite3_bind_blob(handle, i, p.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(p.count), transient)
            }
        case .null: sqlite3_bind_null(handle, i)
        }
    }

    /// Binds `args` to parameters 1, 2, …
    func bind(_ args: [SQLiteValue]) {
        for (i, a) in args.enumerated() { bind(Int32(i + 1), a) }
    }

    /// Steps once: `true` when a row is ready, `false` when done.
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw error()
        }
    }

    /// Runs the statement to completion.
    func execute() throws {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Runs the statement to completion, then drops its bindings, so no lent buffer
    /// (``bind(_:lent:)``) stays bound after it.
    func executeAndClear() throws {
        defer { clear() }
        while try step() {}
    }

    /// Calls `body` for each row, then resets.
    func forEachRow(_ body: () throws -> Void) throws {
        defer { sqlite3_reset(handle) }
        while try step() { try body() }
    }

    /// Whether the query yields a row; runs `body` on the first one.
    @discardableResult
    func firstRow(_ body: () throws -> Void = {}) throws -> Bool {
        defer { sqlite3_reset(handle) }
        guard try step() else { return false }
        try body()
        return true
    }

    var columnCount: Int { Int(sqlite3_column_count(handle)) }
    func isNull(_ c: Int32) -> Bool { sqlite3_column_type(handle, c) == SQLITE_NULL }
    func int(_ c: Int32) -> Int64 { sqlite3_column_int64(handle, c) }
    func double(_ c: Int32) -> Double { sqlite3_column_double(handle, c) }

    func text(_ c: Int32) -> String? {
        rawText(c).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A text column's UTF-8 in place (valid until the next step or reset); `nil` for NULL.
    func rawText(_ c: Int32) -> UnsafeBufferPointer<UInt8>? {
        guard let p = sqlite3_column_text(handle, c) else { return nil }
        return UnsafeBufferPointer(start: p, count: Int(sqlite3_column_bytes(handle, c)))
    }

    /// A blob column's bytes (empty for NULL or an empty blob).
    func blob(_ c: Int32) -> [UInt8] {
        let p = sqlite3_column_blob(handle, c)  // first the pointer, then the length (SQLite's rule)
        let n = Int(sqlite3_column_bytes(handle, c))
        guard n > 0, let p else { return [] }
        return Array(UnsafeRawBufferPointer(start: p, count: n))
    }

    /// The column as stored: its type and value.
    func value(_ c: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, c) {
        case SQLITE_INTEGER: return .int(int(c))
        case SQLITE_FLOAT: return .real(double(c))
        case SQLITE_TEXT: return .text(text(c) ?? "")
        case SQLITE_BLOB: return .blob(blob(c))
        default: return .null
        }
    }

    /// Whether a text column holds `text` (both NULL counts as equal), compared without making a string.
    func textEquals(_ c: Int32, _ text: String?) -> Bool {
        guard let raw = rawText(c) else { return text == nil }
        guard var text else { return false }
        return text.withUTF8 { t in t.count == raw.count && t.elementsEqual(raw) }
    }

    /// Parses a JSON text column in place; `nil` for NULL.
    func json(_ c: Int32) throws -> FieldValue? {
        try parsing(c) { try FieldValue(jsonUTF8: $0) }
    }

    /// Reads an entry value column (its stored JSON); `nil` for NULL or JSON that isn't an entry value.
    func entryValue(_ c: Int32) throws -> EntryValue? {
        try parsing(c) { try EntryValue.parse(jsonUTF8: $0) }
    }

    /// A JSON text column parsed in place by `parse`; `nil` for NULL; bad JSON is damaged data.
    private func parsing<T>(_ c: Int32, _ parse: (UnsafeBufferPointer<UInt8>) throws -> T?) throws -> T? {
        guard let raw = rawText(c) else { return nil }
        do {
            return try parse(raw)
        } catch {
            throw CorruptData("bad JSON in \(columnName(c)): \(error)")
        }
    }

    func columnName(_ c: Int32) -> String {
        sqlite3_column_name(handle, c).map { String(cString: $0) } ?? "column \(c)"
    }

    /// The connection's last error as a GRDB error.
    func error() -> DatabaseError {
        let conn = sqlite3_db_handle(handle)
        let code = sqlite3_extended_errcode(conn)
        let message = sqlite3_errmsg(conn).map { String(cString: $0) }
        let sql = sqlite3_sql(handle).map { String(cString: $0) }
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
    }
}

/// Stored data that cannot be read back (a damaged row); reported as ``StoreError/damaged(path:reason:)``.
struct CorruptData: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

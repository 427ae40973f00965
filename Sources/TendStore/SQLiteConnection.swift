import GRDB

/// One connection inside a ``SQLiteDatabase`` access: plain SQL with bound arguments, each statement
/// prepared once per connection and cached (by its text). Valid only inside the closure that received
/// it; not thread-safe. Every method throws ``SQLiteError`` for SQLite's failures.
public struct SQLiteConnection {
    let db: Database

    /// Runs SQL with no arguments and no rows: a script of one or more statements (schema, pragmas).
    public func execute(_ sql: String) throws {
        try SQLiteError.mapping { try db.execute(sql: sql) }
    }

    /// Runs one statement that returns no rows; answers how many rows it changed.
    @discardableResult
    public func run(_ sql: String, _ arguments: [SQLiteValue] = []) throws -> Int {
        try SQLiteError.mapping {
            let s = try SQLStatement(db, sql)
            s.bind(arguments)
            try s.execute()
            return db.changesCount
        }
    }

    /// Runs a query, calling `row` for each result row (a row is valid only during its call).
    public func query(_ sql: String, _ arguments: [SQLiteValue] = [], row: (SQLiteRow) throws -> Void) throws {
        try SQLiteError.mapping {
            let s = try SQLStatement(db, sql)
            s.bind(arguments)
            try s.forEachRow { try row(SQLiteRow(statement: s)) }
        }
    }

    /// The first row's answer to `read`, or `nil` when the query returns no row.
    public func first<T>(_ sql: String, _ arguments: [SQLiteValue] = [], _ read: (SQLiteRow) throws -> T) throws -> T? {
        try SQLiteError.mapping {
            let s = try SQLStatement(db, sql)
            s.bind(arguments)
            var out: T?
            try s.firstRow { out = try read(SQLiteRow(statement: s)) }
            return out
        }
    }

    /// The connection's `PRAGMA user_version`.
    public func userVersion() throws -> Int {
        Int(try first("PRAGMA user_version") { $0.int(0) } ?? 0)
    }
}

/// The current row of a query (``SQLiteConnection/query(_:_:row:)``). Columns are numbered from 0 and
/// read with SQLite's own conversions: NULL reads as 0, 0.0, empty text or an empty blob.
public struct SQLiteRow {
    let statement: SQLStatement

    /// The number of columns.
    public var count: Int { statement.columnCount }
    /// Whether the column is NULL.
    public func isNull(_ column: Int) -> Bool { statement.isNull(Int32(column)) }
    /// An integer column.
    public func int(_ column: Int) -> Int64 { statement.int(Int32(column)) }
    /// A floating-point column.
    public func double(_ column: Int) -> Double { statement.double(Int32(column)) }
    /// A text column.
    public func text(_ column: Int) -> String { statement.text(Int32(column)) ?? "" }
    /// A blob column's bytes.
    public func blob(_ column: Int) -> [UInt8] { statement.blob(Int32(column)) }
    /// The column as stored: its type and value.
    public func value(_ column: Int) -> SQLiteValue { statement.value(Int32(column)) }
}

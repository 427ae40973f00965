import GRDB

/// A SQLite failure met through ``SQLiteDatabase``: the result code and SQLite's message. Errors thrown
/// by a caller's closure pass through ``SQLiteDatabase`` unchanged; only SQLite's own become this.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The primary result code (`SQLITE_BUSY` is 5).
    public let code: Int32
    /// The extended result code (equal to ``code`` when SQLite gave none).
    public let extendedCode: Int32
    /// SQLite's message.
    public let message: String

    /// A failure with these codes and message.
    public init(code: Int32, extendedCode: Int32? = nil, message: String) {
        self.code = code
        self.extendedCode = extendedCode ?? code
        self.message = message
    }

    /// GRDB's error, in the facade's terms.
    init(_ error: DatabaseError) {
        self.init(code: error.resultCode.rawValue, extendedCode: error.extendedResultCode.rawValue,
                  message: error.message ?? "SQLite error \(error.extendedResultCode.rawValue)")
    }

    /// Work asked of a database after ``SQLiteDatabase/close()`` (queued work too, when its turn comes).
    public static let closed = SQLiteError(code: ResultCode.SQLITE_MISUSE.rawValue, message: "the database is closed")

    /// Whether another connection held a lock past the busy timeout (`SQLITE_BUSY` or `SQLITE_LOCKED`).
    public var isBusy: Bool { code == ResultCode.SQLITE_BUSY.rawValue || code == ResultCode.SQLITE_LOCKED.rawValue }

    /// Whether the database was closed (``closed``).
    public var isClosed: Bool { self == .closed }

    /// `SQLite error N: message`.
    public var description: String { "SQLite error \(code): \(message)" }

    /// Runs `body`, turning GRDB's errors into ``SQLiteError``; any other error passes through.
    static func mapping<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as DatabaseError { throw SQLiteError(e) }
    }
}

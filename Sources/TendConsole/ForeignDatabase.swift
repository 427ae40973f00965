import TendKernel

/// A SQLite file another app wrote (Loop Habit Tracker's full backup), opened read-only: its tables,
/// their columns, its schema version and the rows of a query. The importers read such files through
/// this protocol alone, so they never link the SQLite layer; the composition root supplies the
/// implementation (``Platform/openForeignDatabase``).
///
/// Rules for conformers:
/// - Open the file read-only and never write to it (no journal, no WAL, no schema change).
/// - Give each column value as a ``FieldValue``: `.int`, `.double`, `.string` or `.null` (a blob is `.null`).
/// - Throw ``ForeignDatabaseError`` for every failure, with the reason in one short phrase.
public protocol ForeignDatabase: AnyObject, Sendable {
    /// The names of the file's tables (SQLite's own tables left out).
    func tables() throws -> [String]
    /// The column names of `table`, in order; empty for a table the file doesn't have.
    func columns(of table: String) throws -> [String]
    /// The file's `user_version` (the schema version apps keep there).
    func userVersion() throws -> Int
    /// Every row a read-only query returns, each column as a ``FieldValue``.
    func rows(_ sql: String) throws -> [[FieldValue]]
}

/// Why a foreign SQLite file could not be read: `reason` is one short phrase ("file is not a
/// database", "no such table: Habits").
public struct ForeignDatabaseError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let reason: String

    /// An error with its reason.
    public init(reason: String) { self.reason = reason }

    /// The reason.
    public var description: String { reason }
}

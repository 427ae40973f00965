/// Why the SQLite store could not do what was asked. Every GRDB/SQLite failure is mapped to one of
/// these; errors thrown by a ``SQLiteStore/write(_:_:)`` closure pass through unchanged.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A new store could not be created at `path` (`reason` is the system's, e.g. "No such file or directory").
    case cannotCreate(path: String, reason: String)
    /// An existing file could not be opened.
    case cannotOpen(path: String, reason: String)
    /// There is no store at `path` and creating one was not asked for.
    case notFound(path: String)
    /// The file is not a Tend database (another SQLite database, or not SQLite at all).
    case notTendDatabase(path: String)
    /// The file is a damaged database (SQLite reports corruption, or stored data cannot be read back).
    case damaged(path: String, reason: String)
    /// The database was written by a newer build of Tend (its schema version `found` > `supported`).
    case schemaTooNew(path: String, found: Int, supported: Int)
    /// The file (or its directory) cannot be written.
    case readOnly(path: String)
    /// The disk is full.
    case diskFull(path: String)
    /// The file was deleted, moved or replaced while the store had it open (SQLite then refuses to write).
    case moved(path: String)
    /// Another process held the database for longer than the busy timeout.
    case busy(path: String)
    /// Any other SQLite failure.
    case failed(path: String, reason: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .cannotCreate(let p, _), .cannotOpen(let p, _), .notFound(let p), .notTendDatabase(let p),
             .damaged(let p, _), .schemaTooNew(let p, _, _), .readOnly(let p), .diskFull(let p), .moved(let p), .busy(let p),
             .failed(let p, _):
            return p
        }
    }

    /// One English sentence (the CLI shows its own, localised message for each case).
    public var description: String {
        switch self {
        case .cannotCreate(let p, let r): return "Cannot create a store at \(p): \(r)."
        case .cannotOpen(let p, let r): return "Cannot open the store at \(p): \(r)."
        case .notFound(let p): return "There is no Tend store at \(p)."
        case .notTendDatabase(let p): return "\(p) is not a Tend database."
        case .damaged(let p, let r): return "The store at \(p) is damaged: \(r)."
        case .schemaTooNew(let p, let f, let s):
            return "The store at \(p) was written by a newer Tend (schema \(f); this build reads up to \(s))."
        case .readOnly(let p): return "The store at \(p) is read-only."
        case .diskFull(let p): return "The disk holding \(p) is full."
        case .moved(let p): return "The store at \(p) was deleted or moved while it was open."
        case .busy(let p): return "The store at \(p) is busy: another tend process kept it locked."
        case .failed(let p, let r): return "The store at \(p) failed: \(r)."
        }
    }
}

import GRDB

extension StoreError {
    /// Maps a SQLite failure on the store at `path` to a store error.
    static func from(_ error: DatabaseError, path: String) -> StoreError {
        let reason = error.message ?? "SQLite error \(error.extendedResultCode.rawValue)"
        if error.extendedResultCode == .SQLITE_READONLY_DBMOVED { return .moved(path: path) }
        switch error.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT: return .damaged(path: path, reason: reason)
        case .SQLITE_READONLY: return .readOnly(path: path)
        case .SQLITE_FULL: return .diskFull(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
        case .SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: reason)
        case .SQLITE_PERM, .SQLITE_AUTH: return .cannotOpen(path: path, reason: reason)
        default: return .failed(path: path, reason: reason)
        }
    }
}

/// An error thrown by a caller's closure, carried through GRDB untouched.
struct CallerError: Error {
    let error: any Error
}

/// Runs `body`, mapping SQLite and data errors to ``StoreError`` and unwrapping caller errors.
func mappingErrors<T>(path: String, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let e as CallerError {
        throw e.error
    } catch let e as DatabaseError {
        throw StoreError.from(e, path: path)
    } catch let e as CorruptData {
        throw StoreError.damaged(path: path, reason: e.description)
    }
}

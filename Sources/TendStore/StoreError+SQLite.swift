import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension StoreError {
    /// Maps a SQLite failure on the store at `path` to a store error.
    static func from(_ error: DatabaseError, path: String) -> StoreError { from(SQLiteError(error), path: path) }

    /// Maps a SQLite failure on the store at `path` to a store error.
    static func from(_ error: SQLiteError, path: String) -> StoreError {
        let reason = error.message
        if ResultCode(rawValue: error.extendedCode) == .SQLITE_READONLY_DBMOVED { return .moved(path: path) }
        switch ResultCode(rawValue: error.code) {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT: return .damaged(path: path, reason: reason)
        case .SQLITE_READONLY: return .readOnly(path: path)
        case .SQLITE_FULL: return .diskFull(path: path)
        // SQLite reports a full disk met while growing the WAL index (`-shm`) or writing pages as an I/O
        // error; the file system's free space tells them apart.
        case .SQLITE_IOERR where diskIsFull(holding: path): return .diskFull(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
        case .SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: reason)
        case .SQLITE_PERM, .SQLITE_AUTH: return .cannotOpen(path: path, reason: reason)
        default: return .failed(path: path, reason: reason)
        }
    }
}

/// Whether the file system holding `path` has (almost) no space left for an unprivileged writer.
func diskIsFull(holding path: String) -> Bool {
    let folder = (path as NSString).deletingLastPathComponent
    var s = statvfs()
    guard statvfs(folder.isEmpty ? "." : folder, &s) == 0 else { return false }
    return UInt64(s.f_bavail) * UInt64(s.f_frsize) < 64 * 1024
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
    } catch let e as SQLiteError {
        throw StoreError.from(e, path: path)
    } catch let e as CorruptData {
        throw StoreError.damaged(path: path, reason: e.description)
    }
}

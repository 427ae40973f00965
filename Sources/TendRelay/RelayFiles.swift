import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the relay keeps on disk is its user's alone: the data directory is made 0700 and the database
/// 0600 before SQLite opens it (SQLite would make it 0644 less the umask). SQLite gives a database's
/// `-wal` and `-shm` files the database's own mode, so they are 0600 too.
enum RelayFiles {
    /// The data directory's mode when the relay makes it.
    static let directoryMode: mode_t = 0o700
    /// The mode of the database and its `-wal` and `-shm` files.
    static let fileMode: mode_t = 0o600

    /// Makes `path` a directory (0700) when it is missing.
    /// - Throws: ``RelayStartError/notADirectory(_:)`` when it is a file.
    static func prepareDirectory(_ path: String) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw RelayStartError.notADirectory(path) }
            return
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: Int(directoryMode)])
        guard chmod(path, directoryMode) == 0 else { throw RelayStartError.notPrivate(path, reason(errno)) }
    }

    /// Creates the file 0600 when it is missing, and sets it (and its `-wal` and `-shm`, if there) to 0600.
    static func makePrivate(_ path: String) throws {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, fileMode)
        guard fd >= 0 else { throw RelayStartError.notPrivate(path, reason(errno)) }
        defer { close(fd) }
        guard fchmod(fd, fileMode) == 0 else { throw RelayStartError.notPrivate(path, reason(errno)) }
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            guard chmod(path + suffix, fileMode) == 0 else { throw RelayStartError.notPrivate(path + suffix, reason(errno)) }
        }
    }

    /// The system's message for an errno value.
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

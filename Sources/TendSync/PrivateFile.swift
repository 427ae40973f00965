import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files only their owner may read: folders 0700, files 0600, written atomically (temporary file,
/// flushed, renamed).
enum PrivateFile {
    /// Creates `dir` (and its parents) with mode 0700 if missing.
    static func makeDirectory(_ dir: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw SyncError.damagedFile(path: dir, reason: "can't create it (\((error as NSError).localizedDescription))")
        }
    }

    /// Writes `data` to `path` atomically with mode 0600, creating the folder.
    static func store(_ data: Data, to path: String) throws {
        try makeDirectory((path as NSString).deletingLastPathComponent)
        let tmp = path + ".tmp-\(getpid())"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw failure(path) }
        let ok = data.withUnsafeBytes { buf -> Bool in
            var done = 0
            while done < buf.count {
                let n = write(fd, buf.baseAddress! + done, buf.count - done)
                if n <= 0 { return false }
                done += n
            }
            return true
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard ok, synced, rename(tmp, path) == 0 else {
            let e = failure(path)
            unlink(tmp)
            throw e
        }
    }

    private static func failure(_ path: String) -> SyncError {
        SyncError.damagedFile(path: path, reason: "can't write it (\(String(cString: strerror(errno))))")
    }
}

import Foundation
import TendKernel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File-level work of the folder transport: listings that skip strays, reads, and writes that go
/// through a temporary file.
extension FolderTransport {
    /// Throws ``SyncError/unreachable(location:reason:)`` unless the folder exists.
    func checkRoot() throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir) else {
            throw SyncError.unreachable(location: root, reason: "the folder does not exist (is the drive or share mounted?)")
        }
        guard isDir.boolValue else { throw SyncError.unreachable(location: root, reason: "it is not a folder") }
    }

    /// The entries of a folder (none if it doesn't exist).
    func names(in dir: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: dir) else { return [] }
        do { return try FileManager.default.contentsOfDirectory(atPath: dir) } catch {
            throw unreachable(dir, error)
        }
    }

    /// The devices with a folder under `devices/` (other names ignored).
    func deviceFolders() throws -> [DeviceID] {
        try names(in: root + "/devices").compactMap(DeviceID.init)
    }

    /// The segment numbers in a device folder (other names ignored).
    func numbers(in dir: String) throws -> [UInt64] {
        try names(in: dir).compactMap(SegmentAddress.parseNumber)
    }

    func read(_ path: String) throws -> Data {
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw unreachable(path, error) }
    }

    func readIfPresent(_ path: String) throws -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do { return Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            if !FileManager.default.fileExists(atPath: path) { return nil }
            throw unreachable(path, error)
        }
    }

    func makeDirectory(_ dir: String) throws {
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            throw unreachable(dir, error)
        }
    }

    func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw SyncError.unreachable(location: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Writes `data` to a new temporary file in `dir`, flushed to disk; returns its path.
    private func temporary(_ data: [UInt8], in dir: String) throws -> String {
        let tmp = dir + "/.tend-tmp-" + Hex.encode(random.bytes(8))
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw SyncError.unreachable(location: dir, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var written = 0
        while written < data.count {
            let n = data.withUnsafeBytes { write(fd, $0.baseAddress! + written, data.count - written) }
            guard n > 0 else {
                let reason = String(cString: strerror(errno))
                unlink(tmp)
                throw SyncError.unreachable(location: dir, reason: reason)
            }
            written += n
        }
        guard fsync(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(tmp)
            throw SyncError.unreachable(location: dir, reason: reason)
        }
        return tmp
    }

    /// Puts `data` at `path` unless a file is there: `.created`, `.alreadyPresent` for the same bytes,
    /// `nil` for other bytes. A hard link makes the step atomic; where links are not supported (FAT,
    /// some shares) a rename after an existence check is used.
    func createOnce(_ data: [UInt8], at path: String, dir: String) throws -> PutOutcome? {
        let tmp = try temporary(data, in: dir)
        defer { unlink(tmp) }
        if link(tmp, path) == 0 { return .created }
        let linkError = errno
        if linkError != EEXIST {
            if !FileManager.default.fileExists(atPath: path) {
                guard rename(tmp, path) == 0 else {
                    throw SyncError.unreachable(location: path, reason: String(cString: strerror(errno)))
                }
                return .created
            }
        }
        let existing = try readIfPresent(path)
        return existing == data ? .alreadyPresent : nil
    }

    /// Replaces the file at `path` atomically.
    func replace(_ data: [UInt8], at path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        let tmp = try temporary(data, in: dir)
        guard rename(tmp, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(tmp)
            throw SyncError.unreachable(location: path, reason: reason)
        }
    }

    private func unreachable(_ path: String, _ error: any Error) -> SyncError {
        SyncError.unreachable(location: path, reason: (error as NSError).localizedDescription)
    }
}

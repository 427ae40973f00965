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

    /// What a directory entry is, by `lstat` (a link is never followed).
    enum EntryKind { case file, directory, link, other }

    /// The entries of a folder with their kinds (none if it doesn't exist). A folder that is itself a
    /// symbolic link is not read: it is reported in `ignored` as `label`.
    func entries(in dir: String, ignored: inout [IgnoredFile], as label: String) throws -> [(name: String, kind: EntryKind)] {
        switch FolderTransport.kind(of: dir) {
        case nil: return []
        case .link?:
            ignored.append(IgnoredFile(location: label, reason: IgnoredFile.link))
            return []
        case .directory?: break
        default: return []
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: dir) } catch {
            throw unreachable(dir, error)
        }
        return names.compactMap { name in FolderTransport.kind(of: dir + "/" + name).map { (name, $0) } }
    }

    /// An entry's kind, or `nil` when it is gone.
    static func kind(of path: String) -> EntryKind? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// A device's segment numbers, ascending: regular files named as Tend names them. Names of digits
    /// that Tend does not write, and links, go to `ignored`; other names (a sync tool's temporary or
    /// conflict files, `.DS_Store`) are passed over silently.
    func segmentNumbers(_ device: DeviceID, ignored: inout [IgnoredFile]) throws -> [UInt64] {
        let label = "devices/" + device.raw
        var out: [UInt64] = []
        for (name, kind) in try entries(in: root + "/" + label, ignored: &ignored, as: label) {
            if let n = SegmentAddress.parseNumber(name) {
                if kind == .file { out.append(n) } else if kind == .link {
                    ignored.append(IgnoredFile(location: label + "/" + name, reason: IgnoredFile.link))
                }
            } else if SegmentAddress.isSuspectNumber(name) {
                ignored.append(IgnoredFile(location: label + "/" + name, reason: IgnoredFile.badNumber))
            }
        }
        return out.sorted()
    }

    /// A file's bytes; a missing file or a link (never followed) is `nil`.
    func readIfPresent(_ path: String) throws -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ELOOP { return nil }
            throw SyncError.unreachable(location: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(Int(st.st_size))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n == 0 { break }
            guard n > 0 else {
                if errno == EINTR { continue }
                throw SyncError.unreachable(location: path, reason: String(cString: strerror(errno)))
            }
            out += buffer[0..<n]
        }
        return out
    }

    /// Creates a folder under the root (and the folders between) unless it is there; a folder on the
    /// way that is a symbolic link is refused, so nothing is ever written outside the sync folder.
    func makeDirectory(_ dir: String) throws {
        var path = root
        for part in dir.dropFirst(root.count).split(separator: "/") {
            path += "/" + part
            switch FolderTransport.kind(of: path) {
            case .directory?: continue
            case .link?: throw SyncError.unreachable(location: path, reason: IgnoredFile.link)
            case nil:
                if mkdir(path, 0o755) != 0 && errno != EEXIST {
                    throw SyncError.unreachable(location: path, reason: String(cString: strerror(errno)))
                }
                guard FolderTransport.kind(of: path) == .directory else {
                    throw SyncError.unreachable(location: path, reason: "it is not a folder")
                }
            default: throw SyncError.unreachable(location: path, reason: "it is not a folder")
            }
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

    func unreachable(_ path: String, _ error: any Error) -> SyncError {
        SyncError.unreachable(location: path, reason: (error as NSError).localizedDescription)
    }
}

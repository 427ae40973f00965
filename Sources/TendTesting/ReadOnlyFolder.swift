import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder no file can be created in, even by root: for tests of paths that can't be written.
///
/// Directory permissions don't stop root, and CI runs as root, so a test that only took write permission
/// away would pass there without testing anything. As root the folder is made immutable instead
/// (`chattr +i`, which root obeys too); otherwise its write permission is removed. Either way the
/// initialiser proves it by trying to create a file, and throws if it can — a test never passes on a
/// folder that was writable after all. ``release()`` (or deinit) undoes it so the folder can be removed.
public final class ReadOnlyFolder {
    /// The folder.
    public let path: String
    private let immutable: Bool
    private var released = false

    /// Why a folder could not be made read-only.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// Creates `path` (with its parents) and makes it read-only.
    public init(_ path: String) throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        immutable = getuid() == 0
        if immutable {
            try Self.chattr("+i", path)
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: path)
        }
        let probe = path + "/.write-probe"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        if fd >= 0 {
            close(fd)
            unlink(probe)
            release()
            throw Failure(description: "\(path) is still writable after \(immutable ? "chattr +i" : "chmod 0500")")
        }
    }

    deinit { release() }

    /// Makes the folder writable again.
    public func release() {
        guard !released else { return }
        released = true
        if immutable { try? Self.chattr("-i", path) } else {
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
        }
    }

    private static func chattr(_ flag: String, _ path: String) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["chattr", flag, path]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        do { try p.run() } catch { throw Failure(description: "chattr can't be run: \(error)") }
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw Failure(description: "chattr \(flag) \(path) failed (\(p.terminationStatus)): \(message) — a read-only folder needs "
                          + "chattr (e2fsprogs) and a file system with the immutable flag (ext4, xfs, btrfs, tmpfs)")
        }
    }
}

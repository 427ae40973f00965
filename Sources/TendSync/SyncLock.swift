import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) held while a device syncs, so two `tend` processes on one
/// store never push the same changes under the same number. Released by ``release()`` or on deinit.
public final class SyncLock {
    private var fd: Int32

    /// Takes the lock at `path`, waiting for another holder.
    init(path: String) throws {
        fd = open(path, O_RDWR | O_CREAT, 0o600)
        guard fd >= 0 else {
            throw SyncError.damagedFile(path: path, reason: "can't open the lock (\(String(cString: strerror(errno))))")
        }
        guard flock(fd, LOCK_EX) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw SyncError.damagedFile(path: path, reason: "can't take the lock (\(reason))")
        }
    }

    /// Releases the lock.
    public func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit { release() }
}

import Foundation
import Synchronization
import TendKernel
import TendSync

/// A transport in memory, following the same rules as the folder (immutable segments, clash on other
/// bytes). Its files can be read and injected directly, to model a file-sync tool that delivers them
/// late, out of order or twice.
final class MemoryTransport: SyncTransport {
    /// One stored file.
    enum FileKey: Hashable, Sendable, Comparable {
        case segment(DeviceID, UInt64)
        case snapshot(SnapshotID)
        case cursor(DeviceID)

        static func < (a: FileKey, b: FileKey) -> Bool { "\(a)" < "\(b)" }
    }

    let location: String
    private let vault = Mutex<Data?>(nil)
    private let files = Mutex<[FileKey: [UInt8]]>([:])

    init(location: String = "memory") { self.location = location }

    /// Every file.
    var all: [FileKey: [UInt8]] { files.withLock { $0 } }

    /// Puts a file as a sync tool would (no checks).
    func inject(_ key: FileKey, _ bytes: [UInt8]) { files.withLock { $0[key] = bytes } }

    /// Deletes a file as a sync tool would.
    func drop(_ key: FileKey) { _ = files.withLock { $0.removeValue(forKey: key) } }

    func readVault() throws -> Data? { vault.withLock { $0 } }

    func writeVault(_ data: Data, replacing: Bool) throws {
        try vault.withLock {
            if $0 != nil && !replacing { throw SyncError.vaultExists(location: location) }
            $0 = data
        }
    }

    func heads() throws -> VersionVector {
        var v = VersionVector()
        for key in files.withLock({ Array($0.keys) }) {
            if case .segment(let d, let n) = key, n > v[d] { v[d] = n }
        }
        return v
    }

    func putSegment(_ data: [UInt8], device: DeviceID, seq: UInt64) throws -> PutOutcome {
        try putOnce(.segment(device, seq), data, device: device, seq: seq)
    }

    func segments(device: DeviceID, after: UInt64, limit: Int) throws -> [StoredSegment] {
        let found = files.withLock { f in
            f.compactMap { k, v -> StoredSegment? in
                if case .segment(let d, let n) = k, d == device, n > after { return StoredSegment(seq: n, data: v) }
                return nil
            }
        }
        return Array(found.sorted { $0.seq < $1.seq }.prefix(limit))
    }

    func snapshots() throws -> [SnapshotID] {
        files.withLock { f in f.keys.compactMap { if case .snapshot(let id) = $0 { return id }; return nil } }
    }

    func putSnapshot(_ data: [UInt8], id: SnapshotID) throws {
        _ = try putOnce(.snapshot(id), data, device: id.device, seq: id.total)
    }

    func snapshot(_ id: SnapshotID) throws -> [UInt8]? { files.withLock { $0[.snapshot(id)] } }

    func putCursor(_ data: [UInt8], device: DeviceID) throws { inject(.cursor(device), data) }

    func cursors() throws -> [DeviceID: [UInt8]] {
        files.withLock { f in
            var out: [DeviceID: [UInt8]] = [:]
            for (k, v) in f { if case .cursor(let d) = k { out[d] = v } }
            return out
        }
    }

    func removeSegments(device: DeviceID, through seq: UInt64) throws {
        files.withLock { f in
            for k in Array(f.keys) { if case .segment(let d, let n) = k, d == device, n <= seq { f[k] = nil } }
        }
    }

    func removeSnapshot(_ id: SnapshotID) throws { drop(.snapshot(id)) }

    private func putOnce(_ key: FileKey, _ data: [UInt8], device: DeviceID, seq: UInt64) throws -> PutOutcome {
        try files.withLock { f in
            if let existing = f[key] {
                guard existing == data else { throw SyncError.deviceClash(device: device, seq: seq) }
                return .alreadyPresent
            }
            f[key] = data
            return .created
        }
    }
}

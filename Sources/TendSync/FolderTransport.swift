import Foundation
import TendKernel

/// A vault in a shared folder (Syncthing, Dropbox, iCloud Drive, a network share, a USB stick):
///
/// ```
/// <folder>/vault.json                      the vault id and the passphrase-wrapped key
/// <folder>/devices/<device>/<seq>          sealed segments, numbers zero-padded to ten digits
/// <folder>/snapshots/<device>-<total>      sealed snapshots
/// <folder>/cursors/<device>                sealed cursors
/// ```
///
/// Every file is written under a temporary name (`.tend-tmp-…`) and then linked or renamed into place,
/// so a file-sync tool never sees a half-written file and every file has exactly one writer. Anything
/// whose name doesn't match the layout — `*.sync-conflict-*`, `.DS_Store`, temporary files of Tend or
/// of a sync tool — is ignored.
public struct FolderTransport: SyncTransport {
    /// The folder.
    public let root: String
    let random: any RandomBytes

    /// A transport over `root` (which must exist when it is used).
    public init(root: String, random: any RandomBytes = SystemRandomBytes()) {
        self.root = root
        self.random = random
    }

    /// The folder path.
    public var location: String { root }

    private var devicesDir: String { root + "/devices" }
    private var snapshotsDir: String { root + "/snapshots" }
    private var cursorsDir: String { root + "/cursors" }
    private var vaultPath: String { root + "/vault.json" }

    // MARK: Vault

    /// `vault.json`, or `nil` when there is none.
    public func readVault() throws -> Data? {
        try checkRoot()
        guard FileManager.default.fileExists(atPath: vaultPath) else { return nil }
        return try read(vaultPath)
    }

    /// Writes `vault.json` (created without replacing, or replaced atomically).
    public func writeVault(_ data: Data, replacing: Bool) throws {
        try checkRoot()
        if replacing {
            try replace(Array(data), at: vaultPath)
        } else if try createOnce(Array(data), at: vaultPath, dir: root) != .created {
            throw SyncError.vaultExists(location: root)
        }
    }

    // MARK: Segments

    /// The highest segment number in each `devices/<device>` folder.
    public func heads() throws -> VersionVector {
        try checkRoot()
        var out = VersionVector()
        for device in try deviceFolders() {
            if let top = try numbers(in: devicesDir + "/" + device.raw).max() { out[device] = top }
        }
        return out
    }

    /// Writes `devices/<device>/<seq>` once; the same bytes again are fine, other bytes are a clash.
    @discardableResult
    public func putSegment(_ data: [UInt8], device: DeviceID, seq: UInt64) throws -> PutOutcome {
        try checkRoot()
        let dir = devicesDir + "/" + device.raw
        try makeDirectory(dir)
        let outcome = try createOnce(data, at: dir + "/" + SegmentAddress.number(seq), dir: dir)
        if outcome == nil { throw SyncError.deviceClash(device: device, seq: seq) }
        return outcome!
    }

    /// Segments above `after`, ascending, at most `limit` (a file removed meanwhile is skipped).
    public func segments(device: DeviceID, after: UInt64, limit: Int) throws -> [StoredSegment] {
        try checkRoot()
        let dir = devicesDir + "/" + device.raw
        let wanted = try numbers(in: dir).filter { $0 > after }.sorted().prefix(limit)
        var out: [StoredSegment] = []
        for n in wanted {
            let path = dir + "/" + SegmentAddress.number(n)
            guard let bytes = try readIfPresent(path) else { continue }
            out.append(StoredSegment(seq: n, data: bytes))
        }
        return out
    }

    // MARK: Snapshots and cursors

    /// The snapshot files.
    public func snapshots() throws -> [SnapshotID] {
        try checkRoot()
        return try names(in: snapshotsDir).compactMap(SnapshotID.init)
    }

    /// Writes `snapshots/<id>` once.
    public func putSnapshot(_ data: [UInt8], id: SnapshotID) throws {
        try checkRoot()
        try makeDirectory(snapshotsDir)
        if try createOnce(data, at: snapshotsDir + "/" + id.description, dir: snapshotsDir) == nil {
            throw SyncError.deviceClash(device: id.device, seq: id.total)
        }
    }

    /// A snapshot's bytes, or `nil`.
    public func snapshot(_ id: SnapshotID) throws -> [UInt8]? {
        try checkRoot()
        return try readIfPresent(snapshotsDir + "/" + id.description)
    }

    /// Replaces `cursors/<device>`.
    public func putCursor(_ data: [UInt8], device: DeviceID) throws {
        try checkRoot()
        try makeDirectory(cursorsDir)
        try replace(data, at: cursorsDir + "/" + device.raw)
    }

    /// Every `cursors/<device>` file.
    public func cursors() throws -> [DeviceID: [UInt8]] {
        try checkRoot()
        var out: [DeviceID: [UInt8]] = [:]
        for name in try names(in: cursorsDir) {
            if let d = DeviceID(name), let bytes = try readIfPresent(cursorsDir + "/" + name) { out[d] = bytes }
        }
        return out
    }

    /// Deletes `devices/<device>/<n>` for every n ≤ `seq`.
    public func removeSegments(device: DeviceID, through seq: UInt64) throws {
        try checkRoot()
        let dir = devicesDir + "/" + device.raw
        for n in try numbers(in: dir) where n <= seq { try remove(dir + "/" + SegmentAddress.number(n)) }
    }

    /// Deletes `snapshots/<id>`.
    public func removeSnapshot(_ id: SnapshotID) throws {
        try checkRoot()
        try remove(snapshotsDir + "/" + id.description)
    }
}

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
/// of a sync tool — is ignored; a name made of digits that is not a number Tend writes (out of
/// range, not zero-padded) and any symbolic link inside the folder are ignored and reported
/// (``inventory()``): nothing is read through a link, so no file outside the folder is ever read.
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
        switch FolderTransport.kind(of: vaultPath) {
        case nil: return nil
        case .file?: return try readIfPresent(vaultPath).map { Data($0) }
        case .link?: throw SyncError.damagedFile(path: vaultPath, reason: IgnoredFile.link)
        default: throw SyncError.damagedFile(path: vaultPath, reason: "it is not a file")
        }
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
        try inventory().heads
    }

    /// Every segment number in every `devices/<device>` folder (a listing, nothing read), and the
    /// names ignored: numbers Tend never writes and symbolic links.
    public func inventory() throws -> SegmentInventory {
        try checkRoot()
        var numbers: [DeviceID: [UInt64]] = [:]
        var ignored: [IgnoredFile] = []
        for (name, kind) in try entries(in: devicesDir, ignored: &ignored, as: "devices") {
            guard let device = DeviceID(name) else { continue }
            guard kind == .directory else {
                if kind == .link { ignored.append(IgnoredFile(location: "devices/" + name, reason: IgnoredFile.link)) }
                continue
            }
            numbers[device] = try segmentNumbers(device, ignored: &ignored)
        }
        for (dir, label) in [(snapshotsDir, "snapshots"), (cursorsDir, "cursors")] {
            for (name, kind) in try entries(in: dir, ignored: &ignored, as: label) where kind == .link {
                ignored.append(IgnoredFile(location: label + "/" + name, reason: IgnoredFile.link))
            }
        }
        return SegmentInventory(numbers: numbers, ignored: ignored.sorted { $0.location < $1.location })
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
        var ignored: [IgnoredFile] = []
        let wanted = try segmentNumbers(device, ignored: &ignored).filter { $0 > after }.prefix(limit)
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
        var ignored: [IgnoredFile] = []
        return try entries(in: snapshotsDir, ignored: &ignored, as: "snapshots").filter { $0.kind == .file }.compactMap { SnapshotID($0.name) }
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
        var ignored: [IgnoredFile] = []
        for (name, kind) in try entries(in: cursorsDir, ignored: &ignored, as: "cursors") where kind == .file {
            if let d = DeviceID(name), let bytes = try readIfPresent(cursorsDir + "/" + name) { out[d] = bytes }
        }
        return out
    }

    /// Deletes `devices/<device>/<n>` for every n ≤ `seq`.
    public func removeSegments(device: DeviceID, through seq: UInt64) throws {
        try checkRoot()
        let dir = devicesDir + "/" + device.raw
        var ignored: [IgnoredFile] = []
        for n in try segmentNumbers(device, ignored: &ignored) where n <= seq { try remove(dir + "/" + SegmentAddress.number(n)) }
    }

    /// Deletes `snapshots/<id>`.
    public func removeSnapshot(_ id: SnapshotID) throws {
        try checkRoot()
        try remove(snapshotsDir + "/" + id.description)
    }
}

import Foundation
import TendKernel

/// What a device remembers about its sync: kept beside the store (``LocalSyncFiles``), never in the
/// op log and never in the sync location.
public struct SyncState: Hashable, Sendable, Codable {
    /// The state format this build writes and reads.
    public static let currentFormat = 1

    /// Format version.
    public var format: Int
    /// The vault.
    public var vault: VaultID
    /// The vault key's id.
    public var keyID: KeyID
    /// This device.
    public var device: DeviceID
    /// The sync folder (for the folder transport).
    public var folder: String?
    /// The relay URL (for ``HTTPTransport``); a state has a folder or a relay.
    public var relay: String?
    /// The number this device's next segment gets.
    public var nextSeq: UInt64
    /// The id of the newest own change already pushed (as logged in the store).
    public var lastPushed: OpID?
    /// The segments applied here, per device (a contiguous prefix for each).
    public var seen: VersionVector
    /// What the newest snapshot this device wrote or read covers, and its id.
    public var snapshot: SnapshotID?
    /// The version vector of ``snapshot``.
    public var snapshotCovers: VersionVector
    /// The vector last published as this device's cursor, and its version.
    public var cursor: VersionVector
    /// The cursor's version number.
    public var cursorVersion: UInt64
    /// Own segments up to this number have been removed (compacted).
    public var compactedThrough: UInt64
    /// When this device last synced (pushed or pulled).
    public var lastSync: Date?
    /// The number of this device's newest segment (`nil` in a state from before it was kept: then
    /// `nextSeq − 1`). A device numbers its segments from this record, never from what a location lists.
    public var ownLast: UInt64?
    /// Per device (its raw id), numbers above the newest known snapshot that are not in its chain: a
    /// stray blob there that its device skipped. Rare; kept so a missing number is told from a skipped one.
    public var skipped: [String: [UInt64]]?
    /// What the last pull could not apply, and why (shown by `tend sync status`).
    public var gaps: [SyncGap]?
    /// Files or answers the last sync ignored (shown by `tend sync status`).
    public var ignored: [IgnoredFile]?

    /// This device's newest segment number.
    public var lastOwnSegment: UInt64 { ownLast ?? nextSeq - 1 }

    /// The numbers of `device` known to be out of its chain.
    public func skippedNumbers(_ device: DeviceID) -> Set<UInt64> { Set(skipped?[device.raw] ?? []) }

    /// A fresh state for a device joining or creating a vault at a folder or on a relay.
    public init(vault: VaultID, keyID: KeyID, device: DeviceID, folder: String?, relay: String? = nil) {
        format = SyncState.currentFormat
        self.vault = vault
        self.keyID = keyID
        self.device = device
        self.folder = folder
        self.relay = relay
        nextSeq = 1
        lastPushed = nil
        seen = VersionVector()
        snapshot = nil
        snapshotCovers = VersionVector()
        cursor = VersionVector()
        cursorVersion = 0
        compactedThrough = 0
        lastSync = nil
    }

    /// The state as stored: pretty JSON, sorted keys, dates as Unix milliseconds.
    public var jsonData: Data {
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        enc.dateEncodingStrategy = .millisecondsSince1970
        return (try? enc.encode(self)) ?? Data()
    }

    /// Reads ``jsonData``.
    public init(jsonData: Data, path: String) throws {
        let dec = JSONDecoder()
        dec.dateDecodingStrategy = .millisecondsSince1970
        do { self = try dec.decode(SyncState.self, from: jsonData) } catch {
            throw SyncError.damagedFile(path: path, reason: "it is not a Tend sync state")
        }
        guard format == SyncState.currentFormat else {
            throw SyncError.damagedFile(path: path, reason: "format \(format) is not known to this Tend")
        }
    }
}

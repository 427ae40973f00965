import Foundation
import TendKernel

/// One sealed segment as a transport returns it.
public struct StoredSegment: Hashable, Sendable {
    /// Its number.
    public let seq: UInt64
    /// Its sealed bytes.
    public let data: [UInt8]

    /// Creates one.
    public init(seq: UInt64, data: [UInt8]) {
        self.seq = seq
        self.data = data
    }
}

/// What storing an immutable blob did.
public enum PutOutcome: Hashable, Sendable {
    /// It was stored.
    case created
    /// The very same bytes were already there (an idempotent retry).
    case alreadyPresent
}

/// Where a vault's sealed blobs live: a shared folder (``FolderTransport``) or a relay. A transport
/// only ever sees ciphertext and a few names; it never interprets a blob.
///
/// Rules for conformers:
/// - Segments are immutable: ``putSegment(_:device:seq:)`` stores new bytes, answers
///   ``PutOutcome/alreadyPresent`` for the same bytes again, and throws ``SyncError/deviceClash(device:seq:)``
///   for different bytes at an existing number. It never overwrites.
/// - ``heads()`` answers each device's highest stored segment number and ``inventory()`` every stored
///   number; ``segments(device:after:limit:)`` answers stored segments above a number in ascending
///   order. Numbers may be missing (compacted, or not yet delivered by a file-sync tool): return what
///   is there. Never answer a number outside ``SegmentAddress/inRange(_:)``: a name or answer with
///   one is ignored and reported in the inventory (nothing from outside may make arithmetic trap).
/// - Anything a transport can't reach throws ``SyncError/unreachable(location:reason:)``.
/// - Cursors and removal are optional: the defaults store no cursors and remove nothing, which only
///   means the transport is never compacted.
///
/// An HTTP relay maps the calls one to one: `GET heads`, `PUT devices/{d}/segments/{seq}` (201 created,
/// 200 same body, 409 other body), `GET devices/{d}/segments?after=&limit=`, `PUT`/`GET snapshots/{id}`
/// (plus a listing of snapshot ids), and the vault description.
public protocol SyncTransport: Sendable {
    /// Where it is, for messages (a folder path, a relay URL).
    var location: String { get }

    /// The vault description (`vault.json`), or `nil` when the location holds no vault.
    func readVault() throws -> Data?
    /// Stores the vault description; without `replacing`, throws ``SyncError/vaultExists(location:)``
    /// if there is one.
    func writeVault(_ data: Data, replacing: Bool) throws

    /// Each device's highest stored segment number.
    func heads() throws -> VersionVector
    /// Every stored segment number of every device, and the names or answers ignored on the way.
    func inventory() throws -> SegmentInventory
    /// Stores a segment (see the rules above).
    @discardableResult
    func putSegment(_ data: [UInt8], device: DeviceID, seq: UInt64) throws -> PutOutcome
    /// A device's stored segments numbered above `after`, ascending, at most `limit`.
    func segments(device: DeviceID, after: UInt64, limit: Int) throws -> [StoredSegment]

    /// The stored snapshots.
    func snapshots() throws -> [SnapshotID]
    /// Stores a snapshot (immutable, like a segment).
    func putSnapshot(_ data: [UInt8], id: SnapshotID) throws
    /// A snapshot's bytes, or `nil` if it is gone.
    func snapshot(_ id: SnapshotID) throws -> [UInt8]?

    /// Stores a device's cursor (the version vector it has applied), replacing its previous one.
    func putCursor(_ data: [UInt8], device: DeviceID) throws
    /// Every device's cursor.
    func cursors() throws -> [DeviceID: [UInt8]]
    /// Removes a device's segments numbered `seq` and below.
    func removeSegments(device: DeviceID, through seq: UInt64) throws
    /// Removes a snapshot.
    func removeSnapshot(_ id: SnapshotID) throws
}

extension SyncTransport {
    /// The inventory from ``heads()`` and ``segments(device:after:limit:)`` (reads every segment: a
    /// transport that can list names without their bytes overrides it).
    public func inventory() throws -> SegmentInventory { try inventoryBySegments() }

    /// The inventory from ``heads()`` and ``segments(device:after:limit:)``.
    func inventoryBySegments() throws -> SegmentInventory {
        var numbers: [DeviceID: [UInt64]] = [:]
        for device in try heads().devices {
            numbers[device] = try segments(device: device, after: 0, limit: .max).map(\.seq).filter(SegmentAddress.inRange)
        }
        return SegmentInventory(numbers: numbers)
    }

    /// Stores nothing: without cursors nothing is ever compacted.
    public func putCursor(_ data: [UInt8], device: DeviceID) throws {}
    /// No cursors.
    public func cursors() throws -> [DeviceID: [UInt8]] { [:] }
    /// Removes nothing.
    public func removeSegments(device: DeviceID, through seq: UInt64) throws {}
    /// Removes nothing.
    public func removeSnapshot(_ id: SnapshotID) throws {}
}

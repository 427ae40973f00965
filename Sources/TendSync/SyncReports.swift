import TendKernel

/// Tunable limits of the engine. The defaults suit years of daily use; tests shrink them.
public struct SyncPolicy: Hashable, Sendable {
    /// At most this many ops per segment (a larger change travels in parts).
    public var opsPerSegment: Int
    /// At most about this many bytes of payload per segment (a larger change travels in parts), so a
    /// segment stays well under a relay's size limit (16 MiB by default).
    public var segmentBytes: Int
    /// Segments asked of a transport per call.
    public var pageSize: Int
    /// Write a snapshot once this many segments exist beyond the newest snapshot (0: never).
    public var snapshotEvery: UInt64
    /// A pull that lacks at least this many segments starts from a snapshot when one helps.
    public var snapshotPreference: UInt64
    /// Remove own segments every device has applied and a snapshot covers.
    public var compact: Bool

    /// Creates a policy.
    public init(opsPerSegment: Int = 4000, segmentBytes: Int = 1 << 20, pageSize: Int = 256, snapshotEvery: UInt64 = 256,
                snapshotPreference: UInt64 = 64, compact: Bool = true) {
        self.opsPerSegment = opsPerSegment
        self.segmentBytes = segmentBytes
        self.pageSize = pageSize
        self.snapshotEvery = snapshotEvery
        self.snapshotPreference = snapshotPreference
        self.compact = compact
    }

    /// The defaults.
    public static let standard = SyncPolicy()
}

/// What a push did.
public struct PushReport: Hashable, Sendable {
    /// The numbers of the segments written.
    public var segments: [UInt64] = []
    /// Changes sent.
    public var changes = 0
    /// Ops sent.
    public var ops = 0
    /// Stray blobs at numbers this device skipped over.
    public var ignored: [IgnoredFile] = []

    /// An empty report.
    public init() {}
}

/// What a pull did.
public struct PullReport: Hashable, Sendable {
    /// Segments opened and applied.
    public var segments = 0
    /// The snapshot started from, if any.
    public var snapshot: SnapshotID?
    /// Changes newly applied.
    public var applied = 0
    /// Changes already known.
    public var skipped = 0
    /// Ops newly applied.
    public var ops = 0
    /// Devices whose clocks are more than 10 minutes ahead (their ops applied, their clocks not trusted).
    public var driftingDevices: Set<DeviceID> = []
    /// Devices whose segments could not all be applied, and why (missing, refused, incomplete).
    public var gaps: [SyncGap] = []
    /// Files or answers ignored (names Tend never writes, links, stray blobs a device skipped).
    public var ignored: [IgnoredFile] = []
    /// The blobs refused where a device's next segment should be: each stops that device's chain.
    public var refusals: [SegmentRefusal] = []

    /// Devices with a later segment present but an earlier one not (yet) delivered, or a large change
    /// not yet complete.
    public var waiting: [DeviceID] { gaps.filter { $0.kind != .refused && $0.kind != .forked }.map(\.device) }
    /// The refusals that stopped a device's segments (each names its file).
    public var refused: [SyncGap] { gaps.filter { $0.kind == .refused || $0.kind == .forked } }

    /// An empty report.
    public init() {}
}

/// What housekeeping did after a sync.
public struct MaintenanceReport: Hashable, Sendable {
    /// Whether this device's cursor was published.
    public var cursorWritten = false
    /// The snapshot written, if any.
    public var snapshot: SnapshotID?
    /// Own segments removed.
    public var segmentsRemoved: UInt64 = 0
    /// Cursors that were refused (and so counted as having seen nothing).
    public var refusedCursors: [DeviceID] = []
    /// Whether a snapshot was written because segments this device had applied were gone from the
    /// location (deleted, or the folder rolled back): it gives them back to the devices that lack them.
    public var healed = false

    /// An empty report.
    public init() {}
}

/// What a full sync did.
public struct SyncReport: Hashable, Sendable {
    /// The push.
    public var push: PushReport
    /// The pull.
    public var pull: PullReport
    /// The housekeeping.
    public var maintenance: MaintenanceReport
}

/// Why a device's segments stop short of what the location holds.
public struct SyncGap: Hashable, Sendable, Codable {
    /// The kind of gap.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Segments of its chain are not in the location (not delivered yet, deleted, or rolled back):
        /// a device that has them sends them again as a snapshot.
        case missing
        /// Its next segment was refused (altered, cut short, foreign): nothing of it is applied.
        case refused
        /// A large change is not complete yet: its later parts have not arrived.
        case incomplete
        /// Two segments claim the same place in its chain: two stores write as one device.
        case forked
    }

    /// The device.
    public let device: DeviceID
    /// Its segments are applied through this number.
    public let applied: UInt64
    /// Why it stops there.
    public let kind: Kind
    /// The next segment found after the gap, if any.
    public let next: UInt64?
    /// The file refused (``Kind/refused``, ``Kind/forked``).
    public let location: String?
    /// Why it was refused, as a phrase.
    public let reason: String?

    /// Creates one.
    public init(device: DeviceID, applied: UInt64, kind: Kind, next: UInt64? = nil, location: String? = nil, reason: String? = nil) {
        self.device = device
        self.applied = applied
        self.kind = kind
        self.next = next
        self.location = location
        self.reason = reason
    }
}

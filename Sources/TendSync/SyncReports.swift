import TendKernel

/// Tunable limits of the engine. The defaults suit years of daily use; tests shrink them.
public struct SyncPolicy: Hashable, Sendable {
    /// At most this many ops per segment (a change is never split).
    public var opsPerSegment: Int
    /// Segments asked of a transport per call.
    public var pageSize: Int
    /// Write a snapshot once this many segments exist beyond the newest snapshot (0: never).
    public var snapshotEvery: UInt64
    /// A pull that lacks at least this many segments starts from a snapshot when one helps.
    public var snapshotPreference: UInt64
    /// Remove own segments every device has applied and a snapshot covers.
    public var compact: Bool

    /// Creates a policy.
    public init(opsPerSegment: Int = 4000, pageSize: Int = 256, snapshotEvery: UInt64 = 256,
                snapshotPreference: UInt64 = 64, compact: Bool = true) {
        self.opsPerSegment = opsPerSegment
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
    /// Devices with a later segment present but an earlier one not (yet) delivered.
    public var waiting: [DeviceID] = []

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

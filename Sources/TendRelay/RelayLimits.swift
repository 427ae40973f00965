/// What the relay accepts. Every limit answers with its own status and stores nothing: a body over
/// its size is `413`, a token over its rate or a client address over its failed authentications `429`
/// (with `Retry-After`), a write that would pass the vault's size or a vault over the relay's count `507`.
public struct RelayLimits: Sendable, Equatable {
    /// Largest segment, cursor or descriptor body in bytes.
    public var maxSegmentBytes: Int
    /// Largest snapshot body in bytes.
    public var maxSnapshotBytes: Int
    /// Most bytes one vault may hold (descriptor, segments, snapshots, cursors); 0: no limit.
    public var maxVaultBytes: Int64
    /// Most vaults the relay holds; 0: no limit.
    public var maxVaults: Int
    /// Requests per minute per token (a token bucket of this size, refilled evenly); 0: no limit.
    public var requestsPerMinute: Int
    /// Failed authentications (`401`, or `403` for an invitation) per minute per client address, a
    /// bucket of this size refilled evenly; past it every request from the address is `429`. 0: no limit.
    public var failedAuthPerMinute: Int
    /// Most segments in one page of `GET …/segments`.
    public var maxPageSegments: Int
    /// Most bytes of segments in one page (a page always holds at least one segment).
    public var maxPageBytes: Int

    /// The defaults: 16 MiB segments, 128 MiB snapshots, 1 GiB per vault, 100 vaults, 600 requests a
    /// minute per token, 20 failed authentications a minute per address, pages of up to 1000 segments or 8 MiB.
    public init(maxSegmentBytes: Int = 16 << 20, maxSnapshotBytes: Int = 128 << 20, maxVaultBytes: Int64 = 1 << 30,
                maxVaults: Int = 100, requestsPerMinute: Int = 600, failedAuthPerMinute: Int = 20,
                maxPageSegments: Int = 1000, maxPageBytes: Int = 8 << 20) {
        self.maxSegmentBytes = maxSegmentBytes
        self.maxSnapshotBytes = maxSnapshotBytes
        self.maxVaultBytes = maxVaultBytes
        self.maxVaults = maxVaults
        self.requestsPerMinute = requestsPerMinute
        self.failedAuthPerMinute = failedAuthPerMinute
        self.maxPageSegments = maxPageSegments
        self.maxPageBytes = maxPageBytes
    }
}

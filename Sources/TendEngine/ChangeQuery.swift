import TendKernel

/// Which logged changes to read.
public struct ChangeQuery: Hashable, Sendable {
    /// Only this device's changes.
    public var device: DeviceID?
    /// Only changes of these devices (with ``device``, of both).
    public var devices: [DeviceID]?
    /// Only changes with an id greater than this.
    public var after: OpID?
    /// Only changes with an id less than this.
    public var before: OpID?
    /// Newest first.
    public var newestFirst: Bool
    /// At most this many.
    public var limit: Int?

    /// Creates a query.
    public init(device: DeviceID? = nil, devices: [DeviceID]? = nil, after: OpID? = nil, before: OpID? = nil,
                newestFirst: Bool = true, limit: Int? = nil) {
        self.device = device
        self.devices = devices
        self.after = after
        self.before = before
        self.newestFirst = newestFirst
        self.limit = limit
    }

    /// Whether a change matches (everything but the limit).
    public func matches(_ c: Change) -> Bool {
        if let device, c.device != device { return false }
        if let devices, !devices.contains(c.device) { return false }
        if let after, !(c.id > after) { return false }
        if let before, !(c.id < before) { return false }
        return true
    }
}

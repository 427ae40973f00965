import TendKernel

/// Names a snapshot: the device that wrote it and how many segments it covers (the total of its
/// version vector), as `<device>-<total>`. The total is also the number in its sealed header, so a
/// snapshot can't be passed off as a bigger one, and the newest snapshot is found from names alone.
public struct SnapshotID: TextCoded, Hashable, Sendable, Comparable {
    /// The device that wrote it.
    public let device: DeviceID
    /// How many segments it covers.
    public let total: UInt64

    /// Creates an id.
    public init(device: DeviceID, total: UInt64) {
        self.device = device
        self.total = total
    }

    /// Parses `<16 hex digits>-<digits>`; `nil` for anything else.
    public init?(_ name: String) {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let d = DeviceID(String(parts[0])),
              let t = SegmentAddress.parseNumber(String(parts[1])) else { return nil }
        self.init(device: d, total: t)
    }

    /// `<device>-<total>`, the total zero-padded to ten digits.
    public var description: String { device.raw + "-" + SegmentAddress.number(total) }

    /// Where its sealed form belongs.
    public var address: SegmentAddress { SegmentAddress(kind: .snapshot, device: device, seq: total) }

    /// Orders by total, then device.
    public static func < (a: SnapshotID, b: SnapshotID) -> Bool {
        a.total != b.total ? a.total < b.total : a.device < b.device
    }

    /// What a decoding error says about text that isn't one.
    public static func decodingFailure(_ text: String) -> String { "bad snapshot id '\(text)'" }
}

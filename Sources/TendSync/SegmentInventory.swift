import TendKernel

/// A name or an answer a transport found and did not use, and why: a number Tend never writes (out
/// of range, or not in Tend's form), a symbolic link, a blob that is not a segment of this vault.
/// Reported (by `tend sync` and `tend sync status`), never fatal.
public struct IgnoredFile: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where it is: a path under the sync folder (`devices/<device>/<name>`) or on the relay.
    public let location: String
    /// Why it was ignored, as a phrase.
    public let reason: String

    /// Creates one.
    public init(location: String, reason: String) {
        self.location = location
        self.reason = reason
    }

    /// `<location>: <reason>`.
    public var description: String { location + ": " + reason }

    /// The reason for a name made of digits that Tend does not write.
    public static let badNumber = "its name is not a segment number Tend writes (out of range, or not ten zero-padded digits)"
    /// The reason for a symbolic link.
    public static let link = "it is a symbolic link (Tend never follows links in the sync folder)"
}

/// Everything a location holds of segments: each device's stored numbers, ascending, and what was
/// ignored on the way. Numbers are always in range (``SegmentAddress/inRange(_:)``).
public struct SegmentInventory: Hashable, Sendable {
    /// Each device's stored segment numbers, ascending.
    public var numbers: [DeviceID: [UInt64]]
    /// Names or answers that were ignored.
    public var ignored: [IgnoredFile]

    /// Creates one.
    public init(numbers: [DeviceID: [UInt64]] = [:], ignored: [IgnoredFile] = []) {
        self.numbers = numbers.filter { !$0.value.isEmpty }
        self.ignored = ignored
    }

    /// Each device's highest stored number.
    public var heads: VersionVector {
        VersionVector(numbers.compactMapValues(\.last))
    }

    /// A device's numbers above `after`.
    public func numbers(of device: DeviceID, after: UInt64) -> ArraySlice<UInt64> {
        let all = numbers[device] ?? []
        var lo = 0
        var hi = all.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if all[mid] <= after { lo = mid + 1 } else { hi = mid }
        }
        return all[lo...]
    }
}

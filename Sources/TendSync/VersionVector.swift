import TendKernel

/// For each device, the highest segment number known (seen, published or covered). Devices absent
/// from the vector are at 0: none of their segments.
///
/// A device's segments are numbered 1, 2, 3… with no gaps, so one number per device says exactly
/// which segments a replica has: comparing a replica's vector with the transport's heads finds
/// everything missing in one round.
public struct VersionVector: Hashable, Sendable {
    /// The numbers, by device; never holds a 0.
    public private(set) var counts: [DeviceID: UInt64]

    /// An empty vector (nothing seen).
    public init() { counts = [:] }

    /// A vector from numbers by device (zeros are dropped).
    public init(_ counts: [DeviceID: UInt64]) {
        self.counts = counts.filter { $0.value > 0 }
    }

    /// A device's number (0 when absent).
    public subscript(device: DeviceID) -> UInt64 {
        get { counts[device] ?? 0 }
        set { counts[device] = newValue == 0 ? nil : newValue }
    }

    /// The devices with a number, sorted.
    public var devices: [DeviceID] { counts.keys.sorted() }

    /// The sum of all numbers (how many segments the vector covers), saturating at `UInt64.max`: numbers
    /// read from outside are bounded (``SegmentAddress/maxNumber``), but a sum never traps.
    public var total: UInt64 { counts.values.reduce(0, VersionVector.add) }

    /// Whether every number of `other` is at most this vector's.
    public func covers(_ other: VersionVector) -> Bool {
        other.counts.allSatisfy { self[$0.key] >= $0.value }
    }

    /// The element-wise maximum.
    public func merged(with other: VersionVector) -> VersionVector {
        var out = self
        for (d, n) in other.counts where n > out[d] { out[d] = n }
        return out
    }

    /// How many segments `heads` has that this vector lacks.
    public func missing(from heads: VersionVector) -> UInt64 {
        heads.counts.reduce(0) { VersionVector.add($0, $1.value > self[$1.key] ? $1.value - self[$1.key] : 0) }
    }

    /// `a + b`, or `UInt64.max` when that overflows.
    static func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}

extension VersionVector: Codable {
    /// Decodes `{"<device>": n, …}`.
    public init(from decoder: any Decoder) throws {
        let raw = try [String: UInt64](from: decoder)
        var out: [DeviceID: UInt64] = [:]
        for (k, v) in raw {
            guard let d = DeviceID(k) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad device id '\(k)'"))
            }
            guard v <= SegmentAddress.maxNumber else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "number \(v) out of range"))
            }
            out[d] = v
        }
        self.init(out)
    }

    /// Encodes `{"<device>": n, …}`.
    public func encode(to encoder: any Encoder) throws {
        var raw: [String: UInt64] = [:]
        for (d, n) in counts { raw[d.raw] = n }
        try raw.encode(to: encoder)
    }
}

extension VersionVector {
    /// The vector as a canonical JSON object (device → number).
    public var field: FieldValue {
        var o: [String: FieldValue] = [:]
        for (d, n) in counts { o[d.raw] = .int(Int64(n)) }
        return .object(o)
    }

    /// Reads ``field``; `nil` if it isn't one.
    public init?(field: FieldValue) {
        guard let o = field.object else { return nil }
        var out: [DeviceID: UInt64] = [:]
        for (k, v) in o {
            guard let d = DeviceID(k), let n = v.int, n >= 0, UInt64(n) <= SegmentAddress.maxNumber else { return nil }
            out[d] = UInt64(n)
        }
        self.init(out)
    }
}

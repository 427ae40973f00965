import Foundation

/// A device's identity: 16 lowercase hex digits, made once per store.
public struct DeviceID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The 16 hex digits.
    public let raw: String

    /// Accepts exactly 16 lowercase hex digits.
    public init?(_ raw: String) {
        guard raw.count == 16, raw.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else { return nil }
        self.raw = raw
    }

    /// A new random device id from the given generator.
    public static func random(using ids: any IDGenerator) -> DeviceID {
        DeviceID(ids.hex(count: 16))!
    }

    /// The first 6 digits, for display.
    public var short: String { String(raw.prefix(6)) }
    public var description: String { raw }

    public static func < (lhs: DeviceID, rhs: DeviceID) -> Bool { lhs.raw < rhs.raw }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let d = DeviceID(s) else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad device id '\(s)'") }
        self = d
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(raw)
    }
}

/// An op's identity: its clock reading, with the device as tie-break. Unique and totally ordered.
///
/// Text form `hhhhhhhhhhhhhhhh-dddddddddddddddd` (HLC hex, dash, device), so text order is id order.
public struct OpID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The clock reading.
    public let hlc: HLC
    /// The device that wrote the op.
    public let device: DeviceID

    /// Creates an op id.
    public init(hlc: HLC, device: DeviceID) {
        self.hlc = hlc
        self.device = device
    }

    /// The text form.
    public var description: String { hlc.description + "-" + device.raw }

    /// Parses the text form.
    public init?(_ text: some StringProtocol) {
        guard text.count == 33 else { return nil }
        let s = String(text)
        let dash = s.index(s.startIndex, offsetBy: 16)
        guard s[dash] == "-", let h = HLC(hex: s[..<dash]), let d = DeviceID(String(s[s.index(after: dash)...])) else {
            return nil
        }
        self.init(hlc: h, device: d)
    }

    public static func < (lhs: OpID, rhs: OpID) -> Bool {
        lhs.hlc != rhs.hlc ? lhs.hlc < rhs.hlc : lhs.device < rhs.device
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let id = OpID(s) else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad op id '\(s)'") }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

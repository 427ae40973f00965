import Foundation

/// A device's identity: 16 lowercase hex digits, made once per store.
///
/// "Device" means one store file's history, not a machine: a store restored from a backup continues
/// under a new device id. The id is the tie-break of op ids, so two stores must never share one; it
/// carries no secret and no name (people see ``short``).
public struct DeviceID: TextCoded, Hashable, Comparable, Sendable {
    /// The 16 hex digits.
    public let raw: String

    /// Accepts exactly 16 lowercase hex digits.
    public init?(_ raw: String) {
        guard Hex.parse16(raw, lowercaseOnly: true) != nil else { return nil }
        self.raw = raw
    }

    /// A new random device id from the given generator.
    public static func random(using ids: any IDGenerator) -> DeviceID {
        DeviceID(ids.hex(count: 16))!
    }

    /// The first 6 digits, for display.
    public var short: String { String(raw.prefix(6)) }
    /// The 16 hex digits.
    public var description: String { raw }

    /// By their digits.
    public static func < (lhs: DeviceID, rhs: DeviceID) -> Bool { lhs.raw < rhs.raw }

    /// What a decoding error says about text that isn't one.
    public static func decodingFailure(_ text: String) -> String { "bad device id '\(text)'" }
}

/// An op's identity: its clock reading, with the device as tie-break. Unique and totally ordered.
///
/// Text form `hhhhhhhhhhhhhhhh-dddddddddddddddd` (HLC hex, dash, device), so text order is id order.
///
/// The order is the merge's notion of "later": last-writer-wins picks the head with the greatest id.
/// Because each store's clock is ahead of every op it has folded in, an op written after seeing another
/// has the greater id — unless that one came from a clock more than ``HLC/maxDrift`` ahead, which is
/// applied but not trusted. Between concurrent ops the order is arbitrary but the same everywhere.
public struct OpID: TextCoded, Hashable, Comparable, Sendable {
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
    public var description: String {
        String(unsafeUninitializedCapacity: 33) { buffer in
            Hex.write16(hlc.packed, into: buffer, at: 0)
            buffer[16] = UInt8(ascii: "-")
            var i = 17
            for c in device.raw.utf8 {
                buffer[i] = c
                i += 1
            }
            return 33
        }
    }

    /// Parses the text form.
    public init?(_ text: some StringProtocol) {
        let u = text.utf8
        guard u.count == 33 else { return nil }
        let dash = u.index(u.startIndex, offsetBy: 16)
        guard u[dash] == UInt8(ascii: "-"),
              let v = Hex.parse16(text[text.startIndex..<dash], lowercaseOnly: false),
              let d = DeviceID(String(text[u.index(after: dash)...])) else {
            return nil
        }
        self.init(hlc: HLC(millis: v >> 16, counter: UInt16(v & 0xFFFF)), device: d)
    }

    /// Clock order; the device breaks ties.
    public static func < (lhs: OpID, rhs: OpID) -> Bool {
        lhs.hlc != rhs.hlc ? lhs.hlc < rhs.hlc : lhs.device < rhs.device
    }

    /// What a decoding error says about text that isn't one.
    public static func decodingFailure(_ text: String) -> String { "bad op id '\(text)'" }
}

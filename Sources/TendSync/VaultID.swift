import Foundation
import TendKernel

/// A vault's identity: 16 random bytes, written as 32 lowercase hex digits. It names the vault in
/// every segment header, so a segment of one vault is never accepted by another.
public struct VaultID: TextCoded, Hashable, Sendable {
    /// The 16 bytes.
    public let bytes: [UInt8]

    /// Accepts exactly 16 bytes.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    /// Parses 32 lowercase hex digits.
    public init?(_ text: String) {
        guard let b = Hex.decode(text, count: 16) else { return nil }
        bytes = b
    }

    /// A new random id.
    public static func random(using random: any RandomBytes) -> VaultID {
        VaultID(bytes: random.bytes(16))!
    }

    /// 32 hex digits.
    public var description: String { Hex.encode(bytes) }
    /// The first 8 digits, for display.
    public var short: String { String(description.prefix(8)) }

    /// What a decoding error says about text that isn't one.
    public static func decodingFailure(_ text: String) -> String { "bad vault id '\(text)'" }
}

/// Names a vault key without revealing it: 8 bytes derived from the key with HKDF (its own label),
/// written as 16 hex digits. Carried by every segment header, so a segment sealed under another key
/// is refused with a clear message rather than a bare authentication failure.
public struct KeyID: TextCoded, Hashable, Sendable {
    /// The 8 bytes.
    public let bytes: [UInt8]

    /// Accepts exactly 8 bytes.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 8 else { return nil }
        self.bytes = bytes
    }

    /// Parses 16 lowercase hex digits.
    public init?(_ text: String) {
        guard let b = Hex.decode(text, count: 8) else { return nil }
        bytes = b
    }

    /// 16 hex digits.
    public var description: String { Hex.encode(bytes) }

    /// What a decoding error says about text that isn't one.
    public static func decodingFailure(_ text: String) -> String { "bad key id '\(text)'" }
}

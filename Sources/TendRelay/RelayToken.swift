import Crypto
import TendKernel

/// The bearer token a client shows: 32 bytes derived from the vault key (HKDF-SHA256, label
/// `tend/relay-token/v1`, salt the vault id; see docs/relay.md), sent as 64 lowercase hex digits.
/// The relay keeps only ``hash(_:)`` of it, so its database alone lets no one in.
enum RelayToken {
    /// The token's length in bytes.
    static let byteCount = 32

    /// The token in an `Authorization: Bearer <64 hex>` header, or `nil` when there is none or it is malformed.
    static func bearer(_ header: String?) -> [UInt8]? {
        guard let header else { return nil }
        let parts = header.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return Hex.decode(parts[1], count: byteCount)
    }

    /// SHA-256 of the token's bytes.
    static func hash(_ token: [UInt8]) -> [UInt8] { Array(SHA256.hash(data: token)) }

    /// Compares two hashes in time independent of where they differ.
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var diff: UInt8 = 0
        for i in a.indices { diff |= a[i] ^ b[i] }
        return diff == 0
    }
}

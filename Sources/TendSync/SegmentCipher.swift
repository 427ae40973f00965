import Crypto
import Foundation

/// Seals and opens segments, snapshots and cursors: a clear ``SegmentHeader`` followed by the
/// ChaChaPoly ciphertext and tag. The plaintext is padded first (``SegmentPadding``), so a blob's size
/// is one of a few buckets, not the length of what it holds. The key is a per-blob subkey (HKDF of the vault key with the
/// header's salt) and the whole header is the associated data, so nothing in it can be changed and a
/// blob can't be moved to another device, number, kind or vault.
public enum SegmentCipher {
    /// Seals `plaintext` for `address`.
    public static func seal(_ plaintext: [UInt8], at address: SegmentAddress, key: VaultKey,
                            random: any RandomBytes) throws -> [UInt8] {
        let header = SegmentHeader(address: address, vault: key.vault, keyID: key.id,
                                   salt: random.bytes(SegmentHeader.saltSize), nonce: random.bytes(SegmentHeader.nonceSize))
        return try seal(plaintext, header: header, key: key)
    }

    /// Seals `plaintext` under a given header (its salt and nonce must be fresh).
    public static func seal(_ plaintext: [UInt8], header: SegmentHeader, key: VaultKey) throws -> [UInt8] {
        let aad = header.bytes
        let framed = header.format >= 2 ? SegmentPadding.frame(plaintext) : plaintext
        let box = try ChaChaPoly.seal(framed, using: key.segmentKey(salt: header.salt),
                                      nonce: ChaChaPoly.Nonce(data: header.nonce), authenticating: aad)
        return aad + box.ciphertext + box.tag
    }

    /// Opens a blob that was found at `address`.
    /// - Throws: ``SegmentRefusal`` when it is truncated, not a segment, of another vault or key, fails
    ///   authentication, or is labelled for another place.
    public static func open(_ data: [UInt8], at address: SegmentAddress, key: VaultKey) throws(SegmentRefusal) -> [UInt8] {
        let location = address.description
        let header = try SegmentHeader.parse(data, location: location)
        guard header.vault == key.vault else { throw SegmentRefusal(location: location, reason: .otherVault) }
        guard header.keyID == key.id else { throw SegmentRefusal(location: location, reason: .otherKey) }
        let plain: [UInt8]
        do {
            let box = try ChaChaPoly.SealedBox(nonce: ChaChaPoly.Nonce(data: header.nonce),
                                               ciphertext: data[SegmentHeader.size..<(data.count - 16)],
                                               tag: data[(data.count - 16)...])
            plain = Array(try ChaChaPoly.open(box, using: key.segmentKey(salt: header.salt),
                                              authenticating: data[0..<SegmentHeader.size]))
        } catch {
            throw SegmentRefusal(location: location, reason: .failedAuthentication)
        }
        guard header.address == address else {
            throw SegmentRefusal(location: location, reason: .relabelled(claimed: header.address.description))
        }
        guard header.format >= 2 else { return plain }
        guard let content = SegmentPadding.unframe(plain) else {
            throw SegmentRefusal(location: location, reason: .badContent("its padding is malformed"))
        }
        return content
    }
}

import Crypto
import Foundation

/// The vault key: 32 random bytes shared by every device of a vault. It never leaves a device
/// unwrapped: in the sync folder it is wrapped by the passphrase (``VaultDescriptor``), on a device by
/// a device key (``LocalKeyFile``). Every segment is sealed under a subkey derived from it.
public struct VaultKey: Sendable {
    /// The vault it belongs to.
    public let vault: VaultID
    /// Its public name (see ``KeyID``).
    public let id: KeyID
    /// The raw bytes, for wrapping (kept as bytes: `SymmetricKey` is not `Sendable`).
    let bytes: [UInt8]

    /// The key's length in bytes.
    public static let byteCount = 32

    /// A key from its 32 bytes.
    public init?(vault: VaultID, bytes: [UInt8]) {
        guard bytes.count == VaultKey.byteCount else { return nil }
        self.vault = vault
        self.bytes = bytes
        let idBytes = HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: bytes), salt: vault.bytes,
                                             info: Array("tend/key-id/v1".utf8), outputByteCount: 8)
        id = KeyID(bytes: idBytes.withUnsafeBytes { Array($0) })!
    }

    /// A new random key for a vault.
    public static func random(vault: VaultID, using random: any RandomBytes) -> VaultKey {
        VaultKey(vault: vault, bytes: random.bytes(byteCount))!
    }

    /// Bytes derived from the key with HKDF-SHA256 under a label of their own (e.g. a relay's bearer
    /// token), so the key itself is never shown to anyone.
    public func derive(label: String, salt: [UInt8] = [], count: Int = 32) -> [UInt8] {
        let k = HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: bytes), salt: salt, info: Array(label.utf8), outputByteCount: count)
        return k.withUnsafeBytes { Array($0) }
    }

    /// The subkey that seals one segment: HKDF-SHA256 with the segment's salt and a fixed label.
    func segmentKey(salt: [UInt8]) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: bytes), salt: salt, info: Array("tend/segment/v1".utf8), outputByteCount: 32)
    }
}

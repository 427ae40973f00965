import Crypto
import _CryptoExtras
import Foundation
import TendKernel

/// `vault.json` at the root of a sync location: the vault's id and its key, wrapped by a key derived
/// from the passphrase with scrypt. The parameters and salt are stored beside it, so they can be
/// raised by re-wrapping (``rewrapped(key:passphrase:parameters:random:)``). It holds nothing else.
///
/// Wrapping: `kek = scrypt(NFC(passphrase), salt, N, r, p, 32 bytes)`; the 32-byte vault key is sealed
/// with ChaChaPoly under `kek`, its associated data naming the vault, key id and parameters, so none
/// of them can be swapped without the unwrap failing.
public struct VaultDescriptor: Hashable, Sendable, Codable {
    /// The descriptor format this build writes and reads.
    public static let currentFormat = 1
    /// Salt length in bytes.
    public static let saltSize = 16

    /// Format version.
    public let format: Int
    /// The vault.
    public let vault: VaultID
    /// The wrapped key's id.
    public let keyID: KeyID
    /// The key-derivation function (`scrypt`).
    public let kdf: String
    /// Its parameters.
    public let scrypt: ScryptParameters
    /// Its salt, hex.
    public let salt: String
    /// Nonce, ciphertext and tag of the wrapped key, hex.
    public let wrappedKey: String

    /// Wraps `key` under `passphrase`.
    public static func create(key: VaultKey, passphrase: String, parameters: ScryptParameters,
                              random: any RandomBytes) throws -> VaultDescriptor {
        let salt = random.bytes(saltSize)
        let kek = try wrappingKey(passphrase, salt: salt, parameters)
        let aad = associatedData(vault: key.vault, keyID: key.id, parameters: parameters, salt: salt)
        let box = try ChaChaPoly.seal(key.bytes, using: kek, nonce: ChaChaPoly.Nonce(data: random.bytes(12)), authenticating: aad)
        return VaultDescriptor(format: currentFormat, vault: key.vault, keyID: key.id, kdf: "scrypt", scrypt: parameters,
                               salt: Hex.encode(salt), wrappedKey: Hex.encode(box.combined))
    }

    /// The same key wrapped under a new passphrase (and possibly stronger parameters).
    public func rewrapped(key: VaultKey, passphrase: String, parameters: ScryptParameters,
                          random: any RandomBytes) throws -> VaultDescriptor {
        try VaultDescriptor.create(key: key, passphrase: passphrase, parameters: parameters, random: random)
    }

    /// Unwraps the vault key.
    /// - Throws: ``SyncError/wrongPassphrase`` when the passphrase is wrong (or the file was altered).
    public func unlock(passphrase: String) throws -> VaultKey {
        guard let salt = Hex.decode(self.salt, count: VaultDescriptor.saltSize),
              let combined = Hex.decode(wrappedKey, count: 12 + VaultKey.byteCount + 16) else {
            throw SyncError.damagedFile(path: "vault.json", reason: "the wrapped key is malformed")
        }
        let kek = try VaultDescriptor.wrappingKey(passphrase, salt: salt, scrypt)
        let aad = VaultDescriptor.associatedData(vault: vault, keyID: keyID, parameters: scrypt, salt: salt)
        let bytes: Data
        do { bytes = try ChaChaPoly.open(ChaChaPoly.SealedBox(combined: combined), using: kek, authenticating: aad) } catch {
            throw SyncError.wrongPassphrase
        }
        guard let key = VaultKey(vault: vault, bytes: Array(bytes)), key.id == keyID else {
            throw SyncError.damagedFile(path: "vault.json", reason: "the key id does not match the key")
        }
        return key
    }

    /// The file's bytes: pretty JSON with sorted keys.
    public var jsonData: Data {
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? enc.encode(self)) ?? Data()
    }

    /// Reads the file's bytes.
    /// - Throws: ``SyncError/damagedFile(path:reason:)`` when they are not a descriptor this build reads.
    public init(jsonData: Data, location: String) throws {
        do { self = try JSONDecoder().decode(VaultDescriptor.self, from: jsonData) } catch {
            throw SyncError.damagedFile(path: location + "/vault.json", reason: "it is not a Tend vault description")
        }
        guard format == VaultDescriptor.currentFormat, kdf == "scrypt" else {
            throw SyncError.damagedFile(path: location + "/vault.json", reason: "format \(format) with \(kdf) is not known to this Tend")
        }
    }

    private init(format: Int, vault: VaultID, keyID: KeyID, kdf: String, scrypt: ScryptParameters, salt: String, wrappedKey: String) {
        self.format = format
        self.vault = vault
        self.keyID = keyID
        self.kdf = kdf
        self.scrypt = scrypt
        self.salt = salt
        self.wrappedKey = wrappedKey
    }

    static func wrappingKey(_ passphrase: String, salt: [UInt8], _ p: ScryptParameters) throws -> SymmetricKey {
        try KDF.Scrypt.deriveKey(from: Array(passphrase.precomposedStringWithCanonicalMapping.utf8), salt: salt,
                                 outputByteCount: 32, rounds: 1 << p.logN, blockSize: p.r, parallelism: p.p)
    }

    private static func associatedData(vault: VaultID, keyID: KeyID, parameters: ScryptParameters, salt: [UInt8]) -> [UInt8] {
        Array("tend/vault-key/v1|\(vault)|\(keyID)|scrypt|\(parameters)|\(Hex.encode(salt))".utf8)
    }
}

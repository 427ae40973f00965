import Crypto
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TendKernel

/// Where a device keeps its sync state and its copy of the vault key — never in the op log (which
/// syncs) and never in the sync location:
///
/// - `<store>.sync/state.json`: the ``SyncState`` (vault, location, numbers; nothing secret);
/// - `<store>.sync/vault-key.json`: the vault key wrapped (ChaChaPoly) under a device key;
/// - `<config>/device-keys/<device>.key`: that device key, 32 random bytes.
///
/// Files are 0600 and folders 0700. Keeping the device key under the configuration folder means a
/// copy or backup of the data folder alone does not reveal the vault key.
public struct LocalSyncFiles: Sendable {
    /// `<store>.sync`.
    public let directory: String
    /// `<config>/device-keys`.
    public let deviceKeyDirectory: String

    /// The files of the store at `storePath`, with device keys under `configDirectory` (`~/.config/tend`).
    public init(storePath: String, configDirectory: String) {
        directory = storePath + ".sync"
        deviceKeyDirectory = configDirectory + "/device-keys"
    }

    /// `state.json`.
    public var statePath: String { directory + "/state.json" }
    /// `vault-key.json`.
    public var keyPath: String { directory + "/vault-key.json" }
    /// The lock file.
    public var lockPath: String { directory + "/lock" }
    /// A device's key file.
    public func deviceKeyPath(_ device: DeviceID) -> String { deviceKeyDirectory + "/" + device.raw + ".key" }

    /// Whether sync is set up for this store (one `stat`, no reading).
    public var isSetUp: Bool { FileManager.default.fileExists(atPath: statePath) }

    /// Reads the state.
    /// - Throws: ``SyncError/notSetUp`` when there is none.
    public func loadState() throws -> SyncState {
        guard let data = FileManager.default.contents(atPath: statePath) else { throw SyncError.notSetUp }
        return try SyncState(jsonData: data, path: statePath)
    }

    /// Writes the state atomically.
    public func save(_ state: SyncState) throws {
        try PrivateFile.store(state.jsonData, to: statePath)
    }

    /// Stores the vault key for `device`, wrapped under the device key (made on first use).
    public func saveKey(_ key: VaultKey, device: DeviceID, random: any RandomBytes) throws {
        let kek = try deviceKey(device, create: true, random: random)
        let box = try ChaChaPoly.seal(key.bytes, using: kek, nonce: ChaChaPoly.Nonce(data: random.bytes(12)),
                                      authenticating: LocalSyncFiles.associatedData(key.vault, key.id, device))
        let file = LocalKeyFile(format: 1, vault: key.vault, keyID: key.id, device: device, wrappedKey: Hex.encode(box.combined))
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys]
        try PrivateFile.store(try enc.encode(file), to: keyPath)
    }

    /// The vault key, unwrapped with the device key.
    /// - Throws: ``SyncError/localKeyMissing(path:)`` when either file is missing, altered or of another vault.
    public func loadKey(vault: VaultID, keyID: KeyID, device: DeviceID) throws -> VaultKey {
        guard let data = FileManager.default.contents(atPath: keyPath),
              let file = try? JSONDecoder().decode(LocalKeyFile.self, from: data),
              file.vault == vault, file.keyID == keyID, file.device == device,
              let combined = Hex.decode(file.wrappedKey, count: 12 + VaultKey.byteCount + 16) else {
            throw SyncError.localKeyMissing(path: keyPath)
        }
        let kek = try deviceKey(device, create: false, random: SystemRandomBytes())
        guard let box = try? ChaChaPoly.SealedBox(combined: combined),
              let bytes = try? ChaChaPoly.open(box, using: kek, authenticating: LocalSyncFiles.associatedData(vault, keyID, device)),
              let key = VaultKey(vault: vault, bytes: Array(bytes)), key.id == keyID else {
            throw SyncError.localKeyMissing(path: keyPath)
        }
        return key
    }

    /// Forgets this store's sync: removes its state, its wrapped key and the device key (the store's
    /// data is not touched, nor is the vault). Works on damaged files too: it reads nothing.
    public func leave(device: DeviceID) throws {
        for path in [statePath, keyPath, deviceKeyPath(device)] {
            guard unlink(path) == 0 || errno == ENOENT else {
                throw SyncError.unreachable(location: path, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Takes the exclusive sync lock of this store (waits for another `tend` to finish).
    public func lock() throws -> SyncLock {
        try PrivateFile.makeDirectory(directory)
        return try SyncLock(path: lockPath)
    }

    private func deviceKey(_ device: DeviceID, create: Bool, random: any RandomBytes) throws -> SymmetricKey {
        let path = deviceKeyPath(device)
        if let text = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }),
           let bytes = Hex.decode(text.trimmingCharacters(in: .whitespacesAndNewlines), count: 32) {
            return SymmetricKey(data: bytes)
        }
        guard create else { throw SyncError.localKeyMissing(path: path) }
        let bytes = random.bytes(32)
        try PrivateFile.store(Data((Hex.encode(bytes) + "\n").utf8), to: path)
        return SymmetricKey(data: bytes)
    }

    private static func associatedData(_ vault: VaultID, _ keyID: KeyID, _ device: DeviceID) -> [UInt8] {
        Array("tend/local-key/v1|\(vault)|\(keyID)|\(device.raw)".utf8)
    }
}

/// `vault-key.json`.
struct LocalKeyFile: Codable {
    let format: Int
    let vault: VaultID
    let keyID: KeyID
    let device: DeviceID
    let wrappedKey: String
}

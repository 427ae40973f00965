import TendKernel

/// Devices taken out of a vault's housekeeping (`tend sync forget DEVICE`): a device that is gone for
/// good (lost, wiped) would otherwise hold back compaction forever, since its cursor never moves.
/// Kept as synced settings `sync.forgotten.<device>`, so every device learns it at its next sync.
/// A forgotten device that syncs again is simply counted again: it unsets its own mark.
public enum SyncForgetting {
    /// The setting key prefix.
    public static let prefix = "sync.forgotten."

    /// The setting key for a device.
    public static func key(_ device: DeviceID) -> String { prefix + device.raw }

    /// The devices forgotten in this store.
    public static func forgotten(in store: any StoreReader) throws -> Set<DeviceID> {
        Set(try store.settings(scope: .synced).compactMap { s in
            guard s.key.hasPrefix(prefix) else { return nil }
            return DeviceID(String(s.key.dropFirst(prefix.count)))
        })
    }

    /// The mutation that forgets a device.
    public static func forget(_ device: DeviceID) -> Mutation {
        .setSetting(key(device), scope: .synced, .string("forgotten"))
    }

    /// The mutation that counts a device again.
    public static func remember(_ device: DeviceID) -> Mutation {
        .unsetSetting(key(device), scope: .synced)
    }
}

import Foundation
import TendKernel
import TendTesting
import TendSync

/// Who loads the relay: vaults of a few devices each, with ids, keys and segment bytes derived from a
/// run number (so a reader can check what it fetched without being told, and a database used by an
/// earlier run holds none of this run's vaults).
struct LoadPlan: Sendable {
    /// One vault.
    struct Vault: Sendable {
        let id: VaultID
        let key: VaultKey
        let devices: [DeviceID]
    }

    /// One client: a device of a vault.
    struct Client: Sendable {
        let vault: Vault
        let device: DeviceID
    }

    let vaults: [Vault]
    let clients: [Client]
    let segmentBytes: Int

    init(clients count: Int, devicesPerVault: Int, segmentBytes: Int, run: UInt32 = 0) {
        var vaults: [Vault] = []
        var clients: [Client] = []
        var n = 0
        while n < count {
            let index = UInt64(vaults.count + 1)
            let seed = index | UInt64(run) << 32
            let id = VaultID(bytes: LoadPlan.bytes(seed: 0x7A_0000 + seed, count: 16))!
            let devices = (0..<min(devicesPerVault, count - n)).map { DeviceID(String(format: "%08x%08x", UInt32(index), UInt32($0 + 1)))! }
            let vault = Vault(id: id, key: VaultKey(vault: id, bytes: LoadPlan.bytes(seed: 0x4B_0000 + seed, count: 32))!, devices: devices)
            vaults.append(vault)
            clients += devices.map { Client(vault: vault, device: $0) }
            n += devices.count
        }
        self.vaults = vaults
        self.clients = clients
        self.segmentBytes = segmentBytes
    }

    /// The bytes segment `seq` of `device` carries.
    func payload(_ device: DeviceID, _ seq: UInt64) -> [UInt8] {
        LoadPlan.bytes(seed: UInt64(device.raw, radix: 16)! &* 0x9E37_79B9 &+ seq, count: segmentBytes)
    }

    /// `count` bytes of SplitMix64 from `seed`.
    static func bytes(seed: UInt64, count: Int) -> [UInt8] {
        var state = seed
        var out: [UInt8] = []
        out.reserveCapacity(count + 8)
        while out.count < count {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: z >> UInt64(i * 8))) }
        }
        return Array(out.prefix(count))
    }
}

import TendConsole
import TendSync

/// The passphrase cost: what a new wrap uses, what a vault description may ask for.
extension SyncSetup {
    /// The highest `--work-factor` (log2 N): 2^18 with r = 8 is the most memory a joining device
    /// accepts (``ScryptParameters/largestAcceptedMemory``).
    static let largestWorkFactor = 18

    /// The cost asked for explicitly, or `nil`: `--work-factor` (log2 N, r = 8, p = 1), else
    /// `TEND_SYNC_SCRYPT` (`logN,r,p`, for tests and slow machines). Either is refused when it is not a
    /// cost, below the floor (``ScryptParameters/meetsFloor``) or above what a joining device accepts.
    func requestedScrypt(workFactor: Int?) throws -> ScryptParameters? {
        if let w = workFactor {
            guard (ScryptParameters.minimumLogN...SyncSetup.largestWorkFactor).contains(w), let p = ScryptParameters(logN: w, r: 8, p: 1) else {
                throw TendError(key: "sync.error.work-factor", ["input": String(w), "max": String(SyncSetup.largestWorkFactor)],
                                status: .invalidInput)
            }
            return p
        }
        guard let text = environment["TEND_SYNC_SCRYPT"], !text.isEmpty else { return nil }
        guard let p = ScryptParameters(parsing: text), p.meetsFloor, p.isAccepted else {
            throw TendError(key: "sync.error.scrypt-env", ["input": Sanitize.forDisplay(text)], status: .config)
        }
        return p
    }

    /// Refuses a vault description whose cost a device does not take on (it was not made by Tend, or
    /// was altered to make this device spend minutes or a GiB), before anything is derived.
    static func checkCost(_ descriptor: VaultDescriptor, location: String) throws {
        let p = descriptor.scrypt
        guard p.isAccepted else {
            throw TendError(key: "sync.error.scrypt-costly", [
                "location": location, "parameters": p.description, "memory": String(p.memoryBytes >> 20),
                "max": String(ScryptParameters.largestAcceptedMemory >> 20),
            ], status: .invalidInput)
        }
    }
}

import TendKernel

/// Why a sync step failed. Every case reads as one sentence (``description``); the command line
/// maps each to its own catalog text and exit status.
public enum SyncError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The passphrase does not unwrap the vault key.
    case wrongPassphrase
    /// A segment, snapshot or cursor was refused (see ``SegmentRefusal``); nothing was applied.
    case refused(SegmentRefusal)
    /// The folder (or relay) can't be read or written.
    case unreachable(location: String, reason: String)
    /// There is no vault at the location.
    case noVault(location: String)
    /// There already is a vault at the location.
    case vaultExists(location: String)
    /// This store is not set up for sync.
    case notSetUp
    /// This store already syncs with a vault.
    case alreadySetUp(vault: VaultID, location: String)
    /// The location holds another vault than the one this store syncs with.
    case otherVault(joined: VaultID, found: VaultID)
    /// Another device writes segments under this device's id (a copied store).
    case deviceClash(device: DeviceID, seq: UInt64)
    /// The device's copy of the vault key is missing or unreadable.
    case localKeyMissing(path: String)
    /// A file of the sync state or the vault description is damaged.
    case damagedFile(path: String, reason: String)
    /// The relay does not accept this vault's token: it holds no such vault (was its data reset?)
    /// or the vault there was created with another key.
    case relayDenied(location: String)
    /// The relay refused a request on one of its limits (`413` too large, `429` too many requests,
    /// `507` the vault or the relay is full) or as malformed; nothing was stored.
    case relayRefused(location: String, status: Int, message: String)
    /// The relay's HTTP client, the executable `name` installed beside `tend`, is not there.
    case helperMissing(name: String)

    /// One sentence saying what went wrong.
    public var description: String {
        switch self {
        case .wrongPassphrase: return "the passphrase is wrong for this vault; nothing was changed"
        case .refused(let r): return r.description
        case .unreachable(let l, let reason): return "can't reach the sync location \(l): \(reason)"
        case .noVault(let l): return "\(l) holds no Tend vault"
        case .vaultExists(let l): return "\(l) already holds a Tend vault"
        case .notSetUp: return "this store is not set up for sync"
        case .alreadySetUp(let v, let l): return "this store already syncs with vault \(v.short) at \(l)"
        case .otherVault(let j, let f): return "the location holds vault \(f.short), not this store's vault \(j.short)"
        case .deviceClash(let d, let s):
            return "segment \(s) of device \(d.short) already exists with other content: another store uses this device id"
        case .localKeyMissing(let p): return "this device's copy of the vault key (\(p)) is missing or unreadable"
        case .damagedFile(let p, let reason): return "\(p) is damaged: \(reason)"
        case .relayDenied(let l): return "the relay \(l) does not accept this vault's key"
        case .relayRefused(let l, let status, let message): return "the relay \(l) refused the request (\(status)): \(message)"
        case .helperMissing(let name): return "the relay client \(name) is not installed beside tend"
        }
    }
}

/// A segment, snapshot or cursor that was refused, where it was found and why.
public struct SegmentRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why.
    public enum Reason: Hashable, Sendable {
        /// Shorter than a header and a tag.
        case truncated
        /// Does not start with the segment magic.
        case notASegment
        /// Written in a format this build does not know.
        case newerFormat(UInt8)
        /// Belongs to another vault.
        case otherVault
        /// Sealed under another key.
        case otherKey
        /// Its authenticated header names another place (device, number or kind): moved or replayed.
        case relabelled(claimed: String)
        /// The authentication tag does not match: altered, truncated or forged.
        case failedAuthentication
        /// It decrypted but its content breaks the rules (ops of another device, device-local ops…).
        case badContent(String)
    }

    /// Where it was found, e.g. `devices/0123456789abcdef/7`.
    public let location: String
    /// Why it was refused.
    public let reason: Reason

    /// Creates a refusal.
    public init(location: String, reason: Reason) {
        self.location = location
        self.reason = reason
    }

    /// The reason as a phrase.
    public var reasonText: String {
        switch reason {
        case .truncated: return "it is truncated"
        case .notASegment: return "it is not a Tend segment"
        case .newerFormat(let v): return "it was written by a newer Tend (format \(v))"
        case .otherVault: return "it belongs to another vault"
        case .otherKey: return "it was sealed with another key"
        case .relabelled(let c): return "it is labelled \(c): it was moved or replayed"
        case .failedAuthentication: return "it fails authentication: it was altered, cut short or damaged"
        case .badContent(let why): return "its content is invalid (\(why))"
        }
    }

    /// One sentence: what was refused, why, and that nothing was applied.
    public var description: String { "refused \(location): \(reasonText); nothing was applied" }
}

import TendConsole
import TendSync

extension SyncError {
    /// The user-facing error: one catalog sentence and the documented exit status.
    var tendError: TendError { tendError(relay: nil) }

    /// The user-facing error of a sync with a relay (its URL) or, with `nil`, a folder (or either: an
    /// error that names no location says nothing of one).
    func tendError(relay: String?) -> TendError {
        switch self {
        case .wrongPassphrase:
            return TendError(key: "sync.error.wrong-passphrase", status: .permission)
        case .refused(let r):
            if let relay {
                return TendError(key: "sync.error.refused.relay", ["location": r.location, "relay": relay, "reason": r.localisedReason],
                                 status: .permission)
            }
            return TendError(key: "sync.error.refused", ["location": r.location, "reason": r.localisedReason],
                             status: .permission)
        case .unreachable(let l, let reason):
            return TendError(key: SyncError.isRelay(l) ? "sync.error.unreachable.relay" : "sync.error.unreachable",
                             ["location": l, "reason": reason], status: .unavailable)
        case .noVault(let l):
            return TendError(key: SyncError.isRelay(l) ? "sync.error.no-vault.relay" : "sync.error.no-vault", ["location": l], status: .notFound)
        case .vaultExists(let l):
            return TendError(key: SyncError.isRelay(l) ? "sync.error.vault-exists.relay" : "sync.error.vault-exists", ["location": l],
                             status: .invalidInput)
        case .notSetUp:
            return TendError(key: "sync.error.not-set-up", status: .config)
        case .alreadySetUp(let v, let l):
            return TendError(key: "sync.error.already-set-up", ["vault": v.short, "location": l], status: .invalidInput)
        case .otherVault(let j, let f):
            if let relay { return TendError(key: "sync.error.other-vault.relay", ["joined": j.short, "found": f.short, "relay": relay], status: .config) }
            return TendError(key: "sync.error.other-vault", ["joined": j.short, "found": f.short], status: .config)
        case .deviceClash(let d, let s):
            return TendError(key: "sync.error.device-clash", ["device": d.short, "seq": String(s)], status: .failure)
        case .localKeyMissing(let p):
            return TendError(key: "sync.error.local-key", ["path": p], status: .permission)
        case .damagedFile(let p, let reason):
            return TendError(key: "sync.error.damaged", ["path": p, "reason": reason], status: .ioError)
        case .relayDenied(let l):
            return TendError(key: "sync.error.relay-denied", ["location": l], status: .permission)
        case .helperMissing(let name):
            return TendError(key: "sync.error.helper-missing", ["name": name], status: .config)
        case .relayRefused(let l, let status, let message):
            switch status {
            case 403: return TendError(key: "sync.error.relay-invitation", ["location": l, "message": message], status: .permission)
            case 429: return TendError(key: "sync.error.relay-busy", ["location": l, "message": message], status: .tempFailure)
            case 413, 507: return TendError(key: "sync.error.relay-full", ["location": l, "message": message], status: .cannotCreate)
            default: return TendError(key: "sync.error.relay-refused", ["location": l, "message": message], status: .failure)
            }
        }
    }

    /// Whether a location is a relay URL rather than a folder.
    static func isRelay(_ location: String) -> Bool { location.hasPrefix("http://") || location.hasPrefix("https://") }

    /// Runs `body`, turning a ``SyncError`` into its ``TendError`` (worded for the relay at `relay`, if given).
    static func mapped<T>(relay: String? = nil, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as SyncError { throw e.tendError(relay: relay) }
    }
}

extension SegmentRefusal {
    /// The reason as a catalog phrase.
    var localisedReason: String {
        switch reason {
        case .truncated: return tr("sync.refusal.truncated")
        case .notASegment: return tr("sync.refusal.not-segment")
        case .newerFormat(let v): return tr("sync.refusal.newer", ["format": String(v)])
        case .otherVault: return tr("sync.refusal.other-vault")
        case .otherKey: return tr("sync.refusal.other-key")
        case .relabelled(let c): return tr("sync.refusal.relabelled", ["claimed": c])
        case .failedAuthentication: return tr("sync.refusal.authentication")
        case .badContent(let why): return tr("sync.refusal.content", ["why": why])
        }
    }
}

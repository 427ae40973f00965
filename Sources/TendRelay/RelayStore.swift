import Foundation

/// Where a relay keeps its vaults: one protocol, two implementations — ``SQLiteRelayStore`` (one file
/// under `--data`, the default: one process on one host) and ``PostgresRelayStore`` (`--database`: any
/// number of relay processes on one PostgreSQL database). The routes speak only to this protocol, so
/// both answer every call the same; `RelayConformanceTests` runs one suite against both.
///
/// Rules every implementation keeps, whatever runs concurrently against the same data (tasks of one
/// process, or other processes on the same database):
/// - A blob (segment, snapshot) is written once: the first bytes stored under a name stay; the same
///   bytes again are ``BlobOutcome/same``, other bytes ``BlobOutcome/conflict``.
/// - A vault's size (``vaultBytes(_:)``) changes in the same transaction as the write that changes it,
///   and a write that would pass the limit stores nothing; removals free each byte once.
/// - `maxVaults` and an invitation's uses are exact: creating vaults is serialised.
/// - A call returns only once what it wrote is committed durably.
/// - When the database can't be reached, a call throws ``RelayStoreError/unavailable(_:)`` within the
///   store's deadline instead of waiting for it; later calls work again once it is back.
public protocol RelayStore: Sendable {
    /// Where the data is, for the start-up log (never a password): a file path or a database URL.
    var location: String { get }

    /// A vault's token hash, or `nil` when there is no such vault.
    func tokenHash(_ vault: String) async throws -> [UInt8]?
    /// A vault's descriptor (`vault.json`), or `nil`.
    func descriptor(_ vault: String) async throws -> [UInt8]?
    /// A vault's stored bytes (descriptor, segments, snapshots and cursors) as recorded, or `nil`.
    func vaultBytes(_ vault: String) async throws -> Int64?
    /// A vault's recorded bytes beside a count of what it holds (the two are equal unless the store
    /// is damaged); `nil` when there is no such vault. For checks and tests.
    func auditBytes(_ vault: String) async throws -> (recorded: Int64, counted: Int64)?

    /// Creates a vault with its token hash and descriptor. An existing vault answers `same` or
    /// `conflict` for its own token and `unauthorized` for any other, whatever `admission` says (a
    /// retry needs no second invitation). A new one needs what `admission` asks; its invitation is used
    /// in the same transaction, and only when the vault is created.
    func createVault(_ vault: String, tokenHash: [UInt8], descriptor: [UInt8], maxVaults: Int,
                     admission: RelayAdmission) async throws -> RelayCreateOutcome
    /// Replaces a vault's descriptor (a new passphrase): `created` when it changed, `same` when it didn't.
    func replaceDescriptor(_ vault: String, _ descriptor: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome

    /// Stores segment `seq` of `device` once.
    func putSegment(_ vault: String, device: String, seq: Int64, _ data: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome
    /// Each device's highest stored segment number.
    func heads(_ vault: String) async throws -> [String: Int64]
    /// Every stored segment number, by device, ascending.
    func numbers(_ vault: String) async throws -> [String: [Int64]]
    /// One page of a device's segments above `after`, ascending: at most `limit`, and no more than
    /// `byteBudget` bytes unless a single segment is larger (a page always makes progress).
    func segments(_ vault: String, device: String, after: Int64, limit: Int, byteBudget: Int) async throws -> SegmentPage
    /// Removes a device's segments numbered `through` and below (compaction); answers how many went.
    /// Removals of one vault run one at a time, whichever process runs them.
    @discardableResult
    func removeSegments(_ vault: String, device: String, through: Int64) async throws -> Int

    /// Stores a snapshot once.
    func putSnapshot(_ vault: String, id: String, _ data: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome
    /// The stored snapshot ids, sorted.
    func snapshots(_ vault: String) async throws -> [String]
    /// A snapshot's bytes, or `nil`.
    func snapshot(_ vault: String, id: String) async throws -> [UInt8]?
    /// Removes a snapshot (nothing if it is gone).
    func removeSnapshot(_ vault: String, id: String) async throws
    /// Stores a device's cursor, replacing its previous one: `created` for a first or changed cursor,
    /// `same` for the very same bytes.
    func putCursor(_ vault: String, device: String, _ data: [UInt8], maxVaultBytes: Int64) async throws -> BlobOutcome
    /// Every device's cursor.
    func cursors(_ vault: String) async throws -> [String: [UInt8]]

    /// Stores an invitation by the SHA-256 of its code: `uses` vaults until `expires` (`nil`: never).
    func addInvitation(hash: [UInt8], uses: Int, expires: Date?, now: Date) async throws

    /// Checks that the database answers (`GET /health`); throws ``RelayStoreError/unavailable(_:)`` if not.
    func ping() async throws
    /// Stops using the database: work already queued finishes, later calls fail (idempotent).
    func close()
}

/// A store's failure to reach its database: the relay answers `503` with `Retry-After`, never `500`,
/// and tries again on the next request.
public enum RelayStoreError: Error, Equatable, CustomStringConvertible {
    /// The database can't be reached now (down, restarting, unreachable, too slow, or the store is
    /// closing); why, in a few words, for the log.
    case unavailable(String)

    /// One sentence.
    public var description: String {
        switch self {
        case .unavailable(let why): return "the database is unavailable: \(why)"
        }
    }
}

/// What storing an immutable blob (a segment or a snapshot), a cursor or a descriptor did.
public enum BlobOutcome: Sendable, Equatable {
    /// Stored now.
    case created
    /// The same bytes were already there (an idempotent retry).
    case same
    /// Other bytes are already there; nothing was stored.
    case conflict
    /// Storing it would pass the vault's size limit; nothing was stored.
    case vaultFull
    /// The vault is gone (only between authentication and the write).
    case missing
}

/// What creating a vault did.
public enum RelayCreateOutcome: Sendable, Equatable {
    /// Created now.
    case created
    /// It exists with this token and descriptor (a retry).
    case same
    /// It exists with this token and another descriptor.
    case conflict
    /// It exists with another token.
    case unauthorized
    /// The relay holds as many vaults as it may.
    case relayFull
    /// The relay is not open and no invitation came with the request.
    case invitationRequired
    /// The invitation that came with it was not accepted.
    case invitation(InvitationProblem)
}

/// What a new vault needs besides its token: nothing (an open relay), or an invitation.
public enum RelayAdmission: Sendable, Equatable {
    /// Anyone may create a vault.
    case open
    /// An invitation is needed: the hash of the one presented (`nil`: none), checked at `now`.
    case invitation([UInt8]?, now: Date)
}

/// Why an invitation presented with a new vault was not accepted.
public enum InvitationProblem: Sendable, Equatable {
    /// No invitation has this code.
    case unknown
    /// It created as many vaults as it was made for.
    case usedUp
    /// Its time is over.
    case expired

    /// Why an invitation with `usesLeft` uses left and expiry `expires` (Unix seconds, 0: never) can't
    /// create a vault at `now`, or `nil` when it can — the one rule both stores apply.
    static func check(usesLeft: Int64, expires: Int64, now: Date) -> InvitationProblem? {
        if expires != 0 && Int64(now.timeIntervalSince1970) >= expires { return .expired }
        return usesLeft > 0 ? nil : .usedUp
    }
}

/// One page of a device's segments: ascending, and whether more follow it.
public struct SegmentPage: Sendable {
    /// The segments: number and bytes.
    public var segments: [(seq: Int64, data: [UInt8])]
    /// Whether segments above the page remain.
    public var more: Bool

    /// Creates a page.
    public init(segments: [(seq: Int64, data: [UInt8])], more: Bool) {
        self.segments = segments
        self.more = more
    }

    /// Which segments make the page of at most `limit` segments and `byteBudget` bytes (at least one)
    /// from `sizes` — the number and size of the segments above the page's start, ascending, at least
    /// `limit + 1` of them when there are that many — and whether more follow: the rule both stores
    /// apply before they read any segment's bytes.
    static func plan(_ sizes: [(seq: Int64, bytes: Int)], limit: Int, byteBudget: Int) -> (seqs: [Int64], more: Bool) {
        var seqs: [Int64] = []
        var bytes = 0
        for row in sizes {
            if seqs.count == limit || (!seqs.isEmpty && bytes + row.bytes > byteBudget) { return (seqs, true) }
            bytes += row.bytes
            seqs.append(row.seq)
        }
        return (seqs, false)
    }
}

extension RelayStore {
    /// Makes an invitation to create `uses` vaults until `expires` (`nil`: no end) and answers its
    /// code, which is stored only as its hash.
    public func invite(uses: Int, expires: Date?, now: Date) async throws -> String {
        var random = SystemRandomNumberGenerator()
        let code = RelayInvitation.makeCode(using: &random)
        try await addInvitation(hash: RelayInvitation.hash(Substring(code)), uses: uses, expires: expires, now: now)
        return code
    }
}

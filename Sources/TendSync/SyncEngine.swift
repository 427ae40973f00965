import Foundation
import TendEngine
import TendKernel

/// Keeps one store in step with a vault: pushes this device's unsent changes as sealed segments,
/// pulls the segments it lacks (by version vector) and applies them with ``Store/apply(_:now:)``,
/// and keeps the location small with cursors, snapshots and compaction.
///
/// Applying is idempotent by op id and order-independent (the kernel's merge), so a retry, a
/// duplicate or a crash at any point loses nothing and doubles nothing. Every fetched blob is opened
/// and checked before anything is applied: one refused blob and the pull applies nothing.
/// The engine is not thread-safe; take ``LocalSyncFiles/lock()`` around it across processes.
public final class SyncEngine {
    /// The store synced.
    public let store: any ReplicatedStore
    /// Where the vault lives.
    public let transport: any SyncTransport
    /// The vault key.
    public let key: VaultKey
    /// The limits.
    public let policy: SyncPolicy
    /// The current state (saved through `persist` whenever it advances).
    public private(set) var state: SyncState
    let clock: any Clock
    let random: any RandomBytes
    let persist: (SyncState) throws -> Void

    /// Creates an engine.
    /// - Parameters:
    ///   - persist: saves the state; called after each step that advanced it.
    /// - Throws: ``SyncError/damagedFile(path:reason:)`` when the state belongs to another device or vault.
    public init(store: any ReplicatedStore, transport: any SyncTransport, key: VaultKey, state: SyncState, clock: any Clock,
                random: any RandomBytes = SystemRandomBytes(), policy: SyncPolicy = .standard,
                persist: @escaping (SyncState) throws -> Void = { _ in }) throws {
        guard state.device == store.device else {
            throw SyncError.damagedFile(path: "sync state", reason: "it belongs to device \(state.device.short), not this store's \(store.device.short)")
        }
        guard state.vault == key.vault, state.keyID == key.id else {
            throw SyncError.damagedFile(path: "sync state", reason: "it names another vault or key")
        }
        self.store = store
        self.transport = transport
        self.key = key
        self.state = state
        self.clock = clock
        self.random = random
        self.policy = policy
        self.persist = persist
    }

    /// Push, then pull, then housekeeping; records the time of this sync. A device that was forgotten
    /// (``SyncForgetting``) and syncs again takes its mark off.
    public func sync() throws -> SyncReport {
        var push = try push()
        let pull = try pull()
        if try SyncForgetting.forgotten(in: store).contains(store.device) {
            try store.write(ChangeIntent(action: "sync.remember", source: "sync")) { [store] _ in [SyncForgetting.remember(store.device)] }
            let again = try self.push()
            push.segments += again.segments
            push.changes += again.changes
            push.ops += again.ops
        }
        let now = clock.now()
        update { $0.lastSync = now }
        let maintenance = try maintain()
        return SyncReport(push: push, pull: pull, maintenance: maintenance)
    }

    /// Whether the location holds segments this device has not applied — a cheap check (a listing,
    /// no decryption). Numbers the last pull ignored as stray blobs don't count.
    public func needsPull() throws -> Bool {
        !upToDate(try transport.inventory())
    }

    /// This device's changes not pushed yet (only those with something to send).
    public func unsentChanges() throws -> [Change] {
        try store.changes(ChangeQuery(device: store.device, after: state.lastPushed, newestFirst: false)).compactMap(\.outgoing)
    }

    /// Saves a state change.
    func commit() throws { try persist(state) }

    /// Updates the state (for the engine's extensions).
    func update(_ body: (inout SyncState) -> Void) { body(&state) }

    /// Opens a blob, turning a refusal into ``SyncError/refused(_:)``.
    func open(_ data: [UInt8], at address: SegmentAddress) throws -> [UInt8] {
        do { return try SegmentCipher.open(data, at: address, key: key) } catch { throw SyncError.refused(error) }
    }

    /// Seals a payload for an address.
    func seal(_ plain: [UInt8], at address: SegmentAddress) throws -> [UInt8] {
        try SegmentCipher.seal(plain, at: address, key: key, random: random)
    }
}

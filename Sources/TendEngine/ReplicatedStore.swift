import Foundation
import TendKernel

/// A store with its op log in view: what sync, undo, history, backup and the doctor need, and no
/// tracker does. Every store Tend opens is one (the SQLite store, the in-memory store of the tests).
///
/// Rules for conformers (beyond ``Store``'s):
/// - ``apply(_:now:)`` is idempotent by op id and independent of order: applying the same changes
///   again, in any order or in parts, gives the same state and history (the merge of ``RecordState``).
///   A change whose ops are all known is skipped; the local clock is advanced past every remote
///   reading except one more than 10 minutes ahead of it (reported in ``ApplyReport/driftingDevices``).
/// - ``changes(_:)`` lists the log in id order (oldest first unless ``ChangeQuery/newestFirst``).
/// - ``verify()`` compares the materialised records with a fresh merge of the log and changes nothing;
///   ``rebuild()`` makes them that merge again and drops every ``FigureCheckpoint``.
public protocol ReplicatedStore: Store {
    /// Applies changes made elsewhere (sync, import of a Tend log). Already-known changes are skipped.
    func apply(_ changes: [Change], now: Date) throws -> ApplyReport

    /// Logged changes, by query.
    func changes(_ query: ChangeQuery) throws -> [Change]
    /// Logged changes by query, without their ops: a store reads them in time independent of how many
    /// ops each has. (A default reads ``changes(_:)``.)
    func changeSummaries(_ query: ChangeQuery) throws -> [ChangeSummary]
    /// The devices whose changes ``undo()`` treats as this store's own, this device first: a store
    /// restored from a backup continues as a new device, and undoes the history it restored as the
    /// store the backup came from would have. (A default: this device.)
    func undoDevices() throws -> [DeviceID]
    /// One logged change by id.
    func change(id: OpID) throws -> Change?
    /// One logged op by id.
    func op(id: OpID) throws -> Op?
    /// The number of logged ops and changes.
    func logCounts() throws -> (ops: Int, changes: Int)

    /// Compares the materialised records with a fresh merge of the op log.
    func verify() throws -> [StoreProblem]
    /// Rebuilds the materialised records from the op log (and drops every ``FigureCheckpoint``).
    func rebuild() throws -> Int
}

/// What applying remote changes did.
public struct ApplyReport: Hashable, Sendable {
    /// Changes newly applied.
    public var applied: Int = 0
    /// Changes already known (skipped).
    public var skipped: Int = 0
    /// Ops newly applied.
    public var ops: Int = 0
    /// Devices whose clocks were more than 10 minutes ahead (their readings were not folded in).
    public var driftingDevices: Set<DeviceID> = []

    /// An empty report.
    public init() {}
}

/// A disagreement found by ``Store/verify()``.
public struct StoreProblem: Hashable, Sendable, CustomStringConvertible {
    /// Which record.
    public let entity: EntityKind
    /// Its key.
    public let key: String
    /// What is wrong.
    public let detail: String

    /// Creates a problem.
    public init(entity: EntityKind, key: String, detail: String) {
        self.entity = entity
        self.key = key
        self.detail = detail
    }

    /// `entity key: detail`.
    public var description: String { "\(entity.rawValue) \(key): \(detail)" }
}

/// A store opened without its log (a store type that keeps none): what needs the log can't run on it.
public struct LogUnavailable: Error, CustomStringConvertible {
    /// One sentence.
    public var description: String { "this store keeps no op log" }
}

extension Store {
    /// This store with its log in view, for what needs it (sync, undo, history, importing a history,
    /// the doctor). Every store Tend opens keeps one.
    /// - Throws: ``LogUnavailable`` for a store that doesn't.
    public func replicated() throws -> any ReplicatedStore {
        guard let r = self as? any ReplicatedStore else { throw LogUnavailable() }
        return r
    }
}

import Foundation

/// Reading records. Every read returns materialised state (the op log's merge result).
public protocol StoreReader {
    /// This store's device id (made once, when the store is created).
    var device: DeviceID { get }
    /// Entries matching a query, in canonical order (see ``EntryQuery/precedes(_:_:)``).
    func entries(_ query: EntryQuery) throws -> [Entry]
    /// One entry by id, deleted or not.
    func entry(id: String) throws -> Entry?
    /// How many (non-deleted) entries match, per day.
    func dayCounts(_ query: EntryQuery) throws -> [Day: Int]
    /// The day, subject and value of every non-deleted entry matching a query (its `includeDeleted`,
    /// `newestFirst` and `limit` ignored), in no particular order: what streaks, strength and other
    /// figures over years of history need, which a store can read without loading whole entries.
    /// (A default reads ``entries(_:)``.)
    func dayValues(_ query: EntryQuery) throws -> [DayValue]
    /// The day of every non-deleted entry matching a query (as ``dayValues(_:)`` reads them) whose value is
    /// text that `matches` accepts, given the text's UTF-8; one day per entry, in no particular order. A
    /// search over years of lines, which a store can run without making a string of each line.
    /// (A default reads ``dayValues(_:)``.)
    func textDays(_ query: EntryQuery, where matches: (UnsafeBufferPointer<UInt8>) -> Bool) throws -> [Day]
    /// Items matching a query, in canonical order.
    func items(_ query: ItemQuery) throws -> [Item]
    /// One item by id, deleted or not.
    func item(id: String) throws -> Item?
    /// A setting's value, or `nil` when unset.
    func setting(_ key: String, scope: SettingScope) throws -> FieldValue?
    /// Every set setting of a scope, sorted by key.
    func settings(scope: SettingScope) throws -> [Setting]
}

/// The storage every tracker shares.
///
/// Rules for conformers:
/// - Every mutation goes through ``write(_:_:)``: the store turns mutations into ops (one HLC tick
///   each, `supersedes` = the register heads at that moment), applies them to the materialised
///   records with ``RecordState`` and appends the change to the log — all in one transaction. If the
///   closure or any step throws, nothing is written.
/// - ``apply(_:now:)`` is idempotent by op id and order-independent.
/// - Local settings (``EntityKind/local``) are logged but never leave the device.
public protocol Store: StoreReader, AnyObject, Sendable {
    /// Runs `build` inside a write transaction (its reader sees the transaction's state), turns the
    /// mutations it returns into ops and commits them as one change. Returns `nil` when there was
    /// nothing to write.
    @discardableResult
    func write(_ intent: ChangeIntent, _ build: (any StoreReader) throws -> [Mutation]) throws -> Change?

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
    /// The latest clock reading this store has issued or seen.
    func lastClock() throws -> HLC

    /// Compares the materialised records with a fresh merge of the op log.
    func verify() throws -> [StoreProblem]
    /// Rebuilds the materialised records from the op log (and drops every ``FigureCheckpoint``).
    func rebuild() throws -> Int

    /// The saved checkpoint of a target's fold, if the store still has one (whatever its `params`).
    func checkpoint(tracker: String, target: String, kind: String) throws -> FigureCheckpoint?
    /// Saves a checkpoint in place of the target's earlier one of that kind, if the store's clock still
    /// reads `readAt` — nothing was written since the fold read its marks (a write in between, by another
    /// process say, could have changed them unseen); returns whether it was saved. Not a change: nothing
    /// is logged, and the store drops it again when a write may change what it covers (``CheckpointDamage``).
    @discardableResult
    func save(_ checkpoint: FigureCheckpoint, readAt: HLC) throws -> Bool
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

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
    /// The day of every non-deleted entry matching a query whose note `matches` accepts, given the note's
    /// UTF-8; one day per entry, in no particular order (a search over the notes an import brought).
    /// (A default reads ``entries(_:)``.)
    func noteDays(_ query: EntryQuery, where matches: (UnsafeBufferPointer<UInt8>) -> Bool) throws -> [Day]
    /// Items matching a query, in canonical order.
    func items(_ query: ItemQuery) throws -> [Item]
    /// One item by id, deleted or not.
    func item(id: String) throws -> Item?
    /// A setting's value, or `nil` when unset.
    func setting(_ key: String, scope: SettingScope) throws -> FieldValue?
    /// Every set setting of a scope, sorted by key.
    func settings(scope: SettingScope) throws -> [Setting]
}

/// The storage every tracker shares: reads, and writes through the shared write path.
///
/// Rules for conformers:
/// - Every mutation goes through ``write(_:_:)``: the store turns mutations into ops (one clock tick
///   each, superseding the register heads at that moment), applies them to the materialised records
///   and appends the change to its log — all in one transaction. If the closure or any step throws,
///   nothing is written.
/// - Reads see every committed write at once (no stale cache across writes).
/// - Local settings (``EntityKind/local``) are kept but never leave the device.
/// - A figure checkpoint (``FigureCheckpoint``) is a cache: the store drops it whenever a write may
///   change what it covers, and may drop it at any time.
///
/// The log itself — applying changes made elsewhere, listing changes, undo, verifying and rebuilding
/// — is the replication engine's (`TendEngine.ReplicatedStore`); trackers never need it.
public protocol Store: StoreReader, AnyObject, Sendable {
    /// Runs `build` inside a write transaction (its reader sees the transaction's state), turns the
    /// mutations it returns into ops and commits them as one change. Returns `nil` when there was
    /// nothing to write.
    @discardableResult
    func write(_ intent: ChangeIntent, _ build: (any StoreReader) throws -> [Mutation]) throws -> Change?

    /// The latest clock reading this store has issued or seen: it moves with every write, here or
    /// applied from elsewhere, so a reading taken before a computation tells whether anything changed.
    func lastClock() throws -> HLC

    /// The saved checkpoint of a target's fold, if the store still has one (whatever its `params`).
    func checkpoint(tracker: String, target: String, kind: String) throws -> FigureCheckpoint?
    /// Saves a checkpoint in place of the target's earlier one of that kind, if the store's clock still
    /// reads `readAt` — nothing was written since the fold read its marks (a write in between, by another
    /// process say, could have changed them unseen); returns whether it was saved. Not a change: nothing
    /// is logged, and the store drops it again when a write may change what it covers.
    @discardableResult
    func save(_ checkpoint: FigureCheckpoint, readAt: HLC) throws -> Bool
}


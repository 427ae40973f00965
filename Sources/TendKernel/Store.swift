import Foundation

/// Reading records. Every read returns materialised state (the op log's merge result).
///
/// A reader is either a ``Store`` itself or the reader a store hands to the closure of
/// ``Store/write(_:_:)``, which sees the write transaction's state. Trackers read only through these
/// methods, never the store's files or tables.
///
/// # Implementation requirements
///
/// - Each call answers from one consistent state: every committed write or none of it, never part of
///   one. (Two calls may see different states if a write lands between them; read inside a write
///   closure when a decision must rest on one state.)
/// - Records are materialised by the one merge of the op log (`RecordState` in TendEngine): a store
///   never answers from anything the log would not rebuild.
/// - Deleted records are left out unless a query asks for them; lookups by id (``entry(id:)``,
///   ``item(id:)``) return them either way, with `deleted` set, so a caller can tell "never existed"
///   from "deleted".
/// - Orders are exact and stable: the canonical orders of ``EntryQuery/precedes(_:_:)`` and
///   ``ItemQuery/precedes(_:_:)``, settings by key. Two stores holding the same ops answer every query
///   with equal arrays.
/// - A reader handed to a write closure is valid only during that closure: don't keep it.
///
/// The protocol is not `Sendable`: a transaction's reader belongs to the thread running the write.
/// ``Store`` itself is `Sendable`.
public protocol StoreReader {
    /// This store's device id (made once, when the store is created). It is the device part of every
    /// op id the store issues. A copy of a store file keeps it, so two copies written separately would
    /// issue colliding op ids: a restored backup takes a new device id for that reason.
    var device: DeviceID { get }
    /// Entries matching a query, in canonical order (see ``EntryQuery/precedes(_:_:)``).
    ///
    /// With ``EntryQuery/newestFirst`` the order is reversed, and ``EntryQuery/limit`` keeps the first
    /// entries of whichever order: `newestFirst: true, limit: 1` is the latest entry.
    func entries(_ query: EntryQuery) throws -> [Entry]
    /// One entry by id, deleted or not; `nil` if no entry has that id.
    func entry(id: String) throws -> Entry?
    /// How many (non-deleted) entries match, per day; days with none are absent.
    ///
    /// The query's `includeDeleted`, `newestFirst` and `limit` are ignored. The cheap way to know which
    /// days have entries (a store answers it from an index): prefer it to ``entries(_:)`` when the view
    /// needs only counts.
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
    /// Items matching a query, in canonical order (``ItemQuery/precedes(_:_:)``) — in any order when the
    /// query says the caller sorts them (``ItemQuery/inAnyOrder``).
    func items(_ query: ItemQuery) throws -> [Item]
    /// Calls `body` with the id and the fields of each item matching a query, in the order of
    /// ``items(_:)``: ``Item/fields`` as its canonical JSON text (UTF-8, valid only during the call).
    /// For a tracker that reads its records by the thousand and decodes them from the text itself
    /// (``FieldValue/forEachMember(ofJSONObject:_:)``) rather than from an ``Item``. (A default reads
    /// ``items(_:)``.)
    func itemFields(_ query: ItemQuery, _ body: (_ id: String, _ fieldsJSON: UnsafeBufferPointer<UInt8>) throws -> Void) throws
    /// One item by id, deleted or not; `nil` if no item has that id.
    func item(id: String) throws -> Item?
    /// A setting's value, or `nil` when unset: never set, unset (deleted) or set to `null`.
    ///
    /// Defaults are the caller's: `try reader.setting("water.goal", scope: .synced)?.int ?? 2000`.
    func setting(_ key: String, scope: SettingScope) throws -> FieldValue?
    /// Every set setting of a scope, sorted by key (unset ones left out).
    func settings(scope: SettingScope) throws -> [Setting]
    /// The store itself when this reader is one (it reads the store's committed state), else `nil` (a
    /// write transaction's reader). Given by the extensions below: a ``Store`` answers itself.
    var committedStore: (any Store)? { get }
}

extension StoreReader {
    /// The default: each item of ``items(_:)`` with its fields written as canonical JSON.
    public func itemFields(_ query: ItemQuery, _ body: (_ id: String, _ fieldsJSON: UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        for item in try items(query) {
            try FieldValue.object(item.fields).jsonBytes.withUnsafeBufferPointer { try body(item.id, $0) }
        }
    }

    /// `nil`: a reader that isn't a ``Store``.
    public var committedStore: (any Store)? { nil }
}

extension Store {
    /// The store itself. (A witness rather than `reader as? any Store`: the runtime's first conformance
    /// look-up for a cast scans every conformance record of the binary, some 0.4 M instructions on
    /// `tend`'s start — docs/benchmarks.md.)
    public var committedStore: (any Store)? { self }
}

/// The storage every tracker shares: reads, and writes through the shared write path.
///
/// A tracker is handed a store (``TrackerContext/store``); it reads through ``StoreReader`` and writes
/// only through ``write(_:_:)``. Tend ships two conformers: `SQLiteStore` (TendStore: one SQLite
/// file, shared by several processes) and `InMemoryStore` (TendTesting: the same semantics in memory,
/// for tests). The store suites of TendStoreTests run over every store kind (`StoreKind` in
/// TendCLITesting); a new conformer joins that list and passes them.
///
/// # Implementation requirements
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
/// And, in more detail:
/// - **One write path.** Implement ``write(_:_:)`` by running `WritePath.commit` (TendEngine) inside
///   your transaction, over your `OpLogBackend`: the merge, the op ids, the log and the checkpoint
///   invalidation then follow the same code in every store. Never turn mutations into ops yourself.
/// - **Serialised writes.** Writes exclude each other — across threads, and across processes when the
///   store is a shared file — from reading the clock to committing, so op ids are unique and strictly
///   increasing per store and every op supersedes the heads as they really are.
/// - **Durable on return.** When ``write(_:_:)`` returns, the change is committed; a crash afterwards
///   loses nothing of it, a crash before leaves nothing of it.
/// - **Errors pass through.** An error thrown by the `build` closure reaches the caller unchanged (a
///   tracker's own refusal stays its own error); the store's own failures are the store's error type.
/// - **Thread-safe.** Every method may be called from any thread at once (the protocol is `Sendable`
///   and a store is shared by reference). A store may run calls side by side or one after another,
///   but a read never sees half of a write.
/// - **Not re-entrant.** Calling the store from inside a `build` closure may deadlock or trap (both
///   Tend stores do one or the other); the closure reads through the reader it is given.
///
/// The log itself — applying changes made elsewhere, listing changes, undo, verifying and rebuilding
/// — is the replication engine's (`TendEngine.ReplicatedStore`); trackers never need it.
public protocol Store: StoreReader, AnyObject, Sendable {
    /// Runs `build` inside a write transaction (its reader sees the transaction's state), turns the
    /// mutations it returns into ops and commits them as one change. Returns `nil` when there was
    /// nothing to write.
    ///
    /// `build` runs exactly once, after the store has taken its write lock: check everything that
    /// depends on the current state there (does the habit exist, is this day already logged), and throw
    /// to refuse — nothing is written. Validate the user's input *before* calling `write`, so a typo
    /// never waits for the lock. An empty result writes nothing: no change, no clock tick.
    ///
    /// ```swift
    /// try store.write(ChangeIntent(action: "water.drink", detail: "\(ml) ml · \(day.iso)")) { reader in
    ///     let last = try reader.entries(EntryQuery(tracker: "water", days: day...day,
    ///                                              includeDeleted: true, newestFirst: true, limit: 1)).first
    ///     return [.create(Entry(id: ids.recordID(), tracker: "water", day: day, value: .amount(Double(ml)),
    ///                           position: FractionalIndex.after(last?.position), created: now))]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - intent: what the user did: the change's action, detail and source in the log.
    ///   - build: reads the transaction's state and returns the mutations to apply, in order.
    /// - Returns: the committed change, or `nil` when `build` returned no mutation.
    /// - Throws: what `build` throws, unchanged, or the store's own error; nothing is written either way.
    @discardableResult
    func write(_ intent: ChangeIntent, _ build: (any StoreReader) throws -> [Mutation]) throws -> Change?

    /// The latest clock reading this store has issued or seen: it moves with every write, here or
    /// applied from elsewhere, so a reading taken before a computation tells whether anything changed.
    ///
    /// Never goes backwards. Two equal readings mean no write was committed in between, by this process
    /// or another; that is all it promises (it is not the time of the last write).
    func lastClock() throws -> HLC

    /// The saved checkpoint of a target's fold, if the store still has one (whatever its `params`:
    /// the caller compares them and ignores a checkpoint made under others).
    func checkpoint(tracker: String, target: String, kind: String) throws -> FigureCheckpoint?
    /// Saves a checkpoint in place of the target's earlier one of that kind, if the store's clock still
    /// reads `readAt` — nothing was written since the fold read its marks (a write in between, by another
    /// process say, could have changed them unseen); returns whether it was saved. Not a change: nothing
    /// is logged, and the store drops it again when a write may change what it covers.
    @discardableResult
    func save(_ checkpoint: FigureCheckpoint, readAt: HLC) throws -> Bool
}


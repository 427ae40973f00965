import Foundation

/// What kind of record an op writes.
///
/// Each kind is its own key space: an entry and an item may share a key. The raw values are part of the
/// stored and synced format.
public enum EntityKind: String, Sendable, Codable, CaseIterable, Comparable {
    /// An ``Entry``: something recorded on a day.
    case entry
    /// An ``Item``: a definition a tracker owns (habit, stack, ritual, arc, custom tracker…).
    case item
    /// A synced ``Setting``.
    case setting
    /// A device-local setting: logged (history, undo) but never synced.
    case local

    /// Whether ops of this kind travel to other devices.
    public var isSynced: Bool { self != .local }

    /// By raw value (a stable order for sorting).
    public static func < (lhs: EntityKind, rhs: EntityKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One logged mutation: it sets one or more fields of one record.
///
/// Each `(entity, key, field)` is a *register*. An op supersedes, for each field it writes, the ops
/// listed in `supersedes` — the register heads its writer knew. A register's state is the set of ops
/// writing it that no known op supersedes; the merge policy reads that set (see `RecordState` in
/// TendEngine). An op that sets `deleted` to `true` also lists the heads of the record's other fields:
/// the state it observed, so that an edit it did not see revives the record.
///
/// Ops are immutable facts: once logged, an op is never edited or removed, here or on any device.
/// Undo writes new ops; sync copies ops; the materialised records are a function of the *set* of ops
/// known, whatever order they arrived in.
///
/// Trackers never make ops. They return ``Mutation``s from ``Store/write(_:_:)`` and the store makes
/// the ops: it alone knows the clock, the device and the current heads.
public struct Op: Hashable, Sendable, Codable {
    /// Unique, ordered id: the store's clock reading when it wrote the op, and its device.
    public let id: OpID
    /// The record kind.
    public let entity: EntityKind
    /// The record key (entry id, item id, setting key).
    public let key: String
    /// The fields written and their values: the mutation's fields, unchanged.
    public let fields: [String: FieldValue]
    /// The ops this one replaces (for the fields it writes), sorted by id. For a deleting op, the heads
    /// of every field of the record (see ``RecordField/deleted``).
    public let supersedes: [OpID]

    /// Creates an op. Made by a store's write path or decoded from a log; a tracker never needs this.
    public init(id: OpID, entity: EntityKind, key: String, fields: [String: FieldValue], supersedes: [OpID]) {
        self.id = id
        self.entity = entity
        self.key = key
        self.fields = fields
        self.supersedes = supersedes
    }

    /// Whether this op marks its record deleted.
    public var isDeletion: Bool { fields[RecordField.deleted] == .bool(true) }
}

/// A change to be made: which record, which fields. The store turns mutations into ops, giving
/// them ids and the heads they supersede, inside its write transaction.
///
/// A mutation is what a tracker says; an ``Op`` is what the log keeps. A tracker builds mutations with
/// the ready-made constructors (``create(_:)-(Entry)``, ``setValue(_:_:note:)``, ``delete(_:_:)``,
/// ``setSetting(_:scope:_:)``…), which spell the field names, and returns them from the closure of
/// ``Store/write(_:_:)``.
///
/// ## What the write path does with one
///
/// For the mutations of one write, in the order returned, inside one transaction:
///
/// 1. The store ticks its hybrid logical clock (``HLC/tick(now:)``): the op id is that reading and
///    this device, so every op of a change has a distinct id, greater than any the store issued or
///    folded in.
/// 2. It reads the record's merge state, as left by the earlier mutations of the same write, and lists
///    the current heads of the fields the mutation writes — of *all* fields when it sets `deleted` to
///    `true` — as the op's `supersedes`.
/// 3. It applies the op to the state and re-materialises the record (the ``Entry``, ``Item`` or setting
///    a reader sees afterwards), and drops the figure checkpoints the record's tracker and day may have
///    made wrong (``FigureCheckpoint``).
/// 4. After the last one, it appends one ``Change`` holding every op, with the ``ChangeIntent``'s
///    action, detail and source, and commits.
///
/// If the closure or any step throws, nothing of the write is kept: no op, no change, no clock tick.
///
/// ## Rules for the mutations a tracker returns
///
/// - Only fields named by ``RecordField``, ``EntryField``, ``ItemField`` (own item fields behind
///   ``ItemField/prefix``) and ``SettingField``. The store writes any field it is given, syncs it and
///   keeps it forever; a misspelt field is never read back.
/// - Fields not named are left as they are: a mutation is a partial update of its record.
/// - Edit only records that exist, read through the closure's reader in the same write: a partial
///   mutation on an unknown key makes a record with no tracker or day, which no query shows.
/// - Several mutations of one record in one write are fine and apply in order; the later supersedes
///   the earlier.
/// - Return an empty list when there is nothing to do: the write then logs nothing and returns `nil`.
///   Don't return mutations with no fields.
public struct Mutation: Hashable, Sendable {
    /// The record kind.
    public let entity: EntityKind
    /// The record key: which record of that kind (see ``Entry/id``, ``Item/id``, ``Setting/key``).
    public let key: String
    /// Fields to set, by stored field name. ``FieldValue/null`` clears a field.
    public let fields: [String: FieldValue]

    /// Creates a mutation from raw field names. Prefer the ready-made constructors.
    public init(entity: EntityKind, key: String, fields: [String: FieldValue]) {
        self.entity = entity
        self.key = key
        self.fields = fields
    }
}

/// Field names shared by every record kind. Part of the stored and synced format: never rename one.
public enum RecordField {
    /// Tombstone flag.
    ///
    /// A record is deleted only if every head of `deleted` is `true` *and* every head of every other
    /// field was observed by a deleting op. So a concurrent re-check or undelete wins over a delete
    /// (add-wins), and an edit the deleting device never saw revives the record: a delete never
    /// silently swallows someone's concurrent work. Deleted records stay in the store as tombstones.
    public static let deleted = "deleted"
    /// Creation time, Unix milliseconds (an ``FieldValue/int(_:)``), written by the creating mutation.
    public static let created = "created"
    /// Owning tracker id.
    public static let tracker = "tracker"
    /// Fractional-index position string (``FractionalIndex``): order among siblings.
    public static let position = "position"
}

/// One transaction of the write path: the ops written together, with what the user did.
///
/// The change is the unit of history, undo and sync. Its id is the id of its first op, so its time and
/// device come from there.
///
/// `tend history` lists changes, `tend undo` reverts the latest (by writing a new change whose
/// ``undoes`` names it), and sync ships them whole: a change is applied on another device entirely or
/// not at all, and applying it twice does nothing. ``Store/write(_:_:)`` returns the change it
/// committed; a tracker reads it only to report what was written.
public struct Change: Hashable, Sendable, Codable {
    /// The id of the first op.
    public let id: OpID
    /// What was done, as a string-catalog key suffix, e.g. `mood.log` (shown via `history.action.mood.log`).
    /// Stable: it is stored and synced, and older changes keep their action after a tracker changes.
    public let action: String
    /// A short, human detail: `good · 2026-11-21`.
    public let detail: String
    /// Where it came from: `cli`, `import`, `undo`, `reminder`, …
    public let source: String
    /// The change this one undid, if it is an undo.
    public let undoes: OpID?
    /// The ops, in order.
    public let ops: [Op]

    /// Creates a change.
    public init(id: OpID, action: String, detail: String, source: String, undoes: OpID?, ops: [Op]) {
        self.id = id
        self.action = action
        self.detail = detail
        self.source = source
        self.undoes = undoes
        self.ops = ops
    }

    /// The device that made it.
    public var device: DeviceID { id.device }
    /// When it was made (physical part of its clock).
    public var date: Date { id.hlc.date }
}

/// What a write is for: the description logged with its ops.
///
/// One user action is one write with one intent: `tend mood log good` is one change, even when it
/// writes several records, so one `tend undo` reverts it whole.
public struct ChangeIntent: Hashable, Sendable {
    /// Catalog key suffix of the action (`gratitude.add`). Start it with the tracker id and register
    /// `history.action.<action>` in the tracker's string table: the conformance check fails an action
    /// with no history text.
    public let action: String
    /// Human detail shown after the action in `tend history` (`good · 2026-11-21`): short, one line,
    /// data rather than sentences (it is stored once and never translated).
    public let detail: String
    /// Origin (`cli`, `import`, …).
    public let source: String
    /// The change undone, for an undo.
    public let undoes: OpID?

    /// Creates an intent.
    public init(action: String, detail: String = "", source: String = "cli", undoes: OpID? = nil) {
        self.action = action
        self.detail = detail
        self.source = source
        self.undoes = undoes
    }
}

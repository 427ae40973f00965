import Foundation

/// What kind of record an op writes.
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
/// writing it that no known op supersedes; the merge policy reads that set (see ``RecordState``).
/// An op that sets `deleted` to `true` also lists the heads of the record's other fields: the state
/// it observed, so that an edit it did not see revives the record.
public struct Op: Hashable, Sendable, Codable {
    /// Unique, ordered id.
    public let id: OpID
    /// The record kind.
    public let entity: EntityKind
    /// The record key (entry id, item id, setting key).
    public let key: String
    /// The fields written and their values.
    public let fields: [String: FieldValue]
    /// The ops this one replaces (for the fields it writes).
    public let supersedes: [OpID]

    /// Creates an op.
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
public struct Mutation: Hashable, Sendable {
    /// The record kind.
    public let entity: EntityKind
    /// The record key.
    public let key: String
    /// Fields to set.
    public let fields: [String: FieldValue]

    /// Creates a mutation.
    public init(entity: EntityKind, key: String, fields: [String: FieldValue]) {
        self.entity = entity
        self.key = key
        self.fields = fields
    }
}

/// Field names shared by every record kind.
public enum RecordField {
    /// Tombstone flag.
    public static let deleted = "deleted"
    /// Creation time, Unix milliseconds.
    public static let created = "created"
    /// Owning tracker id.
    public static let tracker = "tracker"
    /// Fractional-index position string.
    public static let position = "position"
}

/// One transaction of the write path: the ops written together, with what the user did.
///
/// The change is the unit of history, undo and sync. Its id is the id of its first op, so its time and
/// device come from there.
public struct Change: Hashable, Sendable, Codable {
    /// The id of the first op.
    public let id: OpID
    /// What was done, as a string-catalog key suffix, e.g. `mood.log` (shown via `history.action.mood.log`).
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
public struct ChangeIntent: Hashable, Sendable {
    /// Catalog key suffix of the action (`gratitude.add`).
    public let action: String
    /// Human detail.
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

import Foundation

/// A definition a tracker owns: a habit, a stack, a ritual, an arc, a custom tracker definition.
///
/// Where an ``Entry`` is something that happened on a day, an item is something that lasts: the things a
/// tracker's entries are about. Its own data lives in ``fields``, free-form ``FieldValue``s the tracker
/// names, so a tracker stores new kinds of definitions with no schema change.
///
/// ## Fields and merging
///
/// Every own field is a separate register, stored in ops as `f.<name>` (``ItemField/prefix``): a rename
/// on one device and a schedule change on another both survive. The last writer wins per field; a
/// field set to ``FieldValue/null`` is cleared and disappears from ``fields``. Keep values that must
/// change together (a definition's whole JSON) in *one* field, so no merge can mix two versions.
///
/// ## Keys
///
/// Most items have random ids (``IDGenerator/recordID()``). An item that must be one per something
/// across devices gets a deterministic key, e.g. `definition/<tracker id>` for a defined tracker, so
/// the same definition added on two devices is one record.
///
/// Archive an item the user retires (``Mutation/archive(_:_:)``): its entries keep their meaning and
/// figures still read its history. Delete it only when the user removes it.
public struct Item: Hashable, Sendable, Codable, Identifiable {
    /// Record key, unique among all items. Never reused or changed.
    public var id: String
    /// Owning tracker id: the tracker that wrote it and reads it. Writing any item of a tracker drops
    /// that tracker's figure checkpoints (an item may change what its targets' figures mean).
    public var tracker: String
    /// What sort of item (`habit`, `stack`, `ritual`, `arc`, `definition`…): the tracker's own
    /// vocabulary, filtered on by ``ItemQuery/type``.
    public var type: String
    /// The item's own fields; each is a separately merged register. Never holds ``FieldValue/null``
    /// (a null field reads as absent). Names are the tracker's; names a query matches on
    /// (``ItemQuery/FieldMatch``) use letters, digits and `_` only.
    public var fields: [String: FieldValue]
    /// Order among its siblings (fractional index, see ``FractionalIndex``):
    /// ``ItemQuery/precedes(_:_:)`` sorts by it, then by id.
    public var position: String
    /// Archived items are kept but not shown as active. Excluded from queries with
    /// ``ItemQuery/includeArchived`` false; its entries stay, so history and figures can still read them.
    public var archived: Bool
    /// Tombstone: kept for undo and sync, hidden unless ``ItemQuery/includeDeleted``. The same
    /// deletion rules as entries apply (see ``RecordField/deleted``).
    public var deleted: Bool
    /// Creation time, as written by the creating mutation (to the millisecond).
    public var created: Date
    /// Time of the latest op on it. Computed by the store; ignored when writing.
    public var updated: Date

    /// Creates an item value. Nothing is written: pass it to ``Mutation/create(_:)-(Item)`` inside a write.
    public init(id: String, tracker: String, type: String, fields: [String: FieldValue] = [:],
                position: String = FractionalIndex.first, archived: Bool = false, deleted: Bool = false,
                created: Date, updated: Date? = nil) {
        self.id = id
        self.tracker = tracker
        self.type = type
        self.fields = fields
        self.position = position
        self.archived = archived
        self.deleted = deleted
        self.created = created
        self.updated = updated ?? created
    }

    /// A string field, or `nil` when it is absent or not a string.
    public func string(_ name: String) -> String? { fields[name]?.string }

    /// The fields of a new item, as a creation mutation writes them (own fields prefixed `f.`).
    ///
    /// Only the own fields given: creating over an existing key leaves any other own field it had.
    public var fieldValues: [String: FieldValue] {
        var out: [String: FieldValue] = [
            RecordField.tracker: .string(tracker),
            ItemField.type: .string(type),
            RecordField.position: .string(position),
            ItemField.archived: .bool(archived),
            RecordField.deleted: .bool(deleted),
            RecordField.created: .int(Int64(HLC.millis(of: created))),
        ]
        for (k, v) in fields { out[ItemField.prefix + k] = v }
        return out
    }
}

/// Field names of items, as ops write them (besides the shared ``RecordField`` names). Part of the
/// stored and synced format: never rename one.
public enum ItemField {
    /// The item type.
    public static let type = "type"
    /// The archived flag.
    public static let archived = "archived"
    /// Prefix of an item's own fields in op field names: `f.name`.
    public static let prefix = "f."
}

/// Where a setting applies.
///
/// Decide by asking whether another device should follow the change: a schedule or a display name,
/// yes (``synced``); a reminder time, a colour theme or when this person's day starts on this device,
/// no (``device``). A device's reminder time then never overwrites another's.
public enum SettingScope: String, Sendable, Codable, CaseIterable {
    /// The same on every device (display name, schedules, week start…).
    case synced
    /// This device only (reminder times, colours, sync configuration). Logged like any change (history
    /// and undo see it) but never sent to another device, and never received from one.
    case device

    /// The entity kind its ops use: ``EntityKind/setting`` or ``EntityKind/local``. The two scopes are
    /// separate key spaces: one key may be set in both.
    public var entity: EntityKind { self == .synced ? .setting : .local }
}

/// A setting: a key, a scope and a JSON value.
///
/// A setting is a record whose key is the setting's name and whose one field is its value
/// (``SettingField/value``); the whole value is one register, so the last writer wins per key.
/// Unsetting deletes the record (``Mutation/unsetSetting(_:scope:)``) and its default applies again:
/// ``StoreReader/setting(_:scope:)`` answers `nil` for a deleted setting and for a `null` value.
///
/// Keys: a tracker's settings are `<tracker id>.<name>` (`gratitude.schedule`, read by
/// ``Tracker/schedule(_:)``), the platform's are bare words (`week-start`, `day-starts-at`). The
/// console's `SettingKey` list names the known ones with their defaults and checks values typed by
/// people; the kernel stores any key.
public struct Setting: Hashable, Sendable, Codable {
    /// Key, e.g. `gratitude.schedule`.
    public var key: String
    /// Scope: which of the two key spaces, and whether it syncs.
    public var scope: SettingScope
    /// Value: any JSON value except `null` (which reads as unset).
    public var value: FieldValue

    /// Creates a setting.
    public init(key: String, scope: SettingScope, value: FieldValue) {
        self.key = key
        self.scope = scope
        self.value = value
    }
}

/// The field name a setting's value is stored under. Part of the stored and synced format.
public enum SettingField {
    /// The setting's value.
    public static let value = "value"
}

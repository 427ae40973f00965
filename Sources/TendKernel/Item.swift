import Foundation

/// A definition a tracker owns: a habit, a stack, a ritual, an arc, a custom tracker definition.
public struct Item: Hashable, Sendable, Codable, Identifiable {
    /// Record key.
    public var id: String
    /// Owning tracker id.
    public var tracker: String
    /// What sort of item (`habit`, `stack`, `ritual`, `arc`, `definition`…).
    public var type: String
    /// The item's own fields; each is a separately merged register.
    public var fields: [String: FieldValue]
    /// Order among its siblings (fractional index).
    public var position: String
    /// Archived items are kept but not shown as active.
    public var archived: Bool
    /// Tombstone.
    public var deleted: Bool
    /// Creation time.
    public var created: Date
    /// Time of the latest op on it.
    public var updated: Date

    /// Creates an item.
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

    /// A string field.
    public func string(_ name: String) -> String? { fields[name]?.string }

    /// The fields of a new item, as a creation mutation writes them (own fields prefixed `f.`).
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

/// Field names of items.
public enum ItemField {
    /// The item type.
    public static let type = "type"
    /// The archived flag.
    public static let archived = "archived"
    /// Prefix of an item's own fields in op field names: `f.name`.
    public static let prefix = "f."
}

/// Where a setting applies.
public enum SettingScope: String, Sendable, Codable, CaseIterable {
    /// The same on every device (display name, schedules, week start…).
    case synced
    /// This device only (reminder times, colours, sync configuration).
    case device

    /// The entity kind its ops use.
    public var entity: EntityKind { self == .synced ? .setting : .local }
}

/// A setting: a key, a scope and a JSON value.
public struct Setting: Hashable, Sendable, Codable {
    /// Key, e.g. `gratitude.schedule`.
    public var key: String
    /// Scope.
    public var scope: SettingScope
    /// Value.
    public var value: FieldValue

    /// Creates a setting.
    public init(key: String, scope: SettingScope, value: FieldValue) {
        self.key = key
        self.scope = scope
        self.value = value
    }
}

/// The field name a setting's value is stored under.
public enum SettingField {
    /// The setting's value.
    public static let value = "value"
}

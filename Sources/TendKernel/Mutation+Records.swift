/// Ready-made mutations for the record kinds, so trackers never spell field names by hand.
///
/// Each returns one ``Mutation`` for one record; return them from the closure of ``Store/write(_:_:)``.
///
/// ```swift
/// try store.write(ChangeIntent(action: "habit.done", detail: "Run · \(day.iso)")) { reader in
///     let key = EntryKey.daily("habit", subject: habit.id, day)
///     if try reader.entry(id: key)?.deleted == false { return [] }   // done already: log nothing
///     return [.create(Entry(id: key, tracker: "habit", subject: habit.id, day: day, value: .done,
///                           created: now))]                       // new, or revives an unchecked day
/// }
/// ```
extension Mutation {
    /// Creates an entry (all its fields).
    ///
    /// On a key that exists already (a deterministic key logged again) it replaces every field and
    /// revives the entry if it was deleted: "log the mood of this day" is a create, whatever was there.
    public static func create(_ entry: Entry) -> Mutation {
        Mutation(entity: .entry, key: entry.id, fields: entry.fieldValues)
    }

    /// Creates an item (all its fields).
    ///
    /// On a key that exists already it replaces the shared fields and the own fields given, and leaves
    /// other own fields as they were.
    public static func create(_ item: Item) -> Mutation {
        Mutation(entity: .item, key: item.id, fields: item.fieldValues)
    }

    /// Sets some fields of an entry (`EntryField` / `RecordField` names). The others are left as they are.
    public static func updateEntry(_ id: String, _ fields: [String: FieldValue]) -> Mutation {
        Mutation(entity: .entry, key: id, fields: fields)
    }

    /// Sets an entry's value, and changes its note as `note` says (``NoteChange``: keep, set or clear).
    ///
    /// Supersedes every current value, so it also resolves a conflict (``Entry/conflicts``).
    public static func setValue(_ id: String, _ value: EntryValue, note: NoteChange = .keep) -> Mutation {
        var f: [String: FieldValue] = [EntryField.value: value.field]
        switch note {
        case .keep: break
        case .set(let text): f[EntryField.note] = .string(text)
        case .clear: f[EntryField.note] = .null
        }
        return Mutation(entity: .entry, key: id, fields: f)
    }

    /// Moves an entry or item to a new fractional position: one field of one record, whatever the
    /// length of the list. Make the position with ``FractionalIndex/between(_:_:)``.
    public static func move(_ entity: EntityKind, _ id: String, to position: String) -> Mutation {
        Mutation(entity: entity, key: id, fields: [RecordField.position: .string(position)])
    }

    /// Sets an item's own fields (written as `f.<name>`); `.null` clears one.
    public static func updateItem(_ id: String, _ fields: [String: FieldValue]) -> Mutation {
        var out: [String: FieldValue] = [:]
        for (k, v) in fields { out[ItemField.prefix + k] = v }
        return Mutation(entity: .item, key: id, fields: out)
    }

    /// Archives or unarchives an item.
    public static func archive(_ id: String, _ archived: Bool = true) -> Mutation {
        Mutation(entity: .item, key: id, fields: [ItemField.archived: .bool(archived)])
    }

    /// Deletes a record (a tombstone; undo brings it back).
    ///
    /// The op observes every field's heads, so an edit made concurrently on another device, which it
    /// could not observe, keeps the record alive (see ``RecordField/deleted``).
    public static func delete(_ entity: EntityKind, _ key: String) -> Mutation {
        Mutation(entity: entity, key: key, fields: [RecordField.deleted: .bool(true)])
    }

    /// Brings a deleted record back (a re-check of a habit day, an undelete).
    public static func restore(_ entity: EntityKind, _ key: String) -> Mutation {
        Mutation(entity: entity, key: key, fields: [RecordField.deleted: .bool(false)])
    }

    /// Sets a setting (and undeletes it if it was unset). Don't set `.null`: unset instead.
    public static func setSetting(_ key: String, scope: SettingScope, _ value: FieldValue) -> Mutation {
        Mutation(entity: scope.entity, key: key, fields: [SettingField.value: value, RecordField.deleted: .bool(false)])
    }

    /// Unsets a setting (its default applies again).
    public static func unsetSetting(_ key: String, scope: SettingScope) -> Mutation {
        delete(scope.entity, key)
    }
}

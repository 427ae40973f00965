import Foundation

/// Something recorded on a day: a journal line, a mood, a habit check-in.
///
/// Stored in materialised form; the truth is the op log (see ``Op``). One-per-something entries use
/// deterministic ids (``EntryKey``) so two devices can never create two of them.
public struct Entry: Hashable, Sendable, Codable, Identifiable {
    /// Record key.
    public var id: String
    /// Owning tracker id.
    public var tracker: String
    /// What it is about within the tracker (a habit id), if anything.
    public var subject: String?
    /// The day it belongs to.
    public var day: Day
    /// The value.
    public var value: EntryValue
    /// An optional note.
    public var note: String?
    /// Tags.
    public var tags: [String]
    /// Order within the day (fractional index, compared as text).
    public var position: String
    /// Where it came from: `cli`, `import`, `sync`, `reminder`…
    public var source: String
    /// Creation time.
    public var created: Date
    /// Time of the latest op on it.
    public var updated: Date
    /// Tombstone.
    public var deleted: Bool
    /// Other concurrent values of `value` (same day, different devices, not yet resolved). Empty
    /// unless two devices wrote the value without seeing each other's write. Trackers with a
    /// multi-value policy (mood) show them; last-writer-wins trackers ignore them.
    public var conflicts: [ConflictingValue]

    /// Creates an entry.
    public init(id: String, tracker: String, subject: String? = nil, day: Day, value: EntryValue,
                note: String? = nil, tags: [String] = [], position: String = FractionalIndex.first,
                source: String = "cli", created: Date, updated: Date? = nil, deleted: Bool = false,
                conflicts: [ConflictingValue] = []) {
        self.id = id
        self.tracker = tracker
        self.subject = subject
        self.day = day
        self.value = value
        self.note = note
        self.tags = tags
        self.position = position
        self.source = source
        self.created = created
        self.updated = updated ?? created
        self.deleted = deleted
        self.conflicts = conflicts
    }

    /// The fields of a new entry, as a creation mutation writes them.
    public var fieldValues: [String: FieldValue] {
        [
            RecordField.tracker: .string(tracker),
            EntryField.subject: subject.map(FieldValue.string) ?? .null,
            EntryField.day: .string(day.iso),
            EntryField.value: value.field,
            EntryField.note: note.map(FieldValue.string) ?? .null,
            EntryField.tags: .array(tags.map(FieldValue.string)),
            RecordField.position: .string(position),
            EntryField.source: .string(source),
            RecordField.created: .int(Int64(HLC.millis(of: created))),
            RecordField.deleted: .bool(deleted),
        ]
    }
}

/// A value written concurrently with the entry's current value.
public struct ConflictingValue: Hashable, Sendable, Codable {
    /// The op that wrote it.
    public let op: OpID
    /// The value.
    public let value: EntryValue

    /// Creates one.
    public init(op: OpID, value: EntryValue) {
        self.op = op
        self.value = value
    }
}

/// Field names of entries.
public enum EntryField {
    /// The subject (a habit id), or null.
    public static let subject = "subject"
    /// The day, `YYYY-MM-DD`.
    public static let day = "day"
    /// The value (see ``EntryValue/field``).
    public static let value = "value"
    /// The note, or null.
    public static let note = "note"
    /// The tags, a list of strings.
    public static let tags = "tags"
    /// Where the entry came from (`cli`, `import`…).
    public static let source = "source"
}

/// Deterministic entry keys for one-per-something entries.
public enum EntryKey {
    /// The one entry of a tracker on a day (`mood/2026-11-21`).
    public static func daily(_ tracker: String, _ day: Day) -> String { tracker + "/" + day.iso }
    /// The one entry of a subject on a day (`habit/<habit id>/2026-11-21`).
    public static func daily(_ tracker: String, subject: String, _ day: Day) -> String {
        tracker + "/" + subject + "/" + day.iso
    }
}

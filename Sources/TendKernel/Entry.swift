import Foundation

/// Something recorded on a day: a journal line, a mood, a habit check-in.
///
/// Stored in materialised form; the truth is the op log (see ``Op``). One-per-something entries use
/// deterministic ids (``EntryKey``) so two devices can never create two of them.
///
/// Every tracker records its days in entries of this one shape, so the store needs no schema change for
/// a new tracker and sync needs no per-tracker code. What a tracker may choose is the key, the subject,
/// the value, the note and the tags; the rest is bookkeeping the store keeps.
///
/// ## Keys
///
/// ``id`` is the record's key among *all* entries (every tracker's): pick it with care, because a key
/// names the same record on every device.
///
/// - An entry that is one of many on a day (a journal line, a drink of water) gets a fresh random id
///   from the injected generator (``IDGenerator/recordID()``): 16 hex digits, no `/`.
/// - An entry that is one per day (a mood) or one per subject per day (a habit's check-in) gets a
///   deterministic key: ``EntryKey/daily(_:_:)`` (`mood/2026-11-21`) or
///   ``EntryKey/daily(_:subject:_:)`` (`habit/<habit>/2026-11-21`). Two devices logging the same day
///   offline then write the *same* record, and the merge decides its value; with random ids they would
///   make two entries for one day that no merge could join.
///
/// The two forms can't collide: random ids have no `/`, deterministic keys start with the tracker id.
/// Never change the ``day`` or ``subject`` of an entry with a deterministic key (the key would lie);
/// delete it and create the other one.
///
/// ## Fields and merging
///
/// Each stored field (``EntryField``, ``RecordField``) is a separate register: two devices that edit
/// the note and the value of one entry concurrently both keep their edit. Per field, the last writer
/// wins (by op id) — except ``value``, whose concurrent writes are all kept in ``conflicts`` for
/// trackers that show them, and ``deleted``, which follows the rules in ``RecordField/deleted``.
/// ``tags`` is one register: the list is replaced as a whole, never merged item by item.
///
/// ## Writing
///
/// Don't write an `Entry` to a store: return mutations from ``Store/write(_:_:)``.
/// ``Mutation/create(_:)-(Entry)`` writes every field of a new entry (and, on an existing key, replaces them
/// all, reviving it if deleted); ``Mutation/setValue(_:_:note:)``, ``Mutation/updateEntry(_:_:)``,
/// ``Mutation/move(_:_:to:)`` and ``Mutation/delete(_:_:)`` change part of one.
///
/// ```swift
/// try store.write(ChangeIntent(action: "mood.log", detail: "good · \(day.iso)")) { _ in
///     [.create(Entry(id: EntryKey.daily("mood", day), tracker: "mood", day: day,
///                    value: .level(4), created: context.now))]
/// }
/// ```
///
/// ``updated`` and ``conflicts`` are read-only in effect: the store computes them from the op log
/// and a mutation never writes them.
public struct Entry: Hashable, Sendable, Codable, Identifiable {
    /// Record key: a random id or a deterministic ``EntryKey`` (see "Keys" above). Never reused for
    /// another entry, never changed.
    public var id: String
    /// Owning tracker id (``TrackerDescriptor/id``): the tracker that wrote it, and the only one that
    /// may change it. Queries, checkpoints and exports group entries by it.
    public var tracker: String
    /// What it is about within the tracker (a habit id), if anything. Opaque to the kernel: a tracker
    /// uses it to keep several series in one tracker and filters on it with ``EntryQuery/Subject``.
    public var subject: String?
    /// The day it belongs to: the day the user meant, chosen when it was logged (`--date yesterday`),
    /// never recomputed from ``created``.
    public var day: Day
    /// The value (see ``EntryValue``). For a value in conflict, the one with the greatest op id; the
    /// others are in ``conflicts``.
    public var value: EntryValue
    /// An optional note: free text the user added. `nil` and absent are the same; the kernel sets no
    /// length limit (trackers and the console do).
    public var note: String?
    /// Tags: free words, in the user's order. Replaced as a whole by a write.
    public var tags: [String]
    /// Order within the day (fractional index, compared as text): ``EntryQuery/precedes(_:_:)`` sorts
    /// by day, then this, then id. Make one with ``FractionalIndex``; moving an entry rewrites only it.
    public var position: String
    /// Where it came from: `cli`, `import`, `sync`, `reminder`… Informational (history, exports); no
    /// rule reads it.
    public var source: String
    /// Creation time, as written by the creating mutation (kept to the millisecond). Not the day: an
    /// entry created today may belong to yesterday.
    public var created: Date
    /// Time of the latest op on it (the physical part of its newest op id). Computed by the store;
    /// ignored when writing.
    public var updated: Date
    /// Tombstone. A deleted entry is kept (undo and sync need it), hidden from queries unless
    /// ``EntryQuery/includeDeleted``, and brought back by ``Mutation/restore(_:_:)`` or by creating
    /// its key again.
    public var deleted: Bool
    /// Other concurrent values of `value` (same day, different devices, not yet resolved). Empty
    /// unless two devices wrote the value without seeing each other's write. Trackers with a
    /// multi-value policy (mood) show them; last-writer-wins trackers ignore them.
    public var conflicts: [ConflictingValue]

    /// Creates an entry value. Nothing is written: pass it to ``Mutation/create(_:)-(Entry)`` inside a write.
    ///
    /// `updated` defaults to `created`; `conflicts` is for stores materialising an entry, not for
    /// trackers.
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
    ///
    /// Every stored field, `nil`s as explicit ``FieldValue/null`` (so creating over an existing key
    /// clears an old note or subject), ``created`` as Unix milliseconds. ``updated`` and ``conflicts``
    /// are not fields.
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
///
/// Two devices set the value of one entry without seeing each other's write: both writes are heads of
/// the `value` register, the greatest op id is ``Entry/value`` and each other distinct value is a
/// conflicting one. It lasts until a write that saw both supersedes them — setting the value again
/// resolves the conflict, whatever value it sets.
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

/// Field names of entries, as ops write them (besides the shared ``RecordField`` names).
///
/// They are part of the stored and synced format: never rename one. Use the ``Mutation`` helpers
/// rather than spelling fields in a tracker.
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
///
/// A tracker with ``PerDay/one`` keys its entries with these, so every device names a day's entry the
/// same way and concurrent logs of one day merge into one record (see ``Entry``). The day's ISO form is
/// fixed-width and last, so no two (tracker, subject, day) triples make the same key.
public enum EntryKey {
    /// The one entry of a tracker on a day (`mood/2026-11-21`).
    public static func daily(_ tracker: String, _ day: Day) -> String { tracker + "/" + day.iso }
    /// The one entry of a subject on a day (`habit/<habit id>/2026-11-21`).
    public static func daily(_ tracker: String, subject: String, _ day: Day) -> String {
        tracker + "/" + subject + "/" + day.iso
    }
}

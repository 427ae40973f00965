/// One entry's value with its day and subject: all that figures over a long history read
/// (see ``StoreReader/dayValues(_:)``).
///
/// A store can answer these from an index without materialising whole entries (the SQLite store does),
/// which keeps streaks and strength over decades of days cheap. Anything else about the entry (its id,
/// note, tags, position, conflicts) is not here: read ``Entry`` values when a view needs them.
public struct DayValue: Hashable, Sendable {
    /// The entry's day.
    public var day: Day
    /// Its subject (a habit id), if any.
    public var subject: String?
    /// Its value (for a value in conflict, the current one: ``Entry/value``).
    public var value: EntryValue

    /// Creates a day value.
    public init(day: Day, subject: String? = nil, value: EntryValue) {
        self.day = day
        self.subject = subject
        self.value = value
    }
}

extension StoreReader {
    /// The default: read the whole entries and keep their day, subject and value.
    ///
    /// Correct for any store; a store that can read the three columns alone should implement it itself.
    public func dayValues(_ query: EntryQuery) throws -> [DayValue] {
        var q = query
        q.includeDeleted = false
        q.limit = nil
        return try entries(q).map { DayValue(day: $0.day, subject: $0.subject, value: $0.value) }
    }

    /// The default: the days of ``dayValues(_:)`` whose text `matches` accepts.
    ///
    /// `matches` is given the UTF-8 of each text value (never of a level, amount, done or skip) and must
    /// not keep the buffer past the call.
    public func textDays(_ query: EntryQuery, where matches: (UnsafeBufferPointer<UInt8>) -> Bool) throws -> [Day] {
        var out: [Day] = []
        for v in try dayValues(query) {
            guard var text = v.value.text else { continue }
            if text.withUTF8(matches) { out.append(v.day) }
        }
        return out
    }

    /// The default: the days of the live entries whose note `matches` accepts.
    ///
    /// `matches` is given the UTF-8 of each note; entries without a note are skipped. It must not keep
    /// the buffer past the call.
    public func noteDays(_ query: EntryQuery, where matches: (UnsafeBufferPointer<UInt8>) -> Bool) throws -> [Day] {
        var q = query
        q.includeDeleted = false
        q.limit = nil
        var out: [Day] = []
        for e in try entries(q) {
            guard var note = e.note else { continue }
            if note.withUTF8(matches) { out.append(e.day) }
        }
        return out
    }
}

import Foundation

/// Which entries to read.
///
/// Every filter narrows: an entry matches when it passes all of them (``matches(_:)`` is the exact
/// rule, and every store answers as if it had applied it to every entry). Ask for as little as the view
/// needs — one tracker, a day range — so a command stays fast on decades of entries:
///
/// ```swift
/// // The last 30 days of one habit, oldest first.
/// EntryQuery(tracker: "habit", subject: .only(habit.id), days: today.adding(days: -29)...today)
/// // The latest entry of a tracker, deleted or not (to put the next one after it).
/// EntryQuery(tracker: "water", includeDeleted: true, newestFirst: true, limit: 1)
/// ```
public struct EntryQuery: Hashable, Sendable {
    /// Which subjects match.
    public enum Subject: Hashable, Sendable {
        /// Any subject or none.
        case any
        /// Entries with no subject.
        case none
        /// Entries about this subject.
        case only(String)
        /// Entries about any of these subjects (an empty list matches nothing).
        case oneOf([String])
    }

    /// Tracker id, or `nil` for all trackers.
    public var tracker: String?
    /// Subject filter.
    public var subject: Subject
    /// Inclusive day range, or `nil` for all days.
    public var days: ClosedRange<Day>?
    /// Include tombstones. Off by default: a deleted entry is invisible to views and figures.
    public var includeDeleted: Bool
    /// Newest day first (and last position first) instead of oldest first: the exact reverse of the
    /// canonical order.
    public var newestFirst: Bool
    /// At most this many, taken from the start of the order asked; `nil` for all. Read by
    /// ``StoreReader/entries(_:)`` only: the day-level reads ignore it.
    public var limit: Int?

    /// Creates a query.
    public init(tracker: String? = nil, subject: Subject = .any, days: ClosedRange<Day>? = nil,
                includeDeleted: Bool = false, newestFirst: Bool = false, limit: Int? = nil) {
        self.tracker = tracker
        self.subject = subject
        self.days = days
        self.includeDeleted = includeDeleted
        self.newestFirst = newestFirst
        self.limit = limit
    }

    /// Whether an entry matches (everything but the limit).
    public func matches(_ e: Entry) -> Bool {
        if let tracker, e.tracker != tracker { return false }
        switch subject {
        case .any: break
        case .none: if e.subject != nil { return false }
        case .only(let s): if e.subject != s { return false }
        case .oneOf(let list): if let s = e.subject { if !list.contains(s) { return false } } else { return false }
        }
        if let days, !days.contains(e.day) { return false }
        if !includeDeleted && e.deleted { return false }
        return true
    }

    /// The canonical order: day, then position, then id.
    ///
    /// Positions and ids compare as text (byte order), so the order is the same on every device and in
    /// every store; the id breaks ties between entries given the same position on two devices.
    public static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        if a.day != b.day { return a.day < b.day }
        if a.position != b.position { return a.position < b.position }
        return a.id < b.id
    }
}

/// Which items to read. Like ``EntryQuery``, every filter narrows and ``matches(_:)`` is the rule.
public struct ItemQuery: Hashable, Sendable {
    /// Tracker id, or `nil` for all.
    public var tracker: String?
    /// Item type, or `nil` for all.
    public var type: String?
    /// Include archived items (on by default: archived items are still the tracker's).
    public var includeArchived: Bool
    /// Include tombstones.
    public var includeDeleted: Bool
    /// Only items whose text field `name` is one of `values` (a ritual's habits of some arcs), if set.
    public var field: FieldMatch?
    /// The caller sorts the items itself: a store may give them in any order (the SQLite store then
    /// needs no temporary B-tree to sort them: a ritual's 358 arcs over ten years, 1.8 M instructions of
    /// `tend`'s start). Off by default: items come by position, then id.
    public var inAnyOrder = false

    /// Items whose text field `name` holds one of `values`.
    ///
    /// Stores may answer it from an index on the field (the SQLite store has one for `arc`), so use it
    /// rather than reading every item of a type and filtering.
    public struct FieldMatch: Hashable, Sendable {
        /// The field's name (letters, digits and `_`).
        public let name: String
        /// The texts it may hold.
        public let values: Set<String>

        /// Creates a match.
        public init(_ name: String, in values: Set<String>) {
            self.name = name
            self.values = values
        }
    }

    /// Creates a query.
    public init(tracker: String? = nil, type: String? = nil, includeArchived: Bool = true, includeDeleted: Bool = false,
                field: FieldMatch? = nil) {
        self.tracker = tracker
        self.type = type
        self.includeArchived = includeArchived
        self.includeDeleted = includeDeleted
        self.field = field
    }

    /// Whether an item matches.
    public func matches(_ i: Item) -> Bool {
        if let tracker, i.tracker != tracker { return false }
        if let type, i.type != type { return false }
        if let field, !(i.fields[field.name]?.string.map(field.values.contains) ?? false) { return false }
        if !includeArchived && i.archived { return false }
        if !includeDeleted && i.deleted { return false }
        return true
    }

    /// The canonical order: position, then id (both compared as text).
    public static func precedes(_ a: Item, _ b: Item) -> Bool {
        a.position != b.position ? a.position < b.position : a.id < b.id
    }
}

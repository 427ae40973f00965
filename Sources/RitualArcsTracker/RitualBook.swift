import Foundation
import TendKernel

/// Every ritual with its arcs and their habits, read in one query: the snapshot commands and hooks
/// work from. Rituals are in their order (position), arcs in date order, habits in their order.
public struct RitualBook: Sendable {
    /// All rituals, archived ones included.
    public let rituals: [Ritual]
    private let arcsByRitual: [String: [RitualArc]]
    private let habitsByArc: [String: [ArcHabit]]

    /// Creates a book from its parts (sorted here).
    public init(rituals: [Ritual], arcs: [RitualArc], habits: [ArcHabit]) {
        self.rituals = rituals.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
        arcsByRitual = Dictionary(grouping: arcs, by: \.ritual).mapValues {
            $0.sorted { ($0.start, $0.number, $0.id) < ($1.start, $1.number, $1.id) }
        }
        habitsByArc = Self.group(habits)
    }

    /// A book with another book's rituals and arcs and these habits.
    private init(_ book: RitualBook, habits: [ArcHabit]) {
        rituals = book.rituals
        arcsByRitual = book.arcsByRitual
        habitsByArc = Self.group(habits)
    }

    /// Habits by arc, each arc's in order.
    private static func group(_ habits: [ArcHabit]) -> [String: [ArcHabit]] {
        Dictionary(grouping: habits, by: \.arc).mapValues { $0.sorted { ($0.position, $0.id) < ($1.position, $1.id) } }
    }

    /// Reads every (non-deleted) ritual item of the store.
    public static func load(_ reader: any StoreReader) throws -> RitualBook {
        let items = try reader.items(ItemQuery(tracker: RitualArcsTracker.id, includeArchived: true))
        return RitualBook(rituals: items.compactMap(Ritual.init(item:)), arcs: items.compactMap(RitualArc.init(item:)),
                          habits: items.compactMap(ArcHabit.init(item:)))
    }

    /// Every ritual, archived ones included, in order — without their arcs and habits (a ritual that has
    /// run for years has thousands of those).
    public static func rituals(_ reader: any StoreReader) throws -> [Ritual] {
        let items = try reader.items(ItemQuery(tracker: RitualArcsTracker.id, type: Ritual.itemType, includeArchived: true))
        return RitualBook(rituals: items.compactMap(Ritual.init(item:)), arcs: [], habits: []).rituals
    }

    /// The last book of rituals and arcs read from a store, parsed once per store clock.
    private static let memo = StoreMemo<RitualBook>()

    /// Every ritual with its arcs but none of their habits, for what needs only the days arcs run.
    public static func loadArcs(_ reader: any StoreReader) throws -> RitualBook {
        try memo.value(reader) {
            var query = ItemQuery(tracker: RitualArcsTracker.id, type: RitualArc.itemType, includeArchived: true)
            query.inAnyOrder = true  // the book sorts each ritual's arcs by their start
            var arcs: [RitualArc] = []
            try reader.itemFields(query) { id, fields in
                if let arc = RitualArc(id: id, fieldsJSON: fields) { arcs.append(arc) }
            }
            return RitualBook(rituals: try rituals(reader), arcs: arcs, habits: [])
        }
    }

    /// Every ritual and its arcs, with the habits only of the arcs that overlap `days`: what the today view
    /// (one day) and the rituals' histories over those days (``RitualProgress/load(_:rituals:days:_:)``) need.
    public static func load(_ reader: any StoreReader, habitsIn days: ClosedRange<Day>) throws -> RitualBook {
        let dated = try loadArcs(reader)
        let arcs = dated.rituals.flatMap { dated.arcs(of: $0) }
        let overlapping = arcs.filter { $0.start <= days.upperBound && $0.end >= days.lowerBound }
        return try dated.withHabits(of: overlapping.count == arcs.count ? nil : Set(overlapping.map(\.id)), reader)
    }

    /// This book (its rituals and arcs) with the habits of the arcs `ids` (read by their arc field), or of
    /// every arc when `nil`.
    private func withHabits(of ids: Set<String>?, _ reader: any StoreReader) throws -> RitualBook {
        let habits = try reader.items(ItemQuery(tracker: RitualArcsTracker.id, type: ArcHabit.itemType, includeArchived: true,
                                                field: ids.map { ItemQuery.FieldMatch(HabitField.arc, in: $0) }))
        return RitualBook(self, habits: habits.compactMap(ArcHabit.init(item:)))
    }

    /// Rituals that are not archived.
    public var active: [Ritual] { rituals.filter { !$0.archived } }

    /// The ritual with a title (case-insensitive, surrounding spaces ignored).
    public func ritual(titled title: String) -> Ritual? {
        let key = RitualBook.fold(title)
        return rituals.first { RitualBook.fold($0.title) == key }
    }

    /// The ritual with an id.
    public func ritual(id: String) -> Ritual? { rituals.first { $0.id == id } }

    /// A ritual's arcs, oldest first.
    public func arcs(of ritual: Ritual) -> [RitualArc] { arcsByRitual[ritual.id] ?? [] }

    /// A ritual's in-progress arc: the one flagged current, else its latest.
    public func currentArc(of ritual: Ritual) -> RitualArc? {
        let list = arcs(of: ritual)
        return list.last { $0.current } ?? list.last
    }

    /// The arc of a ritual that `day` belongs to (the latest-starting one, should arcs overlap).
    public func arc(of ritual: Ritual, on day: Day) -> RitualArc? {
        let list = arcs(of: ritual)
        // Binary search for the last arc starting on or before `day`.
        var lo = 0, hi = list.count - 1, found = -1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if list[mid].start <= day { found = mid; lo = mid + 1 } else { hi = mid - 1 }
        }
        guard found >= 0 else { return nil }
        if list[found].contains(day) { return list[found] }
        return list[..<found].last { $0.contains(day) }
    }

    /// An arc's habits, in order.
    public func habits(of arc: RitualArc) -> [ArcHabit] { habitsByArc[arc.id] ?? [] }

    /// The habit of an arc with a title (case-insensitive).
    public func habit(titled title: String, in arc: RitualArc) -> ArcHabit? {
        let key = RitualBook.fold(title)
        return habits(of: arc).first { RitualBook.fold($0.title) == key }
    }

    /// The first day of any arc.
    public var firstDay: Day? { arcsByRitual.values.compactMap { $0.first?.start }.min() }

    /// Text folded for matching titles.
    static func fold(_ s: String) -> String {
        s.trimmingWhitespace().lowercased()
    }
}

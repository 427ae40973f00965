import Foundation
import TendKernel

/// A ritual: habits done together at one time of day, run in time-boxed arcs (``RitualArc``).
///
/// Stored as an ``Item`` of tracker `ritual`, type `ritual`. Its own fields (see ``RitualField``):
/// title, time of day, category, notes, the default arc length, and when it was paused or archived.
/// From the day it is disabled (paused) or archived, its days stop counting in figures.
public struct Ritual: Hashable, Sendable {
    /// The item type.
    public static let itemType = "ritual"
    /// Shortest arc, in days.
    public static let minimumDays = 7
    /// Longest arc, in days.
    public static let maximumDays = 365
    /// The arc length used when none is given.
    public static let defaultDays = 30

    /// Item id.
    public let id: String
    /// Display title (unique among rituals, case-insensitively).
    public var title: String
    /// When in the day it belongs.
    public var timeOfDay: TimeOfDay
    /// Health, Productivity, Mindfulness, Self-Care or a custom one, if any.
    public var category: String?
    /// Free notes.
    public var notes: String?
    /// Its colour: a palette name (`teal`) or `#RRGGBB` (``RitualColor``), if one was chosen.
    public var color: String?
    /// Length of new arcs, in days.
    public var days: Int
    /// The day it was disabled, while it is disabled.
    public var disabledOn: Day?
    /// Past pauses (disabled periods), each `from...to`.
    public var pauses: [ClosedRange<Day>]
    /// The day it was archived, for an archived ritual.
    public var archivedOn: Day?
    /// Archived rituals are kept (their history stays) but no longer run.
    public var archived: Bool
    /// Order among rituals.
    public var position: String
    /// When it was created.
    public var created: Date

    /// Creates a ritual.
    public init(id: String, title: String, timeOfDay: TimeOfDay, category: String? = nil, notes: String? = nil,
                color: String? = nil, days: Int = Ritual.defaultDays, disabledOn: Day? = nil, pauses: [ClosedRange<Day>] = [],
                archivedOn: Day? = nil, archived: Bool = false, position: String = FractionalIndex.first,
                created: Date) {
        self.id = id
        self.title = title
        self.timeOfDay = timeOfDay
        self.category = category
        self.notes = notes
        self.color = color
        self.days = days
        self.disabledOn = disabledOn
        self.pauses = pauses
        self.archivedOn = archivedOn
        self.archived = archived
        self.position = position
        self.created = created
    }

    /// Reads a ritual item; `nil` when it isn't one or has no title.
    public init?(item: Item) {
        guard item.type == Ritual.itemType, let title = item.string(RitualField.title) else { return nil }
        id = item.id
        self.title = title
        timeOfDay = item.string(RitualField.time).flatMap(TimeOfDay.init(rawValue:)) ?? .anytime
        category = item.string(RitualField.category)
        notes = item.string(RitualField.notes)
        color = item.string(RitualField.color)
        days = item.fields[RitualField.days]?.int ?? Ritual.defaultDays
        disabledOn = item.string(RitualField.disabledOn).flatMap { Day(iso: $0) }
        pauses = (item.fields[RitualField.pauses]?.array ?? []).compactMap(Ritual.range)
        archivedOn = item.string(RitualField.archivedOn).flatMap { Day(iso: $0) }
        archived = item.archived
        position = item.position
        created = item.created
    }

    /// Whether it is enabled (not paused).
    public var enabled: Bool { disabledOn == nil }

    /// Whether its days count on `day`: not archived by then and not paused that day.
    public func counts(on day: Day) -> Bool {
        if let a = archivedOn, day >= a { return false }
        if let d = disabledOn, day >= d { return false }
        return !pauses.contains { $0.contains(day) }
    }

    /// The item a creation writes.
    public func item() -> Item {
        var fields: [String: FieldValue] = [
            RitualField.title: .string(title), RitualField.time: .string(timeOfDay.rawValue),
            RitualField.days: .int(Int64(days)),
        ]
        if let category { fields[RitualField.category] = .string(category) }
        if let notes { fields[RitualField.notes] = .string(notes) }
        if let color { fields[RitualField.color] = .string(color) }
        return Item(id: id, tracker: RitualArcsTracker.id, type: Ritual.itemType, fields: fields,
                    position: position, created: created)
    }

    /// The stored form of a pause.
    static func field(_ r: ClosedRange<Day>) -> FieldValue {
        .object(["from": .string(r.lowerBound.iso), "to": .string(r.upperBound.iso)])
    }

    private static func range(_ v: FieldValue) -> ClosedRange<Day>? {
        guard let o = v.object, let f = o["from"]?.string.flatMap({ Day(iso: $0) }),
              let t = o["to"]?.string.flatMap({ Day(iso: $0) }), f <= t else { return nil }
        return f...t
    }
}

/// Field names of ritual items (written as `f.<name>`).
public enum RitualField {
    /// Title.
    public static let title = "title"
    /// Time of day (`morning` … `anytime`).
    public static let time = "time"
    /// Category.
    public static let category = "category"
    /// Notes.
    public static let notes = "notes"
    /// Colour (a palette name or `#rrggbb`).
    public static let color = "color"
    /// Default arc length in days.
    public static let days = "days"
    /// ISO day it was disabled, while disabled.
    public static let disabledOn = "disabledOn"
    /// Past pauses: `[{"from": ISO, "to": ISO}]`.
    public static let pauses = "pauses"
    /// ISO day it was archived.
    public static let archivedOn = "archivedOn"
}

import Foundation
import TendKernel

/// One time-boxed run of a ritual: arc `number`, from `start` to `end` (both included, 7–365 days).
///
/// Stored as an ``Item`` of tracker `ritual`, type `arc`, with the deterministic id
/// `<ritual id>.arc<number>` so two devices renewing at once write the same arc. Each arc owns its
/// habits (``ArcHabit``), so renewing with other habits leaves earlier arcs and their check-ins intact.
/// The ritual's latest arc is flagged `current` (the "in-progress" arc renewals continue from).
public struct RitualArc: Hashable, Sendable {
    /// The item type.
    public static let itemType = "arc"

    /// Item id.
    public let id: String
    /// The ritual's id.
    public let ritual: String
    /// 1, 2, 3… in date order.
    public var number: Int
    /// First day.
    public var start: Day
    /// Last day.
    public var end: Day
    /// Whether it is the ritual's in-progress (latest) arc.
    public var current: Bool

    /// Creates an arc.
    public init(id: String, ritual: String, number: Int, start: Day, end: Day, current: Bool) {
        self.id = id
        self.ritual = ritual
        self.number = number
        self.start = start
        self.end = end
        self.current = current
    }

    /// Reads an arc item; `nil` when it isn't one or its fields are unreadable.
    public init?(item: Item) {
        guard item.type == RitualArc.itemType else { return nil }
        var fields = Fields()
        for (key, value) in item.fields { fields.take(key, value) }
        guard let arc = fields.arc(id: item.id) else { return nil }
        self = arc
    }

    /// Reads an arc from its id and its item's fields as JSON text (``StoreReader/itemFields(_:_:)``) by
    /// the rules of ``init(item:)``: the ritual book reads ten years of arcs this way at every start of
    /// `tend`, without an ``Item`` (and its dictionary of fields) for each.
    public init?(id: String, fieldsJSON: UnsafeBufferPointer<UInt8>) {
        var fields = Fields()
        guard FieldValue.forEachMember(ofJSONObject: fieldsJSON, { fields.take($0, $1) }),
              let arc = fields.arc(id: id) else { return nil }
        self = arc
    }

    /// An arc's fields, gathered member by member (a repeated key: the last one counts).
    private struct Fields {
        var ritual: String?
        var start: Day?
        var end: Day?
        var number = 0
        var current = false

        mutating func take(_ key: String, _ value: FieldValue) {
            switch key {
            case ArcField.ritual: ritual = value.string
            case ArcField.start: start = value.string.flatMap { Day(iso: $0) }
            case ArcField.end: end = value.string.flatMap { Day(iso: $0) }
            case ArcField.number: number = value.int ?? 0
            case ArcField.current: current = value.bool ?? false
            default: break
            }
        }

        /// The arc, or `nil` without a ritual, a start or an end.
        func arc(id: String) -> RitualArc? {
            guard let ritual, let start, let end else { return nil }
            return RitualArc(id: id, ritual: ritual, number: number, start: start, end: end, current: current)
        }
    }

    /// The deterministic id of a ritual's arc number `n`.
    public static func id(ritual: String, number n: Int) -> String { ritual + ".arc" + String(n) }

    /// An arc of `days` days from `start`.
    public static func make(ritual: String, number: Int, start: Day, days: Int) -> RitualArc {
        RitualArc(id: id(ritual: ritual, number: number), ritual: ritual, number: number, start: start,
                  end: start.adding(days: days - 1), current: true)
    }

    /// Its days.
    public var days: ClosedRange<Day> { start...end }
    /// Length in days.
    public var length: Int { start.days(to: end) + 1 }
    /// Whether `day` is one of its days.
    public func contains(_ day: Day) -> Bool { start <= day && day <= end }
    /// Which day of the arc `day` is (1 on the first day).
    public func dayNumber(_ day: Day) -> Int { start.days(to: day) + 1 }

    /// Where it stands on `today`.
    public func phase(on today: Day) -> ArcPhase {
        if today < start { return .upcoming }
        return today > end ? .finished : .running
    }

    /// The item a creation writes.
    public func item(created: Date) -> Item {
        Item(id: id, tracker: RitualArcsTracker.id, type: RitualArc.itemType, fields: [
            ArcField.ritual: .string(ritual), ArcField.number: .int(Int64(number)),
            ArcField.start: .string(start.iso), ArcField.end: .string(end.iso), ArcField.current: .bool(current),
        ], created: created)
    }
}

/// Where an arc stands on a day. Raw values are the JSON form.
public enum ArcPhase: String, Hashable, Sendable, Codable {
    /// It starts later.
    case upcoming
    /// The day is one of its days.
    case running
    /// It is over.
    case finished
}

/// Field names of arc items.
public enum ArcField {
    /// The ritual's id.
    public static let ritual = "ritual"
    /// Arc number.
    public static let number = "number"
    /// ISO first day.
    public static let start = "start"
    /// ISO last day.
    public static let end = "end"
    /// Whether it is the in-progress arc.
    public static let current = "current"
}

/// A habit of one arc. Stored as an ``Item`` of tracker `ritual`, type `habit`; its check-ins are
/// entries `ritual/<habit id>/<day>` with the value `done`.
public struct ArcHabit: Hashable, Sendable {
    /// The item type.
    public static let itemType = "habit"

    /// Item id (the check-ins' subject).
    public let id: String
    /// The arc's id.
    public let arc: String
    /// The ritual's id.
    public let ritual: String
    /// What to do.
    public var title: String
    /// Order within the arc.
    public var position: String

    /// Creates a habit.
    public init(id: String, arc: String, ritual: String, title: String, position: String) {
        self.id = id
        self.arc = arc
        self.ritual = ritual
        self.title = title
        self.position = position
    }

    /// Reads a habit item; `nil` when it isn't one.
    public init?(item: Item) {
        guard item.type == ArcHabit.itemType, let arc = item.string(HabitField.arc),
              let title = item.string(HabitField.title) else { return nil }
        id = item.id
        self.arc = arc
        ritual = item.string(HabitField.ritual) ?? ""
        self.title = title
        position = item.position
    }

    /// Habits for an arc, in order, with ids `<arc id>.h<n>` (deterministic, so a renewal made on two
    /// devices at once writes the same records).
    public static func make(_ titles: [String], arc: RitualArc) -> [ArcHabit] {
        let positions = FractionalIndex.sequence(after: nil, count: titles.count)
        return titles.enumerated().map { i, t in
            ArcHabit(id: arc.id + ".h" + String(i + 1), arc: arc.id, ritual: arc.ritual, title: t, position: positions[i])
        }
    }

    /// The item a creation writes.
    public func item(created: Date) -> Item {
        Item(id: id, tracker: RitualArcsTracker.id, type: ArcHabit.itemType, fields: [
            HabitField.arc: .string(arc), HabitField.ritual: .string(ritual), HabitField.title: .string(title),
        ], position: position, created: created)
    }

    /// The id of its check-in on `day`.
    public func checkInID(_ day: Day) -> String { EntryKey.daily(RitualArcsTracker.id, subject: id, day) }
}

/// Field names of habit items.
public enum HabitField {
    /// The arc's id.
    public static let arc = "arc"
    /// The ritual's id.
    public static let ritual = "ritual"
    /// Title.
    public static let title = "title"
}

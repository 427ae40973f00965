/// A day of the week, numbered as in ISO 8601: Monday = 1 … Sunday = 7.
///
/// The raw value is the ISO number, whatever the week start; ordering (`<`) is ISO order, Monday
/// first. For display in the user's order use ``ordered(from:)`` with ``DayCalendar/firstWeekday``.
/// Foundation numbers weekdays differently (Sunday = 1): convert with ``init(foundationWeekday:)``,
/// never by hand. The names here are the syntax of schedules and dates, not display text: the
/// console's string catalog translates weekday names for people.
public enum Weekday: Int, CaseIterable, Sendable, Codable, Comparable {
    /// ISO 1.
    case monday = 1
    /// ISO 2.
    case tuesday
    /// ISO 3.
    case wednesday
    /// ISO 4.
    case thursday
    /// ISO 5.
    case friday
    /// ISO 6.
    case saturday
    /// ISO 7.
    case sunday

    /// Three-letter lowercase name used in schedules and dates: `mon` … `sun`.
    public var shortName: String {
        ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue - 1]
    }

    /// Full English name, lowercase: `monday` … `sunday`.
    public var fullName: String {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][rawValue - 1]
    }

    /// Parses `mon`, `monday`, `tues`, `thurs`… (case-insensitive); `nil` otherwise.
    ///
    /// Accepted: the three-letter names, the full names and the aliases `tues`, `weds`, `thur`,
    /// `thurs`. Not accepted: other prefixes (`we`, `frid`), numbers, or names in other languages.
    public init?(name: String) {
        let n = name.lowercased()
        guard n.count >= 2 else { return nil }
        let aliases: [String: Weekday] = ["tues": .tuesday, "weds": .wednesday, "thur": .thursday, "thurs": .thursday]
        if let a = aliases[n] { self = a; return }
        guard let d = Weekday.allCases.first(where: { $0.fullName == n || ($0.shortName == n) }) else {
            return nil
        }
        self = d
    }

    /// Weekdays in display order for a week starting on `start`.
    public static func ordered(from start: Weekday) -> [Weekday] {
        (0..<7).map { Weekday(rawValue: (start.rawValue - 1 + $0) % 7 + 1)! }
    }

    /// Converts Foundation's numbering (Sunday = 1 … Saturday = 7).
    public init(foundationWeekday n: Int) {
        self = Weekday(rawValue: (n + 5) % 7 + 1)!
    }

    /// Monday first (ISO order).
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Which day a week starts on: the system's choice, Monday or Sunday.
///
/// The synced `week-start` setting. It decides ``DayCalendar/firstWeekday``, hence how week streaks,
/// weekly goals and week charts cut time; `system` follows each device's regional setting, so two
/// devices may then count weeks differently.
public enum WeekStart: String, CaseIterable, Sendable, Codable {
    /// The system's first weekday.
    case system
    /// Monday.
    case monday
    /// Sunday.
    case sunday

    /// The first weekday, given the system's first weekday.
    public func resolved(system: Weekday) -> Weekday {
        switch self {
        case .system: return system
        case .monday: return .monday
        case .sunday: return .sunday
        }
    }
}

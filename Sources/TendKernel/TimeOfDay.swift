import Foundation

/// A part of the day a practice belongs to.
///
/// A label, not a time: a habit "in the morning" is shown with the morning's habits and reminded about
/// in the morning, but it is done whenever it is checked. The boundaries in ``at(_:)`` are wall-clock
/// times and ignore `day-starts-at`. The raw value is the stored form; display names are in the
/// string catalog.
public enum TimeOfDay: String, CaseIterable, Sendable, Codable {
    /// Morning (05:00–10:59).
    case morning
    /// Midday (11:00–13:59).
    case midday
    /// Afternoon (14:00–16:59).
    case afternoon
    /// Evening (17:00–20:59).
    case evening
    /// Night (21:00–04:59).
    case night
    /// Any time of day.
    case anytime

    /// The part of the day a local clock time falls in. Morning 05:00–10:59, midday 11:00–13:59,
    /// afternoon 14:00–16:59, evening 17:00–20:59, night 21:00–04:59. Never `anytime`.
    public static func at(_ time: ClockTime) -> TimeOfDay {
        switch time.hour {
        case 5..<11: return .morning
        case 11..<14: return .midday
        case 14..<17: return .afternoon
        case 17..<21: return .evening
        default: return .night
        }
    }

    /// Parses a name (case-insensitive), also `noon` for midday and `any` for anytime.
    public init?(name: String) {
        let n = name.lowercased().trimmingWhitespace()
        switch n {
        case "noon": self = .midday
        case "any", "any time", "all day": self = .anytime
        default:
            guard let t = TimeOfDay(rawValue: n) else { return nil }
            self = t
        }
    }

    /// Parts of the day in order, `anytime` last.
    public static let ordered: [TimeOfDay] = [.morning, .midday, .afternoon, .evening, .night, .anytime]
}

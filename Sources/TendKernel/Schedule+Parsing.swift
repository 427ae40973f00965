import Foundation

/// Why a schedule's text was refused.
///
/// Its ``description`` is the whole user-facing sentence (what was given, why, and what is accepted);
/// the console shows it as it is.
public struct ScheduleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text that was given.
    public let input: String
    /// What was wrong with it, in one phrase.
    public let reason: String

    /// One sentence: the text, why it was refused, the accepted forms.
    public var description: String {
        "'\(input)' is not a schedule (\(reason)); use \(Schedule.acceptedForms)"
    }
}

extension Schedule {
    /// Parses the schedule syntax: `daily` (also `every day`), `weekdays`, `weekends`, a comma list of
    /// weekdays (`mon,wed,sat`, full names allowed), `N/week`, `N/month`, `N/Dd` (N ≤ D ≤ 365),
    /// `every N days` (also `every other day`). Case and extra spaces don't matter.
    ///
    /// The result is normalised (see ``Schedule``): forms meaning every day parse to ``daily``, and a
    /// weekday list may repeat a day (`mon,mon` is `mon`). N is 1…365 in every form.
    ///
    /// ```swift
    /// try Schedule(parsing: "3/week")        // .window(times: 3, days: 7)
    /// try Schedule(parsing: "Mon, Wed,FRI")   // .days([.monday, .wednesday, .friday])
    /// try Schedule(parsing: "every 2 days")   // .interval(2)
    /// try Schedule(parsing: "7/week")         // .daily
    /// ```
    /// - Throws: ``ScheduleError`` naming the accepted forms.
    public init(parsing raw: String) throws {
        let s = raw.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        func fail(_ why: String) -> ScheduleError { ScheduleError(input: raw, reason: why) }
        switch s {
        case "daily", "every day", "everyday", "each day", "every 1 day", "1/1d":
            self = .daily; return
        case "weekdays", "weekday": self = .days(Schedule.weekdaySet); return
        case "weekends", "weekend": self = .days(Schedule.weekendSet); return
        case "every other day": self = .interval(2); return
        case "": throw fail("it is empty")
        default: break
        }
        if s.hasPrefix("every ") {
            let rest = s.dropFirst(6).split(separator: " ")
            guard rest.count == 2, rest[1] == "days" || rest[1] == "day", let n = Int(rest[0]) else {
                throw fail("say 'every N days'")
            }
            guard (1...365).contains(n) else { throw fail("N must be from 1 to 365") }
            self = n == 1 ? .daily : .interval(n); return
        }
        if let slash = s.firstIndex(of: "/") {
            let left = s[..<slash].trimmingWhitespace()
            var right = s[s.index(after: slash)...].trimmingWhitespace()
            guard let times = Int(left), left.allSatisfy(\.isNumber) else { throw fail("the count before '/' must be a whole number") }
            let days: Int
            switch right {
            case "week", "w", "wk": days = 7
            case "month", "m", "mo": days = 30
            default:
                if right.hasSuffix("days") { right.removeLast(4) } else if right.hasSuffix("d") { right.removeLast() }
                right = right.trimmingWhitespace()
                guard let d = Int(right), right.allSatisfy(\.isNumber) else { throw fail("the period must be week, month or a number of days like 10d") }
                days = d
            }
            guard (1...365).contains(days) else { throw fail("the period must be 1 to 365 days") }
            guard times >= 1 else { throw fail("the count must be at least 1") }
            guard times <= days else { throw fail("the count can't exceed the days in the period") }
            self = times == days ? .daily : .window(times: times, days: days); return
        }
        let names = s.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        var set = Set<Weekday>()
        for n in names {
            guard let d = Weekday(name: n) else {
                throw fail(n.isEmpty ? "an empty day in the list" : "unknown day '\(n)'")
            }
            set.insert(d)
        }
        self = set.count == 7 ? .daily : .days(set)
    }
}

import Foundation
import Testing
import TendKernel

/// Shorthand for a day the test knows to be valid.
func day(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation) -> Day {
    guard let d = Day(iso: iso) else {
        Issue.record("'\(iso)' is not a valid day", sourceLocation: sourceLocation)
        return Day(ordinal: 0)
    }
    return d
}

/// Every day of a year, from Foundation's own iteration of a UTC Gregorian calendar (an oracle
/// independent of `Day`'s arithmetic). Valid for years after 1582 (Foundation switches to Julian before).
func foundationDays(ofYear year: Int) -> [(year: Int, month: Int, day: Int, weekday: Int)] {
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = TimeZone(identifier: "UTC")!
    var out: [(Int, Int, Int, Int)] = []
    var date = cal.date(from: DateComponents(year: year, month: 1, day: 1, hour: 12))!
    while true {
        let c = cal.dateComponents([.year, .month, .day, .weekday], from: date)
        guard c.year == year else { break }
        out.append((c.year!, c.month!, c.day!, c.weekday!))
        date = cal.date(byAdding: .day, value: 1, to: date)!
    }
    return out
}

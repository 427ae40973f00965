import Foundation
import TendKernel
import TendCLITesting
import TendTesting

/// A known six-week history of the five built-in trackers, written day by day through real `tend`
/// commands (each day's commands run at that day's clock), 2026-10-12 (a Monday) to 2026-11-22 (a Sunday,
/// "today" at 19:30). The rules below are the whole truth, so tests can recount any figure by hand.
enum RealHistory {
    static let first = Day(iso: "2026-10-12")!
    static let today = Day(iso: "2026-11-22")!
    static let evening = "2026-11-22T19:30"
    static var days: ClosedRange<Day> { first...today }

    static func index(_ d: Day) -> Int { first.days(to: d) }

    /// Run (mon, wed, fri): done on its days except every 8th day (i mod 8 = 4).
    static func run(_ d: Day) -> Bool {
        [.monday, .wednesday, .friday].contains(d.weekday) && index(d) % 8 != 4
    }

    /// Read (daily): done except when i mod 4 = 1; not yet today.
    static func read(_ d: Day) -> Bool { d != today && index(d) % 4 != 1 }

    /// The Morning stack after coffee: Stretch except i mod 3 = 2, Meditate except i mod 5 = 0.
    static func stretch(_ d: Day) -> Bool { index(d) % 3 != 2 }
    static func meditate(_ d: Day) -> Bool { index(d) % 5 != 0 }

    /// Mood: great on run days, good on other days with a stretch, average otherwise, and bad every
    /// 7th day (i mod 7 = 6); not logged when i mod 10 = 9.
    static func mood(_ d: Day) -> Int? {
        let i = index(d)
        if i % 10 == 9 { return nil }
        if i % 7 == 6 { return 2 }
        return run(d) ? 5 : stretch(d) ? 4 : 3
    }

    /// Gratitude: 1 + (i mod 3) lines, none when i mod 7 = 3.
    static func gratitude(_ d: Day) -> Int {
        let i = index(d)
        return i % 7 == 3 ? 0 : 1 + i % 3
    }

    /// Five lines (journaling days: weekdays): 1 + (i mod 5) lines on weekdays except i mod 6 = 4, and
    /// two lines on Saturdays that are a multiple of 3 days in.
    static func five(_ d: Day) -> Int {
        let i = index(d)
        if d.weekday == .saturday || d.weekday == .sunday { return d.weekday == .saturday && i % 3 == 0 ? 2 : 0 }
        return i % 6 == 4 ? 0 : 1 + i % 5
    }

    /// The ritual "Wind down" (evening, a 60-day arc from the first day): No screens except i mod 4 = 3,
    /// Tea except i mod 6 = 5; checked after the day's other commands, so not yet today.
    static func noScreens(_ d: Day) -> Bool { d != today && index(d) % 4 != 3 }
    static func tea(_ d: Day) -> Bool { d != today && index(d) % 6 != 5 }

    /// Writes the history through `tend` commands, one day at a time at that day's 08:00, and leaves the
    /// harness at ``evening``.
    static func harness() throws -> TendHarness {
        let h = TendHarness(now: first.iso + "T08:00")
        for args in [["config", "set", "display-name", "Sam"], ["config", "set", "five.schedule", "weekdays"],
                     // Five lines shows no figures by default; this user turned them on.
                     ["config", "set", "five.figures", "on"],
                     ["habit", "new", "Run", "--schedule", "mon,wed,fri"], ["habit", "new", "Read"],
                     ["stack", "new", "Morning", "--after", "coffee", "Stretch", "Meditate"],
                     ["ritual", "new", "Wind down", "--days", "60", "--time", "evening", "--habit", "No screens",
                      "--habit", "Tea", "--start", first.iso]] {
            try expectRun(h, args)
        }
        for d in days {
            h.now = d.iso + "T08:00"
            let i = index(d)
            if stretch(d) { try expectRun(h, ["habit", "done", "Stretch"]) }
            if meditate(d) { try expectRun(h, ["habit", "done", "Meditate"]) }
            if run(d) { try expectRun(h, ["habit", "done", "Run"]) }
            if read(d) { try expectRun(h, ["habit", "done", "Read"]) }
            if let m = mood(d) { try expectRun(h, ["mood", "log", String(m)]) }
            let g = gratitude(d)
            if g > 0 { try expectRun(h, ["gratitude", "add"] + (1...g).map { "Thanks \(i).\($0)" }) }
            let f = five(d)
            if f > 0 { try expectRun(h, ["five", "add"] + (1...f).map { "Did \(i).\($0)" }) }
            if noScreens(d) { try expectRun(h, ["ritual", "check", "No screens"]) }
            if tea(d) { try expectRun(h, ["ritual", "check", "Tea"]) }
        }
        h.now = evening
        return h
    }

    /// A seeding command that failed, with what `tend` said.
    struct SeedFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs one seeding command; a failure throws with what `tend` said.
    private static func expectRun(_ h: TendHarness, _ args: [String]) throws {
        let r = h.run(args)
        guard r.code == 0 else { throw SeedFailure(description: "`tend \(args.joined(separator: " "))` at \(h.now): \(r)") }
    }
}

import TendKernel
import TendTesting
@testable import TendStats

/// A day from ISO text.
func day(_ iso: String) -> Day { Day(iso: iso)! }

/// Marks from a pattern starting on `start`, one character per day:
/// `x` done, `.` nothing, `s` skipped, `h` half done, `o` an entry with completion 0.
func pattern(_ start: String, _ p: String) -> [Day: DayMark] {
    var out: [Day: DayMark] = [:]
    for (i, c) in p.enumerated() {
        let d = day(start).adding(days: i)
        switch c {
        case "x": out[d] = DayMark()
        case "s": out[d] = DayMark(count: 1, completion: 0, skipped: true)
        case "h": out[d] = DayMark(count: 1, completion: 0.5)
        case "o": out[d] = DayMark(count: 1, completion: 0)
        default: break
        }
    }
    return out
}

/// A history under one schedule.
func history(_ start: String, _ p: String, _ schedule: Schedule = .daily, since: String? = nil) -> ScheduledHistory {
    ScheduledHistory(marks: pattern(start, p), schedule: schedule, start: since.map(day))
}

/// The last day of a pattern.
func end(_ start: String, _ p: String) -> Day { day(start).adding(days: p.count - 1) }

/// The kernel's repeatable generator, so property tests are repeatable.
typealias SeededGenerator = SplitMix64

/// A random history of `days` days from `start`: done, half, skipped or nothing, with random density.
func randomMarks(_ rng: inout SeededGenerator, start: Day, days: Int) -> [Day: DayMark] {
    let density = Double.random(in: 0.1...0.95, using: &rng)
    var out: [Day: DayMark] = [:]
    for i in 0..<days {
        let r = Double.random(in: 0..<1, using: &rng)
        let d = start.adding(days: i)
        if r < density * 0.8 { out[d] = DayMark(count: Int.random(in: 1...3, using: &rng), completion: 1, value: Double(Int.random(in: 1...5, using: &rng))) }
        else if r < density { out[d] = DayMark(count: 1, completion: 0.5, value: 2) }
        else if r < density + 0.03 { out[d] = DayMark(count: 1, completion: 0, skipped: true) }
    }
    return out
}

/// A random schedule.
func randomSchedule(_ rng: inout SeededGenerator) -> Schedule {
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: return .daily
    case 1:
        var set = Set<Weekday>()
        for w in Weekday.allCases where Bool.random(using: &rng) { set.insert(w) }
        return set.isEmpty ? .days([.monday]) : .days(set)
    case 2: return .window(times: Int.random(in: 1...6, using: &rng), days: 7)
    case 3: return .interval(Int.random(in: 2...4, using: &rng))
    default: return .window(times: Int.random(in: 1...3, using: &rng), days: 10)
    }
}

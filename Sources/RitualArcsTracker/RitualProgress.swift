import Foundation
import TendKernel
import TendStats

/// How much of each ritual was done on each day of a range: check-in counts per ritual and day
/// (one `dayCounts` query per ritual), turned into the marks and timelines TendStats reads.
///
/// A ritual is **due** on the days of its arcs on which it counts (not paused, not archived yet); a
/// day's completion is the fraction of that day's arc habits checked in.
public struct RitualProgress: Sendable {
    /// The snapshot.
    public let book: RitualBook
    /// The days read.
    public let days: ClosedRange<Day>
    private let counts: [String: [Day: Int]]

    /// Reads the check-in counts of `rituals` over `days`: the check-ins of the habits of each ritual's
    /// arcs in the range, read by habit through the subject index (a few hundred habits a query), each
    /// counted on its day when that day is one of its own arc's days.
    public static func load(_ book: RitualBook, rituals: [Ritual], days: ClosedRange<Day>,
                            _ reader: any StoreReader) throws -> RitualProgress {
        var counts: [String: [Day: Int]] = [:]
        for r in rituals {
            // Each habit's days: its arc's days within the range.
            var spans: [String: ClosedRange<Day>] = [:]
            for arc in book.arcs(of: r) where arc.start <= days.upperBound && arc.end >= days.lowerBound {
                let span = max(arc.start, days.lowerBound)...min(arc.end, days.upperBound)
                for h in book.habits(of: arc) { spans[h.id] = span }
            }
            var perDay: [Day: Int] = [:]
            let ids = spans.keys.sorted()
            for chunk in stride(from: 0, to: ids.count, by: habitsPerQuery).map({ ids[$0..<min($0 + habitsPerQuery, ids.count)] }) {
                let lo = chunk.compactMap { spans[$0]?.lowerBound }.min()!, hi = chunk.compactMap { spans[$0]?.upperBound }.max()!
                let rows = try reader.dayValues(EntryQuery(tracker: RitualArcsTracker.id, subject: .oneOf(Array(chunk)), days: lo...hi))
                // Rows come habit by habit: look a habit's span up when the habit changes.
                var subject: String?, span: ClosedRange<Day>?
                for v in rows {
                    if v.subject != subject {
                        subject = v.subject
                        span = subject.flatMap { spans[$0] }
                    }
                    guard let span, span.contains(v.day) else { continue }
                    perDay[v.day, default: 0] += 1
                }
            }
            counts[r.id] = perDay
        }
        return RitualProgress(book: book, days: days, counts: counts)
    }

    /// Habits whose check-ins one query reads.
    static let habitsPerQuery = 400

    /// Check-ins per day across the rituals read.
    public var checkInsPerDay: [Day: Int] {
        counts.values.reduce(into: [:]) { acc, perDay in acc.merge(perDay, uniquingKeysWith: +) }
    }

    /// Check-ins of a ritual on a day.
    public func checkIns(_ ritual: Ritual, on day: Day) -> Int { counts[ritual.id]?[day] ?? 0 }

    /// Done and total habits of a ritual on a day: `nil` when the day is in none of its arcs, or it
    /// doesn't count that day and has no check-ins.
    public func tally(_ ritual: Ritual, on day: Day) -> (done: Int, total: Int)? {
        guard let arc = book.arc(of: ritual, on: day) else { return nil }
        let total = book.habits(of: arc).count
        let n = checkIns(ritual, on: day)
        guard total > 0, ritual.counts(on: day) || n > 0 else { return nil }
        return (min(n, total), total)
    }

    /// A ritual's marks: its days with check-ins, completion = done ÷ total.
    public func marks(_ ritual: Ritual) -> [Day: DayMark] {
        var out: [Day: DayMark] = [:]
        for (day, n) in counts[ritual.id] ?? [:] where n > 0 {
            guard let arc = book.arc(of: ritual, on: day) else { continue }
            let total = book.habits(of: arc).count
            guard total > 0 else { continue }
            out[day] = DayMark(count: n, completion: min(1, Double(n) / Double(total)))
        }
        return out
    }

    /// A ritual's marks and due days, for streaks, completion and momentum.
    public func history(_ ritual: Ritual) -> ScheduledHistory {
        ScheduledHistory(marks: marks(ritual), timeline: RitualProgress.timeline(book, ritual))
    }

    /// The days a ritual is due: its arcs' days, less paused days and the days from its archiving on.
    public static func dueIntervals(_ book: RitualBook, _ ritual: Ritual) -> [ClosedRange<Day>] {
        var cuts = ritual.pauses
        if let d = ritual.disabledOn { cuts.append(d...Day.latest) }
        if let a = ritual.archivedOn { cuts.append(a...Day.latest) }
        var out: [ClosedRange<Day>] = []
        for arc in book.arcs(of: ritual) {
            var pieces = [arc.days]
            for c in cuts { pieces = pieces.flatMap { subtract($0, c) } }
            out += pieces
        }
        return out.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// A ritual's schedule timeline: daily on due days, nothing due on the others.
    public static func timeline(_ book: RitualBook, _ ritual: Ritual) -> ScheduleTimeline {
        let due = dueIntervals(book, ritual)
        guard !due.isEmpty else {
            let from = book.arcs(of: ritual).first?.start ?? .latest
            return ScheduleTimeline(segments: [ScheduleSegment(from: from, schedule: .days([]))])
        }
        var segments: [ScheduleSegment] = []
        for r in due {
            segments.append(ScheduleSegment(from: r.lowerBound, schedule: .daily))
            if r.upperBound < .latest { segments.append(ScheduleSegment(from: r.upperBound.adding(days: 1), schedule: .days([]))) }
        }
        return ScheduleTimeline(segments: segments)
    }

    /// Done and total habits per day of `range` across `rituals` (days with nothing are absent).
    public func totals(_ rituals: [Ritual], in range: ClosedRange<Day>) -> [Day: (done: Int, total: Int)] {
        var out: [Day: (done: Int, total: Int)] = [:]
        let lo = max(range.lowerBound, days.lowerBound), hi = min(range.upperBound, days.upperBound)
        guard lo <= hi else { return out }
        for r in rituals {
            for arc in book.arcs(of: r) where arc.start <= hi && arc.end >= lo {
                for day in max(arc.start, lo)...min(arc.end, hi) {
                    guard let t = tally(r, on: day) else { continue }
                    let old = out[day] ?? (0, 0)
                    out[day] = (old.done + t.done, old.total + t.total)
                }
            }
        }
        return out
    }

    /// Combined marks across `rituals` over `range`: completion = all done ÷ all due habits; days with
    /// nothing due are skips (neutral in averages and trends).
    public func combinedMarks(_ rituals: [Ritual], in range: ClosedRange<Day>) -> [Day: DayMark] {
        let t = totals(rituals, in: range)
        var out: [Day: DayMark] = [:]
        for day in range {
            if let x = t[day] {
                out[day] = DayMark(count: x.done, completion: Double(x.done) / Double(x.total))
            } else {
                out[day] = DayMark(count: 0, completion: 0, skipped: true)
            }
        }
        return out
    }

    /// `a` without the days of `b`.
    static func subtract(_ a: ClosedRange<Day>, _ b: ClosedRange<Day>) -> [ClosedRange<Day>] {
        if b.upperBound < a.lowerBound || b.lowerBound > a.upperBound { return [a] }
        var out: [ClosedRange<Day>] = []
        if a.lowerBound < b.lowerBound { out.append(a.lowerBound...b.lowerBound.adding(days: -1)) }
        if b.upperBound < a.upperBound { out.append(b.upperBound.adding(days: 1)...a.upperBound) }
        return out
    }
}

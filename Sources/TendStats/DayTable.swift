import TendKernel

/// Marks laid out densely by day ordinal, so figures walk arrays instead of hashing every day.
struct DayTable {
    /// Ordinal of the first day.
    let lo: Int
    /// Marks from `lo` on.
    let marks: [DayMark?]

    /// The marks of `dict` from `from` through `through` (empty when `through < from`).
    init(_ dict: [Day: DayMark], from: Day, through: Day) {
        lo = from.ordinal
        let n = max(0, through.ordinal - from.ordinal + 1)
        var a = [DayMark?](repeating: nil, count: n)
        if n > 0 {
            for (d, m) in dict where d.ordinal >= lo && d.ordinal - lo < n { a[d.ordinal - lo] = m }
        }
        marks = a
    }

    /// The mark on the day with this ordinal (nil outside the table).
    subscript(_ ordinal: Int) -> DayMark? {
        let i = ordinal - lo
        return i >= 0 && i < marks.count ? marks[i] : nil
    }

    /// Ordinal of the last day.
    var hi: Int { lo + marks.count - 1 }
}

/// The ISO weekday index (0 = Monday … 6 = Sunday) of a day ordinal, without building a `Day`.
@inline(__always)
func weekdayIndex(_ ordinal: Int) -> Int { ((ordinal % 7) + 7 + 3) % 7 }

/// A timeline compiled for fast per-day questions.
struct CompiledTimeline {
    /// How a segment decides which days are due.
    enum Rule {
        case daily
        case weekdays(mask: UInt8)
        case window(times: Int, days: Int)
        case interval(Int)
    }

    /// One compiled segment.
    struct Segment {
        let from: Int
        let end: Int
        let anchor: Int
        let schedule: Schedule
        let rule: Rule

        /// Whether the day is due (window days are all eligible).
        @inline(__always)
        func isScheduled(_ o: Int) -> Bool {
            switch rule {
            case .daily, .window: return true
            case .weekdays(let mask): return mask & (1 << UInt8(weekdayIndex(o))) != 0
            case .interval(let n):
                let d = o - anchor
                return d >= 0 && d % n == 0
            }
        }

        /// Whether the schedule is a frequency over a rolling window.
        var isWindow: Bool { if case .window = rule { return true }; return false }
    }

    let segments: [Segment]

    init(_ t: ScheduleTimeline) {
        var out: [Segment] = []
        for (i, s) in t.segments.enumerated() {
            let rule: Rule
            switch s.schedule {
            case .daily: rule = .daily
            case .days(let set):
                var mask: UInt8 = 0
                for w in set { mask |= 1 << UInt8(w.rawValue - 1) }
                rule = mask == 0x7F ? .daily : .weekdays(mask: mask)
            case let .window(times, days): rule = .window(times: max(1, times), days: max(1, days))
            case .interval(let n): rule = n <= 1 ? .daily : .interval(n)
            }
            out.append(Segment(from: s.from.ordinal, end: t.end(ofSegment: i)?.ordinal ?? Int.max,
                               anchor: s.anchor.ordinal, schedule: s.schedule, rule: rule))
        }
        segments = out
    }

    /// Index of the segment in force on the day with this ordinal, or nil before the start.
    func index(at o: Int) -> Int? {
        var lo = 0, hi = segments.count - 1, found: Int? = nil
        while lo <= hi {
            let mid = (lo + hi) / 2
            if segments[mid].from <= o { found = mid; lo = mid + 1 } else { hi = mid - 1 }
        }
        return found
    }

    /// Ordinal of the first covered day.
    var start: Int { segments[0].from }
}

import TendKernel

/// How well a practice was kept on one weekday. JSON: `{"weekday": 6, "done": 2, "due": 12, "rate": 0.1667}`
/// (ISO weekday, Monday = 1; `rate` absent when nothing was due).
public struct WeekdayAdherence: Hashable, Sendable, Codable {
    /// The weekday.
    public var weekday: Weekday
    /// Completion summed over that weekday's due days.
    public var done: Double
    /// Due days falling on that weekday.
    public var due: Int
    /// `done ÷ due`, `nil` when nothing was due.
    public var rate: Double?

    /// Creates one; the rate follows from `done` and `due`.
    public init(weekday: Weekday, done: Double, due: Int) {
        self.weekday = weekday
        self.done = done
        self.due = due
        rate = due > 0 ? min(1, done / Double(due)) : nil
    }
}

extension Aggregates {
    /// Done versus due per weekday over `range`, in week order from `firstWeekday` — which weekdays a
    /// practice slips on, and its best weekday.
    ///
    /// Due days are the scheduled days of day schedules; under a window schedule (`3/week`) every day is
    /// eligible and counts as due, so the rates compare weekdays with each other rather than with the
    /// target. Skipped days, days before the practice's start and days after `today` are left out; today
    /// counts only once it is done (it is never held against the user).
    public static func adherencePerWeekday(_ history: ScheduledHistory, in range: ClosedRange<Day>, today: Day,
                                           firstWeekday: Weekday = .monday) -> [WeekdayAdherence] {
        var done = [Double](repeating: 0, count: 7), due = [Int](repeating: 0, count: 7)
        let timeline = CompiledTimeline(history.timeline)
        let lo = max(range.lowerBound.ordinal, timeline.start), hi = min(range.upperBound.ordinal, today.ordinal)
        if lo <= hi {
            let table = DayTable(history.marks, from: Day(ordinal: lo), through: Day(ordinal: hi))
            var seg = timeline.index(at: lo) ?? 0
            for o in lo...hi {
                while seg + 1 < timeline.segments.count && timeline.segments[seg + 1].from <= o { seg += 1 }
                let m = table[o]
                guard timeline.segments[seg].isScheduled(o), !MarkRules.isSkip(m) else { continue }
                let c = MarkRules.completion(m)
                if o == today.ordinal && c < 1 { continue }
                let w = weekdayIndex(o)
                done[w] += c
                due[w] += 1
            }
        }
        return Weekday.ordered(from: firstWeekday).map { w in
            WeekdayAdherence(weekday: w, done: done[w.rawValue - 1], due: due[w.rawValue - 1])
        }
    }
}

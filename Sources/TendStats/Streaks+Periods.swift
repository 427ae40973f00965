import TendKernel

extension Streaks {
    /// The period (first and last ordinal) containing a day.
    static func bounds(of o: Int, unit: StreakUnit, anchor: Int, firstWeekday: Weekday) -> (start: Int, end: Int) {
        switch unit {
        case .days: return (o, o)
        case .weeks:
            let back = (weekdayIndex(o) - (firstWeekday.rawValue - 1) + 7) % 7
            return (o - back, o - back + 6)
        case .months:
            let d = Day(ordinal: o)
            return (d.firstOfMonth.ordinal, d.lastOfMonth.ordinal)
        case .periods(let len):
            let n = max(1, len)
            let diff = o - anchor
            let k = diff >= 0 ? diff / n : -((-diff + n - 1) / n)
            let s = anchor + k * n
            return (s, s + n - 1)
        }
    }
}

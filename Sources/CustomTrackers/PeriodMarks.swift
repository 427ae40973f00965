import TendKernel

/// Marks of a tracker whose goal is per week or per month (see ``DefinedTracker``).
enum PeriodMarks {
    /// The first day of the period containing `day`.
    static func start(of day: Day, _ per: DefinitionGoal.Period, _ firstWeekday: Weekday) -> Day {
        switch per {
        case .day: return day
        case .week: return day.startOfWeek(firstWeekday)
        case .month: return day.firstOfMonth
        }
    }

    /// Marks within `days`, from totals that cover every period touching `days` from its start.
    static func marks(_ totals: [Day: DayTotals], days: ClosedRange<Day>, goal: DefinitionGoal, spec: ValueSpec,
                      firstWeekday: Weekday) -> [Day: DayMark] {
        var out: [Day: DayMark] = [:]
        var byPeriod: [Day: [Day]] = [:]
        for (day, t) in totals where day <= days.upperBound {
            if days.contains(day) {
                out[day] = DayMark(count: t.count, completion: 0, value: t.count == 0 ? nil : t.measure(spec), skipped: t.skipped)
            }
            if t.count > 0 { byPeriod[start(of: day, goal.per, firstWeekday), default: []].append(day) }
        }
        for (_, logged) in byPeriod {
            let sorted = logged.sorted()
            var sum = 0.0
            var hit: Day?
            for d in sorted {
                sum += totals[d]!.measure(spec)
                if goal.direction == .atLeast, hit == nil, goal.isMet(sum) { hit = d }
            }
            if goal.direction == .atMost, goal.isMet(sum) { hit = sorted.last }
            if let hit, days.contains(hit) { out[hit]?.completion = 1 }
        }
        return out
    }

    /// The period containing `day` and its measure so far (through `day`).
    static func measure(_ totals: [Day: DayTotals], containing day: Day, goal: DefinitionGoal, spec: ValueSpec,
                        firstWeekday: Weekday) -> (range: ClosedRange<Day>, measure: Double) {
        let from = start(of: day, goal.per, firstWeekday)
        let to: Day = goal.per == .week ? from.adding(days: 6) : (goal.per == .month ? from.lastOfMonth : from)
        var sum = 0.0
        for (d, t) in totals where d >= from && d <= day && t.count > 0 { sum += t.measure(spec) }
        return (from...to, sum)
    }
}

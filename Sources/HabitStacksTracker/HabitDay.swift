import TendKernel

/// How a habit stands on one day. Raw values are the JSON form.
enum HabitDayState: String, Hashable, Sendable, Codable {
    /// Checked in and the goal met.
    case done
    /// Checked in short of the goal (3 of 5 km; over an at-most bound).
    case partial
    /// Explicitly skipped: neither done nor missed.
    case skipped
    /// Due, over, and nothing recorded.
    case missed
    /// Due today and not done yet.
    case open
    /// Not due that day (a rest day of its schedule).
    case rest
    /// Before the habit existed, or in the future.
    case outside

    /// Whether there is a check-in (done or partial).
    var isCheckedIn: Bool { self == .done || self == .partial }

    /// The state of a today step drawn the same way: still to do (open, missed) is "later".
    var stepState: TodayStepState {
        switch self {
        case .done: return .done
        case .partial: return .partial
        case .skipped: return .skipped
        case .missed, .open: return .later
        case .rest, .outside: return .rest
        }
    }
}

/// Turns a habit's check-ins into day states and the marks TendStats reads.
enum HabitDay {
    /// The state of `habit` on `day` with check-in `value` (if any), seen from `today`. A check-in that
    /// makes no progress (an amount of 0 toward an "at least" goal) is drawn as no check-in.
    static func state(_ habit: Habit, _ day: Day, value: EntryValue?, today: Day) -> HabitDayState {
        if day > today { return .outside }
        if let value {
            if value.isSkip { return .skipped }
            let completion = habit.goal.completion(of: value)
            if completion >= 1 - 1e-9 { return .done }
            if completion > 1e-12 { return .partial }
        }
        if day < habit.start { return .outside }
        if !habit.isDue(day) { return .rest }
        if day == today { return .open }
        // A window schedule (3/week) has no fixed days: a day without a check-in isn't a miss.
        return habit.schedule.isWindow ? .rest : .missed
    }

    /// The mark of one check-in: a skip, or its completion against the goal with its amount as value.
    static func mark(_ habit: Habit, _ value: EntryValue) -> DayMark {
        if value.isSkip { return DayMark(count: 1, completion: 0, value: nil, skipped: true) }
        let amount = value.amount ?? habit.goal.target ?? 1
        return DayMark(count: 1, completion: habit.goal.completion(of: value), value: amount)
    }

    /// Marks per day from a habit's entries.
    static func marks(_ habit: Habit, _ entries: [Entry]) -> [Day: DayMark] {
        var out: [Day: DayMark] = [:]
        for e in entries where e.subject == habit.id && !e.deleted { out[e.day] = mark(habit, e.value) }
        return out
    }

    /// Check-in values per day from a habit's entries.
    static func values(_ habit: Habit, _ entries: [Entry]) -> [Day: EntryValue] {
        var out: [Day: EntryValue] = [:]
        for e in entries where e.subject == habit.id && !e.deleted { out[e.day] = e.value }
        return out
    }

    /// A stack's marks over `days`: each day's completion is the share of its due habits done (partial
    /// check-ins count partly). Habits on window schedules (`3/week`) are never due on a particular day,
    /// so they count only when checked in; skipped habits are left out. A day with nothing due (or only
    /// skips) is a skip: neither done nor missed.
    static func stackMarks(_ members: [Habit], values: [String: [Day: EntryValue]], days: ClosedRange<Day>) -> [Day: DayMark] {
        var out: [Day: DayMark] = [:]
        guard let first = members.map(\.start).min() else { return out }
        let lo = max(first, days.lowerBound)
        guard lo <= days.upperBound else { return out }
        let n = lo.days(to: days.upperBound) + 1
        out.reserveCapacity(n)
        // Each member's values laid out by day, so the walk below indexes arrays instead of hashing.
        let memberValues: [[EntryValue?]] = members.map { h in
            var a = [EntryValue?](repeating: nil, count: n)
            for (d, v) in values[h.id] ?? [:] where d >= lo && d <= days.upperBound { a[lo.days(to: d)] = v }
            return a
        }
        for (offset, day) in (lo...days.upperBound).enumerated() {
            var done = 0.0, due = 0, entries = 0
            for (i, h) in members.enumerated() where day >= h.start {
                let v = memberValues[i][offset]
                if v != nil { entries += 1 }
                if let v, v.isSkip { continue }
                if let v {
                    done += h.goal.completion(of: v)
                    due += 1
                } else if h.isDue(day) && !h.schedule.isWindow {
                    due += 1
                }
            }
            if due == 0 {
                out[day] = DayMark(count: entries, completion: 0, value: nil, skipped: true)
            } else {
                out[day] = DayMark(count: entries, completion: done / Double(due), value: done)
            }
        }
        return out
    }
}

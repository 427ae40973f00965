import TendConsole
import TendKernel
import TendStats

/// Reading check-ins and computing a habit's or a stack's figures with TendStats.
enum HabitStats {
    /// The figures a habit shows.
    static let kinds: [StatKind] = [.streak, .momentum, .strength, .completion, .milestones]

    /// Check-in values per habit id and day, for `habits` over `days` (all days when `nil`): one indexed
    /// read per habit, so no row's subject is looked at or copied (over a century of check-ins that
    /// per-row work was most of a stack's cost).
    static func values(_ reader: any StoreReader, _ habits: [Habit], days: ClosedRange<Day>?) throws -> [String: [Day: EntryValue]] {
        var groups = [String: [Day: EntryValue]](minimumCapacity: habits.count)
        for h in habits where groups[h.id] == nil {
            let rows = try reader.dayValues(EntryQuery(tracker: HabitStacksTracker.id, subject: .only(h.id), days: days))
            var one = [Day: EntryValue](minimumCapacity: rows.count)
            rows.withUnsafeBufferPointer { b in
                for i in b.indices { one[b[i].day] = b[i].value }
            }
            groups[h.id] = one
        }
        return groups
    }

    /// Marks of a habit from its values.
    static func marks(_ habit: Habit, _ values: [Day: EntryValue]) -> [Day: DayMark] {
        values.mapValues { HabitDay.mark(habit, $0) }
    }

    /// A habit's history under its schedule from its start.
    static func history(_ habit: Habit, _ values: [Day: EntryValue]) -> ScheduledHistory {
        ScheduledHistory(marks: marks(habit, values), timeline: habit.timeline)
    }

    /// A stack's history: its daily share of due habits done (see ``HabitDay/stackMarks(_:values:days:)``).
    static func stackHistory(_ stack: HabitStack, members: [Habit], values: [String: [Day: EntryValue]],
                             days: ClosedRange<Day>) -> ScheduledHistory {
        let target = stack.target(members: members)
        return ScheduledHistory(marks: HabitDay.stackMarks(members, values: values, days: days),
                                timeline: ScheduleTimeline(.daily, start: target.start))
    }

    /// The last 21 days, the window momentum reads.
    static func momentumWindow(_ today: Day) -> ClosedRange<Day> {
        today.adding(days: -(Momentum.windowDays - 1))...today
    }

    /// A habit's figures on `today`, rounded for output: streak (schedule-aware, with the user's grace),
    /// momentum, strength (against its amount for measurable habits; skips freeze it), completion rate
    /// and milestones.
    static func figures(_ habit: Habit, _ values: [Day: EntryValue], today: Day, firstWeekday: Weekday,
                        grace: Int) -> TargetFigures {
        var f = TargetFigures.compute(history(habit, values), today: today, kinds: kinds, firstWeekday: firstWeekday,
                                      rules: StreakRules(grace: grace), goal: habit.goal.strengthGoal(habit.schedule))
        f.strength = f.strength.map { JSONOutput.round($0) }
        f.completionRate = f.completionRate.map { JSONOutput.round($0) }
        f.momentum = f.momentum.map { rounded($0) }
        f.milestones = f.milestones?.map { m in
            var m = m
            m.progress = JSONOutput.round(m.progress)
            return m
        }
        return f
    }

    /// Momentum with its score rounded (the bucket is kept from the exact score).
    static func rounded(_ m: Momentum) -> Momentum {
        var r = m
        r.score = JSONOutput.round(m.score)
        return r
    }

    /// The word for a momentum bucket, as a phrase.
    static func bucketPhrase(_ b: MomentumBucket) -> Phrase { Phrase("habit.bucket." + b.rawValue) }
}

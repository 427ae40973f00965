import TendConsole
import TendKernel

extension DefinedTracker {
    /// One line: the day's value and where it stands against the goal (`Water · 5 glasses today · 3
    /// glasses to go`), or the week's or month's measure for a per-period goal.
    public func today(_ context: TrackerContext) throws -> TodayStatus {
        let d = definition
        let today = context.today
        let entries = try context.store.entries(EntryQuery(tracker: d.id, days: today...today))
        let totals = DayTotals.byDay(entries)
        let t = totals[today] ?? DayTotals()
        let measure = t.measure(d.value)
        let name = TextWidth.truncate(d.name, to: 24)
        var figures: [String: FieldValue] = ["count": .int(Int64(t.count)), "measure": DefinitionNumber.field(JSONOutput.round(measure))]
        var progress: GoalProgress?
        if let goal = d.goal {
            if goal.per == .day {
                progress = GoalProgress(goal, measure: measure, range: today...today)
            } else {
                let from = PeriodMarks.start(of: today, goal.per, context.calendar.firstWeekday)
                let period = DayTotals.byDay(try context.store.entries(EntryQuery(tracker: d.id, days: from...today)))
                let m = PeriodMarks.measure(period, containing: today, goal: goal, spec: d.value,
                                            firstWeekday: context.calendar.firstWeekday)
                progress = GoalProgress(goal, measure: m.measure, range: m.range)
            }
            figures["goal"] = DefinitionNumber.field(goal.target)
            figures["met"] = .bool(progress!.met)
        }
        let due = try isDue(today, context)
        let valueText = t.count == 1 && d.isOnePerDay
            ? TextWidth.truncate(d.display(entries.first { !$0.value.isSkip }!.value), to: 30) : d.measure(measure)
        var args: [String: PhraseArgument] = ["name": .text(name), "value": .text(valueText)]
        let line: Phrase
        if let goal = d.goal, goal.per != .day, let progress {
            args["measure"] = .text(d.measure(progress.measure))
            args["status"] = .phrase(progress.statusPhrase(d))
            line = Phrase("custom.today.period.\(goal.per.rawValue)", args)
        } else if t.count == 0 {
            line = Phrase(t.skipped ? "custom.today.skipped" : (due ? "custom.today.not-logged" : "custom.today.not-due"), args)
        } else if let progress {
            args["status"] = .phrase(progress.statusPhrase(d))
            line = Phrase("custom.today.goal", args)
        } else {
            line = Phrase("custom.today.value", args)
        }
        let done: Bool
        if let progress, d.goal?.per == .day { done = t.count > 0 && progress.met } else { done = t.count > 0 }
        var counted: TodayProgress?
        if let goal = d.goal, goal.per == .day, goal.direction == .atLeast, goal.target.rounded() == goal.target,
           d.value.kind != .level, d.value.kind != .amount {
            counted = TodayProgress(done: min(Int(measure), Int(goal.target)), total: Int(goal.target))
        }
        return TodayStatus(tracker: d.id, title: .verbatim(d.name), due: due, done: done, progress: counted,
                           lines: [.sentence([line])], figures: figures)
    }

    /// Whether `day` is due: always under a per-period goal, else by the schedule (an `every N days`
    /// schedule counts from the first entry).
    func isDue(_ day: Day, _ context: TrackerContext) throws -> Bool {
        if let goal = definition.goal, goal.per != .day { return true }
        let schedule = try schedule(context)
        guard case .interval = schedule else { return schedule.isScheduled(day) }
        let first = try context.store.entries(EntryQuery(tracker: definition.id, limit: 1)).first?.day
        return schedule.isScheduled(day, anchor: first ?? day)
    }
}

import TendConsole
import TendKernel
import TendStats

extension HabitStacksTracker {
    /// One line per stack — "After waking up → Run ✓ → Read ▸ · momentum strong" — then the habits in no
    /// stack that are due today. Drawn in ASCII when the running command's style asks for it (`--ascii`).
    public func today(_ context: TrackerContext) throws -> TodayStatus {
        let book = try HabitBook(context.store)
        let today = context.today
        let title = Phrase.verbatim(descriptor.name)
        guard !book.activeHabits.isEmpty || !book.stacks.isEmpty else {
            return TodayStatus(tracker: descriptor.id, title: title, due: false, done: false,
                               lines: [.sentence([Phrase("habit.today.none")])])
        }
        let window = HabitStats.momentumWindow(today)
        let values = try HabitStats.values(context.store, book.activeHabits, days: window)
        var lines: [TodayLine] = []
        var due = 0, handled = 0
        for stack in book.stacks {
            let members = book.members(of: stack)
            let progress = StackProgress(stack, members: members, values: values, day: today)
            let momentum = Momentum.compute(HabitStats.stackHistory(stack, members: members, values: values, days: window), today: today)
            lines.append(progress.todayLine(tail: [Phrase("habit.chain.momentum", ["bucket": .phrase(HabitStats.bucketPhrase(momentum.bucket))])]))
            due += progress.due.count
            handled += progress.handled
        }
        let loose = book.looseHabits.filter { $0.isDue(today) }
        if !loose.isEmpty {
            let steps = loose.map { h -> TodayStep in
                let state = HabitDay.state(h, today, value: values[h.id]?[today], today: today)
                if state.isCheckedIn || state == .skipped { handled += 1 }
                return TodayStep(name: h.name, subject: h.id, state: state.stepState)
            }
            due += loose.count
            lines.append(.list(Phrase("habit.today.loose"), steps: steps))
        }
        return TodayStatus(tracker: descriptor.id, title: title, due: due > 0, done: due > 0 && handled == due,
                           progress: TodayProgress(done: handled, total: due), lines: lines,
                           figures: ["due": .int(Int64(due)), "handled": .int(Int64(handled)),
                                     "stacks": .int(Int64(book.stacks.count))])
        // The highlight is the platform's: the chosen model's figure of the best habit or stack.
    }
}

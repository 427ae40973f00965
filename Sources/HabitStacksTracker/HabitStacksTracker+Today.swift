import TendConsole
import TendKernel
import TendStats

extension HabitStacksTracker {
    /// One line per stack — "After waking up → Run ✓ → Read ▸ · momentum strong" — then the habits in no
    /// stack that are due today. Drawn in ASCII when the running command's style asks for it (`--ascii`).
    public func today(_ context: TrackerContext) throws -> TodayStatus {
        let book = try HabitBook(context.store)
        let today = context.today
        let glyphs = HabitGlyphs(Style.current)
        guard !book.activeHabits.isEmpty || !book.stacks.isEmpty else {
            return TodayStatus(tracker: descriptor.id, title: descriptor.name, due: false, done: false,
                               lines: [tr("habit.today.none")])
        }
        let window = HabitStats.momentumWindow(today)
        let values = try HabitStats.values(context.store, book.activeHabits, days: window)
        var lines: [String] = []
        var due = 0, handled = 0
        for stack in book.stacks {
            let members = book.members(of: stack)
            let progress = StackProgress(stack, members: members, values: values, day: today)
            let momentum = Momentum.compute(HabitStats.stackHistory(stack, members: members, values: values, days: window), today: today)
            let suffix = glyphs.separator + tr("habit.chain.momentum", ["bucket": HabitStats.bucketName(momentum.bucket)])
            lines.append(progress.chain(glyphs, suffix: suffix, width: TodayStatus.lineWidth))
            due += progress.due.count
            handled += progress.handled
        }
        let loose = book.looseHabits.filter { $0.isDue(today) }
        if !loose.isEmpty {
            let cells = loose.map { h -> String in
                let state = HabitDay.state(h, today, value: values[h.id]?[today], today: today)
                if state.isCheckedIn || state == .skipped { handled += 1 }
                return h.name + " " + (state == .open ? glyphs.link(.later) : glyphs.day(state))
            }
            due += loose.count
            lines.append(TextWidth.truncate(tr("habit.today.loose", ["habits": cells.joined(separator: ", ")]), to: TodayStatus.lineWidth))
        }
        return TodayStatus(tracker: descriptor.id, title: descriptor.name, due: due > 0, done: due > 0 && handled == due,
                           progress: (handled, due), lines: lines,
                           figures: ["due": .int(Int64(due)), "handled": .int(Int64(handled)),
                                     "stacks": .int(Int64(book.stacks.count))],
                           highlight: nil)  // the platform's: the chosen model's figure of the best habit or stack
    }
}

import TendConsole
import TendKernel

/// What `habit done`, `habit skip`, `habit undo` and `stack done` share: find the habit, write the
/// check-in once, then say what happened and what comes next in its stack.
enum CheckInCommand {
    /// Checking in with a value, or unchecking.
    enum Change {
        case set(EntryValue)
        case clear
    }

    /// Runs a check-in on the habit named `name` (an already-resolved habit may be passed instead).
    static func run(_ s: Session, name: String, habit resolved: Habit? = nil, day: Day, change: Change, action: String) throws {
        let habit = try resolved ?? HabitBook(s.store).requireHabit(name)
        if case .set(let v) = change { try CheckIn.check(habit, value: v) }
        let now = s.now
        let detail: String
        switch change {
        case .set(let v): detail = (v.isSkip ? habit.name : CheckIn.describe(habit, v)) + " · " + day.iso
        case .clear: detail = habit.name + " · " + day.iso
        }
        let written = try s.store.write(ChangeIntent(action: action, detail: detail)) { reader in
            guard let h = try HabitBook(reader).habit(id: habit.id) else {
                throw HabitBook.unknown("habit.error.unknown-habit", name, among: [])
            }
            switch change {
            case .set(let v): return try CheckIn.set(h, day, v, reader: reader, now: now)
            case .clear: return try CheckIn.clear(h, day, reader: reader)
            }
        }
        try report(s, habit: habit, day: day, change: change, action: action, changed: written != nil)
    }

    /// Prints the outcome and the next habit of the stack.
    private static func report(_ s: Session, habit: Habit, day: Day, change: Change, action: String, changed: Bool) throws {
        let book = try HabitBook(s.store)
        let h = book.habit(id: habit.id) ?? habit
        let entry = try s.store.entry(id: h.entryID(day))
        let value = entry.flatMap { $0.deleted ? nil : $0.value }
        let state = HabitDay.state(h, day, value: value, today: s.today)
        let args = ["habit": h.name, "date": HabitText.day(day)]
        let message: String
        switch (change, changed) {
        case (.set(.skip), true): message = tr("habit.skip.saved", args)
        case (.set(.skip), false): message = tr("habit.skip.unchanged", args)
        case (.set(.amount(let a)), true):
            message = tr("habit.done.amount", args.merging(["amount": HabitInput.quantity(a, unit: h.goal.unit),
                                                             "goal": HabitText.goal(h.goal)]) { a, _ in a })
        case (.set, true): message = tr("habit.done.saved", args)
        case (.set, false): message = tr("habit.done.unchanged", args)
        case (.clear, true): message = tr("habit.undo.saved", args)
        case (.clear, false): message = tr("habit.undo.nothing", args)
        }
        var extra: [String] = []
        var next: String?
        if let stack = book.stack(of: h), !h.archived {
            let members = book.members(of: stack)
            let values = try HabitStats.values(s.store, members, days: day...day)
            let progress = StackProgress(stack, members: members, values: values, day: day)
            next = progress.next?.name
            extra.append(next.map { tr(progress.nextIsShort ? "habit.stack.next.short" : "habit.stack.next.is", ["stack": stack.name, "habit": $0]) }
                         ?? tr("habit.stack.next.complete", ["stack": stack.name, "date": HabitText.day(day)]))
        }
        try WriteResult(action: action, changed: changed, message: message, habit: h.name, stack: book.stack(of: h)?.name,
                        day: day.iso, state: state, amount: value?.amount, next: next).print(s, extra: extra)
    }
}

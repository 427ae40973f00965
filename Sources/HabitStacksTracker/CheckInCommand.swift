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

    /// Runs a check-in on the habit named `name` (an already-resolved habit may be passed instead) and
    /// returns what to show. What is shown is what was written, with the stack as the write read it: the
    /// store is not read again after the write.
    static func run(_ s: Session, name: String, habit resolved: Habit? = nil, day: Day, change: Change,
                    action: String) throws -> CommandOutput {
        let habit = try resolved ?? HabitBook(s.store).requireHabit(name)
        if case .set(let v) = change { try CheckIn.check(habit, value: v) }
        let now = s.now
        let detail: String
        switch change {
        case .set(let v): detail = (v.isSkip ? habit.name : CheckIn.describe(habit, v)) + " · " + day.iso
        case .clear: detail = habit.name + " · " + day.iso
        }
        var after = Written(book: HabitBook(habits: [], stacks: []), habit: habit, values: [:])
        let written = try s.store.write(ChangeIntent(action: action, detail: detail)) { reader in
            let book = try HabitBook(reader)
            guard var h = book.habit(id: habit.id) else {
                throw HabitBook.unknown("habit.error.unknown-habit", name, among: [])
            }
            let out: [Mutation]
            switch change {
            case .set(let v): out = try CheckIn.set(h, day, v, reader: reader, now: now)
            case .clear: out = try CheckIn.clear(h, day, reader: reader)
            }
            if case .set(let v) = change, !out.isEmpty, day < h.start, !v.isSkip { h.start = day }
            var values = [String: [Day: EntryValue]]()
            if let stack = book.stack(of: h), !h.archived {
                values = try HabitStats.values(reader, book.members(of: stack), days: day...day)
            }
            if case .set(let v) = change { values[h.id, default: [:]][day] = v } else { values[h.id]?[day] = nil }
            after = Written(book: book, habit: h, values: values)
            return out
        }
        return try report(s, after, day: day, change: change, action: action, changed: written != nil)
    }

    /// What the write left: the habits and stacks as it read them, the habit (its start moved back by an
    /// earlier check-in) and the day's values of the habit's stack, the one written included.
    private struct Written {
        let book: HabitBook
        let habit: Habit
        let values: [String: [Day: EntryValue]]
    }

    /// The outcome and the next habit of the stack.
    private static func report(_ s: Session, _ after: Written, day: Day, change: Change, action: String,
                               changed: Bool) throws -> CommandOutput {
        let book = after.book, h = after.habit
        let value = after.values[h.id]?[day]
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
            let members = book.members(of: stack).map { $0.id == h.id ? h : $0 }
            let progress = StackProgress(stack, members: members, values: after.values, day: day)
            next = progress.next?.name
            extra.append(next.map { tr(progress.nextIsShort ? "habit.stack.next.short" : "habit.stack.next.is", ["stack": stack.name, "habit": $0]) }
                         ?? tr("habit.stack.next.complete", ["stack": stack.name, "date": HabitText.day(day)]))
        }
        return WriteResult(action: action, changed: changed, message: message, habit: h.name, stack: book.stack(of: h)?.name,
                           day: day.iso, state: state, amount: value?.amount, next: next).output(extra: extra)
    }
}

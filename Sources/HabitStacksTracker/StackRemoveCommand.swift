import ArgumentParser
import TendConsole
import TendKernel

/// `tend stack rm NAME [HABIT]` (alias `remove`): with a habit, takes it out of the stack; alone,
/// removes the stack. Either way the habits stay (in no stack); `tend undo` brings the stack back.
struct StackRemoveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("habit.stack.rm.abstract"), aliases: ["remove"])
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.stack.help"), valueName: "stack"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: HabitStack.type))
    var stack: String

    @Argument(help: ArgumentHelp(tr("habit.stack.rm.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var habit: String?

    func execute(_ s: Session) throws -> CommandOutput {
        guard let habit else { return try removeStack(s) }
        let pre = try HabitBook(s.store)
        let stack = try pre.requireStack(self.stack)
        let leaving = try StackRemoveCommand.member(habit, of: stack, in: pre)
        var after = (stack: stack, members: [String]())
        try s.store.write(ChangeIntent(action: "habit.stack.remove", detail: leaving.name + " ← " + stack.name)) { reader in
            let book = try HabitBook(reader)
            guard let st = book.stacks.first(where: { $0.id == stack.id }) else { throw HabitBook.unknown("habit.error.unknown-stack", self.stack, among: []) }
            let h = try StackRemoveCommand.member(habit, of: st, in: book)
            after = (st, book.members(of: st).filter { $0.id != h.id }.map(\.name))
            return [StackOrder.leave(h)]
        }
        let message = tr("habit.stack.remove.saved", ["habit": leaving.name, "stack": stack.name])
        return StackShowCommand.change(s, stack: after.stack, members: after.members, action: "habit.stack.remove",
                                       message: message, habit: leaving.name)
    }

    /// Removes the whole stack; its habits stay, in no stack.
    private func removeStack(_ s: Session) throws -> CommandOutput {
        let stack = try HabitBook(s.store).requireStack(self.stack)
        try s.store.write(ChangeIntent(action: "habit.stack.rm", detail: stack.name)) { reader in
            let book = try HabitBook(reader)
            guard let st = book.stacks.first(where: { $0.id == stack.id }) else { throw HabitBook.unknown("habit.error.unknown-stack", self.stack, among: []) }
            return book.members(of: st, includeArchived: true).map(StackOrder.leave) + [.delete(.item, st.id)]
        }
        return WriteResult(action: "habit.stack.rm", changed: true, message: tr("habit.stack.rm.saved", ["stack": stack.name]),
                           stack: stack.name).output()
    }

    /// The habit named `name` among a stack's habits (archived included), or the error naming the
    /// closest member.
    static func member(_ name: String, of stack: HabitStack, in book: HabitBook) throws -> Habit {
        let members = book.members(of: stack, includeArchived: true)
        switch HabitBook(habits: members, stacks: []).matchHabit(name) {
        case .found(let h): return h
        case .ambiguous(let names): throw HabitBook.ambiguous("habit.error.ambiguous-habit", name, names)
        case .none(let closest):
            if let h = book.matchHabit(name).value {
                throw TendError(key: "habit.error.not-in-stack", ["habit": h.name, "stack": stack.name])
            }
            throw HabitBook.unknown("habit.error.unknown-habit", name, closest: closest)
        }
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend stack move NAME HABIT --to N`: moves a habit to position N of its chain (one field written).
struct StackMoveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "move", abstract: trHelp("habit.stack.move.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.stack.help"), valueName: "stack"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: HabitStack.type))
    var stack: String

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var habit: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(tr("habit.stack.move.to.help"), valueName: "n"))
    var to: Int

    func execute(_ s: Session) throws -> CommandOutput {
        let pre = try HabitBook(s.store)
        let stack = try pre.requireStack(self.stack)
        let habit = try StackRemoveCommand.member(self.habit, of: stack, in: pre)
        var after = (stack: stack, members: [String]())
        let written = try s.store.write(ChangeIntent(action: "habit.stack.move", detail: habit.name + " → " + String(to))) { reader in
            let book = try HabitBook(reader)
            guard let st = book.stacks.first(where: { $0.id == stack.id }) else { throw HabitBook.unknown("habit.error.unknown-stack", self.stack, among: []) }
            let h = try StackRemoveCommand.member(self.habit, of: st, in: book)
            if h.archived { throw TendError(key: "habit.error.archived", ["habit": h.name]) }
            let members = book.members(of: st)
            let target = try HabitInput.position(to, option: "--to", count: members.count)
            var names = members.filter { $0.id != h.id }.map(\.name)
            names.insert(h.name, at: target - 1)
            after = (st, names)
            if members.firstIndex(where: { $0.id == h.id }) == target - 1 { return [] }
            return StackOrder.place(h, at: target - 1, among: members.filter { $0.id != h.id }, stackID: st.id)
        }
        let key = written == nil ? "habit.stack.move.unchanged" : "habit.stack.move.saved"
        let message = tr(key, ["habit": habit.name, "stack": stack.name, "position": String(to)])
        return StackShowCommand.change(s, stack: after.stack, members: after.members, action: "habit.stack.move", message: message,
                                       habit: habit.name, changed: written != nil)
    }
}

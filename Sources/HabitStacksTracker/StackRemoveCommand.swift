import ArgumentParser
import TendConsole
import TendKernel

/// `tend stack remove NAME HABIT`: takes a habit out of a stack (the habit stays).
struct StackRemoveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "remove", abstract: trHelp("habit.stack.remove.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.stack.help"), valueName: "stack"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: HabitStack.type))
    var stack: String

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var habit: String

    func run() throws {
        let s = try Session(common)
        let pre = try HabitBook(s.store)
        let stack = try pre.requireStack(self.stack)
        let habit = try StackRemoveCommand.member(self.habit, of: stack, in: pre)
        try s.store.write(ChangeIntent(action: "habit.stack.remove", detail: habit.name + " ← " + stack.name)) { reader in
            let book = try HabitBook(reader)
            guard let st = book.stacks.first(where: { $0.id == stack.id }) else { throw HabitBook.unknown("habit.error.unknown-stack", self.stack, among: []) }
            return [StackOrder.leave(try StackRemoveCommand.member(self.habit, of: st, in: book))]
        }
        let message = tr("habit.stack.remove.saved", ["habit": habit.name, "stack": stack.name])
        try StackShowCommand.printChange(s, stackID: stack.id, action: "habit.stack.remove", message: message, habit: habit.name)
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

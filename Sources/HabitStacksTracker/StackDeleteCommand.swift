import ArgumentParser
import TendConsole
import TendKernel

/// `tend stack rm NAME`: removes a stack; its habits stay, in no stack.
struct StackDeleteCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("habit.stack.rm.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.stack.help"), valueName: "stack"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: HabitStack.type))
    var name: String

    func run() throws {
        let s = try Session(common)
        let stack = try HabitBook(s.store).requireStack(name)
        try s.store.write(ChangeIntent(action: "habit.stack.rm", detail: stack.name)) { reader in
            let book = try HabitBook(reader)
            guard let st = book.stacks.first(where: { $0.id == stack.id }) else { throw HabitBook.unknown("habit.error.unknown-stack", name, among: []) }
            return book.members(of: st, includeArchived: true).map(StackOrder.leave) + [.delete(.item, st.id)]
        }
        try WriteResult(action: "habit.stack.rm", changed: true, message: tr("habit.stack.rm.saved", ["stack": stack.name]),
                        stack: stack.name).print(s)
    }
}

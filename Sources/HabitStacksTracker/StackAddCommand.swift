import ArgumentParser
import TendConsole
import TendKernel

/// `tend stack add NAME HABIT [--at N]`: puts a habit into a stack's chain (at the end by default).
struct StackAddCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: tr("habit.stack.add.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.stack.help"), valueName: "stack"))
    var stack: String

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"))
    var habit: String

    @Option(name: .long, help: ArgumentHelp(tr("habit.stack.add.at.help"), valueName: "n"))
    var at: Int?

    func run() throws {
        let s = try Session(common)
        let pre = try HabitBook(s.store)
        let stack = try pre.requireStack(self.stack)
        let habit = try pre.requireHabit(self.habit)
        var position = 0
        try s.store.write(ChangeIntent(action: "habit.stack.add", detail: habit.name + " → " + stack.name)) { reader in
            let book = try HabitBook(reader)
            guard let st = book.stacks.first(where: { $0.id == stack.id }) else { throw HabitBook.unknown("habit.error.unknown-stack", self.stack, among: []) }
            guard let h = book.habit(id: habit.id) else { throw HabitBook.unknown("habit.error.unknown-habit", self.habit, among: []) }
            let members = book.members(of: st)
            if h.stackID == st.id {
                let n = (members.firstIndex { $0.id == h.id } ?? 0) + 1
                throw TendError(key: "habit.error.already-in-stack", ["habit": h.name, "stack": st.name, "position": String(n)])
            }
            try StackNewCommand.checkJoinable(h, book: book)
            position = try at.map { try HabitInput.position($0, option: "--at", count: members.count + 1) } ?? members.count + 1
            return StackOrder.place(h, at: position - 1, among: members, stackID: st.id)
        }
        let message = tr("habit.stack.add.saved", ["habit": habit.name, "stack": stack.name, "position": String(position)])
        try StackShowCommand.printChange(s, stackID: stack.id, action: "habit.stack.add", message: message, habit: habit.name)
    }
}

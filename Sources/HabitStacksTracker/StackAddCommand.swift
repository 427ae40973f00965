import ArgumentParser
import TendConsole
import TendKernel

/// `tend stack add NAME HABIT [--at N]`: puts a habit into a stack's chain (at the end by default). A
/// habit that doesn't exist yet is created, as `stack new` does (on the `habit.schedule` setting, yes/no);
/// the name is taken whole (``StackNewCommand/existing(_:_:)``), never as the beginning of another.
struct StackAddCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: trHelp("habit.stack.add.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.stack.help"), valueName: "stack"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: HabitStack.type))
    var stack: String

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var habit: String

    @Option(name: .long, help: ArgumentHelp(tr("habit.stack.add.at.help"), valueName: "n"))
    var at: Int?

    func execute(_ s: Session) throws -> CommandOutput {
        let pre = try HabitBook(s.store)
        let stack = try pre.requireStack(self.stack)
        let found = StackNewCommand.existing(self.habit, pre)
        let newName = try found == nil ? HabitInput.name(self.habit) : nil
        let schedule = try HabitInput.defaultSchedule(s)
        let today = s.today, now = s.now, newID = s.ids.recordID()
        let shown = found?.name ?? newName ?? self.habit
        var position = 0
        var after: (stack: HabitStack, members: [String])?
        try s.store.write(ChangeIntent(action: "habit.stack.add", detail: shown + " → " + stack.name)) { reader in
            let book = try HabitBook(reader)
            guard let st = book.stacks.first(where: { $0.id == stack.id }) else { throw HabitBook.unknown("habit.error.unknown-stack", self.stack, among: []) }
            let members = book.members(of: st)
            guard let found else {
                if let newName, book.habitNameTaken(newName) { throw TendError(key: "habit.error.duplicate-habit", ["name": newName]) }
                position = try at.map { try HabitInput.position($0, option: "--at", count: members.count + 1) } ?? members.count + 1
                let item = Item(id: newID, tracker: HabitStacksTracker.id, type: Habit.type,
                                fields: Habit.fields(name: shown, schedule: schedule, goal: .check, start: today, cue: nil),
                                position: FractionalIndex.after(book.habits.map(\.position).max()), created: now)
                guard let new = Habit(item) else { return [] }
                after = (st, StackAddCommand.inserting(new.name, at: position - 1, into: members))
                return [.create(item)] + StackOrder.place(new, at: position - 1, among: members, stackID: st.id)
            }
            guard let h = book.habit(id: found.id) else { throw HabitBook.unknown("habit.error.unknown-habit", self.habit, among: []) }
            if h.stackID == st.id {
                let n = (members.firstIndex { $0.id == h.id } ?? 0) + 1
                throw TendError(key: "habit.error.already-in-stack", ["habit": h.name, "stack": st.name, "position": String(n)])
            }
            try StackNewCommand.checkJoinable(h, book: book)
            position = try at.map { try HabitInput.position($0, option: "--at", count: members.count + 1) } ?? members.count + 1
            after = h.archived ? (st, members.map(\.name)) : (st, StackAddCommand.inserting(h.name, at: position - 1, into: members))
            return StackOrder.place(h, at: position - 1, among: members, stackID: st.id)
        }
        var message = tr("habit.stack.add.saved", ["habit": shown, "stack": stack.name, "position": String(position)])
        if found == nil {
            message = tr("habit.stack.add.created", ["habit": shown, "schedule": schedule.text]) + "\n" + message
        }
        guard let after else { return .none }
        return StackShowCommand.change(s, stack: after.stack, members: after.members, action: "habit.stack.add", message: message,
                                       habit: shown)
    }

    /// The chain's names with `name` put at `index`.
    private static func inserting(_ name: String, at index: Int, into members: [Habit]) -> [String] {
        var names = members.map(\.name)
        names.insert(name, at: min(max(0, index), names.count))
        return names
    }
}

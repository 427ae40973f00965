import ArgumentParser
import TendConsole
import TendKernel

/// `tend stack new NAME --after "waking up" Run Read [Stretch …]`: creates the stack and any habits it
/// names that don't exist yet (daily, yes/no).
struct StackNewCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "new", abstract: trHelp("habit.stack.new.abstract"),
                             discussion: trHelp("habit.stack.new.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.stack.new.name.help"), valueName: "name"))
    var name: String

    @Option(name: .long, help: ArgumentHelp(tr("habit.stack.new.after.help"), valueName: "trigger"))
    var after: String

    @Argument(help: ArgumentHelp(tr("habit.stack.new.habits.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var habits: [String] = []

    func checkInput() throws { _ = try input() }

    /// The stack's name, trigger and habits, checked (a habit named twice is refused).
    private func input() throws -> (name: String, trigger: String, habits: [String]) {
        let name = try HabitInput.name(self.name)
        let trigger = try HabitInput.trigger(after)
        let names = try habits.map(HabitInput.name)
        var seen = Set<String>()
        for n in names where !seen.insert(n.lowercased()).inserted {
            throw TendError(key: "habit.error.stack.repeated", ["habit": n])
        }
        return (name, trigger, names)
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let (name, trigger, names) = try input()
        let schedule = try HabitInput.defaultSchedule(s)
        let today = s.today, now = s.now, ids = s.ids
        let stackID = ids.recordID()
        var created: [String] = []
        var chain: [String] = []
        try s.store.write(ChangeIntent(action: "habit.stack.new", detail: name)) { reader in
            let book = try HabitBook(reader)
            if book.stackNameTaken(name) { throw TendError(key: "habit.error.duplicate-stack", ["name": name]) }
            var out: [Mutation] = [.create(Item(id: stackID, tracker: HabitStacksTracker.id, type: HabitStack.type,
                                                fields: HabitStack.fields(name: name, trigger: trigger),
                                                position: FractionalIndex.after(book.stacks.map(\.position).max()),
                                                created: now))]
            var lastHabitPosition = book.habits.map(\.position).max()
            created = []
            chain = []
            for (n, key) in zip(names, StackOrder.keys(names.count)) {
                if let h = StackNewCommand.existing(n, book) {
                    try StackNewCommand.checkJoinable(h, book: book)
                    out.append(.updateItem(h.id, [Habit.Field.stack: .string(stackID), Habit.Field.order: .string(key)]))
                    chain.append(h.name)
                } else {
                    let position = FractionalIndex.after(lastHabitPosition)
                    lastHabitPosition = position
                    let fields = Habit.fields(name: n, schedule: schedule, goal: .check, start: today, cue: nil,
                                              stack: stackID, order: key)
                    out.append(.create(Item(id: ids.recordID(), tracker: HabitStacksTracker.id, type: Habit.type,
                                            fields: fields, position: position, created: now)))
                    created.append(n)
                    chain.append(n)
                }
            }
            return out
        }
        // The chain as written: the store is not read again.
        var extra = [StackShowCommand.chain(s, trigger: trigger, members: chain)]
        if !created.isEmpty { extra.append(tr("habit.stack.new.created", ["habits": created.joined(separator: ", ")])) }
        return WriteResult(action: "habit.stack.new", changed: true, message: tr("habit.stack.new.saved", ["stack": name]),
                           stack: name).output(extra: extra)
    }

    /// The habit a name given to `stack new` or `stack add` means: the one of that name (ignoring case),
    /// `nil` for a new one. These commands create what they don't find, so a name is taken whole, never
    /// as the beginning of another (`Run` beside `Running` is a new habit, not Running).
    static func existing(_ name: String, _ book: HabitBook) -> Habit? {
        book.habit(named: name.trimmingWhitespace())
    }

    /// Refuses a habit that can't join a stack: archived, or already in one (a habit is in one stack or none).
    static func checkJoinable(_ h: Habit, book: HabitBook) throws {
        if h.archived { throw TendError(key: "habit.error.archived", ["habit": h.name]) }
        if let other = book.stack(of: h) {
            throw TendError(key: "habit.error.in-other-stack", ["habit": h.name, "stack": other.name])
        }
    }
}

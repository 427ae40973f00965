import ArgumentParser
import TendConsole
import TendKernel

/// `tend habit edit NAME [--schedule S] [--cue TEXT] [--at-least X | --at-most X] [--unit U] [--yes-no]`:
/// changes what `habit new` set (the name with `habit rename`). An empty `--cue ""` clears the cue; `--unit`
/// alone changes a measurable habit's unit; `--yes-no` makes a measurable habit a yes/no one again (its
/// check-ins stay; each counts as done).
struct HabitEditCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "edit", abstract: trHelp("habit.edit.abstract"), discussion: trHelp("habit.edit.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var name: String

    @OptionGroup var goal: HabitGoalOptions

    @Option(name: .long, help: ArgumentHelp(tr("habit.edit.schedule.help"), valueName: "schedule"))
    var schedule: String?

    @Option(name: .long, help: ArgumentHelp(tr("habit.edit.cue.help"), valueName: "text"))
    var cue: String?

    @Flag(name: .customLong("yes-no"), help: ArgumentHelp(tr("habit.edit.yes-no.help")))
    var yesNo = false

    func checkInput() throws {
        guard schedule != nil || cue != nil || goal.given || yesNo else {
            throw TendError(key: "habit.error.nothing-to-edit", status: .usage)
        }
        if yesNo && goal.given { throw TendError(key: "habit.error.yes-no.amount") }
        _ = try self.schedule.map(Session.schedule)
        _ = try newCue()
    }

    /// The cue given: `nil` when not given, `.some(nil)` to clear it.
    private func newCue() throws -> String?? {
        try self.cue.map { $0.trimmingWhitespace().isEmpty ? nil : try HabitInput.cue($0) }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let schedule = try self.schedule.map(Session.schedule)
        let cue = try newCue()
        let habit = try HabitBook(s.store).requireHabit(name)
        var edited = habit
        let written = try s.store.write(ChangeIntent(action: "habit.edit", detail: habit.name)) { reader in
            guard let h = try HabitBook(reader).habit(id: habit.id) else { throw HabitBook.unknown("habit.error.unknown-habit", name, among: []) }
            if h.archived { throw TendError(key: "habit.error.archived", ["habit": h.name]) }
            edited = h
            if let schedule { edited.schedule = schedule }
            if let cue { edited.cue = cue }
            edited.goal = yesNo ? .check : try goal.goal(editing: h.goal)
            let fields = Habit.changedFields(from: h, to: edited)
            return fields.isEmpty ? [] : [.updateItem(h.id, fields)]
        }
        let args = ["habit": edited.name, "goal": HabitText.goal(edited.goal), "schedule": edited.schedule.text]
        let message = tr(written == nil ? "habit.edit.unchanged" : "habit.edit.saved", args)
        return WriteResult(action: "habit.edit", changed: written != nil, message: message, habit: edited.name).output()
    }
}

/// `--at-least X | --at-most X` and `--unit U`: a habit's goal, as `habit new` and `habit edit` take it.
struct HabitGoalOptions: ParsableArguments {
    @Option(name: .customLong("at-least"), parsing: .unconditional,
            help: ArgumentHelp(tr("habit.new.at-least.help"), valueName: "amount"))
    var atLeast: String?

    @Option(name: .customLong("at-most"), parsing: .unconditional,
            help: ArgumentHelp(tr("habit.new.at-most.help"), valueName: "amount"))
    var atMost: String?

    @Option(name: .long, help: ArgumentHelp(tr("habit.new.unit.help"), valueName: "unit"))
    var unit: String?

    /// Whether any of the three was given.
    var given: Bool { atLeast != nil || atMost != nil || unit != nil }

    /// The goal these options give a habit whose goal is `current` (a new habit: `.check`). `--unit`
    /// alone keeps a measurable goal's bound and target and refuses a yes/no one.
    func goal(editing current: HabitGoal = .check) throws -> HabitGoal {
        if atLeast != nil && atMost != nil { throw TendError(key: "habit.error.goal.both") }
        let unit = try self.unit.map(HabitInput.unit) ?? current.unit
        if let atLeast { return .atLeast(try HabitInput.target(atLeast, option: "--at-least", allowZero: false), unit: unit) }
        if let atMost { return .atMost(try HabitInput.target(atMost, option: "--at-most", allowZero: true), unit: unit) }
        switch current {
        case .check:
            if self.unit != nil { throw TendError(key: "habit.error.unit.without-goal") }
            return .check
        case .atLeast(let t, _): return .atLeast(t, unit: unit)
        case .atMost(let t, _): return .atMost(t, unit: unit)
        }
    }
}

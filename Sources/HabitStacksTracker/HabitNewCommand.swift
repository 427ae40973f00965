import ArgumentParser
import TendConsole
import TendKernel

/// `tend habit new NAME [--schedule S] [--at-least X | --at-most X] [--unit U] [--cue TEXT]`; without
/// `--schedule` the habit gets the `habit.schedule` setting (daily unless set).
struct HabitNewCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "new", abstract: trHelp("habit.new.abstract"), discussion: trHelp("habit.new.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.new.name.help"), valueName: "name"))
    var name: String

    @Option(name: .long, help: ArgumentHelp(tr("habit.new.schedule.help"), valueName: "schedule"))
    var schedule: String?

    @OptionGroup var goalOptions: HabitGoalOptions

    @Option(name: .long, help: ArgumentHelp(tr("habit.new.cue.help"), valueName: "text"))
    var cue: String?

    func checkInput() throws {
        _ = try HabitInput.name(name)
        _ = try schedule.map(Session.schedule)
        _ = try goalOptions.goal()
        _ = try cue.map(HabitInput.cue)
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let name = try HabitInput.name(self.name)
        let schedule = try self.schedule.map(Session.schedule) ?? HabitInput.defaultSchedule(s)
        let goal = try goalOptions.goal()
        let cue = try self.cue.map(HabitInput.cue)
        let start = s.today, now = s.now
        let id = s.ids.recordID()
        try s.store.write(ChangeIntent(action: "habit.new", detail: name)) { reader in
            let book = try HabitBook(reader)
            if book.habitNameTaken(name) { throw TendError(key: "habit.error.duplicate-habit", ["name": name]) }
            let fields = Habit.fields(name: name, schedule: schedule, goal: goal, start: start, cue: cue)
            let item = Item(id: id, tracker: HabitStacksTracker.id, type: Habit.type, fields: fields,
                            position: FractionalIndex.after(book.habits.map(\.position).max()), created: now)
            return [.create(item)]
        }
        let message = tr("habit.new.saved", ["habit": name, "goal": HabitText.goal(goal), "schedule": schedule.text])
        return WriteResult(action: "habit.new", changed: true, message: message, habit: name).output()
    }
}

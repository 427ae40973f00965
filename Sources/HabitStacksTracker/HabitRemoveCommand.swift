import ArgumentParser
import TendConsole
import TendKernel

/// `tend habit rm NAME`: removes a habit (its check-ins stay in the log; `tend undo` brings it back).
struct HabitRemoveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("habit.rm.abstract"), aliases: ["remove"])
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var name: String

    func execute(_ s: Session) throws -> CommandOutput {
        let habit = try HabitBook(s.store).requireHabit(name)
        try s.store.write(ChangeIntent(action: "habit.rm", detail: habit.name)) { reader in
            guard let h = try HabitBook(reader).habit(id: habit.id) else {
                throw HabitBook.unknown("habit.error.unknown-habit", name, among: [])
            }
            return [.delete(.item, h.id)]
        }
        return WriteResult(action: "habit.rm", changed: true, message: tr("habit.rm.saved", ["habit": habit.name]),
                           habit: habit.name).output()
    }
}

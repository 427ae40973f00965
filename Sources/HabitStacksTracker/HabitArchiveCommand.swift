import ArgumentParser
import TendConsole
import TendKernel

/// `tend habit archive NAME`: keeps the habit and its history but hides it and stops check-ins.
struct HabitArchiveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "archive", abstract: trHelp("habit.archive.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var name: String

    func execute(_ s: Session) throws -> CommandOutput {
        try HabitArchiveCommand.setArchived(true, name: name, s)
    }

    /// Archives or unarchives the named habit (nothing written when it already is).
    static func setArchived(_ archived: Bool, name: String, _ s: Session) throws -> CommandOutput {
        let habit = try HabitBook(s.store).requireHabit(name)
        let action = archived ? "habit.archive" : "habit.unarchive"
        let written = try s.store.write(ChangeIntent(action: action, detail: habit.name)) { reader in
            guard let h = try HabitBook(reader).habit(id: habit.id) else {
                throw HabitBook.unknown("habit.error.unknown-habit", name, among: [])
            }
            return h.archived == archived ? [] : [.archive(h.id, archived)]
        }
        let key = archived ? "habit.archive" : "habit.unarchive"
        let message = tr(key + (written == nil ? ".unchanged" : ".saved"), ["habit": habit.name])
        return WriteResult(action: action, changed: written != nil, message: message, habit: habit.name).output()
    }
}

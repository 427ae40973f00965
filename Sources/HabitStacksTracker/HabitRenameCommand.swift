import ArgumentParser
import TendConsole
import TendKernel

/// `tend habit rename OLD NEW`.
struct HabitRenameCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rename", abstract: trHelp("habit.rename.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.habit.help"), valueName: "habit"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: Habit.type))
    var name: String

    @Argument(help: ArgumentHelp(tr("habit.rename.new.help"), valueName: "new-name"))
    var newName: String

    func checkInput() throws { _ = try HabitInput.name(newName) }

    func execute(_ s: Session) throws -> CommandOutput {
        let new = try HabitInput.name(newName)
        let old = try HabitBook(s.store).requireHabit(name)
        let written = try s.store.write(ChangeIntent(action: "habit.rename", detail: old.name + " → " + new)) { reader in
            let book = try HabitBook(reader)
            guard let h = book.habit(id: old.id) else { throw HabitBook.unknown("habit.error.unknown-habit", name, among: []) }
            if book.habitNameTaken(new, except: h.id) { throw TendError(key: "habit.error.duplicate-habit", ["name": new]) }
            return h.name == new ? [] : [.updateItem(h.id, [Habit.Field.name: .string(new)])]
        }
        let message = tr(written == nil ? "habit.rename.unchanged" : "habit.rename.saved", ["old": old.name, "new": new])
        return WriteResult(action: "habit.rename", changed: written != nil, message: message, habit: new).output()
    }
}

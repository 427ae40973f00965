import ArgumentParser
import TendConsole
import TendKernel

/// `tend stack rename OLD NEW`.
struct StackRenameCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rename", abstract: trHelp("habit.stack.rename.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("habit.arg.stack.help"), valueName: "stack"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: HabitStack.type))
    var name: String

    @Argument(help: ArgumentHelp(tr("habit.stack.rename.new.help"), valueName: "new-name"))
    var newName: String

    func checkInput() throws { _ = try HabitInput.name(newName) }

    func execute(_ s: Session) throws -> CommandOutput {
        let new = try HabitInput.name(newName)
        let old = try HabitBook(s.store).requireStack(name)
        let written = try s.store.write(ChangeIntent(action: "habit.stack.rename", detail: old.name + " → " + new)) { reader in
            let book = try HabitBook(reader)
            guard let st = book.stacks.first(where: { $0.id == old.id }) else { throw HabitBook.unknown("habit.error.unknown-stack", name, among: []) }
            if book.stackNameTaken(new, except: st.id) { throw TendError(key: "habit.error.duplicate-stack", ["name": new]) }
            return st.name == new ? [] : [.updateItem(st.id, [HabitStack.Field.name: .string(new)])]
        }
        let message = tr(written == nil ? "habit.stack.rename.unchanged" : "habit.stack.rename.saved", ["old": old.name, "new": new])
        return WriteResult(action: "habit.stack.rename", changed: written != nil, message: message, stack: new).output()
    }
}

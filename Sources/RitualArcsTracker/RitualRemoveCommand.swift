import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual rm TITLE`: deletes a ritual with its arcs, habits and check-ins (`tend undo` brings
/// them back; the op log keeps them).
struct RitualRemoveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("ritual.rm.abstract"), aliases: ["remove"])
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"), completion: NameCompletion.items(tracker: RitualArcsTracker.id, type: Ritual.itemType, field: RitualField.title))
    var title: String

    func execute(_ s: Session) throws -> CommandOutput {
        var counts = (title: title, arcs: 0, habits: 0, checkIns: 0)
        try s.store.write(ChangeIntent(action: "ritual.rm", detail: title)) { reader in
            let book = try RitualBook.load(reader)
            let r = try RitualInput.ritual(title, in: book)
            let arcs = book.arcs(of: r)
            let habits = arcs.flatMap { book.habits(of: $0) }
            let checkIns = habits.isEmpty ? [] : try reader.entries(
                EntryQuery(tracker: RitualArcsTracker.id, subject: .oneOf(habits.map(\.id))))
            counts = (r.title, arcs.count, habits.count, checkIns.count)
            return checkIns.map { .delete(.entry, $0.id) } + habits.map { .delete(.item, $0.id) }
                + arcs.map { .delete(.item, $0.id) } + [.delete(.item, r.id)]
        }
        return .lines(tr("ritual.rm.done", [
            "title": counts.title, "arcs": String(counts.arcs), "habits": String(counts.habits), "checkins": String(counts.checkIns),
        ]))
    }
}

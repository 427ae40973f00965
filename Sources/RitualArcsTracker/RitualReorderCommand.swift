import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual reorder TITLE HABIT --to N`: moves a habit of the in-progress arc to place N (from 1),
/// writing one position field.
struct RitualReorderCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "reorder", abstract: trHelp("ritual.reorder.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"), completion: NameCompletion.items(tracker: RitualArcsTracker.id, type: Ritual.itemType, field: RitualField.title))
    var title: String

    @Argument(help: ArgumentHelp(tr("ritual.argument.habit.help"), valueName: "habit"))
    var habit: String

    @Option(name: .long, help: ArgumentHelp(tr("ritual.reorder.to.help"), valueName: "n"))
    var to: Int

    func execute(_ s: Session) throws -> CommandOutput {
        var order: [String] = []
        try s.store.write(ChangeIntent(action: "ritual.reorder", detail: habit + " · " + String(to))) { reader in
            let book = try RitualBook.load(reader)
            let r = try RitualInput.ritual(title, in: book)
            let arc = try RitualInput.currentArc(r, in: book)
            var habits = book.habits(of: arc)
            let h = try RitualInput.arcHabit(habit, of: r, among: habits)
            guard (1...habits.count).contains(to) else {
                throw TendError(key: "ritual.error.place", ["input": String(to), "count": String(habits.count)])
            }
            habits.removeAll { $0.id == h.id }
            let before = to >= 2 ? habits[to - 2].position : nil
            let after = to - 1 < habits.count ? habits[to - 1].position : nil
            habits.insert(h, at: to - 1)
            order = habits.map(\.title)
            if book.habits(of: arc).map(\.id) == habits.map(\.id) { return [] }
            return [.move(.item, h.id, to: FractionalIndex.between(before, after))]
        }
        return .lines(tr("ritual.reorder.done", ["order": order.joined(separator: ", ")]))
    }
}

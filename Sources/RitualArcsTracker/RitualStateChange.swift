import TendConsole
import TendKernel

/// The shared run of `tend ritual archive|disable|enable TITLE`: finds the ritual by title inside the
/// write, writes what `mutations` returns for it on `today` (nothing when the ritual is already in that
/// state), and prints the `done` or `already` message with the ritual's title.
enum RitualStateChange {
    static func run(_ s: Session, title: String, action: String, done: String, already: String,
                    _ mutations: (Ritual, Day) -> [Mutation]) throws -> CommandOutput {
        let today = s.today
        var name = title
        let change = try s.store.write(ChangeIntent(action: action, detail: title)) { reader in
            let r = try RitualInput.ritual(title, in: RitualBook.load(reader))
            name = r.title
            return mutations(r, today)
        }
        return .lines(tr(change == nil ? already : done, ["title": name]))
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual renew TITLE [--days N] [--habit H]…`: starts the next arc (number + 1) with the same
/// habits, or the ones given. Renewed on the in-progress arc's last day, the new arc starts the next
/// day; after it ended, today (the days between belong to no arc). Earlier arcs keep their habits.
struct RitualRenewCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "renew", abstract: trHelp("ritual.renew.abstract"), discussion: trHelp("ritual.renew.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"), completion: NameCompletion.items(tracker: RitualArcsTracker.id, type: Ritual.itemType, field: RitualField.title))
    var title: String

    @Option(name: .long, help: ArgumentHelp(tr("ritual.renew.days.help"), valueName: "n"))
    var days: Int?

    @Option(name: .customLong("habit"), help: ArgumentHelp(tr("ritual.renew.habit.help"), valueName: "habit"))
    var habits: [String] = []

    func checkInput() throws { _ = try input() }

    /// The arc length and habits given, checked.
    private func input() throws -> (days: Int?, habits: [String]?) {
        (try self.days.map(RitualInput.days), habits.isEmpty ? nil : try RitualInput.habits(habits))
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let (days, given) = try input()
        let today = s.today, now = s.now, ids = s.ids
        var made: (title: String, arc: RitualArc, habits: Int)?
        try s.store.write(ChangeIntent(action: "ritual.renew", detail: title)) { reader in
            let book = try RitualBook.load(reader)
            let r = try RitualInput.ritual(title, in: book)
            if r.archived { throw TendError(key: "ritual.error.renew-archived", ["title": r.title]) }
            let current = try RitualInput.currentArc(r, in: book)
            if today < current.end {
                throw TendError(key: current.start > today ? "ritual.error.renew-upcoming" : "ritual.error.renew-early", [
                    "title": r.title, "number": String(current.number), "day": String(current.dayNumber(today)),
                    "length": String(current.length), "start": current.start.iso, "end": current.end.iso,
                ])
            }
            let start = today == current.end ? today.adding(days: 1) : today
            let number = (book.arcs(of: r).map(\.number).max() ?? 0) + 1
            var arc = RitualArc.make(ritual: r.id, number: number, start: start, days: days ?? r.days)
            if let existing = try reader.item(id: arc.id), !existing.deleted {
                arc = RitualArc(id: arc.id + "." + ids.hex(count: 6), ritual: r.id, number: number, start: arc.start,
                                end: arc.end, current: true)
            }
            let titles = given ?? book.habits(of: current).map(\.title)
            if titles.isEmpty { throw TendError(key: "ritual.error.no-habits", status: .usage) }
            made = (r.title, arc, titles.count)
            var out: [Mutation] = book.arcs(of: r).filter(\.current).map { .updateItem($0.id, [ArcField.current: .bool(false)]) }
            out.append(.create(arc.item(created: now)))
            out += ArcHabit.make(titles, arc: arc).map { .create($0.item(created: now)) }
            if let days, days != r.days { out.append(.updateItem(r.id, [RitualField.days: .int(Int64(days))])) }
            return out
        }
        guard let made else { return .none }
        return .lines(tr("ritual.renew.done", [
            "title": made.title, "number": String(made.arc.number), "start": made.arc.start.iso, "end": made.arc.end.iso,
            "days": String(made.arc.length), "habits": String(made.habits),
        ]))
    }
}

import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// `tend ritual edit TITLE [--title T] [--time T] [--category C] [--notes TEXT] [--color C] [--days N]
/// [--add-habit H]… [--remove-habit H]… [--rename-habit OLD --to NEW]`.
///
/// Habit changes apply to the in-progress arc only (earlier arcs keep theirs); `--days` sets the length
/// of new arcs and of the in-progress arc unless it is over (never shorter than the days it has run).
struct RitualEditCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "edit", abstract: trHelp("ritual.edit.abstract"), discussion: trHelp("ritual.edit.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"), completion: NameCompletion.items(tracker: RitualArcsTracker.id, type: Ritual.itemType, field: RitualField.title))
    var title: String

    @Option(name: .customLong("title"), help: ArgumentHelp(tr("ritual.edit.title.help"), valueName: "title"))
    var newTitle: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.option.time.help"), valueName: "time"))
    var time: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.edit.category.help"), valueName: "category"))
    var category: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.edit.notes.help"), valueName: "text"))
    var notes: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.edit.color.help"), valueName: "color"))
    var color: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.edit.days.help"), valueName: "n"))
    var days: Int?

    @Option(name: .customLong("add-habit"), help: ArgumentHelp(tr("ritual.edit.add-habit.help"), valueName: "habit"))
    var addHabits: [String] = []

    @Option(name: .customLong("remove-habit"), help: ArgumentHelp(tr("ritual.edit.remove-habit.help"), valueName: "habit"))
    var removeHabits: [String] = []

    @Option(name: .customLong("rename-habit"), help: ArgumentHelp(tr("ritual.edit.rename-habit.help"), valueName: "habit"))
    var renameHabit: String?

    @Option(name: .long, help: ArgumentHelp(tr("ritual.edit.to.help"), valueName: "title"))
    var to: String?

    func checkInput() throws { _ = try input() }

    /// The changes asked for, checked; asking for none is refused.
    private func input() throws -> (newTitle: String?, part: TimeOfDay?, category: String??, notes: String??, days: Int?,
                                    color: String??, added: [String], renamed: String?) {
        let newTitle = try self.newTitle.map(RitualInput.title)
        let part = try time.map(RitualInput.timeOfDay)
        // An empty --category clears it, as an empty --notes or --color does.
        let category: String?? = try self.category.map { $0.trimmingWhitespace().isEmpty ? nil : try RitualInput.category($0) }
        let notes = try self.notes.map(RitualInput.notes)
        let days = try self.days.map(RitualInput.days)
        let color = try self.color.map(RitualInput.color)
        let added = try addHabits.map(RitualInput.habit)
        try RitualInput.unique(added)
        guard (renameHabit == nil) == (to == nil) else { throw TendError(key: "ritual.error.rename-pair", status: .usage) }
        let renamed = try to.map(RitualInput.habit)
        guard newTitle != nil || part != nil || category != nil || self.notes != nil || color != nil || days != nil || !added.isEmpty
                || !removeHabits.isEmpty || renamed != nil else {
            throw TendError(key: "ritual.error.nothing-to-edit", status: .usage)
        }
        return (newTitle, part, category, notes, days, color, added, renamed)
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let (newTitle, part, category, notes, days, color, added, renamed) = try input()
        let today = s.today, now = s.now, ids = s.ids
        var shown = title
        try s.store.write(ChangeIntent(action: "ritual.edit", detail: newTitle ?? title)) { reader in
            let book = try RitualBook.load(reader)
            let r = try RitualInput.ritual(title, in: book)
            shown = newTitle ?? r.title
            var fields: [String: FieldValue] = [:]
            if let newTitle {
                if let other = book.ritual(titled: newTitle), other.id != r.id {
                    throw TendError(key: "ritual.error.duplicate", ["title": other.title])
                }
                fields[RitualField.title] = .string(newTitle)
            }
            if let part { fields[RitualField.time] = .string(part.rawValue) }
            if let category { fields[RitualField.category] = category.map(FieldValue.string) ?? .null }
            if let notes { fields[RitualField.notes] = notes.map(FieldValue.string) ?? .null }
            if let color, color != r.color { fields[RitualField.color] = color.map(FieldValue.string) ?? .null }
            var out: [Mutation] = []
            let arc = try RitualInput.currentArc(r, in: book)
            if let days {
                fields[RitualField.days] = .int(Int64(days))
                if arc.phase(on: today) != .finished {
                    if arc.contains(today), arc.dayNumber(today) > days {
                        throw TendError(key: "ritual.error.days-elapsed", [
                            "title": r.title, "day": String(arc.dayNumber(today)), "input": String(days),
                        ])
                    }
                    out.append(.updateItem(arc.id, [ArcField.end: .string(arc.start.adding(days: days - 1).iso)]))
                }
            }
            if !fields.isEmpty { out.insert(.updateItem(r.id, fields), at: 0) }
            if !added.isEmpty || !removeHabits.isEmpty || renamed != nil {
                out += try habitChanges(r, arc, book, today: today, now: now, ids: ids, added: added, renamed: renamed)
            }
            return out
        }
        return .lines(tr("ritual.edit.done", ["title": shown]))
    }

    /// The mutations that remove, rename and add habits of the in-progress arc.
    private func habitChanges(_ r: Ritual, _ arc: RitualArc, _ book: RitualBook, today: Day, now: Date,
                              ids: any IDGenerator, added: [String], renamed: String?) throws -> [Mutation] {
        if arc.phase(on: today) == .finished {
            throw TendError(key: "ritual.error.arc-finished", ["title": r.title, "number": String(arc.number), "end": arc.end.iso])
        }
        var habits = book.habits(of: arc)
        var out: [Mutation] = []
        func find(_ name: String) throws -> ArcHabit { try RitualInput.arcHabit(name, of: r, among: habits) }
        for name in removeHabits {
            let h = try find(name)
            habits.removeAll { $0.id == h.id }
            out.append(.delete(.item, h.id))
        }
        if let renameHabit, let renamed {
            let h = try find(renameHabit)
            if habits.contains(where: { $0.id != h.id && RitualBook.fold($0.title) == RitualBook.fold(renamed) }) {
                throw TendError(key: "ritual.error.habit-duplicate", ["habit": renamed])
            }
            habits = habits.map { $0.id == h.id ? ArcHabit(id: h.id, arc: h.arc, ritual: h.ritual, title: renamed, position: h.position) : $0 }
            out.append(.updateItem(h.id, [HabitField.title: .string(renamed)]))
        }
        var last = habits.map(\.position).max()
        for title in added {
            if habits.contains(where: { RitualBook.fold($0.title) == RitualBook.fold(title) }) {
                throw TendError(key: "ritual.error.habit-duplicate", ["habit": title])
            }
            let position = FractionalIndex.after(last)
            last = position
            let h = ArcHabit(id: ids.recordID(), arc: arc.id, ritual: r.id, title: title, position: position)
            habits.append(h)
            out.append(.create(h.item(created: now)))
        }
        if habits.isEmpty { throw TendError(key: "ritual.error.last-habit", ["title": r.title]) }
        if habits.count > RitualInput.habitCount {
            throw TendError(key: "ritual.error.habit-count", ["count": String(habits.count), "limit": String(RitualInput.habitCount)])
        }
        return out
    }
}

import Foundation
import TendConsole
import TendKernel

extension Ritual {
    /// The mutations that create a ritual, its first arc and the arc's habits — what `tend ritual new`
    /// and onboarding's ritual step write. A title already taken is refused.
    static func creation(id: String, title: String, part: TimeOfDay, category: String?, notes: String?, days: Int,
                         habits: [String], start: Day, now: Date, reader: any StoreReader) throws -> [Mutation] {
        let arc = RitualArc.make(ritual: id, number: 1, start: start, days: days)
        let book = try RitualBook.load(reader)
        if let other = book.ritual(titled: title) {
            throw TendError(key: "ritual.error.duplicate", ["title": other.title])
        }
        let ritual = Ritual(id: id, title: title, timeOfDay: part, category: category, notes: notes, days: days,
                            position: FractionalIndex.after(book.rituals.map(\.position).max()), created: now)
        return [.create(ritual.item()), .create(arc.item(created: now))]
            + ArcHabit.make(habits, arc: arc).map { .create($0.item(created: now)) }
    }
}

import TendConsole
import TendKernel

extension HabitStacksTracker {
    /// Problems sync can leave behind: a habit pointing at a stack that was removed, and two habits (or
    /// two stacks) with one name, made on two devices before they synced.
    public func checkHealth(_ context: TrackerContext) throws -> [String] {
        let book = try HabitBook(context.store)
        var out: [String] = []
        for h in book.habits where h.stackID != nil && book.stack(of: h) == nil {
            out.append(tr("habit.health.dangling", ["habit": h.name]))
        }
        for name in HabitStacksTracker.duplicates(book.habits.map { ($0.name, $0.created, $0.id) }).keys.sorted() {
            out.append(tr("habit.health.duplicate-habit", ["name": name]))
        }
        for name in HabitStacksTracker.duplicates(book.stacks.map { ($0.name, $0.created, $0.id) }).keys.sorted() {
            out.append(tr("habit.health.duplicate-stack", ["name": name]))
        }
        return out
    }

    /// Repairs: a dangling stack reference is cleared; the younger of two same-named habits or stacks is
    /// renamed "Name (2)", "Name (3)"…
    public func repairs(_ context: TrackerContext) throws -> [Mutation] {
        let book = try HabitBook(context.store)
        var out: [Mutation] = []
        for h in book.habits where h.stackID != nil && book.stack(of: h) == nil {
            out.append(.updateItem(h.id, [Habit.Field.stack: .null, Habit.Field.order: .null]))
        }
        func renames(_ list: [(String, Double, String)], field: String) {
            var taken = Set(list.map { $0.0.lowercased() })
            for (_, ids) in HabitStacksTracker.duplicates(list).sorted(by: { $0.key < $1.key }) {
                for id in ids.dropFirst() {
                    let name = list.first { $0.2 == id }!.0
                    var n = 2
                    while taken.contains("\(name) (\(n))".lowercased()) { n += 1 }
                    taken.insert("\(name) (\(n))".lowercased())
                    out.append(.updateItem(id, [field: .string("\(name) (\(n))")]))
                }
            }
        }
        renames(book.habits.map { ($0.name, $0.created, $0.id) }, field: Habit.Field.name)
        renames(book.stacks.map { ($0.name, $0.created, $0.id) }, field: HabitStack.Field.name)
        return out
    }

    /// Names (as first seen) shared by several records, with their ids oldest first.
    static func duplicates(_ list: [(name: String, created: Double, id: String)]) -> [String: [String]] {
        var groups: [String: [(String, Double, String)]] = [:]
        for x in list { groups[x.name.lowercased(), default: []].append(x) }
        var out: [String: [String]] = [:]
        for (_, g) in groups where g.count > 1 {
            let sorted = g.sorted { ($0.1, $0.2) < ($1.1, $1.2) }
            out[sorted[0].0] = sorted.map(\.2)
        }
        return out
    }
}

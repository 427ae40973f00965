import TendKernel

/// Placing habits in a stack's chain with fractional positions (`order` on each habit), so a move or an
/// insertion writes one habit's fields.
enum StackOrder {
    /// The mutations that put `habit` at `index` (0-based) among `others` (the chain without it), in
    /// stack `stackID`. Joining a stack writes `stack` and `order`; a move within it writes `order` only.
    /// If the neighbours share a position (two devices appended at once), the whole chain is renumbered.
    static func place(_ habit: Habit, at index: Int, among others: [Habit], stackID: String) -> [Mutation] {
        let i = max(0, min(index, others.count))
        let prev = i > 0 ? others[i - 1].order : nil
        let next = i < others.count ? others[i].order : nil
        let joining = habit.stackID != stackID
        if let p = prev, let n = next, p >= n {
            var chain = others
            chain.insert(habit, at: i)
            let keys = FractionalIndex.sequence(after: nil, count: chain.count)
            return zip(chain, keys).compactMap { h, key in
                if h.id == habit.id { return write(h, key, stackID: stackID, joining: joining) }
                return h.order == key ? nil : .updateItem(h.id, [Habit.Field.order: .string(key)])
            }
        }
        return [write(habit, FractionalIndex.between(prev, next), stackID: stackID, joining: joining)]
    }

    /// Positions for a new chain of `count` habits.
    static func keys(_ count: Int) -> [String] { FractionalIndex.sequence(after: nil, count: count) }

    private static func write(_ h: Habit, _ key: String, stackID: String, joining: Bool) -> Mutation {
        var fields: [String: FieldValue] = [Habit.Field.order: .string(key)]
        if joining { fields[Habit.Field.stack] = .string(stackID) }
        return .updateItem(h.id, fields)
    }

    /// The mutation that takes a habit out of its stack.
    static func leave(_ h: Habit) -> Mutation { .updateItem(h.id, [Habit.Field.stack: .null, Habit.Field.order: .null]) }
}

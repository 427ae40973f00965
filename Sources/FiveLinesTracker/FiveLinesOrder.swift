import TendKernel

/// Positions for reordering a day's lines with fractional indexes: a move writes one position field,
/// unless a merge left equal or unordered neighbours, when the day's lines are renumbered.
enum FiveLinesOrder {
    /// The position writes that move the line at `from` (0-based) to index `to` (0-based) in `positions`
    /// (the day's positions, in display order). Empty when nothing moves.
    /// - Returns: `(index in the original list, new position)` pairs.
    static func move(_ positions: [String], from: Int, to: Int) -> [(index: Int, position: String)] {
        guard from != to, positions.indices.contains(from), positions.indices.contains(to) else { return [] }
        var order = Array(positions.indices)
        order.remove(at: from)
        let prev = to > 0 ? positions[order[to - 1]] : nil
        let next = to < order.count ? positions[order[to]] : nil
        if prev == nil || next == nil || prev! < next! {
            return [(from, FractionalIndex.between(prev, next))]
        }
        // Neighbours out of order (two devices gave lines the same position): renumber the whole day.
        order.insert(from, at: to)
        let fresh = FractionalIndex.sequence(after: nil, count: order.count)
        var out: [(index: Int, position: String)] = []
        for (slot, original) in order.enumerated() where positions[original] != fresh[slot] {
            out.append((original, fresh[slot]))
        }
        return out
    }

    /// Positions for `count` new lines after the day's last position.
    static func appending(_ count: Int, after positions: [String]) -> [String] {
        FractionalIndex.sequence(after: positions.max(), count: count)
    }
}

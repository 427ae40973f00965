import TendKernel

/// Reordering within a day.
enum GratitudeOrder {
    /// The mutations that move `entries[from]` to index `to`: one position between its new neighbours,
    /// or fresh positions for the whole day when the neighbours leave no room (equal positions after
    /// two devices appended at once).
    static func move(_ entries: [Entry], from: Int, to: Int, entry: Entry) -> [Mutation] {
        var others = entries
        others.remove(at: from)
        let before = to > 0 ? others[to - 1].position : nil
        let after = to < others.count ? others[to].position : nil
        if let before, let after, !(before < after) {
            others.insert(entry, at: to)
            let fresh = FractionalIndex.sequence(after: nil, count: others.count)
            return zip(others, fresh).compactMap { e, p in
                e.position == p ? nil : Mutation.move(.entry, e.id, to: p)
            }
        }
        return [.move(.entry, entry.id, to: FractionalIndex.between(before, after))]
    }
}

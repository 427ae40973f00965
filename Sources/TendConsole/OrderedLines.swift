import TendKernel

/// The rules of the ordered text lines a day holds (the gratitude journal, the five-line journal): how
/// many a day takes, how long a line may be and whether a tab is allowed. One component serves both; each
/// tracker states its policy and keeps its own messages.
public struct LinePolicy: Sendable, Equatable {
    /// The most lines a day takes through `add` (`nil`: no limit).
    public let limit: Int?
    /// The longest line, in characters (grapheme clusters).
    public let maxLength: Int
    /// Whether a tab may appear inside a line (every other control character is refused).
    public let allowsTab: Bool

    /// A policy.
    public init(limit: Int?, maxLength: Int, allowsTab: Bool) {
        self.limit = limit
        self.maxLength = maxLength
        self.allowsTab = allowsTab
    }

    /// The text as stored: surrounding white space and line breaks removed.
    public func normalized(_ raw: String) -> String { Sanitize.trimmed(raw) }

    /// What is wrong with an already normalised line, or `nil`. Checked in this order: empty, a line
    /// break, another control character, too long.
    public func problem(in text: String) -> LineProblem? {
        if Sanitize.isBlank(text) { return .empty }
        if Sanitize.hasLineBreak(text) { return .lineBreak }
        if text.unicodeScalars.contains(where: isControl) { return .control }
        if let n = Sanitize.count(text, over: maxLength) { return .tooLong(n) }
        return nil
    }

    /// C0 and C1 control characters and DEL, a tab excepted when the policy allows it.
    private func isControl(_ u: Unicode.Scalar) -> Bool {
        if allowsTab && u == "\t" { return false }
        return u.value < 0x20 || (0x7F...0x9F).contains(u.value)
    }
}

/// Why a line was refused (``LinePolicy/problem(in:)``).
public enum LineProblem: Equatable, Sendable {
    /// Nothing but white space.
    case empty
    /// Longer than the policy's maximum (its length in characters).
    case tooLong(Int)
    /// Holds a line break.
    case lineBreak
    /// Holds another control character (an escape; a tab unless allowed).
    case control
}

/// Positions of a day's lines with fractional indexes: a move writes one position field, unless a merge
/// left equal or unordered neighbours, when the day's lines are renumbered.
public enum LineOrder {
    /// The position writes that move the line at `from` (0-based) to index `to` (0-based) in `positions`
    /// (the day's positions, in display order). Empty when nothing moves.
    /// - Returns: `(index in the original list, new position)` pairs.
    public static func move(_ positions: [String], from: Int, to: Int) -> [(index: Int, position: String)] {
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

    /// The mutations that move the line at `from` to index `to` among a day's `entries` (display order).
    public static func move(_ entries: [Entry], from: Int, to: Int) -> [Mutation] {
        move(entries.map(\.position), from: from, to: to).map { .move(.entry, entries[$0.index].id, to: $0.position) }
    }

    /// Positions for `count` new lines after the day's last position.
    public static func appending(_ count: Int, after positions: [String]) -> [String] {
        FractionalIndex.sequence(after: positions.max(), count: count)
    }
}

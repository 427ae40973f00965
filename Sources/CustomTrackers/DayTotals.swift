import TendKernel

/// What a day's entries add up to for a defined tracker.
public struct DayTotals: Hashable, Sendable {
    /// Entries other than skips.
    public var count = 0
    /// Sum of the entries' numbers (amounts, counts, levels).
    public var sum = 0.0
    /// Whether a skip was recorded.
    public var skipped = false

    /// Nothing recorded.
    public init() {}

    /// Adds an entry.
    public mutating func add(_ value: EntryValue) {
        if value.isSkip { skipped = true; return }
        count += 1
        if let n = value.number { sum += n }
    }

    /// The day's measure for a value kind: entries for `done` and `text`, the sum for `count` and
    /// `amount`, the mean for `level`.
    public func measure(_ spec: ValueSpec) -> Double {
        switch spec {
        case .done, .text: return Double(count)
        case .count, .amount: return sum
        case .level: return count == 0 ? 0 : sum / Double(count)
        }
    }

    /// Totals per day of a list of entries.
    public static func byDay(_ entries: [Entry]) -> [Day: DayTotals] {
        var out: [Day: DayTotals] = [:]
        for e in entries where !e.deleted { out[e.day, default: DayTotals()].add(e.value) }
        return out
    }
}

import TendKernel

/// A change as it travels in segments: whole, or one of several parts when it is too large for one
/// segment (an import of 100,000 entries is tens of megabytes). The parts of a change stand in
/// consecutive segments of its device, in order, and a receiver applies the change only once every
/// part is in — so a large change is applied atomically, as it was written.
public struct ChangePart: Hashable, Sendable {
    /// The change with this part's ops only (every part carries the change's id and description).
    public let change: Change
    /// Which part, from 1.
    public let index: Int
    /// How many parts the change has (1: it is whole).
    public let count: Int

    /// The most parts one change may be cut into (a bound on what a hostile payload can claim).
    public static let maxCount = 1 << 20

    /// Creates a part.
    public init(change: Change, index: Int = 1, count: Int = 1) {
        self.change = change
        self.index = index
        self.count = count
    }

    /// Whether it is a whole change.
    public var isWhole: Bool { count == 1 }
}

/// Joins parts, in the order their device wrote them, back into changes.
struct PartJoiner {
    private(set) var changes: [Change] = []
    private var open: (first: Change, ops: [Op], next: Int, count: Int)?

    /// Whether a change was begun and not finished.
    var isOpen: Bool { open != nil }

    /// Adds the next part; the reason when it does not follow what came before.
    /// A first part while a change is open starts over: its writer was stopped mid-push (kill -9) and
    /// wrote the change again from its first part. The unfinished run was never applied, so dropping
    /// it loses nothing.
    mutating func add(_ p: ChangePart) -> String? {
        if open != nil && p.index == 1 { open = nil }
        if var o = open {
            guard p.change.id == o.first.id, p.index == o.next, p.count == o.count else {
                return "part \(p.index) of \(p.count) of a change does not follow part \(o.next - 1) of \(o.count)"
            }
            o.ops += p.change.ops
            o.next += 1
            if o.next > o.count {
                changes.append(Change(id: o.first.id, action: o.first.action, detail: o.first.detail, source: o.first.source,
                                      undoes: o.first.undoes, ops: o.ops))
                open = nil
            } else {
                open = o
            }
            return nil
        }
        guard p.index == 1 else { return "part \(p.index) of \(p.count) of a change comes without its first part" }
        if p.isWhole {
            changes.append(p.change)
        } else {
            open = (p.change, p.change.ops, 2, p.count)
        }
        return nil
    }
}

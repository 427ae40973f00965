import Foundation

/// The merge state of one record: for each field, the ops that no known op supersedes (the heads).
///
/// This is the one merge engine every store uses. Its result depends only on the *set* of ops
/// applied, never on their order, so replicas that saw the same ops agree:
/// `heads(f) = { X writes f : no known Y writing f lists X in supersedes }`.
///
/// Policies read the heads:
/// - last-writer-wins: the head with the greatest ``OpID`` (``winner(_:)``);
/// - multi-value: all heads of `value` (``Entry/conflicts``);
/// - deletion: a record is deleted only if every head of `deleted` is `true` (so a concurrent
///   un-delete or re-check wins: add-wins) *and* every head of every other field was observed by a
///   deleting op (so an edit the deleter never saw wins over the delete).
public struct RecordState: Hashable, Sendable {
    /// One head of a register.
    public struct Head: Hashable, Sendable {
        /// The op.
        public let id: OpID
        /// What it wrote.
        public let value: FieldValue
        /// For a deleting op, the ops it observed (its supersedes list); empty otherwise.
        public let observed: [OpID]

        /// Creates a head.
        public init(id: OpID, value: FieldValue, observed: [OpID] = []) {
            self.id = id
            self.value = value
            self.observed = observed
        }
    }

    /// Heads per field, each list sorted by op id.
    public private(set) var registers: [String: [Head]]

    /// An empty record.
    public init(registers: [String: [Head]] = [:]) { self.registers = registers }

    /// Whether no op has been applied.
    public var isEmpty: Bool { registers.isEmpty }

    /// Applies an op. `supersededFor` lists the fields for which a known op already supersedes it
    /// (it arrived late); it still removes the heads it supersedes.
    public mutating func apply(_ op: Op, supersededFor: Set<String> = []) {
        if registers.isEmpty && supersededFor.isEmpty {
            // The record's first op (a creation: most ops of an import or a first sync) heads every field
            // it writes — what the general path below computes, without its per-field lookups.
            var fresh = [String: [Head]](minimumCapacity: op.fields.count)
            for (field, value) in op.fields {
                let observed = field == RecordField.deleted && value == .bool(true) ? op.supersedes : []
                fresh[field] = [Head(id: op.id, value: value, observed: observed)]
            }
            registers = fresh
            return
        }
        let removed = op.supersedes.isEmpty ? [] : Set(op.supersedes)
        if registers.isEmpty { registers.reserveCapacity(op.fields.count) }
        for (field, value) in op.fields {
            // Edited in place: one hash lookup per field.
            registers[field, default: []].withHeads { heads in
                if !removed.isEmpty { heads.removeAll { removed.contains($0.id) } }
                if supersededFor.isEmpty || !supersededFor.contains(field), !heads.contains(where: { $0.id == op.id }) {
                    let observed = field == RecordField.deleted && value == .bool(true) ? op.supersedes : []
                    heads.append(Head(id: op.id, value: value, observed: observed))
                    if heads.count > 1, heads[heads.count - 2].id > op.id { heads.sort { $0.id < $1.id } }
                }
            }
        }
    }

    /// The current heads of every register, for a new op's `supersedes` list.
    public func heads(for fields: some Sequence<String>, observingAll: Bool) -> [OpID] {
        if registers.isEmpty { return [] }
        var ids = Set<OpID>()
        if observingAll {
            for hs in registers.values { for h in hs { ids.insert(h.id) } }
        } else {
            for f in fields { for h in registers[f] ?? [] { ids.insert(h.id) } }
        }
        return ids.sorted()
    }

    /// The last writer's value of a field.
    public func winner(_ field: String) -> FieldValue? { registers[field]?.last?.value }

    /// All heads' values of a field, oldest id first.
    public func values(_ field: String) -> [Head] { registers[field] ?? [] }

    /// Whether the record is deleted, by the rule above.
    public var isDeleted: Bool {
        guard let dh = registers[RecordField.deleted], !dh.isEmpty else { return false }
        guard dh.allSatisfy({ $0.value == .bool(true) }) else { return false }
        var observed = Set<OpID>()
        for h in dh { observed.formUnion(h.observed); observed.insert(h.id) }
        for (field, heads) in registers where field != RecordField.deleted {
            for h in heads where !observed.contains(h.id) { return false }
        }
        return true
    }

    /// The time of the newest head.
    public var updated: Date {
        var m = HLC.zero
        for hs in registers.values { for h in hs where h.id.hlc > m { m = h.id.hlc } }
        return m.date
    }

    /// The creation time written by the creating op (or the oldest head's time).
    public var created: Date {
        if let ms = winner(RecordField.created)?.double { return Date(timeIntervalSince1970: ms / 1000) }
        var m: HLC?
        for hs in registers.values { for h in hs where m == nil || h.id.hlc < m! { m = h.id.hlc } }
        return (m ?? .zero).date
    }
}

extension Array where Element == RecordState.Head {
    /// Runs `body` on the array in place.
    fileprivate mutating func withHeads(_ body: (inout [RecordState.Head]) -> Void) { body(&self) }
}

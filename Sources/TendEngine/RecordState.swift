import Foundation
import TendKernel

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
    public var registers: [String: [Head]] {
        guard let only else { return heads }
        var out = [String: [Head]](minimumCapacity: only.fields.count)
        for (field, value) in only.fields { out[field] = [Self.head(only, field, value)] }
        return out
    }

    /// The op that heads every field of the record and is its only head (a record written once: most of
    /// them), kept as it is instead of spread over ``registers``; `nil` otherwise. A state holding it is
    /// exactly one with that op applied to an empty record.
    public private(set) var only: Op?
    /// The registers when ``only`` is `nil`.
    private var heads: [String: [Head]]

    /// An empty record.
    public init(registers: [String: [Head]] = [:]) {
        heads = registers
        only = nil
    }

    /// Whether no op has been applied.
    public var isEmpty: Bool { only == nil && heads.isEmpty }

    /// The head an op makes of a field it writes.
    private static func head(_ op: Op, _ field: String, _ value: FieldValue) -> Head {
        Head(id: op.id, value: value, observed: field == RecordField.deleted && value == .bool(true) ? op.supersedes : [])
    }

    /// Applies an op. `supersededFor` lists the fields for which a known op already supersedes it
    /// (it arrived late); it still removes the heads it supersedes.
    public mutating func apply(_ op: Op, supersededFor: Set<String> = []) {
        if isEmpty && supersededFor.isEmpty && !op.fields.isEmpty {
            // The record's first op (a creation: most ops of an import or a first sync) heads every field
            // it writes: kept as the op, without building a register per field.
            only = op
            return
        }
        if let o = only {
            if o.id == op.id { return }  // Known already: nothing changes.
            heads = registers
            only = nil
        }
        let removed = op.supersedes.isEmpty ? [] : Set(op.supersedes)
        if heads.isEmpty { heads.reserveCapacity(op.fields.count) }
        for (field, value) in op.fields {
            // Edited in place: one hash lookup per field.
            heads[field, default: []].withHeads { heads in
                if !removed.isEmpty { heads.removeAll { removed.contains($0.id) } }
                if supersededFor.isEmpty || !supersededFor.contains(field), !heads.contains(where: { $0.id == op.id }) {
                    heads.append(Self.head(op, field, value))
                    if heads.count > 1, heads[heads.count - 2].id > op.id { heads.sort { $0.id < $1.id } }
                }
            }
        }
    }

    /// The current heads of every register, for a new op's `supersedes` list.
    public func heads(for fields: some Sequence<String>, observingAll: Bool) -> [OpID] {
        if let only {
            return observingAll || fields.contains(where: { only.fields[$0] != nil }) ? [only.id] : []
        }
        if heads.isEmpty { return [] }
        var ids = Set<OpID>()
        if observingAll {
            for hs in heads.values { for h in hs { ids.insert(h.id) } }
        } else {
            for f in fields { for h in heads[f] ?? [] { ids.insert(h.id) } }
        }
        return ids.sorted()
    }

    /// The last writer's value of a field.
    public func winner(_ field: String) -> FieldValue? {
        if let only { return only.fields[field] }
        return heads[field]?.last?.value
    }

    /// All heads' values of a field, oldest id first.
    public func values(_ field: String) -> [Head] {
        if let only { return only.fields[field].map { [Self.head(only, field, $0)] } ?? [] }
        return heads[field] ?? []
    }

    /// Every field's winning value (the last writer's), in no particular order.
    public func forEachWinner(_ body: (String, FieldValue) throws -> Void) rethrows {
        if let only {
            for (f, v) in only.fields { try body(f, v) }
            return
        }
        for (f, hs) in heads { if let v = hs.last?.value { try body(f, v) } }
    }

    /// Equal when the registers are, however they are kept.
    public static func == (a: RecordState, b: RecordState) -> Bool { a.registers == b.registers }

    /// Hashes the registers.
    public func hash(into hasher: inout Hasher) { hasher.combine(registers) }

    /// Whether the record is deleted, by the rule above.
    public var isDeleted: Bool {
        // One op's own heads: it observed itself, so it deletes the record exactly when it says so.
        if let only { return only.fields[RecordField.deleted] == .bool(true) }
        guard let dh = heads[RecordField.deleted], !dh.isEmpty else { return false }
        guard dh.allSatisfy({ $0.value == .bool(true) }) else { return false }
        var observed = Set<OpID>()
        for h in dh { observed.formUnion(h.observed); observed.insert(h.id) }
        for (field, hs) in heads where field != RecordField.deleted {
            for h in hs where !observed.contains(h.id) { return false }
        }
        return true
    }

    /// The time of the newest head.
    public var updated: Date {
        if let only { return only.id.hlc.date }
        var m = HLC.zero
        for hs in heads.values { for h in hs where h.id.hlc > m { m = h.id.hlc } }
        return m.date
    }

    /// The creation time written by the creating op (or the oldest head's time).
    public var created: Date {
        if let ms = winner(RecordField.created)?.double { return Date(timeIntervalSince1970: ms / 1000) }
        if let only { return only.id.hlc.date }
        var m: HLC?
        for hs in heads.values { for h in hs where m == nil || h.id.hlc < m! { m = h.id.hlc } }
        return (m ?? .zero).date
    }
}

extension Array where Element == RecordState.Head {
    /// Runs `body` on the array in place.
    fileprivate mutating func withHeads(_ body: (inout [RecordState.Head]) -> Void) { body(&self) }
}

import TendKernel

/// An `ops` row, encoded ahead of binding (``Pipeline``): the op's id, kind, key, its fields' canonical JSON
/// and the ids it supersedes, as the UTF-8 the statement reads in place (``SQLStatement/bind(_:lent:)``).
struct OpRow: Sendable {
    let id: [UInt8]
    let entity: [UInt8]
    let key: [UInt8]
    let fields: [UInt8]
    /// The superseded ids, comma-separated.
    let supersedes: [UInt8]
    /// The superseded ids, one by one (for the `supersessions` rows).
    let superseded: [String]

    init(_ op: Op) {
        id = Array(op.id.description.utf8)
        entity = Array(op.entity.rawValue.utf8)
        key = Array(op.key.utf8)
        fields = FieldValue.object(op.fields).jsonBytes
        superseded = op.supersedes.map(\.description)
        supersedes = Array(superseded.joined(separator: ",").utf8)
    }

    /// Binds it to the `insertOp` statement, as op `seq` of change `change` (UTF-8), and runs it.
    func insert(with s: SQLStatement, change: [UInt8], seq: Int) throws {
        s.bind(1, lent: id)
        s.bind(2, lent: change)
        s.bind(3, seq)
        s.bind(4, lent: entity)
        s.bind(5, lent: key)
        s.bind(6, lent: fields)
        s.bind(7, lent: supersedes)
        try s.executeAndClear()
    }
}

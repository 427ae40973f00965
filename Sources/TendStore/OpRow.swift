import TendKernel

/// An `ops` row, encoded ahead of binding (``Pipeline``): the op's id, its fields' canonical JSON and the
/// ids it supersedes as text.
struct OpRow: Sendable {
    let id: String
    let entity: String
    let key: String
    let fields: [UInt8]
    let supersedes: [String]

    init(_ op: Op) {
        id = op.id.description
        entity = op.entity.rawValue
        key = op.key
        fields = FieldValue.object(op.fields).jsonBytes
        supersedes = op.supersedes.map(\.description)
    }

    /// Binds it to the `insertOp` statement, as op `seq` of change `change`.
    func bind(to s: SQLStatement, change: String, seq: Int) {
        s.bind(1, id)
        s.bind(2, change)
        s.bind(3, seq)
        s.bind(4, entity)
        s.bind(5, key)
        s.bind(6, utf8: fields)
        s.bind(7, supersedes.joined(separator: ","))
    }
}

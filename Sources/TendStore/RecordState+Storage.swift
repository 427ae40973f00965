import TendEngine
import TendKernel

/// A record's merge state as stored: which logged ops are heads of which fields. The values (and a
/// deleting op's observed list, its `supersedes`) are read back from the ops themselves, so the
/// stored form stays small: `[["<op id>","field",…],…]`, ops in id order, fields sorted — or just
/// `[["<op id>"]]` when that one op heads every field it writes and nothing else has a head (a record
/// written by one op: most of them).
struct StoredHeads: Hashable {
    /// Per head op, the fields it is a head of (`nil`: all the fields it writes, and it is the only op).
    var ops: [(id: OpID, fields: [String]?)]

    static func == (a: StoredHeads, b: StoredHeads) -> Bool {
        a.ops.elementsEqual(b.ops) { $0.id == $1.id && $0.fields == $1.fields }
    }

    func hash(into hasher: inout Hasher) {
        for (id, fields) in ops {
            hasher.combine(id)
            hasher.combine(fields)
        }
    }

    /// The heads of a state.
    init(_ state: RecordState) {
        // Fast path: one op heads every field (a record written once, or by one op since).
        // Every register's one head is that op, so its fields are exactly the registers' keys.
        if let only = state.only {
            ops = [(only.id, nil)]
            return
        }
        if let only = state.registers.first?.value.first?.id,
           state.registers.values.allSatisfy({ $0.count == 1 && $0[0].id == only }) {
            ops = [(only, nil)]
            return
        }
        var byOp: [OpID: [String]] = [:]
        for (field, heads) in state.registers {
            for h in heads { byOp[h.id, default: []].append(field) }
        }
        ops = byOp.keys.sorted().map { ($0, byOp[$0]!.sorted()) }
    }

    /// The stored text, UTF-8.
    var utf8: [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(40 + 12 * (ops.first?.fields?.count ?? 0))
        for (i, (id, fields)) in ops.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            FieldValue.writeJSONString(id.description, into: &out)
            for f in fields ?? [] {
                out.append(UInt8(ascii: ","))
                FieldValue.writeJSONString(f, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// Reads the stored text (parsed).
    init(stored: FieldValue) throws {
        guard let list = stored.array else { throw CorruptData("record state is not a list") }
        ops = try list.map { item in
            guard let parts = item.array, let first = parts.first?.string, let id = OpID(first) else {
                throw CorruptData("bad head in record state")
            }
            if parts.count == 1 {
                guard list.count == 1 else { throw CorruptData("record state lists an op without fields") }
                return (id, nil)
            }
            let fields = try parts.dropFirst().map {
                guard let f = $0.string else { throw CorruptData("bad field name in record state") }
                return f
            }
            return (id, fields)
        }
    }

    /// The merge state, with values taken from the head ops (`op` finds a logged op by id).
    func state(op: (OpID) throws -> Op?) throws -> RecordState {
        if ops.count == 1, ops[0].fields == nil {
            // The one op heads every field it writes: the state of that op applied to an empty record.
            guard let o = try op(ops[0].id) else { throw CorruptData("record state names op \(ops[0].id), which is not logged") }
            var state = RecordState()
            state.apply(o)
            return state
        }
        var registers: [String: [RecordState.Head]] = [:]
        for (id, fields) in ops {
            guard let o = try op(id) else { throw CorruptData("record state names op \(id), which is not logged") }
            for f in fields ?? Array(o.fields.keys) {
                guard let v = o.fields[f] else { throw CorruptData("op \(id) does not write \(f)") }
                let observed = f == RecordField.deleted && v == .bool(true) ? o.supersedes : []
                registers[f, default: []].append(RecordState.Head(id: id, value: v, observed: observed))
            }
        }
        // `ops` is in id order, so every register's heads are too.
        return RecordState(registers: registers)
    }
}

import TendKernel

extension Change {
    /// The part of the change that travels: its ops of synced kinds (device-local settings never leave
    /// the device). `nil` when nothing is left. When ops were dropped from the front, the change takes
    /// the id of its first remaining op, so a receiver finds it by an op it actually holds.
    public var outgoing: Change? {
        guard ops.contains(where: { !$0.entity.isSynced }) else { return self }
        let kept = ops.filter { $0.entity.isSynced }
        guard let first = kept.first else { return nil }
        return Change(id: first.id, action: action, detail: detail, source: source, undoes: undoes, ops: kept)
    }

    /// The wire form: `{"action","detail","id","ops":[{"entity","fields","id","key","supersedes"}],"source","undoes"}`.
    var wireField: FieldValue {
        .object([
            "id": .string(id.description), "action": .string(action), "detail": .string(detail),
            "source": .string(source), "undoes": undoes.map { .string($0.description) } ?? .null,
            "ops": .array(ops.map(Change.wireField)),
        ])
    }

    /// An op's wire form.
    static func wireField(_ op: Op) -> FieldValue {
        .object([
            "id": .string(op.id.description), "entity": .string(op.entity.rawValue), "key": .string(op.key),
            "fields": .object(op.fields), "supersedes": .array(op.supersedes.map { .string($0.description) }),
        ])
    }

    /// Reads the wire form; the reason when it isn't one, or when it carries device-local ops.
    init(wireField f: FieldValue) throws(WireError) {
        let p = try Change.part(wireField: f)
        guard p.isWhole else { throw WireError("it holds part of a change") }
        self = p.change
    }

    /// Reads the wire form of a change or of one of its parts (`"part":[i,n]`).
    static func part(wireField f: FieldValue) throws(WireError) -> ChangePart {
        guard let o = f.object, let idText = o["id"]?.string, let id = OpID(idText),
              let action = o["action"]?.string, let detail = o["detail"]?.string, let source = o["source"]?.string,
              let opList = o["ops"]?.array, !opList.isEmpty else { throw WireError("a change is malformed") }
        var undoes: OpID?
        if let u = o["undoes"], u != .null {
            guard let s = u.string, let uid = OpID(s) else { throw WireError("a change's undo link is malformed") }
            undoes = uid
        }
        var index = 1
        var count = 1
        if let p = o["part"] {
            guard let pair = p.array, pair.count == 2, let i = pair[0].int, let n = pair[1].int,
                  (2...ChangePart.maxCount).contains(n), (1...n).contains(i) else {
                throw WireError("a change's part number is malformed")
            }
            index = i
            count = n
        }
        var ops: [Op] = []
        ops.reserveCapacity(opList.count)
        for of in opList {
            guard let oo = of.object, let oid = oo["id"]?.string.flatMap({ OpID($0) }),
                  let entity = oo["entity"]?.string.flatMap(EntityKind.init(rawValue:)), let key = oo["key"]?.string,
                  let fields = oo["fields"]?.object, let sup = oo["supersedes"]?.array else {
                throw WireError("an op is malformed")
            }
            guard entity.isSynced else { throw WireError("it carries device-local settings") }
            var supersedes: [OpID] = []
            for s in sup {
                guard let t = s.string, let sid = OpID(t) else { throw WireError("an op's supersedes list is malformed") }
                supersedes.append(sid)
            }
            ops.append(Op(id: oid, entity: entity, key: key, fields: fields, supersedes: supersedes))
        }
        guard index > 1 || ops[0].id == id else { throw WireError("a change's id is not its first op's") }
        let change = Change(id: id, action: action, detail: detail, source: source, undoes: undoes, ops: ops)
        return ChangePart(change: change, index: index, count: count)
    }
}

/// Why decrypted content was not a valid payload.
struct WireError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

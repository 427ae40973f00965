import TendKernel

/// A logged change as JSON, in the same shape sync uses (docs/sync.md), device-local ops included:
/// `{"action","detail","id","ops":[{"entity","fields","id","key","supersedes"}],"source","undoes"}`.
enum ChangeJSON {
    /// The JSON value of a change.
    static func field(_ c: Change) -> FieldValue {
        .object([
            "id": .string(c.id.description), "action": .string(c.action), "detail": .string(c.detail),
            "source": .string(c.source), "undoes": c.undoes.map { .string($0.description) } ?? .null,
            "ops": .array(c.ops.map { op in
                .object([
                    "id": .string(op.id.description), "entity": .string(op.entity.rawValue), "key": .string(op.key),
                    "fields": .object(op.fields), "supersedes": .array(op.supersedes.map { .string($0.description) }),
                ])
            }),
        ])
    }

    /// The change a JSON value describes, or what is wrong with it (a catalog key).
    static func change(_ f: FieldValue) -> Result<Change, Problem> {
        guard let o = f.object, let id = o["id"]?.string.flatMap({ OpID($0) }), let action = o["action"]?.string,
              let detail = o["detail"]?.string, let source = o["source"]?.string, let list = o["ops"]?.array,
              !list.isEmpty else { return .failure(Problem(key: "import.problem.change")) }
        var undoes: OpID?
        if let u = o["undoes"], u != .null {
            guard let uid = u.string.flatMap({ OpID($0) }) else { return .failure(Problem(key: "import.problem.change")) }
            undoes = uid
        }
        var ops: [Op] = []
        ops.reserveCapacity(list.count)
        for of in list {
            guard let oo = of.object, let oid = oo["id"]?.string.flatMap({ OpID($0) }),
                  let entity = oo["entity"]?.string.flatMap(EntityKind.init(rawValue:)), let key = oo["key"]?.string,
                  let fields = oo["fields"]?.object, let sup = oo["supersedes"]?.array else {
                return .failure(Problem(key: "import.problem.op"))
            }
            var supersedes: [OpID] = []
            for s in sup {
                guard let sid = s.string.flatMap({ OpID($0) }) else { return .failure(Problem(key: "import.problem.op")) }
                supersedes.append(sid)
            }
            ops.append(Op(id: oid, entity: entity, key: key, fields: fields, supersedes: supersedes))
        }
        guard ops[0].id == id else { return .failure(Problem(key: "import.problem.change-id")) }
        return .success(Change(id: id, action: action, detail: detail, source: source, undoes: undoes, ops: ops))
    }

    /// What is wrong with a record, as a catalog key.
    struct Problem: Error {
        let key: String
    }
}

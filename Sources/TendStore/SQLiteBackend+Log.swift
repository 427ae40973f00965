import GRDB
import TendEngine
import TendKernel

extension SQLiteBackend {
    func changes(_ query: ChangeQuery) throws -> [Change] {
        try heads(query).map(change)
    }

    /// Logged changes without their ops; a change's op count is its last op's number (`seq`) plus one —
    /// a change's ops are numbered in id order, each taking the next clock tick — read from the key.
    func changeSummaries(_ query: ChangeQuery) throws -> [ChangeSummary] {
        let count = try SQLStatement(db, "SELECT seq FROM ops WHERE id = ?")
        return try heads(query).map { h in
            count.bind(1, h.last)
            var n = 0
            try count.firstRow { n = Int(count.int(0)) + 1 }
            return ChangeSummary(id: h.id, action: h.action, detail: h.detail, source: h.source, undoes: h.undoes, opCount: n)
        }
    }

    /// The devices whose changes undo treats as this store's: this device, then those a restore continued
    /// from (meta `continues`, newest first).
    func undoDevices() throws -> [DeviceID] {
        let s = try SQLStatement(db, "SELECT value FROM meta WHERE key = 'continues'")
        var raw = ""
        try s.firstRow { raw = s.text(0) ?? "" }
        return [device] + raw.split(separator: ",").compactMap { DeviceID(String($0)) }.filter { $0 != device }
    }

    /// The `changes` rows a query selects.
    private func heads(_ query: ChangeQuery) throws -> [ChangeHead] {
        if let limit = query.limit, limit <= 0 { return [] }
        var sql = "SELECT id, action, detail, source, undoes, first_op, last_op FROM changes WHERE 1"
        var args: [SQLiteValue] = []
        if let device = query.device {
            sql += " AND device = ?"
            args.append(.text(device.raw))
        }
        if let devices = query.devices {
            sql += " AND device IN (" + devices.map { _ in "?" }.joined(separator: ", ") + (devices.isEmpty ? "NULL)" : ")")
            args += devices.map { .text($0.raw) }
        }
        if let after = query.after {
            sql += " AND id > ?"
            args.append(.text(after.description))
        }
        if let before = query.before {
            sql += " AND id < ?"
            args.append(.text(before.description))
        }
        sql += query.newestFirst ? " ORDER BY id DESC" : " ORDER BY id"
        if let limit = query.limit {
            sql += " LIMIT ?"
            args.append(.int(Int64(limit)))
        }
        let s = try SQLStatement(db, sql)
        s.bind(args)
        var heads: [ChangeHead] = []
        try s.forEachRow { heads.append(try ChangeHead(s)) }
        return heads
    }

    func change(id: OpID) throws -> Change? {
        let s = try SQLStatement(db, "SELECT id, action, detail, source, undoes, first_op, last_op FROM changes WHERE id = ?")
        s.bind(1, id.description)
        var head: ChangeHead?
        try s.firstRow { head = try ChangeHead(s) }
        return try head.map(change)
    }

    /// The change a `changes` row describes, with its ops.
    private func change(_ h: ChangeHead) throws -> Change {
        let s = try SQLStatement(db, """
            SELECT id, entity, key, fields, supersedes FROM ops WHERE id BETWEEN ?2 AND ?3 AND change = ?1 ORDER BY seq
            """)
        s.bind(1, h.id.description)
        s.bind(2, h.first)
        s.bind(3, h.last)
        var ops: [Op] = []
        try s.forEachRow { ops.append(try Self.readOp(s)) }
        return Change(id: h.id, action: h.action, detail: h.detail, source: h.source, undoes: h.undoes, ops: ops)
    }

    func op(id: OpID) throws -> Op? {
        let s = try hot[.opByID]
        s.bind(1, id.description)
        var out: Op?
        try s.firstRow { out = try Self.readOp(s) }
        return out
    }

    /// Every logged op, in id order, passed to `body` one at a time.
    func forEachOp(_ body: (Op) throws -> Void) throws {
        let s = try SQLStatement(db, "SELECT id, entity, key, fields, supersedes FROM ops ORDER BY id")
        try s.forEachRow { try body(try Self.readOp(s)) }
    }

    /// Reads an op row (`id, entity, key, fields, supersedes`).
    static func readOp(_ s: SQLStatement) throws -> Op {
        guard let idText = s.text(0), let id = OpID(idText), let e = s.text(1), let entity = EntityKind(rawValue: e),
              let key = s.text(2), let fields = try s.json(3)?.object, let sup = s.text(4) else {
            throw CorruptData("incomplete op row")
        }
        var supersedes: [OpID] = []
        if !sup.isEmpty {
            for part in sup.split(separator: ",") {
                guard let o = OpID(part) else { throw CorruptData("bad superseded op id in \(idText)") }
                supersedes.append(o)
            }
        }
        return Op(id: id, entity: entity, key: key, fields: fields, supersedes: supersedes)
    }

    func logCounts() throws -> (ops: Int, changes: Int) {
        let s = try SQLStatement(db, "SELECT (SELECT COUNT(*) FROM ops), (SELECT COUNT(*) FROM changes)")
        var out = (ops: 0, changes: 0)
        try s.firstRow { out = (Int(s.int(0)), Int(s.int(1))) }
        return out
    }

    /// Every stored record's heads, by record; a state that cannot be read is the reason why.
    func storedHeads() throws -> [RecordRef: Result<StoredHeads, CorruptData>] {
        var out: [RecordRef: Result<StoredHeads, CorruptData>] = [:]
        let tables = [(EntityKind.entry, "SELECT id, state, NULL FROM entries"), (.item, "SELECT id, state, NULL FROM items"),
                      (.setting, "SELECT key, state, entity FROM settings")]
        for (kind, sql) in tables {
            let s = try SQLStatement(db, sql)
            try s.forEachRow {
                let e = s.text(2)
                guard let key = s.text(0), let entity = e.map(EntityKind.init) ?? kind else {
                    throw CorruptData("incomplete \(kind) row")
                }
                out[RecordRef(entity: entity, key: key)] = Result {
                    do {
                        guard let v = try s.json(1) else { throw CorruptData("record state is missing") }
                        return try StoredHeads(stored: v)
                    } catch let error as CorruptData {
                        throw error
                    } catch {
                        throw CorruptData("\(error)")
                    }
                }.mapError { $0 as? CorruptData ?? CorruptData("\($0)") }
            }
        }
        return out
    }
}

/// A `changes` row (`id, action, detail, source, undoes, first_op, last_op`).
struct ChangeHead {
    let id: OpID
    let action: String
    let detail: String
    let source: String
    let undoes: OpID?
    let first: String
    let last: String

    init(_ s: SQLStatement) throws {
        guard let idText = s.text(0), let id = OpID(idText), let action = s.text(1), let detail = s.text(2),
              let source = s.text(3), let first = s.text(5), let last = s.text(6) else { throw CorruptData("incomplete change row") }
        var undoes: OpID?
        if let u = s.text(4) {
            guard let o = OpID(u) else { throw CorruptData("bad op id in change \(idText)") }
            undoes = o
        }
        (self.id, self.action, self.detail, self.source, self.undoes) = (id, action, detail, source, undoes)
        (self.first, self.last) = (first, last)
    }
}

import GRDB
import TendEngine
import TendKernel

/// The store seen from inside one database access: the reader of every query and, inside a write
/// transaction, the ``OpLogBackend`` the kernel's ``WritePath`` drives.
struct SQLiteBackend: OpLogBackend {
    let db: Database
    let device: DeviceID
    let hot: HotStatements

    init(db: Database, device: DeviceID) {
        self.db = db
        self.device = device
        hot = HotStatements(db)
    }

    // MARK: Merge states

    func state(_ entity: EntityKind, _ key: String) throws -> RecordState {
        let s: SQLStatement
        switch entity {
        case .entry: s = try hot[.entryState]
        case .item: s = try hot[.itemState]
        case .setting, .local:
            s = try hot[.settingState]
            s.bind(2, entity.rawValue)
        }
        s.bind(1, key)
        var heads: StoredHeads?
        try s.firstRow { heads = try Self.heads(s, 0) }
        guard let heads else { return RecordState() }
        return try heads.state { try op(id: $0) }
    }

    /// The stored heads in column `c` of the row the statement is on.
    private static func heads(_ s: SQLStatement, _ c: Int32) throws -> StoredHeads {
        guard let v = try s.json(c) else { throw CorruptData("missing record state") }
        return try StoredHeads(stored: v)
    }

    /// Entries and items in lists of up to 500 keys a statement; settings one by one.
    func states(_ entity: EntityKind, _ keys: [String]) throws -> [String: RecordState] {
        let table: String
        switch entity {
        case .entry: table = "entries"
        case .item: table = "items"
        case .setting, .local: return try statesOneByOne(entity, keys)
        }
        var stored: [(key: String, heads: StoredHeads)] = []
        let list = 500
        for start in stride(from: 0, to: keys.count, by: list) {
            let part = keys[start..<min(start + list, keys.count)]
            let s = try SQLStatement(db, "SELECT id, state FROM \(table) WHERE id IN (?"
                                     + String(repeating: ", ?", count: part.count - 1) + ")")
            for (i, key) in zip(Int32(1)..., part) { s.bind(i, key) }
            try s.forEachRow {
                guard let id = s.text(0) else { throw CorruptData("missing record id") }
                stored.append((id, try Self.heads(s, 1)))
            }
            s.clear()
        }
        var out: [String: RecordState] = [:]
        for (key, heads) in stored {
            let state = try heads.state { try op(id: $0) }
            if !state.isEmpty { out[key] = state }
        }
        return out
    }

    func save(_ state: RecordState, _ entity: EntityKind, _ key: String) throws {
        switch entity {
        case .entry: try EntryRow(key, state).save(with: hot[.saveEntry])
        case .item: try saveItem(state, key)
        case .setting, .local:
            let s = try hot[.saveSetting]
            s.bind(1, entity.rawValue)
            s.bind(2, key)
            s.bind(3, utf8: StoredHeads(state).utf8)
            s.bind(4, json: state.settingValue)
            try s.execute()
        }
    }

    /// Encodes the entries on a helper thread while the ones before are inserted (``Pipeline``).
    func save(_ states: [(ref: RecordRef, state: RecordState)]) throws {
        let entries = try hot[.saveEntry]
        try Pipeline.run(states, encode: { RecordRow($0.ref, $0.state) }) { row in
            switch row {
            case .entry(let entry): try entry.save(with: entries)
            case .other(let ref, let state): try save(state, ref.entity, ref.key)
            }
        }
    }

    private func saveItem(_ state: RecordState, _ key: String) throws {
        let s = try hot[.saveItem]
        s.bind(1, key)
        s.bind(2, utf8: StoredHeads(state).utf8)
        if let i = state.item(id: key) { ItemColumns.bind(i, to: s, from: 3) }
        try s.execute()
    }

    // MARK: The log

    func contains(_ op: OpID) throws -> Bool {
        let s = try hot[.containsOp]
        s.bind(1, op.description)
        return try s.firstRow()
    }

    func supersededFields(of op: OpID, entity: EntityKind, key: String) throws -> Set<String> {
        let s = try SQLStatement(db, """
            SELECT o.fields FROM supersessions s JOIN ops o ON o.id = s.superseder
            WHERE s.superseded = ? AND o.entity = ? AND o.key = ?
            """)
        s.bind(1, op.description)
        s.bind(2, entity.rawValue)
        s.bind(3, key)
        var out = Set<String>()
        try s.forEachRow {
            guard let fields = try s.json(0)?.object else { throw CorruptData("op fields are not an object") }
            out.formUnion(fields.keys)
        }
        return out
    }

    func append(_ change: Change) throws {
        let c = try hot[.insertChange]
        let changeID = change.id.description
        let ids = change.ops.map(\.id)
        c.bind(1, changeID)
        c.bind(2, (ids.min() ?? change.id).description)
        c.bind(3, (ids.max() ?? change.id).description)
        c.bind(4, change.device.raw)
        c.bind(5, change.action)
        c.bind(6, change.detail)
        c.bind(7, change.source)
        c.bind(8, change.undoes?.description)
        try c.execute()
        let o = try hot[.insertOp]
        let sup = try hot[.insertSupersession]
        let changeText = Array(changeID.utf8)
        var seq = 0
        try Pipeline.run(change.ops, encode: OpRow.init) { row in
            try row.insert(with: o, change: changeText, seq: seq)
            seq += 1
            for s in row.superseded {
                sup.bind(1, s)
                sup.bind(2, lent: row.id)
                try sup.executeAndClear()
            }
        }
    }

    func clock() throws -> HLC {
        let s = try SQLStatement(db, "SELECT value FROM meta WHERE key = 'clock'")
        var hlc = HLC.zero
        try s.firstRow {
            guard let text = s.text(0), let h = HLC(hex: text) else { throw CorruptData("bad clock reading") }
            hlc = h
        }
        return hlc
    }

    func setClock(_ hlc: HLC) throws {
        let s = try SQLStatement(db, "INSERT OR REPLACE INTO meta (key, value) VALUES ('clock', ?)")
        s.bind(1, hlc.description)
        try s.execute()
    }
}

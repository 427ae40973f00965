import TendEngine
import TendKernel

/// Everything an ``InMemoryStore`` holds: a value, so a transaction is a copy that is kept or dropped.
struct MemoryState: Sendable {
    var clock = HLC.zero
    var records: [RecordRef: RecordState] = [:]
    var entries: [String: Entry] = [:]
    var items: [String: Item] = [:]
    var settings: [EntityKind: [String: FieldValue]] = [:]
    var ops: [OpID: Op] = [:]
    var changes: [OpID: Change] = [:]
    /// Change ids in ascending order.
    var changeOrder: [OpID] = []
    /// Superseded op → the logged ops that supersede it.
    var superseders: [OpID: [OpID]] = [:]
    /// Figure checkpoints by tracker, target and kind.
    var checkpoints: [String: FigureCheckpoint] = [:]

    /// The key of a target's checkpoint of a kind.
    static func checkpointKey(_ tracker: String, _ target: String, _ kind: String) -> String {
        "\(tracker)\u{0}\(target)\u{0}\(kind)"
    }

    /// Drops the checkpoints a write's damage may have made wrong.
    mutating func invalidate(_ damage: CheckpointDamage) {
        checkpoints = checkpoints.filter { damage.spares($0.value) }
    }

    mutating func save(_ state: RecordState, _ entity: EntityKind, _ key: String) {
        records[RecordRef(entity: entity, key: key)] = state
        switch entity {
        case .entry: entries[key] = state.entry(id: key)
        case .item: items[key] = state.item(id: key)
        case .setting, .local: settings[entity, default: [:]][key] = state.settingValue
        }
    }

    mutating func append(_ change: Change) {
        changes[change.id] = change
        if let last = changeOrder.last, change.id < last {
            var lo = 0, hi = changeOrder.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if changeOrder[mid] < change.id { lo = mid + 1 } else { hi = mid }
            }
            changeOrder.insert(change.id, at: lo)
        } else {
            changeOrder.append(change.id)
        }
        for op in change.ops {
            ops[op.id] = op
            for s in op.supersedes { superseders[s, default: []].append(op.id) }
        }
    }

    func supersededFields(of op: OpID, entity: EntityKind, key: String) -> Set<String> {
        var out = Set<String>()
        for id in superseders[op] ?? [] {
            if let y = ops[id], y.entity == entity, y.key == key { out.formUnion(y.fields.keys) }
        }
        return out
    }

    // MARK: Reading

    func entries(_ query: EntryQuery) -> [Entry] {
        var list = entries.values.filter(query.matches).sorted(by: EntryQuery.precedes)
        if query.newestFirst { list.reverse() }
        if let limit = query.limit { return Array(list.prefix(max(0, limit))) }
        return list
    }

    func dayCounts(_ query: EntryQuery) -> [Day: Int] {
        var q = query
        q.includeDeleted = false
        var out: [Day: Int] = [:]
        for e in entries.values where q.matches(e) { out[e.day, default: 0] += 1 }
        return out
    }

    func items(_ query: ItemQuery) -> [Item] {
        items.values.filter(query.matches).sorted(by: ItemQuery.precedes)
    }

    func settings(scope: SettingScope) -> [Setting] {
        (settings[scope.entity] ?? [:]).map { Setting(key: $0.key, scope: scope, value: $0.value) }
            .sorted { $0.key < $1.key }
    }

    func changes(_ query: ChangeQuery) -> [Change] {
        var out: [Change] = []
        let limit = query.limit.map { max(0, $0) } ?? Int.max
        let order: any Sequence<OpID> = query.newestFirst ? AnySequence(changeOrder.reversed()) : AnySequence(changeOrder)
        for id in order where out.count < limit {
            let c = changes[id]!
            if query.matches(c) { out.append(c) }
        }
        return out
    }
}

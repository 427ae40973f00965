import Foundation
import TendEngine
import TendKernel

/// The smallest in-memory ``OpLogBackend``, to test ``WritePath`` on its own (no transactions: every
/// call is its own commit, which is all these tests need).
final class MemoryBackend: OpLogBackend {
    let device: DeviceID
    var states: [RecordRef: RecordState] = [:]
    var log: [Change] = []
    var ops: [OpID: Op] = [:]
    var hlc = HLC.zero
    var checkpoints: [FigureCheckpoint] = []
    /// Every save, in order.
    var saved: [RecordRef] = []

    init(device: DeviceID) { self.device = device }

    // MARK: OpLogBackend

    func state(_ entity: EntityKind, _ key: String) throws -> RecordState {
        states[RecordRef(entity: entity, key: key)] ?? RecordState()
    }

    func save(_ state: RecordState, _ entity: EntityKind, _ key: String) throws {
        states[RecordRef(entity: entity, key: key)] = state
        saved.append(RecordRef(entity: entity, key: key))
    }

    func contains(_ op: OpID) throws -> Bool { ops[op] != nil }

    func supersededFields(of op: OpID, entity: EntityKind, key: String) throws -> Set<String> {
        var out = Set<String>()
        for y in ops.values where y.entity == entity && y.key == key && y.supersedes.contains(op) {
            out.formUnion(y.fields.keys)
        }
        return out
    }

    func append(_ change: Change) throws {
        log.append(change)
        for op in change.ops { ops[op.id] = op }
    }

    func clock() throws -> HLC { hlc }
    func setClock(_ hlc: HLC) throws { self.hlc = hlc }
    func invalidate(_ damage: CheckpointDamage) throws { checkpoints.removeAll { !damage.spares($0) } }

    // MARK: StoreReader

    func entries(_ query: EntryQuery) throws -> [Entry] {
        var out = states.compactMap { ref, s in ref.entity == .entry ? s.entry(id: ref.key) : nil }
            .filter(query.matches).sorted(by: EntryQuery.precedes)
        if query.newestFirst { out.reverse() }
        return query.limit.map { Array(out.prefix($0)) } ?? out
    }

    func entry(id: String) throws -> Entry? { states[RecordRef(entity: .entry, key: id)]?.entry(id: id) }

    func dayCounts(_ query: EntryQuery) throws -> [Day: Int] {
        var q = query
        q.limit = nil
        return try entries(q).reduce(into: [:]) { $0[$1.day, default: 0] += 1 }
    }

    func items(_ query: ItemQuery) throws -> [Item] {
        states.compactMap { ref, s in ref.entity == .item ? s.item(id: ref.key) : nil }
            .filter(query.matches).sorted(by: ItemQuery.precedes)
    }

    func item(id: String) throws -> Item? { states[RecordRef(entity: .item, key: id)]?.item(id: id) }

    func setting(_ key: String, scope: SettingScope) throws -> FieldValue? {
        states[RecordRef(entity: scope.entity, key: key)]?.settingValue
    }

    func settings(scope: SettingScope) throws -> [Setting] {
        states.compactMap { ref, s in
            ref.entity == scope.entity ? s.settingValue.map { Setting(key: ref.key, scope: scope, value: $0) } : nil
        }.sorted { $0.key < $1.key }
    }
}

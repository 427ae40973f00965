import Foundation
import TendEngine
import TendKernel

/// One access to an ``InMemoryStore``'s state: the reader a write closure gets and the backend the
/// kernel's ``WritePath`` drives. Works on its own copy; the store keeps the copy only on success.
final class MemoryTransaction: OpLogBackend {
    var state: MemoryState
    let device: DeviceID

    init(_ state: MemoryState, device: DeviceID) {
        self.state = state
        self.device = device
    }

    func entries(_ query: EntryQuery) throws -> [Entry] { state.entries(query) }
    func entry(id: String) throws -> Entry? { state.entries[id] }
    func dayCounts(_ query: EntryQuery) throws -> [Day: Int] { state.dayCounts(query) }
    func items(_ query: ItemQuery) throws -> [Item] { state.items(query) }
    func item(id: String) throws -> Item? { state.items[id] }
    func setting(_ key: String, scope: SettingScope) throws -> FieldValue? { state.settings[scope.entity]?[key] }
    func settings(scope: SettingScope) throws -> [Setting] { state.settings(scope: scope) }

    func state(_ entity: EntityKind, _ key: String) throws -> RecordState {
        state.records[RecordRef(entity: entity, key: key)] ?? RecordState()
    }
    func save(_ s: RecordState, _ entity: EntityKind, _ key: String) throws { state.save(s, entity, key) }
    func contains(_ op: OpID) throws -> Bool { state.ops[op] != nil }
    func supersededFields(of op: OpID, entity: EntityKind, key: String) throws -> Set<String> {
        state.supersededFields(of: op, entity: entity, key: key)
    }
    func append(_ change: Change) throws { state.append(change) }
    func clock() throws -> HLC { state.clock }
    func setClock(_ hlc: HLC) throws { state.clock = hlc }
    func invalidate(_ damage: CheckpointDamage) throws { state.invalidate(damage) }
}

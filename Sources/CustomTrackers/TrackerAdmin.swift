import Foundation
import TendConsole
import TendKernel

/// What `tend tracker add` and `tend tracker remove` write.
public enum TrackerAdmin {
    /// What adding did.
    public enum Added: Equatable, Sendable {
        /// A new tracker (or one removed earlier, back again).
        case added
        /// The definition of an existing tracker was replaced.
        case replaced
        /// The same definition was already stored: nothing written.
        case unchanged
    }

    /// Stores a definition in one change (`tracker.add`). An id already defined is refused unless
    /// `replace`; a value kind that kept entries can't hold is refused (checked inside the write, so a
    /// concurrent log can't slip past).
    public static func add(_ d: TrackerDefinition, replace: Bool, session s: Session) throws -> Added {
        var outcome = Added.added
        let now = s.now
        let key = DefinitionStore.key(d.id)
        try s.store.write(ChangeIntent(action: "tracker.add", detail: d.id + " · " + d.name)) { reader in
            let old = try reader.item(id: key)
            let live = old.flatMap { $0.deleted ? nil : $0 }
            if let live {
                guard replace else {
                    let name = DefinitionStore.definition(in: live)?.name ?? d.id
                    throw TendError(key: "tracker.error.exists", ["id": d.id, "name": name])
                }
                if live.fields[DefinitionStore.field] == d.field { outcome = .unchanged; return [] }
                outcome = .replaced
            }
            let previous = old.flatMap { $0.fields[DefinitionStore.field] }.flatMap { try? DefinitionParser.check($0).get() }
            if previous?.value != d.value { try checkEntries(d, reader) }
            let last = try reader.items(ItemQuery(type: DefinitionStore.itemType, includeDeleted: true)).last?.position
            let item = DefinitionStore.item(d, replacing: old, position: FractionalIndex.after(last), now: now)
            return [.create(item)]
        }
        return outcome
    }

    /// Refuses a definition whose value can't hold entries already recorded under its id.
    private static func checkEntries(_ d: TrackerDefinition, _ reader: any StoreReader) throws {
        var bad = 0
        var example = ""
        for e in try reader.entries(EntryQuery(tracker: d.id)) where d.value.problem(with: e.value) != nil {
            if bad == 0 { example = e.day.iso + " " + e.value.field.jsonText }
            bad += 1
        }
        guard bad > 0 else { return }
        throw TendError(key: "tracker.error.kind", ["id": d.id, "count": String(bad), "kind": d.value.kind.rawValue,
                                                    "example": example])
    }

    /// What removing did: the definition's name and the entries kept or deleted.
    public struct Removed: Sendable {
        /// The tracker's name.
        public let name: String
        /// Entries kept (without `--purge`) or deleted (with it).
        public let entries: Int
    }

    /// Deletes a definition (and with `purge` every entry of the tracker) in one change (`tracker.remove`
    /// or `tracker.purge`); `tend undo` brings them back. With `purge`, entries left by a definition
    /// removed earlier are deleted too.
    public static func remove(_ id: String, purge: Bool, session s: Session) throws -> Removed {
        var result = Removed(name: id, entries: 0)
        let key = DefinitionStore.key(id)
        try s.store.write(ChangeIntent(action: purge ? "tracker.purge" : "tracker.remove", detail: id)) { reader in
            let item = try reader.item(id: key)
            let live = item.flatMap { $0.deleted ? nil : $0 }
            let entries = purge ? try reader.entries(EntryQuery(tracker: id)) : []
            let count = purge ? entries.count : try reader.dayCounts(EntryQuery(tracker: id)).values.reduce(0, +)
            guard live != nil || (purge && item != nil && !entries.isEmpty) else {
                throw TendError(key: "tracker.error.unknown", ["id": Sanitize.forDisplay(id, limit: 40)], status: .notFound)
            }
            let name = (item?.fields[DefinitionStore.field]).flatMap { try? DefinitionParser.check($0).get() }?.name ?? id
            result = Removed(name: name, entries: count)
            var m: [Mutation] = live == nil ? [] : [.delete(.item, key)]
            if purge { m += entries.map { .delete(.entry, $0.id) } }
            return m
        }
        return result
    }
}

import Foundation
import TendKernel

/// Where definitions live: one item per defined tracker, so they sync like any other record.
///
/// The item's key is `definition/<id>` (deterministic, so two devices adding the same id make one
/// record), its `tracker` is the definition's id (so it goes wherever the tracker's entries go: export,
/// purge), its type `tracker-definition`, and its one own field `definition` holds the canonical JSON
/// object (``TrackerDefinition/field``) — one register, so a definition changed on two devices ends
/// up as one of the two whole definitions, never a mix.
public enum DefinitionStore {
    /// The items' type.
    public static let itemType = "tracker-definition"
    /// The item field holding the definition.
    public static let field = "definition"

    /// The item key of a definition.
    public static func key(_ id: String) -> String { "definition/" + id }

    /// The definitions in a store, in the order they were added. Items that don't hold a valid
    /// definition (made by a newer Tend, or damaged) are skipped.
    public static func load(_ reader: any StoreReader) throws -> [TrackerDefinition] {
        try reader.items(ItemQuery(type: itemType, includeArchived: false)).compactMap(definition(in:))
    }

    /// The definition an item holds, if it is a live, valid definition item.
    public static func definition(in item: Item) -> TrackerDefinition? {
        guard item.type == itemType, !item.deleted, let f = item.fields[field],
              case .success(let d) = DefinitionParser.check(f), item.id == key(d.id), item.tracker == d.id else { return nil }
        return d
    }

    /// The stored trackers of a store (``Platform/storedTrackers``).
    @Sendable public static func trackers(_ store: any Store) throws -> [any Tracker] {
        try load(store).map(DefinedTracker.init)
    }

    /// The item that stores `definition`, keeping the position and creation time of an earlier one.
    public static func item(_ definition: TrackerDefinition, replacing old: Item?, position: String, now: Date) -> Item {
        Item(id: key(definition.id), tracker: definition.id, type: itemType, fields: [field: definition.field],
             position: old?.position ?? position, created: old?.created ?? now)
    }
}

import CustomTrackers
import TendKernel

/// Trackers defined by data in the store: the custom trackers' definitions (see ``DefinitionStore``).
enum StoredTrackers {
    @Sendable static func load(_ store: any Store) throws -> [any Tracker] { try DefinitionStore.trackers(store) }
}

extension TendCLI {
    /// The trackers a store defines (``Platform/storedTrackers``), for platforms built outside `TendCLI`
    /// (test harnesses) that must see them as `tend` does.
    @Sendable public static func storedTrackers(_ store: any Store) throws -> [any Tracker] { try StoredTrackers.load(store) }
}

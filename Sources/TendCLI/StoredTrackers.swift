import TendKernel

/// Trackers defined by data in the store (custom trackers); none until that feature lands.
enum StoredTrackers {
    @Sendable static func load(_ store: any Store) throws -> [any Tracker] { [] }
}

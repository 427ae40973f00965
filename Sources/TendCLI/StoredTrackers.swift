import CustomTrackers
import Foundation
import TendConsole
import TendKernel

/// Trackers defined by data in the store: the custom trackers' definitions (see ``DefinitionStore``).
enum StoredTrackers {
    @Sendable static func load(_ store: any Store) throws -> [any Tracker] { try DefinitionStore.trackers(store) }

    /// The part of `tend --help` that lists the trackers the store defines by files (they are not
    /// commands of the build, so ArgumentParser's list can't show them); empty when there are none or
    /// no store yet. Never creates a store.
    static func helpSection() -> String {
        guard let defined = try? NameCompletion.withStore({ try load($0) }), !defined.isEmpty else { return "" }
        let width = min(24, (defined.map { $0.descriptor.id.count }.max() ?? 0) + 2)
        var out = "\n" + tr("help.defined.title") + "\n"
        for t in defined.sorted(by: { $0.descriptor.id < $1.descriptor.id }) {
            let id = t.descriptor.id
            out += "  " + id + String(repeating: " ", count: max(2, width - id.count)) + t.descriptor.name + "\n"
        }
        return out + "  " + tr("help.defined.more") + "\n"
    }
}

extension TendCLI {
    /// The trackers a store defines (``Platform/storedTrackers``), for platforms built outside `TendCLI`
    /// (test harnesses) that must see them as `tend` does.
    @Sendable public static func storedTrackers(_ store: any Store) throws -> [any Tracker] { try StoredTrackers.load(store) }
}

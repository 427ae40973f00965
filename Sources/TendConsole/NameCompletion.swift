import ArgumentParser
import Foundation
import TendKernel

/// Completions read from the store when the shell asks (ArgumentParser's custom completion, run inside
/// the invocation): the names of a tracker's items (habits, stacks, rituals) and the ids of the
/// trackers. Reading never creates a store; a missing or unreadable one completes nothing.
public enum NameCompletion {
    /// The names (field `field`) of the items of `type` in `tracker`, those starting with what is typed.
    public static func items(tracker: String, type: String, field: String = "name") -> CompletionKind {
        .custom { _, _, prefix in
            let names = (try? withStore { store in
                try store.items(ItemQuery(tracker: tracker, type: type)).compactMap { $0.fields[field]?.string }
            }) ?? []
            return matching(names, prefix)
        }
    }

    /// Every tracker id: the build's and those the store defines by files.
    public static var trackers: CompletionKind {
        .custom { _, _, prefix in
            guard let invocation = Invocation.currentOrNil else { return [] }
            let defined = (try? withStore { try invocation.platform.storedTrackers($0).map(\.descriptor.id) }) ?? []
            return matching(invocation.registry.ids + defined, prefix)
        }
    }

    /// `names` starting with `prefix` (ignoring case), sorted and without repeats.
    static func matching(_ names: [String], _ prefix: String) -> [String] {
        let p = prefix.lowercased()
        return Array(Set(names.filter { p.isEmpty || $0.lowercased().hasPrefix(p) })).sorted()
    }

    /// Runs `body` on the invocation's store when one exists (never creating one); `[]` otherwise.
    public static func withStore<T>(_ body: (any Store) throws -> [T]) throws -> [T] {
        guard let invocation = Invocation.currentOrNil else { return [] }
        let path = Session.resolveStorePath(nil, invocation: invocation)
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return try body(try invocation.platform.openStore(path, invocation.platform.clock, invocation.platform.ids))
    }
}

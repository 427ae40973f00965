import Foundation
import TendConsole
import TendKernel

/// Opens the session of a `tend ID …` command and finds the defined tracker `ID`.
enum CustomSession {
    /// The session and the tracker; a clear usage error when `id` is neither a command nor a tracker.
    /// A store that doesn't exist yet is not created just to find that out.
    /// A tracker with no definition but data in the store (``StrayTracker``) opens read-only: `writing`
    /// commands are refused for it.
    static func open(_ id: String, _ common: CommonOptions, writing: Bool = false) throws -> (Session, DefinedTracker) {
        let invocation = Invocation.current
        let path = Session.resolveStorePath(common.storeOptions.store, invocation: invocation)
        guard path == ":memory:" || FileManager.default.fileExists(atPath: path) else {
            throw unknown(id, among: invocation.registry.ids, invocation)
        }
        let s = try Session(common, invocation: invocation)
        if let t = s.registry.tracker(id) as? DefinedTracker { return (s, t) }
        if let item = try s.store.item(id: DefinitionStore.key(id)), item.deleted {
            throw TendError(key: "custom.error.removed", ["id": id], status: .notFound)
        }
        if let stray = try StrayTracker.definition(id, s.store) {
            if writing { throw TendError(key: "custom.error.stray-write", ["id": id], status: .unavailable) }
            return (s, DefinedTracker(stray))
        }
        throw unknown(id, among: s.registry.ids, invocation)
    }

    /// The error for a word that is neither a command nor a tracker, naming the closest of the two.
    static func unknown(_ id: String, among trackers: [String], _ invocation: Invocation) -> TendError {
        let names = invocation.commandNames.subtracting([CustomDispatch.commandName]).sorted() + trackers
        let input = Sanitize.forDisplay(id, limit: 40)
        if let near = ClosestName.find(id, among: names) {
            return TendError(key: "custom.error.unknown.near", ["input": input, "near": near], status: .usage)
        }
        return TendError(key: "custom.error.unknown", ["input": input], status: .usage)
    }
}

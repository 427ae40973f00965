import Foundation
import TendConsole
import TendKernel

/// Opens the session of a `tend ID …` command and finds the defined tracker `ID`.
enum CustomSession {
    /// The session of a `tend ID …` command: a store that doesn't exist yet is not created just to find
    /// out that `id` is no tracker (a clear usage error, naming the closest command or tracker).
    static func open(_ id: String, _ common: CommonOptions) throws -> Session {
        let invocation = Invocation.current
        let path = Session.resolveStorePath(common.storeOptions.store, invocation: invocation)
        guard path == ":memory:" || invocation.registry.tracker(id) != nil || FileManager.default.fileExists(atPath: path) else {
            throw unknown(id, among: invocation.registry.ids, invocation)
        }
        return try Session(common, invocation: invocation)
    }

    /// The defined tracker `id` of an open session (``open(_:_:)``), or a clear usage error when `id` is
    /// neither a command nor a tracker. A tracker with no definition but data in the store
    /// (``StrayTracker``) opens read-only: `writing` commands are refused for it.
    static func tracker(_ id: String, _ s: Session, writing: Bool = false) throws -> DefinedTracker {
        let invocation = s.invocation
        if let t = s.registry.tracker(id) as? DefinedTracker { return t }
        if let t = s.registry.tracker(id) as? any DefinitionBacked { return DefinedTracker(t.definition) }
        if let item = try s.store.item(id: DefinitionStore.key(id)), item.deleted {
            throw TendError(key: "custom.error.removed", ["id": id], status: .notFound)
        }
        if let stray = try StrayTracker.definition(id, s.store) {
            if writing { throw TendError(key: "custom.error.stray-write", ["id": id], status: .unavailable) }
            return DefinedTracker(stray)
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

/// A `tend ID …` command: the kit's run, with the session opened only when the store exists
/// (``CustomSession/open(_:_:)``) and the defined tracker `ID` found in it.
protocol CustomTrackerCommand: SessionCommand {
    /// Where the tracker comes from: typed, or fixed by a Swift tracker's command group.
    associatedtype Source: TrackerSource
    /// The tracker id, typed or fixed.
    var target: Source { get }
    /// Whether the command writes (a tracker with data but no definition is then refused).
    static var writes: Bool { get }
    /// Does the work on the tracker and returns what to show.
    func execute(_ s: Session, _ tracker: DefinedTracker) throws -> CommandOutput
}

extension CustomTrackerCommand {
    /// Reading, unless the command says otherwise.
    static var writes: Bool { false }

    /// The session, when the store exists.
    func openSession() throws -> Session { try CustomSession.open(target.trackerID, common) }

    /// Finds the tracker, then does the work.
    func execute(_ s: Session) throws -> CommandOutput {
        try execute(s, try CustomSession.tracker(target.trackerID, s, writing: Self.writes))
    }
}

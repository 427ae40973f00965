import Foundation
import Synchronization
import TendCLI
import TendConsole
import TendKernel

/// The page's way into Tend: every read and write goes through `tend` itself, run in this process on
/// the same store and environment, so the page gets the same checks, the same write path and the same
/// refusals as the command line.
public struct TendBridge: Sendable {
    /// The environment commands run in (`TEND_STORE`, `TEND_NOW`, `TZ`, the language).
    public let environment: [String: String]
    /// The trackers.
    public let modules: [TrackerPlugin]
    /// Store opener, clock, time zone and ids.
    public let platform: Platform
    /// One command at a time, as in a terminal: the catalog's language and the invocation are per run.
    private static let turn = Mutex(())

    /// A bridge on an environment, trackers and platform.
    public init(environment: [String: String], modules: [TrackerPlugin], platform: Platform) {
        self.environment = environment
        self.modules = modules
        self.platform = platform
    }

    /// Runs `tend` with `arguments` (a write, or a read the page shows), output captured.
    public func run(_ arguments: [String]) -> CapturedRun {
        Self.turn.withLock { _ in TendCLI.capture(arguments, environment: environment, modules: modules, platform: platform) }
    }

    /// The today view as values.
    public func today() throws -> TodayBlocks {
        try Self.turn.withLock { _ in try TendCLI.today(environment: environment, modules: modules, platform: platform) }
    }

    /// A tracker's newest entries, or `nil` when no tracker has that id.
    public func recentEntries(_ tracker: String, limit: Int = 30) throws -> [Entry]? {
        try Self.turn.withLock { _ in
            try TendCLI.recentEntries(tracker: tracker, limit: limit, environment: environment, modules: modules, platform: platform)
        }
    }

    /// The text of a catalog key, in the environment's language.
    public func text(_ key: String, _ args: [String: String] = [:]) -> String {
        localized { Catalog.text(key, args) }
    }

    /// Runs `body` as an invocation in this environment, so the catalog answers in its language
    /// (`LC_ALL`, `LC_MESSAGES`, `LANG`, `LANGUAGE`: docs/languages.md) as it does for a command.
    public func localized<T>(_ body: () throws -> T) rethrows -> T {
        TendCLI.registerCatalog(modules: modules)
        let invocation = Invocation(environment: environment, io: .capturing(), outputIsTerminal: false, inputIsTerminal: false,
                                    modules: modules, platform: platform)
        return try Invocation.$currentOrNil.withValue(invocation, operation: body)
    }
}

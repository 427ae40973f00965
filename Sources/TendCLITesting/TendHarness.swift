import Foundation
import TendTesting
import TendCLI
import TendConsole
import TendEngine
import TendKernel
import TendStore

/// Runs `tend` in-process against a store in a temporary directory, with a fixed clock (`TEND_NOW`),
/// UTC, Monday week start and predictable ids — the way CLI tests and golden files use it.
public final class TendHarness: @unchecked Sendable {
    /// What one run printed and returned.
    public struct Result: Sendable, CustomStringConvertible {
        /// Exit code.
        public let code: Int32
        /// Standard output.
        public let out: String
        /// Standard error.
        public let err: String

        /// The text form (for test failures and logs).
        public var description: String { "exit \(code)\n--- out\n\(out)--- err\n\(err)" }
    }

    /// The temporary directory (removed on deinit).
    public let directory: String
    /// The store path passed as `TEND_STORE`.
    public let storePath: String
    /// `TEND_NOW` for the next runs.
    public var now: String
    /// Extra environment for every run.
    public var environment: [String: String]
    /// The tracker modules.
    public var modules: [TrackerPlugin]
    /// The time zone.
    public var timeZone: TimeZone
    /// Ids for new records and the device id.
    public let ids: any IDGenerator

    /// Creates a harness with a fresh temporary store.
    public init(now: String = "2026-11-22T09:00", modules: [TrackerPlugin] = TendCLI.builtInModules,
                timeZone: TimeZone = TimeZone(identifier: "UTC")!, ids: (any IDGenerator)? = nil) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-test-" + UUID().uuidString).path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        directory = dir
        storePath = dir + "/tend.sqlite"
        self.now = now
        self.modules = modules
        self.timeZone = timeZone
        self.ids = ids ?? SequentialIDs()
        environment = ["HOME": dir, "XDG_DATA_HOME": dir + "/data", "XDG_CONFIG_HOME": dir + "/config"]
        // The catalog a `tend` process has from its start: a test that draws a view itself (not through
        // `run`) before any run must not depend on another test having registered the tables first.
        for table in TendCLI.stringTables(modules) { Catalog.register(table) }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// The platform the runs use.
    public var platform: Platform {
        Platform(openStore: StoreOpener.open, storedTrackers: TendCLI.storedTrackers,
                 timeZone: timeZone, systemFirstWeekday: .monday, clock: FixedClock(Date(timeIntervalSince1970: 0)),
                 ids: ids)
    }

    /// Runs `tend` with arguments.
    @discardableResult
    public func run(_ arguments: String..., stdin: [String] = [], env: [String: String] = [:]) -> Result {
        run(arguments, stdin: stdin, env: env)
    }

    /// Runs `tend` with arguments.
    @discardableResult
    public func run(_ arguments: [String], stdin: [String] = [], env: [String: String] = [:], unset: Set<String> = [],
                    outputIsTerminal: Bool = false, inputIsTerminal: Bool = false) -> Result {
        let io = ConsoleIO.capturing(stdin: stdin)
        var e = environment
        e["TEND_STORE"] = storePath
        e["TEND_NOW"] = now
        e.merge(env) { _, b in b }
        for k in unset { e.removeValue(forKey: k) }
        let code = TendCLI.run(arguments, environment: e, io: io, modules: modules, platform: platform,
                               outputIsTerminal: outputIsTerminal, inputIsTerminal: inputIsTerminal)
        return Result(code: code, out: io.output, err: io.errors)
    }

    /// Opens the harness store directly (for assertions and seeding), on the harness's `now`.
    public func openStore() throws -> SQLiteStore {
        try SQLiteStore(path: storePath, clock: clock, ids: ids)
    }

    /// The clock runs use: `now` in the harness's time zone.
    public var clock: FixedClock {
        (try? FixedClock(tendNow: now, timeZone: timeZone)) ?? FixedClock(Date(timeIntervalSince1970: 0))
    }

    /// A digest of the op log and materialised state: unchanged digests mean nothing was written.
    public func digest() throws -> String {
        guard FileManager.default.fileExists(atPath: storePath) else { return "no store" }
        let s = try openStore()
        let counts = try s.logCounts()
        return "\(counts.ops)/\(counts.changes)/" + (try s.stateDigest())
    }
}

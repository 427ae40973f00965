import Foundation
import Synchronization
import TendKernel

/// The services a `tend` build provides to every command: how to open a store, the system's time
/// zone and week start, the real clock and id source. Set up once by the composition root (TendCLI);
/// tests substitute their own.
public struct Platform: Sendable {
    /// Opens (creating if needed) the store at a path.
    public var openStore: @Sendable (_ path: String, _ clock: any Clock, _ ids: any IDGenerator) throws -> any Store
    /// Trackers defined by data in a store (custom trackers), added to the built-in ones.
    public var storedTrackers: @Sendable (_ store: any Store) throws -> [any Tracker]
    /// Whether the store at a path is set up for sync (a command that would diverge the devices refuses).
    public var storeSyncs: @Sendable (_ path: String) -> Bool
    /// The local time zone.
    public var timeZone: TimeZone
    /// The system's first weekday (used when week-start is `system`), worked out when first asked: the
    /// system calendar's set-up (its locale's data) is a start-up cost a command without a store never needs.
    public var systemFirstWeekday: Weekday { firstWeekday() }
    private let firstWeekday: @Sendable () -> Weekday
    /// The real clock (overridden by `TEND_NOW`).
    public var clock: any Clock
    /// Id source.
    public var ids: any IDGenerator
    /// Opens another app's SQLite file read-only (imports of Loop Habit Tracker's full backup); `nil`
    /// where the build has no SQLite layer.
    public var openForeignDatabase: (@Sendable (_ path: String) throws -> any ForeignDatabase)?
    /// The commit this build was made from (`tend --version`), or `unknown`.
    public var commit: String

    /// Creates a platform.
    public init(openStore: @escaping @Sendable (String, any Clock, any IDGenerator) throws -> any Store,
                storedTrackers: @escaping @Sendable (any Store) throws -> [any Tracker] = { _ in [] },
                storeSyncs: @escaping @Sendable (String) -> Bool = { _ in false },
                timeZone: TimeZone, systemFirstWeekday: @autoclosure @escaping @Sendable () -> Weekday, clock: any Clock,
                ids: any IDGenerator,
                openForeignDatabase: (@Sendable (String) throws -> any ForeignDatabase)? = nil, commit: String = "unknown") {
        self.openStore = openStore
        self.openForeignDatabase = openForeignDatabase
        self.storedTrackers = storedTrackers
        self.storeSyncs = storeSyncs
        self.timeZone = timeZone
        firstWeekday = systemFirstWeekday
        self.clock = clock
        self.ids = ids
        self.commit = commit
    }
}

/// One run of `tend`: its environment, streams, trackers and platform. Commands read it through
/// ``current``, a task-local value, so many invocations can run side by side in one process (tests).
public struct Invocation: Sendable {
    /// Environment variables.
    public var environment: [String: String] {
        didSet { environmentLanguage = Language.from(environment: environment) }
    }
    /// The language ``environment`` asks for (``Language/from(environment:)``), worked out once rather
    /// than at each of the hundreds of strings a command's help and output look up.
    public private(set) var environmentLanguage: String
    /// The device's `language` setting once a session has read it from the store (shared by every copy
    /// of this invocation).
    public let languageSetting = LanguageSetting()
    /// Whether this run writes `--json`: then everything is English, so what a script reads never changes
    /// with the language (the few text fields JSON carries, such as a greeting or an insight's sentence,
    /// and the error on standard error alike).
    public var writesJSON = false
    /// The language strings are shown in: English for `--json`, else the device's `language` setting when
    /// a session has read one, else the environment's.
    public var language: String { writesJSON ? "en" : languageSetting.value ?? environmentLanguage }
    /// Output and input.
    public var io: ConsoleIO
    /// Whether standard output is a terminal (colour, progress bars).
    public var outputIsTerminal: Bool
    /// Whether standard input is a terminal (prompts, wizards).
    public var inputIsTerminal: Bool
    /// The tracker modules of this build.
    public var modules: [TrackerPlugin]
    /// Platform services.
    public var platform: Platform
    /// The root command's subcommand names (set by the composition root), for "did you mean" hints.
    public var commandNames: Set<String> = []
    /// Whether commands' abstracts and discussions are looked up (``Catalog/description(_:_:)``). The
    /// composition root turns it off for the parse and the command's run, and on again to show help, an
    /// error or a completion script.
    public var describesCommands = true

    /// Creates an invocation.
    public init(environment: [String: String], io: ConsoleIO, outputIsTerminal: Bool, inputIsTerminal: Bool,
                modules: [TrackerPlugin], platform: Platform) {
        self.environment = environment
        self.environmentLanguage = Language.from(environment: environment)
        self.io = io
        self.outputIsTerminal = outputIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.modules = modules
        self.platform = platform
    }

    /// The invocation being run.
    @TaskLocal public static var currentOrNil: Invocation?

    /// Runs `body` with commands' abstracts and discussions looked up again (``describesCommands``):
    /// to show help, an error or a completion script.
    public static func describingCommands<T>(_ body: () throws -> T) rethrows -> T {
        guard var invocation = currentOrNil, !invocation.describesCommands else { return try body() }
        invocation.describesCommands = true
        return try $currentOrNil.withValue(invocation, operation: body)
    }

    /// The invocation being run (a programming error outside one).
    public static var current: Invocation {
        guard let c = currentOrNil else { preconditionFailure("No tend invocation is running") }
        return c
    }

    /// The built-in registry: the modules' trackers.
    public var registry: Registry { Registry(modules.map(\.tracker)) }

    /// The user's home directory.
    public var home: String { environment["HOME"] ?? NSHomeDirectory() }

    /// `$XDG_DATA_HOME` or `~/.local/share`.
    public var dataHome: String {
        if let x = environment["XDG_DATA_HOME"], x.hasPrefix("/") { return x }
        return home + "/.local/share"
    }

    /// `$XDG_CONFIG_HOME` or `~/.config`.
    public var configHome: String {
        if let x = environment["XDG_CONFIG_HOME"], x.hasPrefix("/") { return x }
        return home + "/.config"
    }

    /// The default store path: `$XDG_DATA_HOME/tend/tend.sqlite`.
    public var defaultStorePath: String { dataHome + "/tend/tend.sqlite" }

    /// Tend's configuration folder: `$XDG_CONFIG_HOME/tend`.
    public var configDirectory: String { configHome + "/tend" }
}

/// The device's `language` setting, set by a session when it opens the store: a reference, so the copy of
/// the invocation the command runs in and the one the catalog reads see the same choice.
public final class LanguageSetting: Sendable {
    private let chosen = Mutex<String?>(nil)

    /// Creates an empty choice (the environment decides).
    public init() {}

    /// The chosen language, or `nil` to follow the environment.
    public var value: String? { chosen.withLock { $0 } }

    /// Chooses a language (`nil`: follow the environment again).
    public func set(_ language: String?) { chosen.withLock { $0 = language } }
}

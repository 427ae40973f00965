import ArgumentParser
import CustomTrackers
import Foundation
import TendConsole
import TendInsights
import TendRemind
import TendKernel
import TendSyncCommands
import TendStore
import TendTransfer

/// The composition root: builds the `tend` command from the platform commands and the tracker
/// modules, runs it, and maps every error to one clear sentence and a documented exit code.
public enum TendCLI {
    /// The version of this release (`tend --version` prints it with the commit: ``versionText(commit:)``).
    public static let version = TendVersion.number

    /// What `tend --version` prints: `tend 0.1.0 (abc1234)`.
    public static func versionText(commit: String) -> String {
        "tend \(version) (\(commit))"
    }

    /// The trackers every `tend` build ships.
    public static var builtInModules: [TrackerPlugin] { BuiltInModules.all }

    /// The names the platform's own commands take (and `help`).
    public static var platformCommandNames: Set<String> {
        TrackerCollisions.names(TendCommand.platformCommands)
    }

    /// What collides when `plugins` join the built-in trackers (``TrackerCollisions``): a plugin that
    /// is itself one of the built-ins (the same id and command types) is not counted twice.
    public static func collisions(adding plugins: [TrackerPlugin]) -> [String] {
        let builtIns = builtInModules.filter { b in !plugins.contains { same($0, b) } }
        return TrackerCollisions.check(builtIns + plugins, platformCommands: platformCommandNames)
    }

    /// Whether two plugins are the same tracker: the same id and command types.
    private static func same(_ a: TrackerPlugin, _ b: TrackerPlugin) -> Bool {
        a.id == b.id && a.commands.map(ObjectIdentifier.init) == b.commands.map(ObjectIdentifier.init)
    }

    /// The collisions among `modules` at start-up. The built-in trackers alone collide with nothing (a test
    /// checks it), so only a build that adds trackers pays for the check, which reads every command's name.
    static func collisions(among modules: [TrackerPlugin]) -> [String] {
        let builtIns = builtInModules
        if modules.count == builtIns.count, zip(modules, builtIns).allSatisfy(same) { return [] }
        return TrackerCollisions.check(modules, platformCommands: platformCommandNames)
    }

    /// Runs `tend` for this process and exits. `trackers` are added to the built-in ones, so another
    /// package can ship `tend` plus its own trackers; `commit` is the commit the binary was built from.
    public static func main(trackers: [TrackerPlugin] = [], commit: String = "unknown") -> Never {
        SQLiteStore.processEndsAfterCommand.store(true, ordering: .relaxed)
        let env = processEnvironment()
        let io = ConsoleIO.standard()
        var platform = defaultPlatform(environment: env)
        platform.commit = commit
        let code = run(Array(CommandLine.arguments.dropFirst()), environment: env, io: io,
                       modules: builtInModules + trackers, platform: platform,
                       outputIsTerminal: Terminal.isTTY(1), inputIsTerminal: Terminal.isTTY(0))
        io.flush()
        exit(code)
    }

    /// The process's environment, read from `environ` as `getenv` reads it (the first of a repeated name
    /// wins; an entry without `=` is skipped). Foundation's `ProcessInfo.environment` gives the same
    /// dictionary but set up `ProcessInfo` and its locks first: 1.1 M instructions of every start
    /// (docs/benchmarks.md).
    static func processEnvironment() -> [String: String] {
        var env: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let eq = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<eq])
                if env[name] == nil { env[name] = String(text[text.index(after: eq)...]) }
            }
            entry += 1
        }
        return env
    }

    /// The real platform: SQLite stores, the system clock and time zone (`TZ` respected), random ids.
    public static func defaultPlatform(environment: [String: String]) -> Platform {
        let tz = environment["TZ"].flatMap { TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0) } ?? .current
        return Platform(openStore: StoreOpener.open, storedTrackers: StoredTrackers.load, timeZone: tz,
                        systemFirstWeekday: LocaleWeek.firstWeekday(environment: environment), clock: SystemClock(),
                        ids: RandomIDs())
    }

    /// Runs one invocation and returns its exit code. Output goes to `io`.
    public static func run(_ arguments: [String], environment: [String: String], io: ConsoleIO,
                           modules: [TrackerPlugin], platform: Platform,
                           outputIsTerminal: Bool = false, inputIsTerminal: Bool = false) -> Int32 {
        registerStrings(modules)
        if arguments.prefix(while: { $0 != "--" }).contains("--ascii") || !Session.unicodeLocale(environment) { io.asciiOnly = true }
        let collisions = collisions(among: modules)
        if !collisions.isEmpty {
            let e = TendError(key: "error.collisions", ["problems": collisions.map { "  - " + $0 }.joined(separator: "\n")],
                              status: .config)
            return report(e, io: io)
        }
        let autosync = Autosync()
        var platform = platform
        platform.openStore = autosync.wrap(platform.openStore)
        if platform.openForeignDatabase == nil { platform.openForeignDatabase = ForeignDatabaseOpener.open }
        platform.storeSyncs = { path in
            guard let invocation = Invocation.currentOrNil, let setup = try? SyncSetup(storePath: path, invocation: invocation) else { return false }
            return setup.files.isSetUp
        }
        var invocation = Invocation(environment: environment, io: io, outputIsTerminal: outputIsTerminal,
                                    inputIsTerminal: inputIsTerminal, modules: modules, platform: platform)
        // No command's abstract or discussion is looked up until help, an error or a completion script
        // shows one (ArgumentParser reads every command's configuration at each parse).
        invocation.describesCommands = false
        invocation.writesJSON = arguments.prefix(while: { $0 != "--" }).contains("--json")
        return Invocation.$currentOrNil.withValue(invocation) {
            // Only a word that may be a file-defined tracker reaches the hint that needs every command's
            // name (CustomSession); other invocations skip building that list.
            if let first = arguments.first, CustomDispatch.looksLikeID(first) || first == CustomDispatch.commandName {
                invocation.commandNames = ArgumentRewriter.commandNames
            }
            return Invocation.$currentOrNil.withValue(invocation) {
                run(ArgumentRewriter.rewrite(arguments, invocation: invocation), io: io, autosync: autosync)
            }
        }
    }

    /// Parses and runs the (rewritten) arguments inside the invocation.
    private static func run(_ arguments: [String], io: ConsoleIO, autosync: Autosync) -> Int32 {
        // `tend --version` alone prints what the root's parse prints for it, without that parse: building the
        // command tree to read one word was 15 M of its 24 M instructions (docs/benchmarks.md).
        if arguments == ["--version"] {
            io.write(versionText(commit: Invocation.currentOrNil?.platform.commit ?? "unknown") + "\n")
            return ExitStatus.ok.rawValue
        }
        do {
            // `tend` alone (today) runs without a parse: its session of the default options is all it needs.
            // Otherwise only the command being run parses its words; the whole tree's parse settles the rest.
            let settled = LeafParser.settle(arguments, root: TendCommand.self)
            if case .withoutWords(let quick) = settled {
                autosync.enable(!quick.managesSync)
                try quick.runWithoutWords()
            } else {
                var command: any ParsableCommand
                if case .parsed(let leaf) = settled { command = leaf } else { command = try TendCommand.parseAsRoot(arguments) }
                autosync.enable(!(command is SyncManagedCommand))
                try command.run()
            }
            autosync.finish()
            return ExitStatus.ok.rawValue
        } catch {
            return Invocation.describingCommands { report(error, io: io, arguments: arguments) }
        }
    }

    /// Registers the catalog tables of the console, the CLI and every module.
    static func registerStrings(_ modules: [TrackerPlugin]) {
        for table in stringTables(modules) { Catalog.register(table) }
    }

    /// The catalog tables of the console, the CLI and `modules` (the built-in ones by default): the
    /// English source of the language files (docs/languages.md). In the order the catalog asks them (a
    /// table's dictionary is made when first asked): what the today view and the trackers' commands show
    /// first, the commands of sync, analysis, custom trackers, import and export and the web after.
    public static func stringTables(_ modules: [TrackerPlugin] = builtInModules) -> [StringTable] {
        [ConsoleStrings.table, CLIStrings.table, PlatformStrings.table, RemindStrings.table]
            + modules.map(\.strings)
            + [SyncStrings.table, SyncHealthStrings.table, AnalysisStrings.table, CustomStrings.table, TransferStrings.table,
               WebStrings.table, WebPageStrings.table]
    }

    /// Prints an error (or help/version output) and returns its exit code.
    static func report(_ error: any Error, io: ConsoleIO, arguments: [String] = []) -> Int32 {
        if let e = error as? TendError {
            io.write("tend: " + e.message + "\n", to: .err)
            return e.status.rawValue
        }
        if let e = StoreOpener.describe(error) ?? BackupText.describe(error) {
            io.write("tend: " + e.message + "\n", to: .err)
            return e.status.rawValue
        }
        let code = TendCommand.exitCode(for: error)
        if code == .success {
            io.write(TendCommand.fullMessage(for: error) + "\n")
            let words = arguments.filter { !$0.hasPrefix("-") }
            if words.isEmpty || words == ["help"], arguments.contains(where: { $0 == "--help" || $0 == "-h" || $0 == "help" }) {
                io.write(StoredTrackers.helpSection())
            }
            return 0
        }
        if code.rawValue == ExitStatus.usage.rawValue {
            var message = Sanitize.trimmed(TendCommand.message(for: error))
            if message.hasPrefix("Error: ") { message.removeFirst(7) }
            let hint = UsageHint.resolve(arguments, root: TendCommand.self)
            if let word = hint.unknown, let near = hint.suggestion, message.contains("'\(word)'") {
                let args = ["input": Sanitize.forDisplay(word, limit: 40), "command": hint.command, "near": near]
                io.write("tend: " + tr("error.usage.near", args) + "\n", to: .err)
            } else {
                io.write("tend: " + tr("error.usage", ["message": message, "command": hint.command]) + "\n", to: .err)
            }
            return ExitStatus.usage.rawValue
        }
        io.write("tend: " + tr("error.unexpected", ["message": "\(error)"]) + "\n", to: .err)
        return ExitStatus.failure.rawValue
    }
}

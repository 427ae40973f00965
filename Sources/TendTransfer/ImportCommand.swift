import ArgumentParser
import Foundation
import TendConsole

/// `tend import [FORMAT] FILE [--dry-run] [--map L=M,…] [--activities-as-habits] [--into JOURNAL]`.
public struct ImportCommand: SessionCommand {
    /// The command's name and help.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "import", abstract: trHelp("import.abstract"), discussion: trHelp("import.discussion"))
    }

    /// `--store`, `--json`, …
    @OptionGroup public var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("import.arguments.help"), valueName: "format|file"))
    var arguments: [String] = []

    @Flag(name: .customLong("dry-run"), help: ArgumentHelp(tr("import.dry-run.help")))
    var dryRun = false

    @Option(name: .long, help: ArgumentHelp(tr("import.map.help"), valueName: "label=mood,…"))
    var map: [String] = []

    @Flag(name: .customLong("activities-as-habits"), help: ArgumentHelp(tr("import.activities.help")))
    var activitiesAsHabits = false

    @Option(name: .long, help: ArgumentHelp(tr("import.into.help"), valueName: "journal"))
    var into: String?

    /// Creates the command (ArgumentParser fills it).
    public init() {}

    /// Reads the file, writes what it holds in one change and prints the summary. A dry run creates
    /// nothing: with no store yet, it plans against an empty one in memory.
    public func checkInput() throws { _ = try parsedArguments() }

    /// The store; a dry run on a store that doesn't exist yet works in memory and creates none.
    public func openSession() throws -> Session {
        var common = self.common
        let invocation = Invocation.current
        let storePath = Session.resolveStorePath(common.storeOptions.store, invocation: invocation)
        if dryRun, storePath != ":memory:", !FileManager.default.fileExists(atPath: storePath) {
            common.storeOptions.store = ":memory:"
        }
        return try Session(common, invocation: invocation)
    }

    /// Reads the file into the store (or only counts, with `--dry-run`) and shows the report.
    public func execute(_ s: Session) throws -> CommandOutput {
        let (format, file) = try parsedArguments()
        let invocation = s.invocation
        var options = ImportOptions(timeZone: s.calendar.timeZone, now: s.now, today: s.today)
        options.mappings = ImportMappings(s.invocation.modules)
        options.openDatabase = invocation.platform.openForeignDatabase
        options.map = map
        options.activitiesAsHabits = activitiesAsHabits
        options.into = into
        options.storeSyncs = s.invocation.platform.storeSyncs(s.storePath)
        if into != nil { _ = try JournalText.journal(into, options.mappings) }
        if !map.isEmpty { _ = try MoodMap(options: map, mood: try ImportTargets.mood(options)) }
        let progress = ProgressBar(io: s.invocation.io, enabled: s.invocation.outputIsTerminal, unicode: s.style.unicode,
                                   label: tr("import.progress", ["file": Sanitize.forDisplay((file as NSString).lastPathComponent, limit: 30)]))
        let report = try Importer.run(path: file, shown: file, format: format, options: options, dryRun: dryRun,
                                      store: s.store, registry: s.registry, progress: progress)
        return CommandOutput(json: report) { report.lines }
    }

    /// `FILE` or `FORMAT FILE`.
    private func parsedArguments() throws -> (ImportFormat?, String) {
        switch arguments.count {
        case 1: return (nil, arguments[0])
        case 2:
            guard let f = ImportFormat(rawValue: arguments[0].lowercased()) else {
                throw TendError(key: "import.error.format-name", ["input": Sanitize.forDisplay(arguments[0]),
                                                                  "formats": ImportFormat.accepted])
            }
            return (f, arguments[1])
        default:
            throw TendError(key: "import.error.arguments", status: .usage)
        }
    }
}

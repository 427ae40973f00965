import Foundation
import TendConsole
import TendKernel

/// A tracker's today block as values, for fronts other than the console (the browser): the status the
/// tracker gave and the highlight the today view shows beside it.
public struct TodayBlock: Sendable {
    /// The tracker's status: its title, due and done, and its lines of phrases and steps.
    public let status: TodayStatus
    /// The highlight `tend today` shows for it (`streak 5 days`), if any.
    public let highlight: String?
}

/// The today view as values: what `tend today` shows, before it becomes text.
public struct TodayBlocks: Sendable {
    /// The user's today.
    public let date: Day
    /// The greeting for this part of the day.
    public let greeting: String
    /// One block per enabled tracker, in the today view's order.
    public let blocks: [TodayBlock]
}

/// What one in-process run of a command printed and returned.
public struct CapturedRun: Sendable, Equatable {
    /// The exit code (0: done).
    public let code: Int32
    /// Standard output.
    public let out: String
    /// Standard error: the refusal's sentence, `tend: …`, when the command refused.
    public let err: String

    /// Creates an output.
    public init(code: Int32, out: String, err: String) {
        self.code = code
        self.out = out
        self.err = err
    }
}

extension TendCLI {
    /// Registers the catalog tables every invocation registers (the console's, the CLI's, each module's),
    /// for a front that shows catalog text outside a command.
    public static func registerCatalog(modules: [TrackerPlugin]) { registerStrings(modules) }

    /// Runs one command in this process with its own captured output — the same parsing, checks and write
    /// path as `tend` on the command line — for fronts that write through the CLI (the browser).
    public static func capture(_ arguments: [String], environment: [String: String], modules: [TrackerPlugin],
                               platform: Platform) -> CapturedRun {
        let io = ConsoleIO.capturing()
        let code = run(arguments, environment: environment, io: io, modules: modules, platform: platform)
        return CapturedRun(code: code, out: io.output, err: io.errors)
    }

    /// The today view as values, read as `tend today` reads it (same store, clock, calendar and settings).
    /// - Throws: ``TendError`` with the sentence `tend today` would print when it can't be read.
    public static func today(environment: [String: String], modules: [TrackerPlugin], platform: Platform) throws -> TodayBlocks {
        try read(environment: environment, modules: modules, platform: platform) { s in
            let blocks = try TodayView.statuses(try s.enabledTrackers(), s).map { TodayBlock(status: $0.status, highlight: $0.highlight?.text) }
            return TodayBlocks(date: s.today, greeting: TodayView.greeting(s), blocks: blocks)
        }
    }

    /// A tracker's newest entries (at most `limit`), or `nil` when no tracker has that id.
    /// - Throws: ``TendError`` with the sentence a command would print when the store can't be read.
    public static func recentEntries(tracker: String, limit: Int, environment: [String: String], modules: [TrackerPlugin],
                                     platform: Platform) throws -> [Entry]? {
        try read(environment: environment, modules: modules, platform: platform) { s in
            guard s.registry.tracker(tracker) != nil else { return nil }
            return try s.store.entries(EntryQuery(tracker: tracker, newestFirst: true, limit: limit))
        }
    }

    /// Opens a session as a command without options does and reads from it; any error becomes the
    /// ``TendError`` whose sentence `tend` would print.
    static func read<T>(environment: [String: String], modules: [TrackerPlugin], platform: Platform,
                        _ body: (Session) throws -> T) throws -> T {
        registerStrings(modules)
        let io = ConsoleIO.capturing()
        let invocation = Invocation(environment: environment, io: io, outputIsTerminal: false, inputIsTerminal: false,
                                    modules: modules, platform: platform)
        return try Invocation.$currentOrNil.withValue(invocation) {
            do {
                return try body(try Session(values: .defaults))
            } catch {
                _ = report(error, io: io)
                let sentence = io.errors.trimmingCharacters(in: .newlines)
                throw TendError(sentence.hasPrefix("tend: ") ? String(sentence.dropFirst(6)) : sentence, status: .failure)
            }
        }
    }
}

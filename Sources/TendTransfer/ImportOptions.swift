import Foundation
import TendConsole
import TendKernel

/// How to read a source: the per-format options and the user's time.
public struct ImportOptions: Sendable {
    /// Daylio: `label=mood` pairs for labels other than the five defaults.
    public var map: [String] = []
    /// Daylio: activities become check-ins of habits of the same name instead of tags on the mood.
    public var activitiesAsHabits = false
    /// jrnl and Day One: the journal the entries go to (`gratitude`, the default, or `five`).
    public var into: String?
    /// The user's time zone (Daylio and jrnl times are local; Day One entries carry their own).
    public var timeZone: TimeZone
    /// Now (the creation time of records whose source has no time).
    public var now: Date
    /// Today (the start of a habit with no dated check-in, and the last day an imported record may have).
    public var today: Day
    /// Opens another app's SQLite file read-only (Loop's full backup); `nil` where there is no SQLite layer.
    public var openDatabase: (@Sendable (String) throws -> any ForeignDatabase)?
    /// Whether the store is set up for sync (a `--history` export is refused there).
    public var storeSyncs = false
    /// How imported records become the trackers' own (from the build's modules); an import into a tracker
    /// the build lacks is refused.
    public var mappings = ImportMappings([])

    /// Options with the user's time.
    public init(timeZone: TimeZone, now: Date, today: Day) {
        self.timeZone = timeZone
        self.now = now
        self.today = today
    }
}

/// Errors that name where in a file the problem is.
enum SourceError {
    /// `FILE line N: problem.` (exit 65), the problem from the catalog.
    static func row(_ file: String, _ line: Int, _ problem: String, _ args: [String: String] = [:]) -> TendError {
        TendError(key: "import.error.row", ["file": file, "line": String(line), "problem": tr(problem, args)],
                  status: .invalidInput)
    }

    /// `ORIGIN: problem.` (exit 65): a record placed by its line (`export.json line 12`) or number.
    static func placed(_ origin: String, _ problem: String, _ args: [String: String] = [:]) -> TendError {
        TendError(key: "import.error.placed", ["origin": origin, "problem": tr(problem, args)], status: .invalidInput)
    }

    /// `FILE entry N: problem.` (exit 65), for JSON sources.
    static func entry(_ file: String, _ index: Int, _ problem: String, _ args: [String: String] = [:]) -> TendError {
        record(file, "import.record.entry", index, problem, args)
    }

    /// `FILE item N: problem.` (exit 65): a record of a JSON list, its kind a catalog key
    /// (`import.record.item`).
    static func record(_ file: String, _ kind: String, _ index: Int, _ problem: String,
                       _ args: [String: String] = [:]) -> TendError {
        TendError(key: "import.error.record", ["file": file, "kind": tr(kind), "n": String(index), "problem": tr(problem, args)],
                  status: .invalidInput)
    }

    /// A CSV reading problem, placed.
    static func csv(_ file: String, _ p: CSVProblem) -> TendError {
        switch p {
        case .unterminatedQuote: return row(file, p.line, "import.problem.quote")
        case .textAfterQuote: return row(file, p.line, "import.problem.after-quote")
        case .notText: return row(file, p.line, "import.problem.not-text")
        }
    }

    /// The next CSV record, its problems placed.
    static func next(_ reader: inout CSVReader, _ file: String) throws -> CSVRow? {
        do { return try reader.next() } catch { throw csv(file, error) }
    }
}

import ArgumentParser
import Foundation
import TendKernel

/// A line in a journal tracker's `--json` output: `{"ref": 1, "id": "…", "date": "2026-11-22", "text": "…",
/// "note": "…", "tags": […], "created": "…", "updated": "…"}` (`note` and `tags` only when the line has them:
/// an imported entry's body and tags).
public struct LineEntryJSON: Encodable, Sendable {
    /// Its number within the day (what `edit`, `rm` and `move` take).
    public let ref: Int
    /// The record id.
    public let id: String
    /// Its day.
    public let date: Day
    /// The text.
    public let text: String
    /// Its note, if any.
    public let note: String?
    /// Its tags, if any.
    public let tags: [String]?
    /// When it was written.
    public let created: Date
    /// When it last changed.
    public let updated: Date

    /// The line `e`, numbered `ref` within its day.
    public init(_ e: Entry, ref: Int) {
        self.ref = ref
        id = e.id
        date = e.day
        text = e.value.text ?? ""
        note = e.note
        tags = e.tags.isEmpty ? nil : e.tags
        created = e.created
        updated = e.updated
    }
}

/// `tend <tracker> search --json`: `{"query", "total", "results": [...]}`, newest first.
public struct LineSearchJSON: Encodable, Sendable {
    /// The query as typed (trimmed).
    public let query: String
    /// How many lines match in all.
    public let total: Int
    /// The lines shown.
    public let results: [LineEntryJSON]
}

extension LineSearch {
    /// The most lines a search shows.
    public static let maxLimit = 10_000

    /// `tend <tracker> search WORD… [--limit N]`: the lines of `tracker` holding every word, newest first,
    /// as a table (date, number, line) or `--json`. No word, or a limit past ``maxLimit``, is refused.
    public static func run(_ s: Session, tracker: String, words: [String], limit: Int) throws -> CommandOutput {
        let (query, terms) = try check(tracker: tracker, words: words, limit: limit)
        let (total, shown) = try find(terms, tracker: tracker, limit: limit, in: s.store)
        return CommandOutput(json: LineSearchJSON(query: query, total: total, results: shown.map { LineEntryJSON($0.entry, ref: $0.ref) })) {
            let q = Sanitize.forDisplay(query)
            if total == 0 { return [tr("search.none", ["query": q])] }
            var table = TextTable(columns: [.init(tr("search.col.date")), .init(tr("search.col.ref"), right: true),
                                            .init(tr("search.col.text"))])
            for h in shown {
                table.rows.append([DayFormat.short(h.entry.day) + " " + String(h.entry.day.year), String(h.ref), h.entry.value.text ?? ""])
            }
            var out = [trPlural("search.found", total, ["n": String(total), "query": q])]
            out += table.render(style: s.style)
            if shown.count < total { out.append(s.style.dim(tr("search.more", ["shown": String(shown.count), "total": String(total)]))) }
            return out
        }
    }

    /// The query (trimmed) and its terms; no word, or a limit past ``maxLimit``, is refused.
    public static func check(tracker: String, words: [String], limit: Int) throws -> (query: String, terms: [[UInt8]]) {
        let query = Sanitize.trimmed(words.joined(separator: " "))
        let terms = terms(query)
        if terms.isEmpty { throw TendError(key: "search.error.empty", ["tracker": tracker], status: .invalidInput) }
        guard limit <= maxLimit else {
            throw TendError(key: "search.error.limit", ["input": String(limit), "max": String(maxLimit)], status: .invalidInput)
        }
        return (query, terms)
    }

    /// The matching lines of `tracker`: how many in all, and the first `limit` of them — newest day first,
    /// display order within a day — each with its number within its day. A line matches when its text, or
    /// its text and note together (an imported journal entry's body), hold every term; texts and notes are
    /// read in place from the store (``StoreReader/textDays(_:where:)``, ``StoreReader/noteDays(_:where:)``),
    /// and only the days of the lines shown are read whole, for their numbers.
    public static func find(_ terms: [[UInt8]], tracker: String, limit: Int,
                            in store: any StoreReader) throws -> (total: Int, shown: [(entry: Entry, ref: Int)]) {
        let query = EntryQuery(tracker: tracker)
        var days = try store.textDays(query) { matches(utf8: $0, terms) }
        // A note holding any term may complete a line's match: those days are read whole below.
        let noted = Set(try store.noteDays(query) { note in terms.contains { matches(utf8: note, [$0]) } })
        days += noted
        days.sort()
        var shown: [(entry: Entry, ref: Int)] = []
        var total = 0
        var i = days.count - 1
        while i >= 0 {
            let day = days[i]
            let lines = try store.entries(EntryQuery(tracker: tracker, days: day...day))
            let hits = lines.enumerated().filter { matches($0.element, terms) }
            total += hits.count
            if shown.count < limit { shown += hits.map { ($0.element, $0.offset + 1) } }
            while i >= 0 && days[i] == day { i -= 1 }
            // Without notes in play the count is the days' lines, known without reading them.
            if noted.isEmpty, shown.count >= limit {
                total += days[0..<max(0, i + 1)].count
                break
            }
        }
        return (total, Array(shown.prefix(limit)))
    }

    /// Whether a line's text, or its text and note together, hold every term.
    public static func matches(_ e: Entry, _ terms: [[UInt8]]) -> Bool {
        guard let text = e.value.text else { return false }
        if matches(text, terms) { return true }
        guard let note = e.note else { return false }
        return matches(text + "\n" + note, terms)
    }
}

/// A tracker whose text lines `tend <id> search` finds (``LineSearchCommand``).
public protocol LineSearchable {
    /// The tracker id (`gratitude`, `five`).
    static var trackerID: String { get }
    /// The command's one-line abstract, from the tracker's strings.
    static var searchAbstract: String { get }
}

/// `tend <id> search WORD… [--limit N]`: one command for every journal tracker (``LineSearch/run(_:tracker:words:limit:)``).
public struct LineSearchCommand<Tracker: LineSearchable>: SessionCommand {
    /// `search`.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "search", abstract: Tracker.searchAbstract)
    }

    /// `--store`, `--json`, …
    @OptionGroup public var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("search.words.help"), valueName: "word"))
    var words: [String]

    @OptionGroup var limit: LimitOption

    /// Lines shown without `--limit`.
    public static var defaultLimit: Int { 50 }

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Refuses no word, or a bad limit, before the store is opened.
    public func checkInput() throws {
        _ = try LineSearch.check(tracker: Tracker.trackerID, words: words, limit: try limit.value(default: Self.defaultLimit))
    }

    /// Runs the search.
    public func execute(_ s: Session) throws -> CommandOutput {
        try LineSearch.run(s, tracker: Tracker.trackerID, words: words, limit: try limit.value(default: Self.defaultLimit))
    }
}

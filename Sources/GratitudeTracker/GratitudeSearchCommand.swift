import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude search WORD…`: lines containing every word, ignoring case and accents, newest first.
struct GratitudeSearchCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "search", abstract: tr("gratitude.search.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("gratitude.search.words.help"), valueName: "word"))
    var words: [String]

    @Option(name: .long, help: ArgumentHelp(tr("gratitude.search.limit.help"), valueName: "n"))
    var limit: Int = 50

    func run() throws {
        let query = Sanitize.trimmed(words.joined(separator: " "))
        let terms = GratitudeSearch.terms(query)
        if terms.isEmpty { throw TendError(key: "gratitude.error.search.empty", status: .invalidInput) }
        guard (1...10_000).contains(limit) else {
            throw TendError(key: "gratitude.error.search.limit", ["input": String(limit)], status: .invalidInput)
        }
        let s = try Session(common)
        let (total, shown) = try GratitudeSearchCommand.find(terms, limit: limit, in: s.store)
        if s.wantsJSON {
            try s.printJSON(GratitudeSearchJSON(query: query, total: total,
                                                results: shown.map { GratitudeEntryJSON($0.entry, ref: $0.ref) }))
            return
        }
        let q = Sanitize.forDisplay(query)
        if total == 0 {
            s.print(tr("gratitude.search.none", ["query": q]))
            return
        }
        s.print(GratitudeWords.count("gratitude.search.found", total, ["query": q]))
        var table = TextTable(columns: [.init(tr("gratitude.search.col.date")), .init(tr("gratitude.search.col.ref"), right: true),
                                        .init(tr("gratitude.search.col.text"))])
        for h in shown {
            table.rows.append([DayFormat.short(h.entry.day) + " " + String(h.entry.day.year), String(h.ref), h.entry.value.text ?? ""])
        }
        s.print(lines: table.render(style: s.style))
        if shown.count < total {
            s.print(s.style.dim(tr("gratitude.search.more", ["shown": String(shown.count), "total": String(total)])))
        }
    }

    /// The matching lines: how many in all, and the first `limit` of them — newest day first, display order
    /// within a day — each with its number within its day. A line matches when its text, or its text and
    /// note together (an imported journal entry's body), hold every term; texts and notes are read in place
    /// from the store (``StoreReader/textDays(_:where:)``, ``StoreReader/noteDays(_:where:)``), and only the
    /// days of the lines shown are read whole, for their numbers.
    static func find(_ terms: [[UInt8]], limit: Int, in store: any StoreReader) throws -> (total: Int, shown: [(entry: Entry, ref: Int)]) {
        let query = EntryQuery(tracker: GratitudeTracker.id)
        var days = try store.textDays(query) { GratitudeSearch.matches(utf8: $0, terms) }
        // A note holding any term may complete a line's match: those days are read whole below.
        let noted = Set(try store.noteDays(query) { note in terms.contains { GratitudeSearch.matches(utf8: note, [$0]) } })
        days += noted
        days.sort()
        var shown: [(entry: Entry, ref: Int)] = []
        var total = 0
        var i = days.count - 1
        while i >= 0 {
            let day = days[i]
            let hits = try GratitudeDay.read(store, day).entries.enumerated().filter { matches($0.element, terms) }
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
    static func matches(_ e: Entry, _ terms: [[UInt8]]) -> Bool {
        guard let text = e.value.text else { return false }
        if GratitudeSearch.matches(text, terms) { return true }
        guard let note = e.note else { return false }
        return GratitudeSearch.matches(text + "\n" + note, terms)
    }
}

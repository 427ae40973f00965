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
        let query = words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        let terms = GratitudeSearch.terms(query)
        if terms.isEmpty { throw TendError(key: "gratitude.error.search.empty", status: .invalidInput) }
        guard (1...10_000).contains(limit) else {
            throw TendError(key: "gratitude.error.search.limit", ["input": String(limit)], status: .invalidInput)
        }
        let s = try Session(common)
        let hits = try GratitudeSearchCommand.find(terms, in: s.store)
        let shown = Array(hits.prefix(limit))
        if s.wantsJSON {
            try s.printJSON(GratitudeSearchJSON(query: query, total: hits.count,
                                                results: shown.map { GratitudeEntryJSON($0.entry, ref: $0.ref) }))
            return
        }
        let q = Sanitize.forDisplay(query)
        if hits.isEmpty {
            s.print(tr("gratitude.search.none", ["query": q]))
            return
        }
        s.print(GratitudeWords.count("gratitude.search.found", hits.count, ["query": q]))
        var table = TextTable(columns: [.init(tr("gratitude.search.col.date")), .init(tr("gratitude.search.col.ref"), right: true),
                                        .init(tr("gratitude.search.col.text"))])
        for h in shown {
            table.rows.append([DayFormat.short(h.entry.day) + " " + String(h.entry.day.year), String(h.ref), h.entry.value.text ?? ""])
        }
        s.print(lines: table.render(style: s.style))
        if shown.count < hits.count {
            s.print(s.style.dim(tr("gratitude.search.more", ["shown": String(shown.count), "total": String(hits.count)])))
        }
    }

    /// Every matching line with its number within its day, newest day first (in display order within a day).
    static func find(_ terms: [[UInt8]], in store: any StoreReader) throws -> [(entry: Entry, ref: Int)] {
        var hits: [(entry: Entry, ref: Int)] = []
        var day: Day? = nil
        var ref = 0
        for e in try store.entries(EntryQuery(tracker: GratitudeTracker.id)) {
            if e.day != day { day = e.day; ref = 0 }
            ref += 1
            if let text = e.value.text, GratitudeSearch.matches(text, terms) { hits.append((e, ref)) }
        }
        // Oldest first from the store: reverse the days, keep each day's display order.
        var out: [(entry: Entry, ref: Int)] = []
        out.reserveCapacity(hits.count)
        var end = hits.count
        while end > 0 {
            var start = end - 1
            while start > 0 && hits[start - 1].entry.day == hits[end - 1].entry.day { start -= 1 }
            out += hits[start..<end]
            end = start
        }
        return out
    }
}

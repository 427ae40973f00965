import Foundation

/// A journal's search (``WebSection/Kind/journal(search:week:month:)``; its week and month:
/// ``WebJournalPages``), read from the tracker's own `--json` output through the bridge.
enum WebTrackerExtras {
    /// The fields of a journal's `list --json` and `search --json` output the page uses.
    struct JournalJSON: Decodable {
        struct Line: Decodable {
            let date: String?
            let text: String
        }
        struct Day: Decodable {
            let date: String
            let entries: [Line]?
            let lines: [Line]?
        }
        let days: [Day]?
        let results: [Line]?
    }

    /// Decodes a command's `--json` output; `nil` when it failed.
    static func decode<T: Decodable>(_ type: T.Type, _ arguments: [String], bridge: TendBridge) -> T? {
        let out = bridge.run(arguments)
        guard out.code == 0 else { return nil }
        return try? JSONDecoder().decode(type, from: Data(out.out.utf8))
    }

    /// A journal's search field, named `name`, and when `query` is given, the lines holding it (`search`
    /// + `--json -- QUERY`); the form GETs `action`.
    static func search(_ searchCommand: [String], action: String, name: String, query: String?, bridge: TendBridge) -> JournalView {
        var search: JournalSearchView?
        if let query, !query.isEmpty {
            let found = decode(JournalJSON.self, searchCommand + ["--json", "--", query], bridge: bridge)?.results ?? []
            let lines = found.map { JournalLineView(date: $0.date ?? "", text: $0.text) }
            search = JournalSearchView(title: bridge.text("web.journal.results", ["query": query]),
                                       noLine: lines.isEmpty ? bridge.text("web.journal.no-results", ["query": query]) : nil,
                                       lines: lines, hasLines: !lines.isEmpty)
        }
        return JournalView(action: action, name: name, label: bridge.text("web.journal.search.label"), button: bridge.text("web.journal.search"),
                           query: query ?? "", search: search)
    }
}

/// A journal's search, week and month.
struct JournalView {
    let action: String
    let name: String
    let label: String
    let button: String
    let query: String
    let search: JournalSearchView?
    /// The week and month (`nil` when even the defaults could not be read).
    var periods: JournalCalendarView? = nil
}

/// One day of a journal's month, with its lines.
struct JournalDayView {
    let date: String
    let lines: [String]
}

/// What a search found.
struct JournalSearchView {
    let title: String
    let noLine: String?
    let lines: [JournalLineView]
    let hasLines: Bool
}

/// A line a search found.
struct JournalLineView {
    let date: String
    let text: String
}

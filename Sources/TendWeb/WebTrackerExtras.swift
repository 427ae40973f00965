import Foundation

/// What some trackers' pages show beyond the generic one, read from the tracker's own `--json`
/// output through the bridge: the rituals running today (`tend ritual --all --json`), and the
/// search of the gratitude and five-lines journals (their week and month: ``WebJournalPages``).
enum WebTrackerExtras {
    /// The `tend ritual --all --json` fields the page uses.
    struct RitualJSON: Decodable {
        struct Arc: Decodable {
            let length: Int
            let day: Int?
        }
        struct Habit: Decodable {
            let title: String
            let done: Bool
        }
        struct Row: Decodable {
            let title: String
            let enabled: Bool
            let phase: String?
            let arc: Arc?
            let done: Int
            let total: Int
            let habits: [Habit]
        }
        let rituals: [Row]
    }

    /// The `tend gratitude|five list --json` and `… search --json` fields the page uses.
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

    /// The journals with a week and a search.
    static let journals: Set<String> = ["gratitude", "five"]

    /// Decodes a command's `--json` output; `nil` when it failed.
    static func decode<T: Decodable>(_ type: T.Type, _ arguments: [String], bridge: TendBridge) -> T? {
        let out = bridge.run(arguments)
        guard out.code == 0 else { return nil }
        return try? JSONDecoder().decode(type, from: Data(out.out.utf8))
    }

    /// The rituals running today, each with its arc's day, its count and a button per habit.
    static func rituals(bridge: TendBridge) -> [RitualView] {
        let json = decode(RitualJSON.self, ["ritual", "--all", "--json"], bridge: bridge)
        return (json?.rituals ?? []).filter { $0.enabled && $0.phase == "running" }.map { row in
            RitualView(title: row.title,
                       arcDay: row.arc.flatMap { arc in arc.day.map { bridge.text("web.ritual.arc", ["day": String($0), "length": String(arc.length)]) } },
                       done: row.done, total: row.total,
                       count: bridge.text("web.ritual.count", ["done": String(row.done), "total": String(row.total)]),
                       legend: bridge.text("web.ritual.legend", ["ritual": row.title]),
                       habits: row.habits.map { RitualHabitView(title: $0.title, done: $0.done) })
        }
    }

    /// A journal's search field and, when `query` is given, the lines holding it.
    static func journal(_ tracker: String, query: String?, bridge: TendBridge) -> JournalView {
        var search: JournalSearchView?
        if let query, !query.isEmpty {
            let found = decode(JournalJSON.self, [tracker, "search", "--json", "--", query], bridge: bridge)?.results ?? []
            let lines = found.map { JournalLineView(date: $0.date ?? "", text: $0.text) }
            search = JournalSearchView(title: bridge.text("web.journal.results", ["query": query]),
                                       noLine: lines.isEmpty ? bridge.text("web.journal.no-results", ["query": query]) : nil,
                                       lines: lines, hasLines: !lines.isEmpty)
        }
        return JournalView(action: "/t/" + tracker,
                           label: bridge.text("web.journal.search.label"), button: bridge.text("web.journal.search"),
                           query: query ?? "", search: search)
    }
}

/// A ritual running today.
struct RitualView {
    let title: String
    let arcDay: String?
    let done: Int
    let total: Int
    let count: String
    let legend: String
    let habits: [RitualHabitView]
}

/// A ritual habit's button, named by the habit; `tend ritual check` takes its title.
struct RitualHabitView {
    let title: String
    let done: Bool
}

/// A journal's search.
struct JournalView {
    let action: String
    let label: String
    let button: String
    let query: String
    let search: JournalSearchView?
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

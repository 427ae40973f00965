import TendConsole
import TendKernel
import TendStats

extension MoodModule {
    /// `tend mood insights --json`, the fields the page uses.
    struct InsightsJSON: Decodable {
        struct LevelCount: Decodable {
            let level: Int
            let count: Int
            let share: Double
        }
        struct WeekdayFigure: Decodable {
            let weekday: Int
            let mean: Double?
            let n: Int
        }
        let days: Int
        let from: Day
        let to: Day
        let logged: Int
        let average: Double?
        let distribution: [LevelCount]
        let weekdays: [WeekdayFigure]
        let trend: Trend?
        let bestWeekday: WeekdayFigure?
        let worstWeekday: WeekdayFigure?
    }

    /// `tend insights --json`, the fields the page uses.
    struct FindingsJSON: Decodable {
        struct Finding: Decodable {
            let kind: String
            let subjects: [String]
            let claim: Bool
            let text: String
        }
        let findings: [Finding]
    }

    /// The kinds of `tend insights` finding that relate a level to something done or written.
    static let levelKinds: Set<String> = ["levelByPractice", "levelByJournal"]

    /// The insights over `?days=` (30, 90 or 365; 30 without one, or after a refusal): the window's
    /// figures, the averages by weekday and the level counts as bars and tables.
    static var insights: WebSection {
        WebSection(id: "insights", title: "web.insights.title", kind: .groups { reads in
            guard let json = reads.first(InsightsJSON.self, [[MoodTracker.id, "insights", "--json", "--days", reads.parameters["days"] ?? "30"],
                                                             [MoodTracker.id, "insights", "--json"]]) else { return [] }
            return insightGroups(json, month: reads.parameters["month"])
        })
    }

    /// The insights' groups: the window's choice and figures, then the two figure tables with bars.
    static func insightGroups(_ json: InsightsJSON, month: String?) -> [WebGroup] {
        func weekday(_ n: Int) -> String { Weekday(rawValue: n).map(DayFormat.weekdayName) ?? String(n) }
        func level(_ n: Int) -> String { tr(MoodLevel.wordsKey + String(n)) }
        func figures(_ key: String, heads: [String], rows: [(label: String, value: String, count: String, fraction: Double, style: WebStyleName)]) -> WebGroup {
            let title = tr(key)
            let list = rows.map { tr("web.insights.bar-item", ["label": $0.label, "value": $0.value]) }.joined(separator: ", ")
            return WebGroup(heading: title,
                            bars: WebBars(alt: tr("web.insights.bars", ["title": title, "items": list]),
                                          bars: rows.map { WebBar(label: $0.label, value: $0.value, fraction: $0.fraction, style: $0.style) }),
                            tables: [WebTable(caption: title, columns: heads.map { tr($0) }, rows: rows.map { [$0.label, $0.value, $0.count] }, rowHeadings: true)])
        }
        var facts: [String] = []
        if let b = json.bestWeekday, let mean = b.mean {
            facts.append(tr("web.insights.best", ["weekday": weekday(b.weekday), "mean": FigureText.decimal(mean)]))
        }
        if let w = json.worstWeekday, let mean = w.mean {
            facts.append(tr("web.insights.worst", ["weekday": weekday(w.weekday), "mean": FigureText.decimal(mean)]))
        }
        if let t = json.trend { facts.append(tr("web.insights.trend", ["trend": FigureText.trend(t.direction.rawValue, change: t.change)])) }
        let range = ["from": DayFormat.medium(json.from), "to": DayFormat.medium(json.to), "logged": String(json.logged), "days": String(json.days)]
        let rangeText = json.average.map { tr("web.insights.range.average", range.merging(["average": FigureText.decimal($0)]) { a, _ in a }) }
            ?? tr("web.insights.range", range)
        let choice = WebChoice(field: "days", label: tr("web.insights.window"),
                               options: MoodInsights.windows.map { WebOption(value: String($0), label: tr("web.insights.window.option", ["days": String($0)]), selected: $0 == json.days) },
                               keep: month.map { [WebKept(name: "month", value: $0)] } ?? [], button: tr("web.insights.show"))
        let byWeekday = figures("web.insights.weekdays", heads: ["web.insights.weekday", "web.insights.average", "web.insights.logged"], rows: json.weekdays.map { w in
            (weekday(w.weekday), w.mean.map { FigureText.decimal($0) } ?? "–", String(w.n), (w.mean ?? 0) / 5,
             w.mean.map { .level(Int($0.rounded())) } ?? .empty)
        })
        let byLevel = figures("web.insights.distribution", heads: ["web.insights.level", "web.insights.count", "web.insights.share"], rows: json.distribution.map { d in
            (level(d.level), String(d.count), FigureText.percent(d.share), d.share, .level(d.level))
        })
        return [WebGroup(choice: choice, sentences: [rangeText], items: facts), byWeekday, byLevel]
    }

    /// What goes with good and bad days: `tend insights`' findings about the mood's level over the
    /// insights' window, the claims first.
    static var goesWith: WebSection {
        WebSection(id: "goes-with", title: "web.insights.goes-with", empty: "web.insights.goes-with.none", kind: .groups { reads in
            let days = reads.parameters["days"].flatMap(Int.init).flatMap { MoodInsights.windows.contains($0) ? $0 : nil } ?? 30
            let found = (reads.json(FindingsJSON.self, ["insights", "--json", "--since", "\(days)d"])?.findings ?? [])
                .filter { levelKinds.contains($0.kind) && $0.subjects.contains(MoodTracker.id) }
            let ordered = found.filter(\.claim) + found.filter { !$0.claim }
            return ordered.isEmpty ? [] : [WebGroup(items: ordered.map(\.text))]
        })
    }
}

import Foundation
import TendConsole
import TendKernel

/// The mood page's month and insights, from `tend mood month --json`, `tend mood insights --json` and
/// `tend insights --json`: the month as a calendar with each day's level and note, links to the months
/// around it, the averages by weekday and level counts as tables with bars, and what goes with good and
/// bad days. A bad `month` or `days` gets the command's refusal; the page then shows the defaults.
enum WebMoodPage {
    /// `tend mood month --json`, the fields the page uses.
    struct MonthJSON: Decodable {
        struct Summary: Decodable {
            let logged: Int
            let days: Int
            let average: Double?
        }
        struct DayJSON: Decodable {
            let date: Day
            let level: Int?
            let note: String?
            let conflict: Bool
        }
        let year: Int
        let month: Int
        let firstWeekday: Int
        let summary: Summary
        let days: [DayJSON]
    }

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
        let trend: WebComparePage.ReportJSON.Trend?
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

    /// The month (`YYYY-MM`, else this month) and insights (`days`: 30, 90 or 365) of the mood tracker
    /// `tracker`, its page at `path`; `error` is the first refusal of a bad value.
    static func build(tracker: String = "mood", month: String?, days: String?, path: String,
                      bridge: TendBridge) -> (view: MoodPageView?, error: String?) {
        var error: String?
        let monthJSON = WebRead.first(MonthJSON.self, [[tracker, "month", "--json"] + (month.map { ["--month", $0] } ?? []),
                                                       [tracker, "month", "--json"]], error: &error, bridge: bridge)
        let insightsJSON = WebRead.first(InsightsJSON.self, [[tracker, "insights", "--json", "--days", days ?? "30"],
                                                             [tracker, "insights", "--json"]], error: &error, bridge: bridge)
        guard let monthJSON, let insightsJSON, let first = Day(year: monthJSON.year, month: monthJSON.month, day: 1) else {
            return (nil, error)
        }
        let findings = WebTrackerExtras.decode(FindingsJSON.self, ["insights", "--json", "--since", "\(insightsJSON.days)d"], bridge: bridge)?
            .findings.filter { levelKinds.contains($0.kind) && $0.subjects.contains(tracker) } ?? []
        let view = MoodPageView(month: monthView(monthJSON, first: first, path: path, bridge: bridge),
                                insights: insights(insightsJSON, findings: findings, path: path, month: month, bridge: bridge))
        return (view, error)
    }

    /// The month's calendar, each day with its level's word and its note.
    static func monthView(_ json: MonthJSON, first: Day, path: String, bridge: TendBridge) -> MoodMonthView {
        let names = ["month": DayFormat.monthYear(first.month, first.year)]
        let byDay = Dictionary(json.days.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
        let weekStart = Weekday(rawValue: json.firstWeekday) ?? .monday
        let calendar = WebCalendar.month(first, weekStart: weekStart, caption: bridge.text("web.mood.calendar.caption", names)) { day in
            let mood = byDay[day]
            let word = mood?.level.map { bridge.text("mood.level.\($0)") }
            let value = mood?.conflict == true ? word.map { $0 + " · " + bridge.text("web.mood.calendar.conflict") } : word
            return CalendarCellView(inMonth: true, cellDate: day.iso, cellNumber: String(day.day),
                                    cellClass: mood?.level.map { "mood-\($0)" } ?? "empty", cellValue: value,
                                    cellNote: mood?.note.flatMap { $0.isEmpty ? nil : $0 })
        }
        let s = json.summary
        let counts = ["logged": String(s.logged), "days": String(s.days)]
        let summary = s.average.map { bridge.text("web.mood.calendar.summary.average", counts.merging(["average": FigureText.decimal($0)]) { a, _ in a }) }
            ?? bridge.text("web.mood.calendar.summary", counts)
        return MoodMonthView(title: bridge.text("web.mood.calendar.title", names), summary: summary,
                             pager: WebCalendar.monthPager(first, path: path) { bridge.text($0, $1) }, calendar: calendar)
    }

    /// The insights: the window's figures, tables with bars, and the findings about levels.
    static func insights(_ json: InsightsJSON, findings: [FindingsJSON.Finding], path: String, month: String?,
                         bridge: TendBridge) -> MoodInsightsView {
        func weekday(_ n: Int) -> String { Weekday(rawValue: n).map(DayFormat.weekdayName) ?? String(n) }
        func bars(_ key: String, _ items: [(label: String, value: String, fraction: Double, barClass: String)]) -> BarsView {
            let list = items.map { bridge.text("web.insights.bar-item", ["label": $0.label, "value": $0.value]) }.joined(separator: ", ")
            return BarsView(alt: bridge.text("web.insights.bars", ["title": bridge.text(key), "items": list]), items)
        }
        let weekdays = json.weekdays.map { w in
            FigureRowView(label: weekday(w.weekday), value: w.mean.map { FigureText.decimal($0) } ?? "–", count: String(w.n))
        }
        let weekdayBars = bars("web.insights.weekdays", json.weekdays.map { w in
            (weekday(w.weekday), w.mean.map { FigureText.decimal($0) } ?? "–", (w.mean ?? 0) / 5, w.mean.map { "mood-\(Int($0.rounded()))" } ?? "empty")
        })
        let levels = json.distribution.map { d in
            FigureRowView(label: bridge.text("mood.level.\(d.level)"), value: String(d.count), count: FigureText.percent(d.share))
        }
        let levelBars = bars("web.insights.distribution", json.distribution.map { d in
            (bridge.text("mood.level.\(d.level)"), String(d.count), d.share, "mood-\(d.level)")
        })
        var facts: [String] = []
        if let b = json.bestWeekday, let mean = b.mean {
            facts.append(bridge.text("web.insights.best", ["weekday": weekday(b.weekday), "mean": FigureText.decimal(mean)]))
        }
        if let w = json.worstWeekday, let mean = w.mean {
            facts.append(bridge.text("web.insights.worst", ["weekday": weekday(w.weekday), "mean": FigureText.decimal(mean)]))
        }
        if let t = json.trend { facts.append(bridge.text("web.insights.trend", ["trend": WebComparePage.trend(t, bridge: bridge)])) }
        let range = ["from": DayFormat.medium(json.from), "to": DayFormat.medium(json.to), "logged": String(json.logged),
                     "days": String(json.days)]
        let rangeText = json.average.map { bridge.text("web.insights.range.average", range.merging(["average": FigureText.decimal($0)]) { a, _ in a }) }
            ?? bridge.text("web.insights.range", range)
        let options = [30, 90, 365].map { OptionView(value: String($0), label: bridge.text("web.insights.window.option", ["days": String($0)]), selected: $0 == json.days) }
        let found = findings.filter(\.claim) + findings.filter { !$0.claim }
        return MoodInsightsView(
            title: bridge.text("web.insights.title"), action: path, windowLabel: bridge.text("web.insights.window"), options: options,
            keepMonth: month, show: bridge.text("web.insights.show"), range: rangeText, facts: facts,
            weekdays: FiguresView(title: bridge.text("web.insights.weekdays"), chart: weekdayBars,
                                  heads: ["web.insights.weekday", "web.insights.average", "web.insights.logged"].map { bridge.text($0) }, rows: weekdays),
            levels: FiguresView(title: bridge.text("web.insights.distribution"), chart: levelBars,
                                heads: ["web.insights.level", "web.insights.count", "web.insights.share"].map { bridge.text($0) }, rows: levels),
            goesWithTitle: bridge.text("web.insights.goes-with"),
            findings: found.map(\.text), hasFindings: !found.isEmpty, noFinding: found.isEmpty ? bridge.text("web.insights.goes-with.none") : nil)
    }
}

/// Reads a command's `--json` output through the bridge.
enum WebRead {
    /// The first of `tries` that succeeds, decoded; the refusal of a failed try goes into `error`
    /// (the first only), so a bad value the page was given is refused and its default shown.
    static func first<T: Decodable>(_ type: T.Type, _ tries: [[String]], error: inout String?, bridge: TendBridge) -> T? {
        for arguments in tries {
            let out = bridge.run(arguments)
            if out.code == 0 { return try? JSONDecoder().decode(type, from: Data(out.out.utf8)) }
            if error == nil { error = WebForm.sentence(out.err) }
        }
        return nil
    }
}

/// The mood page's month and insights.
struct MoodPageView {
    let month: MoodMonthView
    let insights: MoodInsightsView
}

/// The month as a calendar.
struct MoodMonthView {
    let title: String
    let summary: String
    let pager: PagerView
    let calendar: CalendarView
}

/// The insights.
struct MoodInsightsView {
    let title: String
    let action: String
    let windowLabel: String
    let options: [OptionView]
    let keepMonth: String?
    let show: String
    let range: String
    let facts: [String]
    let weekdays: FiguresView
    let levels: FiguresView
    let goesWithTitle: String
    let findings: [String]
    let hasFindings: Bool
    let noFinding: String?
}

/// A small figures table under its title, with its figures as bars above it.
struct FiguresView {
    let title: String
    let chart: BarsView
    let heads: [String]
    let rows: [FigureRowView]
}

/// A row of a small figures table: a label and two figures.
struct FigureRowView {
    let label: String
    let value: String
    let count: String
}

/// An option of a select.
struct OptionView {
    let value: String
    let label: String
    let selected: Bool
}

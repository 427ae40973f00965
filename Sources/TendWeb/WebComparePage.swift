import Foundation
import Hummingbird
import TendConsole
import TendKernel
import TendStats

/// `/compare`: the `tend compare` table (figures as rows, targets as columns, as the console shows it)
/// over a period, its adherence chart, and how the motivation models (strict and forgiving streak,
/// momentum, strength) rate one target over the period (`tend compare --models`) — charts drawn by the
/// console (`--svg`), each with a text alternative and the figures as text beside it. A bad period or
/// `models` gets the command's refusal; the page then shows the defaults.
enum WebComparePage {
    /// The page's path.
    static let path = "/compare"
    /// The period when none is chosen.
    static let defaultPeriod = "90d"
    /// The periods offered (any other the command accepts works too, typed into the address).
    static let periods = ["30d", "90d", "1y"]

    /// `tend compare --json`, the fields the page uses.
    struct ReportJSON: Decodable {
        struct Streak: Decodable {
            let current: Int
            let longest: Int
        }
        struct Momentum: Decodable {
            let score: Double
        }
        struct Average: Decodable {
            let mean: Double?
        }
        struct Best: Decodable {
            let weekday: Int
            let rate: Double?
        }
        struct Trend: Decodable {
            let direction: String
            let change: Double?
        }
        struct Row: Decodable {
            let id: String
            let name: String
            let schedule: String
            let scheduledDays: Double
            let daysDone: Double
            let completionRate: Double
            let strictStreak: Streak
            let streak: Streak
            let streakUnit: String
            let periodDays: Int?
            let momentum: Momentum
            let strength: Double
            let entriesPerActiveDay: Average
            let bestWeekday: Best?
            let trend: Trend?

            /// What its streaks count.
            var unit: StreakUnit {
                switch streakUnit {
                case "weeks": return .weeks
                case "months": return .months
                case "periods": return .periods(days: periodDays ?? 1)
                default: return .days
                }
            }
        }
        let from: Day
        let to: Day
        let days: Int
        let targets: [Row]
    }

    /// `tend compare --models --json`, the fields the page uses.
    struct ModelsJSON: Decodable {
        struct Current: Decodable {
            let strictStreak: Int
            let forgivingStreak: Int
            let momentum: ReportJSON.Momentum
            let strength: Double
        }
        let target: String
        let name: String
        let from: Day
        let to: Day
        let current: Current
    }

    /// The figures' catalog keys, in the console's order.
    static let figures = ["schedule", "scheduled", "done", "adherence", "strict", "forgiving", "longest", "momentum",
                          "strength", "per-day", "best-day", "trend"]

    /// `tend compare` over `period` with `options` (`--json` unless told), of `targets` (every enabled
    /// tracker's without any).
    static func arguments(_ period: ComparePeriod, _ targets: [String], options: [String] = ["--json"]) -> [String] {
        ["compare"] + period.options + options + (targets.isEmpty ? [] : ["--"] + targets)
    }

    /// The page for `asked` (a period), `targets` (ids as `tend compare` takes them; none: every enabled
    /// tracker's) and `models` (a target id).
    static func page(_ asked: ComparePeriod, targets: [String] = [], models: String?, chrome: (String?) -> ChromeView,
                     reads: WebReads, bridge: TendBridge) -> Response {
        guard let all = reads.first(ReportJSON.self, [arguments(asked, []), arguments(.standard, [])])
        else { return WebPage.refusal(.internalServerError, reads.refusal ?? "") }
        let period = reads.refusal == nil ? asked : .standard
        var report = all, picked: [String] = []
        if !targets.isEmpty, let some = reads.first(ReportJSON.self, [arguments(period, targets)]) {
            report = some
            picked = targets
        }
        var chosen = models ?? report.targets.first?.id
        var modelsJSON: ModelsJSON?
        if let target = chosen {
            modelsJSON = reads.first(ModelsJSON.self, [["compare", "--models", target] + period.options + ["--json"]])
            if modelsJSON == nil, let fallback = report.targets.first?.id, fallback != target {
                chosen = fallback
                modelsJSON = reads.json(ModelsJSON.self, ["compare", "--models", fallback] + period.options + ["--json"])
            }
        }
        let error = reads.refusal
        let view = ComparePageView(chrome: chrome(error), body: body(report, all: all, picked: picked, models: modelsJSON, period: period,
                                                                     chosen: chosen, bridge: bridge))
        return WebPage.html(WebTemplates.render(view, "compare"), status: error == nil ? .ok : .badRequest)
    }

    /// The page's content.
    /// `report` is what is compared, `all` every enabled tracker's targets (the choices), `picked` the
    /// targets asked for (none: all).
    static func body(_ report: ReportJSON, all: ReportJSON, picked: [String], models: ModelsJSON?, period: ComparePeriod, chosen: String?,
                     bridge: TendBridge) -> CompareView {
        let query = "?" + period.query + picked.map { "&target=" + WebCompareQuery.escape($0) }.joined()
        let rows = figures.enumerated().map { i, key in
            CompareRowView(label: bridge.text("compare.row." + key), cells: report.targets.map { cells($0, bridge: bridge)[i] })
        }
        let items = report.targets.map { bridge.text("compare.svg.item", ["name": $0.name, "percent": FigureText.percent($0.completionRate)]) }
        let offered = Self.periods, since = period.since ?? defaultPeriod
        let options = (offered.contains(since) ? offered : offered + [since]).map {
            OptionView(value: $0, label: offered.contains($0) ? bridge.text("web.compare.period." + $0) : $0, selected: $0 == since)
        }
        let targets = all.targets.map { OptionView(value: $0.id, label: $0.name, selected: $0.id == chosen) }
        let shown = Set(report.targets.map(\.id))
        let choices = all.targets.enumerated().map { i, t in
            ChoiceView(id: "compare-target-\(i)", value: t.id, label: t.name, selected: shown.contains(t.id))
        }
        let title = bridge.text("compare.title", ["from": report.from.iso, "to": report.to.iso, "days": String(report.days)])
        return CompareView(
            title: title, formLabel: bridge.text("web.compare.form"), periodLabel: bridge.text("web.compare.period"), periods: options,
            fromLabel: bridge.text("web.compare.from"), from: period.from ?? "", toLabel: bridge.text("web.compare.to"), to: period.to ?? "",
            targetsLabel: bridge.text("web.compare.targets"), choices: choices,
            modelsLabel: bridge.text("web.compare.models"), targets: targets, show: bridge.text("web.compare.show"),
            empty: report.targets.isEmpty ? bridge.text("compare.empty") : nil,
            table: report.targets.isEmpty ? nil : CompareTableView(
                caption: bridge.text("web.compare.table"), figureHead: bridge.text("web.compare.figure"),
                names: report.targets.map(\.name), rows: rows,
                chart: FigureView(src: path + "/chart" + query, alt: bridge.text("web.compare.adherence.alt", ["items": items.joined(separator: "; ")]),
                                 caption: bridge.text("compare.svg.title", ["from": report.from.iso, "to": report.to.iso]))),
            models: models.map { m in modelsView(m, unit: report.targets.first { $0.id == m.target }?.unit ?? .days, period: period, bridge: bridge) })
    }

    /// The motivation models of one target: the console's sparklines and the last day's figures.
    static func modelsView(_ m: ModelsJSON, unit: StreakUnit, period: ComparePeriod, bridge: TendBridge) -> CompareModelsView {
        let c = m.current
        let strict = FigureText.streakLength(c.strictStreak, unit), forgiving = FigureText.streakLength(c.forgivingStreak, unit)
        let momentum = FigureText.momentum(Momentum(score: c.momentum.score)), strength = FigureText.percent(c.strength)
        let summary = bridge.text("models.summary", ["name": m.name, "from": m.from.iso, "to": m.to.iso])
        let alt = bridge.text("web.compare.models.alt", ["summary": summary, "strict": strict, "forgiving": forgiving,
                                                          "momentum": momentum, "strength": strength])
        let src = path + "/models?" + period.query + "&target=" + WebCompareQuery.escape(m.target)
        return CompareModelsView(
            title: bridge.text("models.title", ["name": m.name]),
            chart: FigureView(src: src, alt: alt, caption: bridge.text("web.compare.models.caption", ["name": m.name])),
            lastTitle: bridge.text("web.compare.models.last"),
            last: [FigureRowView(label: bridge.text("models.strict"), value: strict, count: ""),
                   FigureRowView(label: bridge.text("models.forgiving"), value: forgiving, count: ""),
                   FigureRowView(label: bridge.text("models.momentum"), value: momentum, count: ""),
                   FigureRowView(label: bridge.text("models.strength"), value: strength, count: "")])
    }

    /// One target's cells, in the order of ``figures`` (as `tend compare` prints them).
    static func cells(_ row: ReportJSON.Row, bridge: TendBridge) -> [String] {
        let dash = "–"
        let best = row.bestWeekday.flatMap { b in Weekday(rawValue: b.weekday).map { DayFormat.weekdayShort($0) + " " + FigureText.percent(b.rate ?? 0) } } ?? dash
        return [
            row.schedule, FigureText.count(row.scheduledDays), FigureText.count(row.daysDone), FigureText.percent(row.completionRate),
            FigureText.streakLength(row.strictStreak.current, row.unit), FigureText.streakLength(row.streak.current, row.unit),
            FigureText.streakLength(row.streak.longest, row.unit), FigureText.momentum(Momentum(score: row.momentum.score)),
            FigureText.percent(row.strength), row.entriesPerActiveDay.mean.map { FigureText.decimal($0) } ?? dash, best, row.trend.map { FigureText.trend($0.direction, change: $0.change) } ?? dash,
        ]
    }

    /// The charts: `/compare/chart?since=…&target=…` (`tend compare --svg`) and `/compare/models?since=…&target=…`
    /// (or `from=…&to=…` for `since=…`)
    /// (`tend compare --models … --svg`).
    static func chart(_ name: String, period: ComparePeriod, targets: [String], bridge: TendBridge) -> Response {
        switch (name, targets.first) {
        case ("chart", _): return WebCharts.draw({ arguments(period, targets, options: ["--svg", $0]) }, refused: .badRequest, bridge: bridge)
        case ("models", let target?): return WebCharts.draw({ ["compare", "--models", target] + period.options + ["--svg", $0] }, refused: .badRequest, bridge: bridge)
        default: return WebPage.refusal(.notFound, bridge.text("web.not-found"))
        }
    }
}

/// The period compared: dates (`from`, `to`: `tend compare --from … --to …`) when given, else `since`
/// (`--since`, 90 days without it).
struct ComparePeriod: Sendable {
    let since: String?
    let from: String?
    let to: String?

    /// The last 90 days.
    static let standard = ComparePeriod(since: WebComparePage.defaultPeriod, from: nil, to: nil)

    /// A period as given; empty values count as not given (a form's empty date field).
    init(since: String?, from: String?, to: String?) {
        func given(_ s: String?) -> String? { s.flatMap { $0.isEmpty ? nil : $0 } }
        (self.since, self.from, self.to) = (given(since), given(from), given(to))
    }

    /// The period of a query: `since`, `from`, `to`.
    init(_ q: WebQuery) { self.init(since: q["since"], from: q["from"], to: q["to"]) }

    /// Whether it is given by dates.
    var isDates: Bool { from != nil || to != nil }

    /// Its options for `tend compare`.
    var options: [String] {
        isDates ? (from.map { ["--from", $0] } ?? []) + (to.map { ["--to", $0] } ?? []) : ["--since", since ?? WebComparePage.defaultPeriod]
    }

    /// Its query string (without `?`).
    var query: String {
        let e = WebCompareQuery.escape
        return isDates ? [from.map { "from=" + e($0) }, to.map { "to=" + e($0) }].compactMap { $0 }.joined(separator: "&")
            : "since=" + e(since ?? WebComparePage.defaultPeriod)
    }
}

/// Query values in links.
enum WebCompareQuery {
    /// `value` escaped for a query string.
    static func escape(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~:"))) ?? ""
    }
}

/// The compare page.
struct ComparePageView {
    let chrome: ChromeView
    let body: CompareView
}

/// The compare page's content.
struct CompareView {
    let title: String
    let formLabel: String
    let periodLabel: String
    let periods: [OptionView]
    let fromLabel: String
    let from: String
    let toLabel: String
    let to: String
    let targetsLabel: String
    let choices: [ChoiceView]
    let modelsLabel: String
    let targets: [OptionView]
    let show: String
    let empty: String?
    let table: CompareTableView?
    let models: CompareModelsView?
}

/// A check box of a target to compare.
struct ChoiceView {
    let id: String
    let value: String
    let label: String
    let selected: Bool
}

/// The table: a row per figure, a column per target, and the adherence chart.
struct CompareTableView {
    let caption: String
    let figureHead: String
    let names: [String]
    let rows: [CompareRowView]
    let chart: FigureView
}

/// A figure's row.
struct CompareRowView {
    let label: String
    let cells: [String]
}

/// The motivation models of one target.
struct CompareModelsView {
    let title: String
    let chart: FigureView
    let lastTitle: String
    let last: [FigureRowView]
}

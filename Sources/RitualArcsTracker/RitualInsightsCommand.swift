import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend ritual stats [TITLE]` (also `insights`): without a title, across rituals — active rituals, the perfect-day streak, today's habits and completion with a
/// 7-day trend, days active, the 7-day average, total check-ins, the best ritual, week over week, a tip;
/// with one, that ritual's report (as `tend ritual show TITLE`).
struct RitualInsightsCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "stats", abstract: trHelp("ritual.insights.abstract"), aliases: ["insights"])
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.stats.title.help"), valueName: "title"), completion: NameCompletion.items(tracker: RitualArcsTracker.id, type: Ritual.itemType, field: RitualField.title))
    var title: String?

    /// The `--json` shape.
    struct JSON: Encodable {
        struct RitualToday: Encodable {
            let title: String
            let done: Int
            let total: Int
        }
        struct Tip: Encodable {
            let key: String
            let text: String
        }
        let date: Day
        let activeRituals: [String]
        let streak: StreakFigures
        let habitsToday: [RitualToday]
        let done: Int
        let total: Int
        let completionToday: Double?
        let lastSevenDays: [Double?]
        let sevenDayTrend: Trend?
        let daysActive: Int
        let firstCheckIn: Day?
        let latestCheckIn: Day?
        let sevenDayAverage: Double?
        let totalCheckIns: Int
        let bestRitual: RitualInsights.Best?
        let weekOverWeek: Trend?
        let tip: Tip
    }

    func execute(_ s: Session) throws -> CommandOutput {
        if let title { return try RitualShowCommand.report(s, title: title) }
        let book = try RitualBook.load(s.store)
        let v = try RitualInsights.build(book, today: s.today, rules: StreakRules(grace: s.graceDays), s.store)
        let t = v.todayTotals
        let json = JSON(
            date: s.today, activeRituals: v.activeRituals, streak: v.perfectStreak,
            habitsToday: v.today.map { JSON.RitualToday(title: $0.title, done: $0.done, total: $0.total) },
            done: t.done, total: t.total,
            completionToday: t.total > 0 ? JSONOutput.round(Double(t.done) / Double(t.total)) : nil,
            lastSevenDays: v.lastSevenDays.map { $0.map { JSONOutput.round($0) } }, sevenDayTrend: v.sevenDayTrend.map(round),
            daysActive: v.daysActive, firstCheckIn: v.firstCheckIn, latestCheckIn: v.latestCheckIn,
            sevenDayAverage: v.sevenDayAverage.map { JSONOutput.round($0) }, totalCheckIns: v.totalCheckIns,
            bestRitual: v.best.map { .init(title: $0.title, completionRate: JSONOutput.round($0.completionRate)) },
            weekOverWeek: v.weekOverWeek.map(round), tip: JSON.Tip(key: v.tip, text: tr(v.tip, tipArgs(v))))
        return CommandOutput(json: json) { render(json, style: s.style) }
    }

    private func round(_ t: Trend) -> Trend {
        var r = t
        r.change = t.change.map { JSONOutput.round($0) }
        r.current = JSONOutput.round(t.current)
        r.previous = JSONOutput.round(t.previous)
        return r
    }

    private func tipArgs(_ v: RitualInsights) -> [String: String] {
        ["days": String(v.perfectStreak.current), "best": v.best?.title ?? ""]
    }

    /// The text form.
    func render(_ v: JSON, style: Style) -> [String] {
        var out = [style.bold(tr("ritual.insights.title", ["date": DayFormat.long(v.date)]))]
        let spark = Sparkline(values: v.lastSevenDays, minimum: 0, maximum: 1).render(ChartStyle(style))
        func trend(_ t: Trend?) -> String {
            guard let t else { return tr("ritual.insights.no-trend") }
            let change = t.change.map { " (" + tr("ritual.percent", ["value": ($0 >= 0 ? "+" : "") + String(Int(($0 * 100).rounded()))]) + ")" } ?? ""
            return tr("ritual.trend." + t.direction.rawValue) + change
        }
        var rows: [(String, String)] = [
            (tr("ritual.insights.active"), v.activeRituals.isEmpty ? "0"
                : String(v.activeRituals.count) + " (" + v.activeRituals.joined(separator: ", ") + ")"),
            (tr("ritual.insights.streak"), RitualFormat.streak(v.streak.current, longest: v.streak.longest)),
            (tr("ritual.insights.habits-today"), tr("ritual.insights.of", ["done": String(v.done), "total": String(v.total)])),
            (tr("ritual.insights.today"), (v.completionToday.map(FillBar.percent) ?? "–") + "  " + spark + "  "
                + tr("ritual.insights.seven-day-trend", ["trend": trend(v.sevenDayTrend)])),
            (tr("ritual.insights.days-active"), RitualFormat.daysActive(v.daysActive, first: v.firstCheckIn, latest: v.latestCheckIn)),
            (tr("ritual.insights.average"), v.sevenDayAverage.map(FillBar.percent) ?? "–"),
            (tr("ritual.insights.total"), String(v.totalCheckIns)),
        ]
        if let b = v.bestRitual {
            rows.append((tr("ritual.insights.best"), tr("ritual.insights.best.value", [
                "title": b.title, "rate": FillBar.percent(b.completionRate),
            ])))
        }
        rows.append((tr("ritual.insights.week"), trend(v.weekOverWeek)))
        out += RitualFormat.labelled(rows)
        out.append("")
        out.append(tr("ritual.insights.tip", ["tip": v.tip.text]))
        return out
    }
}

import TendConsole
import TendKernel
import TendStats

/// `tend compare --models TARGET`: how strict streak, forgiving streak, momentum and strength each rate
/// one target's history over the period — a sparkline per model and its value on the last day — so the
/// user can choose a motivation model. JSON: `{"target", "name", "from", "to", "motivation", "days": [..],
/// "strictStreak": [..], "forgivingStreak": [..], "momentum": [..], "strength": [..], "current": {…}}`.
struct ModelsView: Encodable {
    /// The figures on the period's last day.
    struct Current: Encodable {
        let strictStreak: Int
        let forgivingStreak: Int
        let momentum: CompareRow.MomentumFigure
        let strength: Double
    }

    let target: String
    let name: String
    let from: Day
    let to: Day
    let motivation: MotivationModel
    let days: [Day]
    let strictStreak: [Int]
    let forgivingStreak: [Int]
    let momentum: [Double]
    let strength: [Double]
    let current: Current
    let unit: StreakUnit
    let isToday: Bool

    enum CodingKeys: String, CodingKey {
        case target, name, from, to, motivation, days, strictStreak, forgivingStreak, momentum, strength, current
    }

    /// The most points a sparkline gets (so a row fits 80 columns); longer periods are sampled evenly,
    /// always ending on the period's last day.
    static let maxPoints = 44

    /// The sampled days of a range: every k-th day ending on its last day.
    static func sample(_ range: ClosedRange<Day>) -> [Day] {
        let n = range.lowerBound.days(to: range.upperBound) + 1
        let step = (n + maxPoints - 1) / maxPoints
        return stride(from: 0, to: n, by: step).map { range.upperBound.adding(days: -$0) }.reversed()
    }

    static func build(_ t: PlatformTarget, range: ClosedRange<Day>, _ s: Session) throws -> ModelsView {
        let end = range.upperBound
        let h = ScheduledHistory(try t.history(through: end, fallbackStart: range.lowerBound, s.context))
        let days = sample(range)
        let series = ModelSeries.compute(h, days: days, firstWeekday: s.calendar.firstWeekday, rules: StreakRules(grace: s.graceDays))
        let r = JSONOutput.round
        let m = Momentum(score: series.momentum.last ?? 0)
        return ModelsView(target: t.id, name: t.target.name, from: range.lowerBound, to: end, motivation: MotivationModel.chosen(s),
                          days: days, strictStreak: series.strictStreak, forgivingStreak: series.forgivingStreak,
                          momentum: series.momentum.map { r($0, 4) }, strength: series.strength.map { r($0, 4) },
                          current: Current(strictStreak: series.strictStreak.last ?? 0, forgivingStreak: series.forgivingStreak.last ?? 0,
                                           momentum: .init(score: r(m.score, 4), bucket: m.bucket), strength: r(series.strength.last ?? 0, 4)),
                          unit: Streaks.unit(h.timeline, today: end), isToday: end == s.today)
    }

    /// The four sparklines (streaks from 0 to their longest, momentum and strength from 0 to 1).
    func chart(_ s: Session) -> SparklineGroup {
        let top = Double(max(1, strictStreak.max() ?? 0, forgivingStreak.max() ?? 0))
        let when = isToday ? tr("models.today") : DayFormat.short(to)
        func note(_ text: String) -> String { tr("models.note", ["when": when, "value": text]) }
        let rows = [
            SparklineGroup.Row(label: tr("models.strict"), values: strictStreak.map(Double.init), minimum: 0, maximum: top,
                               note: note(FigureText.streakLength(current.strictStreak, unit))),
            SparklineGroup.Row(label: tr("models.forgiving"), values: forgivingStreak.map(Double.init), minimum: 0, maximum: top,
                               note: note(FigureText.streakLength(current.forgivingStreak, unit))),
            SparklineGroup.Row(label: tr("models.momentum"), values: momentum, minimum: 0, maximum: 1,
                               note: note(FigureText.momentum(Momentum(score: current.momentum.score)))),
            SparklineGroup.Row(label: tr("models.strength"), values: strength, minimum: 0, maximum: 1,
                               note: note(FigureText.percent(current.strength))),
        ]
        return SparklineGroup(title: tr("models.title", ["name": name]), rows: rows, days: days,
                              summary: tr("models.summary", ["name": name, "from": from.iso, "to": to.iso]))
    }

    func render(_ s: Session) -> [String] {
        let chart = chart(s).render(ChartStyle(s.style)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let step = days.count > 1 ? days[0].days(to: days[1]) : 1
        var out = [chart[0], s.style.dim(tr(step > 1 ? "models.period.sampled" : "models.period",
                                             ["from": from.iso, "to": to.iso, "step": String(step)])), ""]
        out += chart.dropFirst().filter { !$0.isEmpty }
        out.append("")
        out += TextWrap.wrap(tr("models.choose", ["current": motivation.rawValue]), width: 80)
        out += TextWrap.wrap(tr("models.grace", ["grace": String(s.graceDays)]), width: 80).map(s.style.dim)
        return out
    }
}

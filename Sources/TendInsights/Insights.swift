import TendConsole
import TendKernel
import TendStats

/// The analysis behind `tend insights`: pure functions of the targets' histories over a period.
/// Level series (trackers whose values are levels, like mood) are compared with every yes/no practice
/// (done, amount or count trackers: done versus due and not done) and related to every journal's entry
/// count (text trackers); every practice gets its weekday slips; the most consistent practice is named.
struct Insights {
    let series: [InsightSeries]
    let range: ClosedRange<Day>
    let firstWeekday: Weekday

    /// The period's last day, treated as "today" (never held against the user).
    var end: Day { range.upperBound }

    func findings() -> [Finding] {
        let levels = series.filter { $0.kind == .level }
        let practices = series.filter { [.done, .amount, .count].contains($0.kind) }
        let journals = series.filter { $0.kind == .text }
        var out: [Finding] = []
        for l in levels { for p in practices { out.append(levelByPractice(l, p)) } }
        for l in levels { for j in journals { out.append(levelByJournal(l, j)) } }
        if !series.isEmpty { out.append(mostConsistent()) }
        for s in series { out.append(weekdaySlips(s)) }
        return out
    }

    /// The level's days in the period, oldest first.
    func levelDays(_ l: InsightSeries) -> [(Day, Double)] {
        Aggregates.dailyNumbers(l.history.marks, in: range, metric: .value).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    func levelByPractice(_ l: InsightSeries, _ p: InsightSeries) -> Finding {
        var with: [Double] = [], without: [Double] = []
        for (d, v) in levelDays(l) {
            if p.isDone(d) { with.append(v) } else if d != end && p.isDue(d) { without.append(v) }
        }
        let g = GroupDifference(with, without)
        let args = ["level": l.name, "practice": p.name, "with": String(with.count), "without": String(without.count),
                    "with-days": FigureText.streakLength(with.count, .days), "without-days": FigureText.streakLength(without.count, .days),
                    "minimum": String(InsightRules.minimumGroup)]
        let subjects = [l.id, p.id], n = with.count + without.count
        guard with.count >= InsightRules.minimumGroup, without.count >= InsightRules.minimumGroup,
              let d = g.effectSize, let a = g.with.mean, let b = g.without.mean else {
            let key = with.count >= InsightRules.minimumGroup && without.count >= InsightRules.minimumGroup
                ? "insights.level-practice.flat" : "insights.level-practice.thin"
            return Finding(kind: .levelByPractice, subjects: subjects, claim: false, text: tr(key, args), n: n, comparison: g)
        }
        let magnitude = EffectMagnitude(cohensD: d)
        var full = args
        full["a"] = FigureText.decimal(a)
        full["b"] = FigureText.decimal(b)
        full["d"] = FigureText.decimal(d, places: 2)
        full["size"] = tr("effect.\(magnitude.rawValue)")
        let key = magnitude == .negligible ? "insights.level-practice.same" : "insights.level-practice.differs"
        return Finding(kind: .levelByPractice, subjects: subjects, claim: true, text: tr(key, full), n: n,
                       effectSize: JSONOutput.round(d, 4), effectMeasure: .cohensD, magnitude: magnitude, comparison: rounded(g))
    }

    func levelByJournal(_ l: InsightSeries, _ j: InsightSeries) -> Finding {
        var xs: [Double] = [], ys: [Double] = []
        let start = j.history.timeline.start ?? range.lowerBound
        for (d, v) in levelDays(l) where d >= start {
            if let m = j.history.marks[d], m.skipped && m.completion <= 0 { continue }
            xs.append(Double(j.history.marks[d]?.count ?? 0))
            ys.append(v)
        }
        let c = Aggregates.pearson(xs, ys)
        let args = ["level": l.name, "journal": j.name, "n": String(c.n),
                    "days": FigureText.streakLength(c.n, .days), "minimum": String(InsightRules.minimumPairs)]
        let subjects = [l.id, j.id]
        guard c.n >= InsightRules.minimumPairs, let r = c.r else {
            let key = c.n >= InsightRules.minimumPairs ? "insights.level-journal.flat" : "insights.level-journal.thin"
            return Finding(kind: .levelByJournal, subjects: subjects, claim: false, text: tr(key, args), n: c.n, correlation: c)
        }
        let magnitude = EffectMagnitude(r: r)
        var full = args
        full["r"] = FigureText.decimal(r, places: 2)
        full["size"] = tr("effect.\(magnitude.rawValue)")
        let key = magnitude == .negligible ? "insights.level-journal.none" : r > 0 ? "insights.level-journal.up" : "insights.level-journal.down"
        return Finding(kind: .levelByJournal, subjects: subjects, claim: true, text: tr(key, full), n: c.n,
                       effectSize: JSONOutput.round(r, 4), effectMeasure: .r, magnitude: magnitude,
                       correlation: Correlation(r: JSONOutput.round(r, 4), n: c.n))
    }

    func mostConsistent() -> Finding {
        var rated: [(InsightSeries, CompletionSummary)] = []
        for s in series {
            let c = Aggregates.completion(s.history, in: range, today: end)
            if c.due >= Double(InsightRules.minimumDue) - 1e-9 { rated.append((s, c)) }
        }
        // Highest rate first; ties keep tracker order.
        rated = rated.enumerated().sorted { a, b in
            a.element.1.rate != b.element.1.rate ? a.element.1.rate > b.element.1.rate : a.offset < b.offset
        }.map(\.element)
        guard let best = rated.first else {
            return Finding(kind: .mostConsistent, subjects: series.map(\.id), claim: false,
                           text: tr("insights.consistent.thin", ["minimum": String(InsightRules.minimumDue)]), n: 0)
        }
        var args = ["name": best.0.name, "done": FigureText.count(best.1.done), "due": FigureText.count(best.1.due),
                    "percent": FigureText.percent(best.1.rate)]
        var points: Double? = nil
        if rated.count > 1 {
            let next = rated[1]
            args["next"] = next.0.name
            args["next-percent"] = FigureText.percent(next.1.rate)
            points = JSONOutput.round(best.1.rate - next.1.rate, 4)
        }
        return Finding(kind: .mostConsistent, subjects: [best.0.id], claim: true,
                       text: tr(rated.count > 1 ? "insights.consistent.ahead" : "insights.consistent.only", args),
                       n: Int(best.1.due.rounded()), effectSize: points, effectMeasure: points == nil ? nil : .percentagePoints,
                       completionRate: JSONOutput.round(best.1.rate, 4))
    }

    func weekdaySlips(_ s: InsightSeries) -> Finding {
        if let schedule = s.history.timeline.schedule(on: end), schedule.isWindow {
            return Finding(kind: .weekdaySlips, subjects: [s.id], claim: false,
                           text: tr("insights.slips.window", ["name": s.name, "schedule": schedule.text]), n: 0)
        }
        let days = Aggregates.adherencePerWeekday(s.history, in: range, today: end, firstWeekday: firstWeekday)
        let judged = days.filter { $0.due >= InsightRules.minimumWeekdayDue }
        let output = days.map(\.rounded)
        let n = days.reduce(0) { $0 + $1.due }
        guard !judged.isEmpty else {
            return Finding(kind: .weekdaySlips, subjects: [s.id], claim: false,
                           text: tr("insights.slips.thin", ["name": s.name, "minimum": String(InsightRules.minimumWeekdayDue)]),
                           n: n, weekdays: output)
        }
        let overall = days.reduce(0) { $0 + $1.done } / Double(max(1, n))
        let slips = judged.filter { ($0.rate ?? 0) <= overall - InsightRules.slipMargin + 1e-9 }
        let args = ["name": s.name, "overall": FigureText.percent(overall),
                    "margin": String(Int((InsightRules.slipMargin * 100).rounded()))]
        guard let worst = slips.min(by: { ($0.rate ?? 0) < ($1.rate ?? 0) }) else {
            return Finding(kind: .weekdaySlips, subjects: [s.id], claim: true, text: tr("insights.slips.none", args), n: n,
                           weekdays: output, completionRate: JSONOutput.round(overall, 4))
        }
        var full = args
        full["days"] = FigureText.list(slips.map { w in
            tr("insights.slips.day", ["weekdays": tr("weekday.plural.\(w.weekday.shortName)"), "done": FigureText.count(w.done),
                                      "due": String(w.due), "percent": FigureText.percent(w.rate ?? 0)])
        })
        return Finding(kind: .weekdaySlips, subjects: [s.id], claim: true, text: tr("insights.slips.some", full), n: n,
                       effectSize: JSONOutput.round(overall - (worst.rate ?? 0), 4), effectMeasure: .percentagePoints,
                       weekdays: output, completionRate: JSONOutput.round(overall, 4))
    }

    func rounded(_ g: GroupDifference) -> GroupDifference {
        var out = g
        out.with.mean = g.with.mean.map { JSONOutput.round($0, 4) }
        out.without.mean = g.without.mean.map { JSONOutput.round($0, 4) }
        out.difference = g.difference.map { JSONOutput.round($0, 4) }
        out.effectSize = g.effectSize.map { JSONOutput.round($0, 4) }
        return out
    }
}

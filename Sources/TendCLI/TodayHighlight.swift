import TendConsole
import TendInsights
import TendKernel
import TendStats

/// The one figure a today block highlights: the tracker's own (a ritual's arc day) or, per the user's
/// motivation model, the streak, momentum or strength of the tracker — of the tracker itself when it is
/// one of its targets, else of its best target ("Run: streak 5 days"). JSON:
/// `{"model": "streak", "target": "walk", "value": 5, "text": "streak 5 days"}` (`model` is `tracker`
/// for the tracker's own highlight, which has no `target` or `value`; `reason` says why the chosen model
/// doesn't apply when the tracker shows another).
struct TodayHighlight: Encodable, Equatable {
    let model: String
    let target: String?
    let value: Double?
    let text: String
    /// Why the chosen model doesn't apply, when the tracker shows another.
    var reason: String?

    /// The highlight of a tracker today, or `nil` when its descriptor lists none of the models' stats or
    /// it shows no figures (``TrackerFigures``).
    static func compute(_ tracker: any Tracker, status: TodayStatus, chosen: MotivationModel, _ s: Session) throws -> TodayHighlight? {
        if let own = TodayText.highlight(status) {
            // An empty highlight: the tracker's own lines already carry its figures.
            return own.isEmpty ? nil : TodayHighlight(model: "tracker", target: nil, value: nil, text: own)
        }
        guard try TrackerFigures.shown(tracker.descriptor, in: s.store),
              let model = MotivationModel.applying(chosen, to: tracker.descriptor.stats) else { return nil }
        let ctx = s.context, today = s.today
        let all = try tracker.targets(ctx).map { PlatformTarget(tracker: tracker, target: $0) }
        let candidates = all.contains(where: \.isTrackerItself) ? all.filter(\.isTrackerItself) : all
        let rules = StreakRules(grace: s.graceDays)
        let ways = candidates.map { Way($0, model, today: today, rules: rules, s) }
        // The candidates' histories in one read per tracker (a stack's habits, every habit's book, once).
        var best: (target: PlatformTarget, value: Double, tie: Double, text: String)?
        try PlatformTarget.histories(candidates, days: ways.map(\.days), ctx) { i, history in
            let c = candidates[i]
            let (value, tie, text) = figure(c, model, ways[i], history, today: today, rules: rules, s)
            if best == nil || value > best!.value || (value == best!.value && tie > best!.tie) {
                best = (c, value, tie, text)
            }
        }
        guard let best else { return nil }
        let text = best.target.isTrackerItself ? best.text
            : tr("highlight.of", ["target": best.target.target.name, "figure": best.text])
        return TodayHighlight(model: model.rawValue, target: best.target.id, value: JSONOutput.round(best.value), text: text,
                              reason: MotivationModel.reason(chosen, for: tracker.descriptor))
    }

    /// How a target's figure is worked out under a model, and the days of its history that takes: momentum
    /// from its last 21 days; a streak or strength from its saved checkpoint on (``WholeHistory``, so `tend`
    /// reads weeks, not years), else — for a target without a start — from the days it has.
    struct Way {
        /// The whole-history plan (a streak or strength of a target with a start).
        let plan: WholeHistory.Plan?
        /// The days to read; `nil` for none.
        let days: ClosedRange<Day>?

        init(_ t: PlatformTarget, _ model: MotivationModel, today: Day, rules: StreakRules, _ s: Session) {
            if model == .momentum {
                plan = nil
                days = t.days(in: today.adding(days: -(Momentum.windowDays - 1))...today)
            } else if let p = WholeHistory.plan(t.target, through: today, firstWeekday: s.calendar.firstWeekday,
                                                rules: rules, store: s.store) {
                plan = p
                days = t.days(in: p.readFrom...today)
            } else {
                plan = nil
                days = t.days(through: today, fallbackStart: today)
            }
        }
    }

    /// A target's figure under a model from the history its ``Way`` read: (value, tie-breaker, text).
    static func figure(_ t: PlatformTarget, _ model: MotivationModel, _ way: Way, _ history: TargetHistory, today: Day,
                       rules: StreakRules, _ s: Session) -> (Double, Double, String) {
        if model == .momentum {
            let m = Momentum.compute(ScheduledHistory(history), today: today)
            return (m.score, 0, tr("highlight.momentum", ["momentum": FigureText.momentum(m)]))
        }
        let whole = way.plan.map { WholeHistory.figures($0, history.marks) }
            ?? WholeHistory.figures(of: ScheduledHistory(history), today: today, firstWeekday: s.calendar.firstWeekday, rules: rules)
        if model == .strength { return (whole.strength, 0, tr("highlight.strength", ["percent": FigureText.percent(whole.strength)])) }
        let f = whole.forgiving
        return (Double(f.current), Double(f.longest),
                streakText(current: f.current, longest: f.longest, Streaks.unit(ScheduleTimeline(target: t.target), today: today)))
    }

    /// "streak 12 days", else "best streak …", else "no streak yet".
    static func streakText(current: Int, longest: Int, _ unit: StreakUnit) -> String {
        current > 0 ? tr("highlight.streak", ["length": FigureText.streakLength(current, unit)])
            : longest > 0 ? tr("highlight.streak.best", ["length": FigureText.streakLength(longest, unit)])
            : tr("highlight.streak.none")
    }
}

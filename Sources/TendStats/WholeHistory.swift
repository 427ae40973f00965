import Foundation
import TendKernel

/// The figures of a target that fold its whole history — strict and forgiving streaks and strength — as
/// of a day, read from a saved ``FigureCheckpoint`` on: a command reads only the days after it (and the
/// rolling window strength needs), not years of marks. A run with no usable checkpoint folds the whole
/// history and saves one, some weeks before its day (``checkpointDay(before:)``), for the next runs.
///
/// Use: ``plan(_:through:firstWeekday:rules:goal:store:)`` says from which day to read the marks; read
/// them (more is fine) and hand them to ``figures(_:_:)``. The plan notes the store's clock first: if
/// anything is written before the checkpoint is saved, it isn't (what was read may be out of date).
public enum WholeHistory {
    /// The figures.
    public struct Figures: Hashable, Sendable {
        /// The strict streak (no grace).
        public let strict: StreakFigures
        /// The forgiving streak (the rules' grace).
        public let forgiving: StreakFigures
        /// Strength, 0…1.
        public let strength: Double
    }

    /// The folds a checkpoint keeps.
    struct Folds: Hashable, Sendable {
        var strict: StreakFold
        var forgiving: StreakFold
        var strength: StrengthFold
    }

    /// What the fold depends on besides the marks (a checkpoint made under other params is not used).
    struct Params: Hashable, Sendable {
        let version: Int
        let timeline: ScheduleTimeline
        let firstWeekday: Weekday
        let rules: StreakRules
        let goal: StrengthGoal
    }

    /// How one target's figures will be worked out.
    public struct Plan: Sendable {
        /// The first day whose marks ``figures(_:_:)`` needs (through the plan's end day).
        public let readFrom: Day
        let target: TrackerTarget
        let end: Day
        /// What the folds depend on (the timeline, week start, rules, goal), and as the checkpoint keeps it.
        let params: Params
        let paramsText: String
        /// The checkpoint's folds, or fresh ones from the practice's start.
        let folds: Folds
        /// Where to save a new checkpoint on the way, if anywhere, and the store's clock before the marks
        /// were read (it is saved only if the clock hasn't moved).
        let save: (day: Day, clock: HLC)?
        let store: any Store
    }

    /// The checkpoint kind.
    static let kind = "figures"
    /// Bumped whenever what a fold keeps or how it counts changes (older checkpoints are then ignored).
    /// 3: the texts in the kernel's canonical JSON (``Params/text``, ``Folds/text``) rather than
    /// `JSONEncoder`'s; a store's version 2 checkpoints are replaced on their first run.
    static let version = 3

    /// The day a run whose last day is `end` saves its checkpoint on: the end of the 32-day block that
    /// ends at least 40 days before `end` — the same day for a month of runs, and far enough back that
    /// entries written or edited in recent weeks don't undo it.
    public static func checkpointDay(before end: Day) -> Day {
        let o = end.ordinal - 40
        let block = o >= 0 ? o / 32 : -((-o + 31) / 32)
        return Day(ordinal: block * 32 - 1)
    }

    /// Plans the figures of `target` (which must have a start day; its marks are read from there at most)
    /// as of `end`, from the store's checkpoint when it has one that fits.
    public static func plan(_ target: TrackerTarget, through end: Day, firstWeekday: Weekday, rules: StreakRules,
                            goal: StrengthGoal = .checks, store: any Store) -> Plan? {
        guard let start = target.start, start <= end else { return nil }
        let timeline = ScheduleTimeline(target: target)
        let params = Params(version: version, timeline: timeline, firstWeekday: firstWeekday, rules: rules, goal: goal)
        let paramsText = params.text
        var folds = Folds(strict: StreakFold(from: start), forgiving: StreakFold(from: start), strength: StrengthFold(from: start, goal: goal))
        var readFrom = start
        var saved: Day?
        // A checkpoint that can't be read is only a missed shortcut: the whole history is read instead.
        if let c = try? store.checkpoint(tracker: target.tracker, target: target.id, kind: kind),
           c.params == paramsText, c.day >= start {
            if c.day >= end {
                saved = c.day  // a later run's: kept, but of no use here
            } else if let f = Folds(text: c.state), f.strict.next == c.day.adding(days: 1), f.forgiving.next == f.strict.next,
                      f.strength.next == f.strict.next {
                saved = c.day
                folds = f
                let lookback = Strength.lookback(CompiledTimeline(timeline), goal: goal)
                readFrom = max(start, c.day.adding(days: 1 - lookback))
            }
            // Otherwise (a state this build can't read) it is replaced, as one made under other params is.
        }
        let at = checkpointDay(before: end)
        var save: (day: Day, clock: HLC)?
        if at >= folds.strict.next, saved.map({ at > $0 }) ?? true, let clock = try? store.lastClock() { save = (at, clock) }
        return Plan(readFrom: readFrom, target: target, end: end, params: params, paramsText: paramsText, folds: folds,
                    save: save, store: store)
    }

    /// The figures of a plan from the marks of its days (at least `plan.readFrom` through its end), saving
    /// the plan's checkpoint on the way (a store that can't save it is left as it is).
    public static func figures(_ plan: Plan, _ marks: [Day: DayMark]) -> Figures {
        var folds = plan.folds
        let p = plan.params
        let history = ScheduledHistory(marks: marks, timeline: p.timeline)
        let compiled = CompiledTimeline(p.timeline)
        let table = DayTable(marks, from: folds.strict.next, through: plan.end)
        func advance(through day: Day) {
            folds.strict.count(through: day.ordinal, today: plan.end.ordinal, timeline: compiled, table: table,
                               firstWeekday: p.firstWeekday, rules: .strict)
            folds.forgiving.count(through: day.ordinal, today: plan.end.ordinal, timeline: compiled, table: table,
                                  firstWeekday: p.firstWeekday, rules: p.rules)
            folds.strength.count(history, through: day, goal: p.goal)
        }
        if let save = plan.save {
            advance(through: save.day)
            // Not saved (a write came in between, or the store can't be written): the next run folds again.
            _ = try? plan.store.save(FigureCheckpoint(tracker: plan.target.tracker, target: plan.target.id, kind: kind,
                                                      params: plan.paramsText, day: save.day, state: folds.text),
                                     readAt: save.clock)
        }
        advance(through: plan.end)
        return Figures(strict: folds.strict.figures, forgiving: folds.forgiving.figures, strength: folds.strength.value)
    }

    /// The figures of a history that is whole (from the practice's start, else its first mark), with no
    /// checkpoint: what ``figures(_:_:)`` gives for a target with a start.
    public static func figures(of history: ScheduledHistory, today: Day, firstWeekday: Weekday, rules: StreakRules,
                               goal: StrengthGoal = .checks) -> Figures {
        Figures(strict: Streaks.scheduled(history, today: today, firstWeekday: firstWeekday, rules: .strict),
                forgiving: Streaks.scheduled(history, today: today, firstWeekday: firstWeekday, rules: rules),
                strength: Strength.score(history, today: today, goal: goal))
    }
}

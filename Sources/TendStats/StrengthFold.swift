import TendKernel

/// Strength (``Strength``) counted day by day in order from the practice's start, so that counting can
/// stop after any day and go on later from there: its state is what a ``FigureCheckpoint`` keeps for
/// strength. Going on needs the marks of the days after ``next`` and of the rolling window before it
/// (``Strength/lookback(_:goal:)`` days).
public struct StrengthFold: Hashable, Sendable {
    /// The practice's first day: the moving average starts there at ``Strength/initialScore(_:)``.
    public let from: Day
    /// The first day not counted yet.
    public private(set) var next: Day
    /// The score at the end of the last day counted.
    public private(set) var score: Double
    /// The score at the end of the day before it.
    var previous: Double

    /// A fold from the practice's first day, starting at the goal's initial score (1 for an "at most"
    /// goal, as in Loop Habit Tracker; else 0).
    public init(from: Day, goal: StrengthGoal = .checks) {
        self.from = from
        next = from
        score = Strength.initialScore(goal)
        previous = score
    }

    /// The strength as of the last day counted: that day counts only when it doesn't lower the score.
    public var value: Double { next > from ? max(score, previous) : 0 }


    /// Counts the days from ``next`` through `end`; `history` holds their marks and those of the rolling
    /// window before them. `each` gets every day's score.
    mutating func count(_ history: ScheduledHistory, through end: Day, goal: StrengthGoal,
                        each: (Double) -> Void = { _ in }) {
        guard next <= end else { return }
        let timeline = CompiledTimeline(history.timeline)
        let lo = max(from.ordinal, next.ordinal - Strength.lookback(timeline, goal: goal))
        let table = DayTable(history.marks, from: Day(ordinal: lo), through: end)
        // Prefix sums of what each day contributes (checks or amounts).
        let n = table.marks.count
        var prefix = [Double](repeating: 0, count: n + 1)
        for i in 0..<n {
            let m = table.marks[i]
            let x: Double
            if MarkRules.isSkip(m) { x = 0 }
            else if case .checks = goal { x = MarkRules.completion(m) }
            else { x = max(0, m?.value ?? 0) }
            prefix[i + 1] = prefix[i] + x
        }
        func sum(endingAt i: Int, days: Int) -> Double { prefix[i + 1] - prefix[max(0, i + 1 - days)] }

        var segIndex = -1, segEnd = Int.min
        var freq = 1.0, checks = 1, days = 1
        for o in next.ordinal...end.ordinal {
            let i = o - lo
            if o > segEnd || segIndex < 0 {
                segIndex = timeline.index(at: o) ?? 0
                let seg = timeline.segments[segIndex]
                segEnd = seg.end
                (freq, checks, days) = Strength.parameters(seg.schedule, goal: goal)
            }
            previous = score
            if !MarkRules.isSkip(table.marks[i]) {
                let completion: Double
                let s = sum(endingAt: i, days: days)
                switch goal {
                case .checks: completion = min(1, s / Double(checks))
                case .atLeast(let target, _): completion = target > 0 ? min(1, s / target) : 1
                case .atMost(let target, _):
                    completion = target > 0 ? min(1, max(0, 1 - (s - target) / target)) : (s > 1e-12 ? 0 : 1)
                }
                score = Strength.step(previous: score, completion: completion, frequency: freq)
            }
            each(score)
        }
        next = end.adding(days: 1)
    }
}

extension StrengthFold {
    /// The fold as a checkpoint keeps it (``WholeHistory``): `{"from":"2020-01-01","next":"2026-10-31",
    /// "previous":0.8123,"score":0.8201}` (scores in their shortest exact form: they read back the same).
    var fieldValue: FieldValue {
        .object(["from": .string(from.iso), "next": .string(next.iso), "score": .double(score), "previous": .double(previous)])
    }

    /// The fold a checkpoint kept; `nil` for anything ``fieldValue`` doesn't write.
    init?(fieldValue v: FieldValue) {
        guard let o = v.object, let from = o["from"]?.string.flatMap(Day.init), let next = o["next"]?.string.flatMap(Day.init),
              let score = o["score"]?.double, let previous = o["previous"]?.double else { return nil }
        self.from = from
        self.next = next
        self.score = score
        self.previous = previous
    }
}

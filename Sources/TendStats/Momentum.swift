import TendKernel

/// How strong recent practice is, as a word. Raw values are the JSON form.
public enum MomentumBucket: String, Hashable, Sendable, Codable, CaseIterable {
    /// score < 0.2
    case dormant
    /// 0.2 ≤ score < 0.4
    case building
    /// 0.4 ≤ score < 0.6
    case flowing
    /// 0.6 ≤ score < 0.8
    case strong
    /// 0.8 ≤ score
    case onFire

    /// The lowest score of each bucket after `dormant`: building, flowing, strong, on fire.
    public static let thresholds: [Double] = [0.2, 0.4, 0.6, 0.8]

    /// The bucket of a score in 0…1.
    public init(score: Double) {
        let i = MomentumBucket.thresholds.lastIndex { score >= $0 - 1e-12 }.map { $0 + 1 } ?? 0
        self = MomentumBucket.allCases[i]
    }
}

/// Recency-weighted completion over the last 21 days. JSON: `{"score": 0.73, "bucket": "strong"}`.
///
/// Each day `k` days ago (k = 0…20) weighs `0.88^k`. A due day adds its weight to the denominator and
/// weight × completion to the numerator. Due days are the scheduled days of day schedules; under a window
/// schedule (`3/week`) every day is due a fraction N/D of its weight, so meeting the target scores 1.
/// Skipped days and days before the practice started are left out; `score = min(1, numerator ÷ denominator)`,
/// 0 when nothing was due. Today counts only when counting it doesn't lower the score, so the score never
/// drops during a day that isn't over.
public struct Momentum: Hashable, Sendable, Codable {
    /// 0…1.
    public var score: Double
    /// The bucket of `score`.
    public var bucket: MomentumBucket

    /// Creates a momentum value; the bucket follows from the score.
    public init(score: Double) {
        self.score = score
        bucket = MomentumBucket(score: score)
    }

    /// Days in the window.
    public static let windowDays = 21
    /// Weight of a day `k` days ago: `decay^k`.
    public static let decay = 0.88

    /// The momentum of a history on `today`.
    public static func compute(_ history: ScheduledHistory, today: Day) -> Momentum {
        let timeline = CompiledTimeline(history.timeline)
        var num = 0.0, den = 0.0, w = 1.0
        var todayNum = 0.0, todayDen = 0.0
        for k in 0..<windowDays {
            defer { w *= decay }
            let o = today.ordinal - k
            guard let s = timeline.index(at: o) else { continue }
            let seg = timeline.segments[s]
            let m = history.marks[Day(ordinal: o)]
            if MarkRules.isSkip(m) { continue }
            let due: Double
            if case let .window(times, days) = seg.rule { due = Double(times) / Double(days) }
            else { due = seg.isScheduled(o) ? 1 : 0 }
            guard due > 0 else { continue }
            let c = MarkRules.completion(m)
            if k == 0 { todayNum = w * c; todayDen = w * due } else { num += w * c; den += w * due }
        }
        let without = den > 0 ? min(1, num / den) : 0
        let with = den + todayDen > 0 ? min(1, (num + todayNum) / (den + todayDen)) : 0
        return Momentum(score: max(without, with))
    }

    /// The momentum of a tracker target on `today`.
    public static func compute(_ history: TargetHistory, today: Day) -> Momentum {
        compute(ScheduledHistory(history), today: today)
    }
}

import TendKernel

/// What a milestone counts. Raw values are the JSON form.
public enum MilestoneKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Entries recorded (threshold: a number of entries).
    case entries
    /// Distinct days with something recorded (threshold: a number of days).
    case days
    /// Time since the first entry (threshold: the span's nominal length in days, see ``TimeSpan``).
    case time
    /// Arc milestone "Day 1" (threshold: arc day 1).
    case arcDay1
    /// Arc milestone "Week 1" (threshold: arc day 7).
    case arcWeek1
    /// Arc milestone "Halfway" (threshold: arc day ⌈length ÷ 2⌉).
    case arcHalfway
    /// Arc milestone "Complete" (threshold: the arc's length).
    case arcComplete
}

/// A milestone and how far along it is. JSON: `{"kind": "days", "threshold": 30, "reached": false, "progress": 0.4}`.
public struct Milestone: Hashable, Sendable, Codable {
    /// What it counts.
    public var kind: MilestoneKind
    /// The number to reach (see ``MilestoneKind`` for its unit).
    public var threshold: Int
    /// Whether it is reached.
    public var reached: Bool
    /// 0…1: how far along it is (1 once reached).
    public var progress: Double

    /// Creates a milestone.
    public init(kind: MilestoneKind, threshold: Int, reached: Bool, progress: Double) {
        self.kind = kind
        self.threshold = threshold
        self.reached = reached
        self.progress = progress
    }

    /// For a `time` milestone, its span (for labels such as "3 months").
    public var timeSpan: TimeSpan? {
        kind == .time ? Milestones.timeSpans.first { $0.nominalDays == threshold } : nil
    }
}

/// A calendar span for time milestones.
public enum TimeSpan: Hashable, Sendable, Codable {
    /// Whole weeks.
    case weeks(Int)
    /// Calendar months (the same day of the month, clamped to the month's end).
    case months(Int)
    /// Calendar years (29 February becomes 28 February in a common year).
    case years(Int)

    /// The nominal length in days, used as the milestone's threshold: 7 a week, 30 a month, 90 three
    /// months, 180 six months, 365 a year.
    public var nominalDays: Int {
        switch self {
        case .weeks(let n): return 7 * n
        case .months(let n): return n % 12 == 0 ? 365 * (n / 12) : 30 * n
        case .years(let n): return 365 * n
        }
    }

    /// The day the span is complete when it starts on `start`.
    public func end(from start: Day) -> Day {
        switch self {
        case .weeks(let n): return start.adding(days: 7 * n)
        case .months(let n): return start.adding(months: n)
        case .years(let n): return start.adding(years: n)
        }
    }
}

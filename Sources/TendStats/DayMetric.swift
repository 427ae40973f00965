import TendKernel

/// Which number of a day an aggregate uses.
public enum DayMetric: String, Hashable, Sendable, Codable, CaseIterable {
    /// Entries recorded (0 on a day with none).
    case count
    /// Completion 0…1 (0 on a day with none).
    case completion
    /// The day's value (a mood level, an amount); days without one are left out.
    case value

    /// The metric's number for a day, `nil` when the day doesn't take part (skipped, or no value).
    public func number(_ mark: DayMark?) -> Double? {
        if MarkRules.isSkip(mark) { return nil }
        switch self {
        case .count: return Double(max(0, mark?.count ?? 0))
        case .completion: return MarkRules.completion(mark)
        case .value:
            guard let v = mark?.value, v.isFinite else { return nil }
            return v
        }
    }
}

/// A mean and how many numbers it is made of. JSON: `{"mean": 3.5, "n": 12}` (`mean` absent when n = 0).
public struct Average: Hashable, Sendable, Codable {
    /// The arithmetic mean, `nil` when there were no numbers.
    public var mean: Double?
    /// How many numbers.
    public var n: Int

    /// Creates an average.
    public init(mean: Double?, n: Int) {
        self.mean = mean
        self.n = n
    }

    /// The average of some numbers.
    public init<S: Sequence>(of numbers: S) where S.Element == Double {
        var sum = 0.0, n = 0
        for x in numbers { sum += x; n += 1 }
        self.init(mean: n > 0 ? sum / Double(n) : nil, n: n)
    }
}

/// The average of one weekday. JSON: `{"weekday": 1, "mean": 3.2, "n": 8}` (ISO weekday, Monday = 1).
public struct WeekdayAverage: Hashable, Sendable, Codable {
    /// The weekday.
    public var weekday: Weekday
    /// The mean, `nil` without numbers.
    public var mean: Double?
    /// How many days took part.
    public var n: Int

    /// Creates one.
    public init(weekday: Weekday, mean: Double?, n: Int) {
        self.weekday = weekday
        self.mean = mean
        self.n = n
    }
}

/// The average of one calendar month. JSON: `{"year": 2026, "month": 11, "mean": 0.8, "n": 30}`.
public struct MonthAverage: Hashable, Sendable, Codable {
    /// The year.
    public var year: Int
    /// The month, 1…12.
    public var month: Int
    /// The mean, `nil` without numbers.
    public var mean: Double?
    /// How many days took part.
    public var n: Int

    /// Creates one.
    public init(year: Int, month: Int, mean: Double?, n: Int) {
        self.year = year
        self.month = month
        self.mean = mean
        self.n = n
    }
}

/// How often a value occurred. JSON: `{"value": 4, "count": 9, "share": 0.3}`.
public struct ValueCount: Hashable, Sendable, Codable {
    /// The value.
    public var value: Double
    /// How many days had it.
    public var count: Int
    /// `count` ÷ all counted days.
    public var share: Double

    /// Creates one.
    public init(value: Double, count: Int, share: Double) {
        self.value = value
        self.count = count
        self.share = share
    }
}

/// Done versus due over a range. JSON: `{"done": 18, "due": 20, "rate": 0.9}`.
public struct CompletionSummary: Hashable, Sendable, Codable {
    /// Completion summed over due days.
    public var done: Double
    /// Days due (fractions for window schedules).
    public var due: Double
    /// `min(1, done ÷ due)`, 0 when nothing was due.
    public var rate: Double

    /// Creates one.
    public init(done: Double, due: Double, rate: Double) {
        self.done = done
        self.due = due
        self.rate = rate
    }
}

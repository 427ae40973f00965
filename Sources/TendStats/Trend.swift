import TendKernel

/// Which way a figure is going. Raw values are the JSON form.
public enum TrendDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Rising by at least the threshold.
    case up
    /// Falling by at least the threshold.
    case down
    /// Changing by less than the threshold.
    case stable
}

/// A change between two levels. JSON: `{"direction": "up", "change": 0.25, "current": 5, "previous": 4}`.
public struct Trend: Hashable, Sendable, Codable {
    /// Up, down or stable (|change| below the threshold).
    public var direction: TrendDirection
    /// Relative change (0.25 = +25 %), `nil` when the base is 0.
    public var change: Double?
    /// The newer level.
    public var current: Double
    /// The older level.
    public var previous: Double

    /// The threshold used unless another is given: a change under ±10 % is stable.
    public static let defaultThreshold = 0.10

    /// Creates a trend, classifying `(current − previous) ÷ |base|` against `threshold`. With a zero base
    /// any difference counts as up or down.
    public init(current: Double, previous: Double, base: Double? = nil, threshold: Double = Trend.defaultThreshold) {
        self.current = current
        self.previous = previous
        let b = abs(base ?? previous)
        let diff = current - previous
        if b > 1e-12 {
            let c = diff / b
            change = c
            direction = abs(c) < threshold ? .stable : (c > 0 ? .up : .down)
        } else {
            change = nil
            direction = abs(diff) <= 1e-12 ? .stable : (diff > 0 ? .up : .down)
        }
    }
}

extension Aggregates {
    /// The last day trends look at: `today` once something is recorded on it, else yesterday — so a
    /// trend never turns down during a day that isn't over.
    public static func trendEnd(_ marks: [Day: DayMark], today: Day) -> Day {
        MarkRules.isActive(marks[today]) ? today : today.adding(days: -1)
    }

    /// Week over week: the metric's mean over the last 7 days against the 7 days before
    /// (ending at ``trendEnd(_:today:)``), relative to the previous week. `nil` when either week has
    /// no numbers (a `value` metric with nothing recorded).
    public static func weekOverWeek(_ marks: [Day: DayMark], today: Day, metric: DayMetric,
                                    threshold: Double = Trend.defaultThreshold) -> Trend? {
        let end = trendEnd(marks, today: today)
        let numbers = values(marks, in: end.adding(days: -13)...end, metric: metric)
        let previous = Average(of: numbers[0..<7].compactMap { $0 }), current = Average(of: numbers[7..<14].compactMap { $0 })
        guard let c = current.mean, let p = previous.mean else { return nil }
        return Trend(current: c, previous: p, threshold: threshold)
    }

    /// 7-day trend: a least-squares line through the metric over the last 7 days (ending at
    /// ``trendEnd(_:today:)``); `previous` and `current` are the line's values on the first and last day
    /// and the change is relative to the 7 days' mean. `nil` with fewer than 2 numbers.
    public static func sevenDayTrend(_ marks: [Day: DayMark], today: Day, metric: DayMetric,
                                     threshold: Double = Trend.defaultThreshold) -> Trend? {
        let end = trendEnd(marks, today: today)
        let numbers = values(marks, in: end.adding(days: -6)...end, metric: metric)
        var xs: [Double] = [], ys: [Double] = []
        for (i, v) in numbers.enumerated() { if let v { xs.append(Double(i)); ys.append(v) } }
        guard xs.count >= 2 else { return nil }
        let n = Double(xs.count)
        let mx = xs.reduce(0, +) / n, my = ys.reduce(0, +) / n
        var sxy = 0.0, sxx = 0.0
        for i in xs.indices { sxy += (xs[i] - mx) * (ys[i] - my); sxx += (xs[i] - mx) * (xs[i] - mx) }
        let slope = sxx > 0 ? sxy / sxx : 0
        let first = my + slope * (0 - mx), last = my + slope * (6 - mx)
        return Trend(current: last, previous: first, base: my, threshold: threshold)
    }
}

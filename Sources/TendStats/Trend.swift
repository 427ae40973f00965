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
    /// The last day trends of a measurement (the `value` metric: a mood level) look at: `today` once
    /// something is recorded on it, else yesterday. Trends of progress (`count`, `completion`) use
    /// ``inProgress(today:better:_:)``.
    public static func trendEnd(_ marks: [Day: DayMark], today: Day) -> Day {
        MarkRules.isActive(marks[today]) ? today : today.adding(days: -1)
    }

    /// Today is in progress until it ends: the last whole days end yesterday, and today counts only when
    /// it helps. So a figure of progress is `figure` of the days ending yesterday or of those ending
    /// today, whichever is better (`better(a, b)`: `a` is better than `b`); doing more today then never
    /// lowers it, and an empty morning shows yesterday's figure.
    public static func inProgress<T>(today: Day, better: (T, T) -> Bool, _ figure: (Day) -> T) -> T {
        let withToday = figure(today), without = figure(today.adding(days: -1))
        return better(without, withToday) ? without : withToday
    }

    /// A figure of `metric` over the days ending on the day `figure` is given: for progress (`count`,
    /// `completion`) ``inProgress(today:better:_:)``; for a measurement (`value`) ``trendEnd(_:today:)``.
    static func recent<T>(_ marks: [Day: DayMark], today: Day, metric: DayMetric, better: (T, T) -> Bool,
                          _ figure: (Day) -> T) -> T {
        metric == .value ? figure(trendEnd(marks, today: today)) : inProgress(today: today, better: better, figure)
    }

    /// Week over week: the metric's mean over the last 7 days against the 7 days before, relative to the
    /// previous week (the days end as ``recent`` says). `nil` when either week has no numbers (a `value`
    /// metric with nothing recorded).
    public static func weekOverWeek(_ marks: [Day: DayMark], today: Day, metric: DayMetric,
                                    threshold: Double = Trend.defaultThreshold) -> Trend? {
        recent(marks, today: today, metric: metric, better: { Trend.rank($0) > Trend.rank($1) }) { end in
            let numbers = values(marks, in: end.adding(days: -13)...end, metric: metric)
            let previous = Average(of: numbers[0..<7].compactMap { $0 }), current = Average(of: numbers[7..<14].compactMap { $0 })
            guard let c = current.mean, let p = previous.mean else { return nil }
            return Trend(current: c, previous: p, threshold: threshold)
        }
    }

    /// 7-day trend: a least-squares line through the metric over the last 7 days (ending as ``recent``
    /// says); `previous` and `current` are the line's values on the first and last day and the change is
    /// relative to the 7 days' mean. `nil` with fewer than 2 numbers.
    public static func sevenDayTrend(_ marks: [Day: DayMark], today: Day, metric: DayMetric,
                                     threshold: Double = Trend.defaultThreshold) -> Trend? {
        recent(marks, today: today, metric: metric, better: { Trend.rank($0) > Trend.rank($1) }) { end in
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

    /// The metric's mean over the last `days` days (days that take part), ending as ``recent`` says: for
    /// progress, today counts only when it raises the mean.
    public static func recentMean(_ marks: [Day: DayMark], today: Day, days: Int = 7, metric: DayMetric) -> Average {
        recent(marks, today: today, metric: metric, better: { ($0.mean ?? -1) > ($1.mean ?? -1) }) { end in
            Average(of: values(marks, in: end.adding(days: -(days - 1))...end, metric: metric).compactMap { $0 })
        }
    }
}

extension Trend {
    /// An order of trends from worse to better: the direction (down, stable, up), then the change (a trend
    /// with a zero base, which has no relative change, ranks by its difference); no trend ranks lowest.
    public static func rank(_ t: Trend?) -> Double {
        guard let t else { return -.infinity }
        let direction: Double = t.direction == .up ? 1 : t.direction == .stable ? 0 : -1
        let change = t.change ?? max(-1, min(1, t.current - t.previous))
        return direction * 1e9 + max(-1e8, min(1e8, change))
    }
}

import TendKernel

/// Pearson's correlation coefficient and the number of pairs it rests on. JSON: `{"r": 0.42, "n": 30}`
/// (`r` absent with fewer than 3 pairs or when a series doesn't vary).
public struct Correlation: Hashable, Sendable, Codable {
    /// −1…1, or `nil` when undefined.
    public var r: Double?
    /// Pairs used.
    public var n: Int

    /// Creates one.
    public init(r: Double?, n: Int) {
        self.r = r
        self.n = n
    }

    /// The fewest pairs for which `r` is given.
    public static let minimumPairs = 3
}

/// A number on days in a set against days outside it (mood on days a habit was done versus not).
/// JSON: `{"with": {"mean": 4.1, "n": 20}, "without": {"mean": 3.2, "n": 9}, "difference": 0.9}`.
public struct SplitComparison: Hashable, Sendable, Codable {
    /// Days in the set.
    public var with: Average
    /// Days outside it.
    public var without: Average
    /// `with.mean − without.mean`, when both exist.
    public var difference: Double?

    /// Creates one.
    public init(with: Average, without: Average) {
        self.with = with
        self.without = without
        if let a = with.mean, let b = without.mean { difference = a - b } else { difference = nil }
    }
}

extension Aggregates {
    /// Pearson correlation of two series over the days both have a number.
    public static func correlation(_ a: [Day: Double], _ b: [Day: Double]) -> Correlation {
        var xs: [Double] = [], ys: [Double] = []
        let (small, large, swapped) = a.count <= b.count ? (a, b, false) : (b, a, true)
        for d in small.keys.sorted() {
            guard let x = small[d], let y = large[d], x.isFinite, y.isFinite else { continue }
            xs.append(swapped ? y : x)
            ys.append(swapped ? x : y)
        }
        return pearson(xs, ys)
    }

    /// Pearson correlation of two trackers' daily metrics over `range`, on the days both take part
    /// (mood level against habit completion, say). Walks the days in order, without hashing each one.
    public static func correlation(_ a: [Day: DayMark], _ metricA: DayMetric, _ b: [Day: DayMark], _ metricB: DayMetric,
                                   in range: ClosedRange<Day>) -> Correlation {
        let xs = values(a, in: range, metric: metricA), ys = values(b, in: range, metric: metricB)
        var px: [Double] = [], py: [Double] = []
        for i in xs.indices {
            if let x = xs[i], let y = ys[i] { px.append(x); py.append(y) }
        }
        return pearson(px, py)
    }

    /// Pearson correlation of paired numbers (the shorter length decides n).
    public static func pearson(_ x: [Double], _ y: [Double]) -> Correlation {
        let n = min(x.count, y.count)
        guard n >= Correlation.minimumPairs else { return Correlation(r: nil, n: n) }
        var mx = 0.0, my = 0.0
        for i in 0..<n { mx += x[i]; my += y[i] }
        mx /= Double(n)
        my /= Double(n)
        var sxy = 0.0, sxx = 0.0, syy = 0.0
        for i in 0..<n {
            let dx = x[i] - mx, dy = y[i] - my
            sxy += dx * dy
            sxx += dx * dx
            syy += dy * dy
        }
        guard sxx > 1e-12, syy > 1e-12 else { return Correlation(r: nil, n: n) }
        return Correlation(r: max(-1, min(1, sxy / (sxx * syy).squareRoot())), n: n)
    }

    /// The numbers on days in `days` against the numbers on all other days they cover.
    public static func split(_ numbers: [Day: Double], on days: Set<Day>) -> SplitComparison {
        var inside: [Double] = [], outside: [Double] = []
        for d in numbers.keys.sorted() {
            let v = numbers[d]!
            if days.contains(d) { inside.append(v) } else { outside.append(v) }
        }
        return SplitComparison(with: Average(of: inside), without: Average(of: outside))
    }
}

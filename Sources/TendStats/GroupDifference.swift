import TendKernel

/// How large an effect is, in words. Raw values are the JSON form.
public enum EffectMagnitude: String, Hashable, Sendable, Codable, CaseIterable {
    /// Too small to matter.
    case negligible
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large

    /// Cohen's conventions for a standardised mean difference: |d| < 0.2 negligible, < 0.5 small,
    /// < 0.8 medium, else large.
    public init(cohensD d: Double) {
        let a = abs(d)
        self = a < 0.2 ? .negligible : a < 0.5 ? .small : a < 0.8 ? .medium : .large
    }

    /// Cohen's conventions for a correlation: |r| < 0.1 negligible, < 0.3 small, < 0.5 medium, else large.
    public init(r: Double) {
        let a = abs(r)
        self = a < 0.1 ? .negligible : a < 0.3 ? .small : a < 0.5 ? .medium : .large
    }
}

/// Two groups of numbers compared, with a standardised effect size (mood on days a habit was done versus
/// the days it was due and not done). JSON:
/// `{"with": {"mean": 4.1, "n": 20}, "without": {"mean": 3.2, "n": 9}, "difference": 0.9, "effectSize": 1.1}`.
public struct GroupDifference: Hashable, Sendable, Codable {
    /// The first group.
    public var with: Average
    /// The second group.
    public var without: Average
    /// `with.mean − without.mean`, when both exist.
    public var difference: Double?
    /// Cohen's d: the difference divided by the pooled standard deviation (n − 1 weighting); `nil` when
    /// a group has fewer than 2 numbers or neither group varies.
    public var effectSize: Double?

    /// Compares two groups.
    public init(_ with: [Double], _ without: [Double]) {
        self.with = Average(of: with)
        self.without = Average(of: without)
        guard let a = self.with.mean, let b = self.without.mean else { difference = nil; effectSize = nil; return }
        difference = a - b
        let n1 = with.count, n2 = without.count
        guard n1 >= 2, n2 >= 2 else { effectSize = nil; return }
        let ss1 = with.reduce(0) { $0 + ($1 - a) * ($1 - a) }, ss2 = without.reduce(0) { $0 + ($1 - b) * ($1 - b) }
        let pooled = ((ss1 + ss2) / Double(n1 + n2 - 2)).squareRoot()
        effectSize = pooled > 1e-12 ? (a - b) / pooled : nil
    }

    /// The size of ``effectSize`` in words, when there is one.
    public var magnitude: EffectMagnitude? { effectSize.map { EffectMagnitude(cohensD: $0) } }
}

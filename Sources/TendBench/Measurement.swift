import Foundation

/// One scenario on one store: its samples and how they compare with the target.
struct Measurement: Encodable, Sendable {
    var scenario: String
    var command: String
    var kind: ScenarioKind
    var store: String
    /// `false` when the command doesn't exist in this build (`note` says which).
    var available = true
    /// Why there are no figures, or what to know about them.
    var note: String?
    /// Wall-clock milliseconds of each timed run (the warm-up left out).
    var samplesMs: [Double] = []
    /// User + system CPU milliseconds of each timed run.
    var cpuMs: [Double] = []
    /// Peak resident memory of each timed run, MiB.
    var peakMiB: [Double] = []
    var targetMs: Double?
    var targetMiB: Double?

    init(_ scenario: Scenario, store: String) {
        self.scenario = scenario.id
        command = scenario.title
        kind = scenario.kind
        self.store = store
        let t = scenario.kind.target(store: store)
        targetMs = t.seconds.map { $0 * 1000 }
        targetMiB = t.bytes.map { Double($0) / 1_048_576 }
    }

    var medianMs: Double? { Stats.median(samplesMs) }
    var minMs: Double? { samplesMs.min() }
    var maxMs: Double? { samplesMs.max() }
    var medianCpuMs: Double? { Stats.median(cpuMs) }
    var maxPeakMiB: Double? { peakMiB.max() }

    /// Whether the median and the peak memory are within their targets (`nil`: no figures or no target).
    var met: Bool? {
        guard let m = medianMs, targetMs != nil || targetMiB != nil else { return nil }
        if let t = targetMs, m > t { return false }
        if let t = targetMiB, let p = maxPeakMiB, p > t { return false }
        return true
    }

    enum CodingKeys: String, CodingKey {
        case scenario, command, kind, store, available, note, samplesMs, cpuMs, peakMiB, targetMs, targetMiB
        case medianMs, minMs, maxMs, medianCpuMs, maxPeakMiB, met
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(scenario, forKey: .scenario)
        try c.encode(command, forKey: .command)
        try c.encode(kind, forKey: .kind)
        try c.encode(store, forKey: .store)
        try c.encode(available, forKey: .available)
        try c.encodeIfPresent(note, forKey: .note)
        try c.encode(samplesMs.map(Stats.rounded), forKey: .samplesMs)
        try c.encode(cpuMs.map(Stats.rounded), forKey: .cpuMs)
        try c.encode(peakMiB.map(Stats.rounded), forKey: .peakMiB)
        try c.encodeIfPresent(targetMs, forKey: .targetMs)
        try c.encodeIfPresent(targetMiB, forKey: .targetMiB)
        try c.encodeIfPresent(medianMs.map(Stats.rounded), forKey: .medianMs)
        try c.encodeIfPresent(minMs.map(Stats.rounded), forKey: .minMs)
        try c.encodeIfPresent(maxMs.map(Stats.rounded), forKey: .maxMs)
        try c.encodeIfPresent(medianCpuMs.map(Stats.rounded), forKey: .medianCpuMs)
        try c.encodeIfPresent(maxPeakMiB.map(Stats.rounded), forKey: .maxPeakMiB)
        try c.encodeIfPresent(met, forKey: .met)
    }
}

/// Medians and rounding.
enum Stats {
    static func median(_ xs: [Double]) -> Double? {
        guard !xs.isEmpty else { return nil }
        let s = xs.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Two decimals, so the JSON stays readable.
    static func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}

import TendConsole
import TendKernel
import TendStats

/// One plain-language finding of `tend insights`, with the numbers it rests on. When the data is too
/// thin, `claim` is false and `text` says why instead of claiming anything. JSON keys: `kind`,
/// `subjects` (target ids), `claim`, `text`, `n`, and where they apply `effectSize` with `effectMeasure`
/// (`cohensD`, `r` or `percentagePoints`) and `magnitude`, `comparison` (``GroupDifference``),
/// `correlation`, `weekdays` (``WeekdayAdherence``), `completionRate`.
struct Finding: Encodable {
    /// What a finding is about.
    enum Kind: String, Encodable {
        /// A level (mood) on days a practice was done versus due and not done.
        case levelByPractice
        /// A level against the number of a journal's entries.
        case levelByJournal
        /// The practice kept most consistently in the period.
        case mostConsistent
        /// The weekdays a practice slips on.
        case weekdaySlips
    }

    /// How an effect size is measured.
    enum Measure: String, Encodable {
        case cohensD, r, percentagePoints
    }

    let kind: Kind
    let subjects: [String]
    let claim: Bool
    let text: String
    let n: Int
    var effectSize: Double? = nil
    var effectMeasure: Measure? = nil
    var magnitude: EffectMagnitude? = nil
    var comparison: GroupDifference? = nil
    var correlation: Correlation? = nil
    var weekdays: [WeekdayAdherence]? = nil
    var completionRate: Double? = nil
}

/// The thresholds under which `tend insights` makes no claim.
enum InsightRules {
    /// Days in each group (done / not done) before comparing a level across them.
    static let minimumGroup = 5
    /// Days with both numbers before relating a level to a journal's entry count.
    static let minimumPairs = 10
    /// Times a weekday must have been due before judging it.
    static let minimumWeekdayDue = 3
    /// How far (in rate, 0…1) below the overall rate a weekday must fall to count as a slip.
    static let slipMargin = 0.25
    /// Due days before a practice can be called the most consistent.
    static let minimumDue = 7
}

/// What insights knows of a target: its id, name, kind and history over the period.
struct InsightSeries {
    let id: String
    let name: String
    let kind: ValueKind
    let history: ScheduledHistory

    /// Whether the target was done on a day (completion reached 1, not a skip).
    func isDone(_ d: Day) -> Bool {
        guard let m = history.marks[d], !(m.skipped && m.completion <= 0) else { return false }
        return m.completion >= 1 - 1e-9
    }

    /// Whether the day counts against the target: due, on or after its start, not skipped.
    func isDue(_ d: Day) -> Bool {
        if let m = history.marks[d], m.skipped && m.completion <= 0 { return false }
        return history.timeline.isScheduled(d)
    }
}

import TendKernel

/// How far a nudge has gone for a practice: none, the first nudge, or the last one (after which its
/// reminders are silent until the user records again).
enum NudgeLevel: String, Encodable, Comparable {
    case none, first, last

    static func < (a: NudgeLevel, b: NudgeLevel) -> Bool {
        let order: [NudgeLevel] = [.none, .first, .last]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// When reminders nudge and when they stop: a practice missed on 2 consecutive scheduled days gets one
/// nudge; after 5, a last one; then silence until the user records again.
///
/// Missed days are counted from the day after the last record (or from the practice's start when it
/// was never recorded) through yesterday — today is never missed until it is over. A practice never
/// recorded and without a start is never nudged. Fixed-day and interval schedules count their
/// scheduled days; a window schedule (`3/week` = 3 in 7 days) has no fixed days, so it counts the
/// occurrences it expected: ⌊days × times / window⌋ (3/week: 2 after 5 quiet days, 5 after 12).
enum NudgeRule {
    /// Consecutive missed scheduled days that bring the first nudge.
    static let firstAfter = 2
    /// Consecutive missed scheduled days that bring the last nudge.
    static let lastAfter = 5

    /// The level for a number of consecutive missed scheduled days.
    static func level(missed: Int) -> NudgeLevel {
        missed >= lastAfter ? .last : missed >= firstAfter ? .first : .none
    }

    /// Scheduled days missed from `from` through `through` (both included), none recorded.
    static func missed(_ schedule: Schedule, anchor: Day?, from: Day, through: Day) -> Int {
        guard from <= through else { return 0 }
        if case let .window(times, days) = schedule {
            return (from.days(to: through) + 1) * times / days
        }
        return (from...through).reduce(0) { $0 + (schedule.isScheduled($1, anchor: anchor) ? 1 : 0) }
    }

    /// The state of a practice on `today`: its last record (`nil` if none up to today) and its start.
    static func status(_ schedule: Schedule, anchor: Day?, lastRecord: Day?, start: Day?, today: Day) -> NudgeStatus {
        guard let from = lastRecord.map({ $0.adding(days: 1) }) ?? start else {
            return NudgeStatus(missed: 0, level: .none, since: nil)
        }
        if let lastRecord, lastRecord >= today { return NudgeStatus(missed: 0, level: .none, since: from) }
        let n = missed(schedule, anchor: anchor, from: from, through: today.adding(days: -1))
        return NudgeStatus(missed: n, level: level(missed: n), since: from)
    }
}

/// A practice's nudge state on a day.
struct NudgeStatus: Equatable {
    /// Consecutive missed scheduled days (through yesterday).
    let missed: Int
    /// The nudge in force.
    let level: NudgeLevel
    /// The first day counted: the day after the last record (or the start). It names the episode, so
    /// each nudge is given once per quiet spell and a new record starts a new one.
    let since: Day?
}

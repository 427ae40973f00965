import Foundation
import TendKernel
import TendStats

/// The figures of `tend ritual insights`, all from TendStats over the rituals' due days.
struct RitualInsights: Sendable {
    /// A ritual and its completion in its in-progress arc.
    struct Best: Sendable, Encodable {
        let title: String
        let completionRate: Double
    }

    /// Unarchived, enabled rituals whose arc runs today.
    let activeRituals: [String]
    /// Perfect days (100 %) in a row, with the user's grace.
    let perfectStreak: StreakFigures
    /// Habits done today and due today, per ritual.
    let today: [(title: String, done: Int, total: Int)]
    /// Completion of the last 7 days (oldest first, `nil` where nothing was due).
    let lastSevenDays: [Double?]
    /// Direction of the last 7 days.
    let sevenDayTrend: Trend?
    /// Days with a check-in (of a habit of any ritual, archived ones included).
    let daysActive: Int
    /// First and latest check-in.
    let firstCheckIn: Day?
    let latestCheckIn: Day?
    /// Mean completion of the last 7 days with something due (today only when it raises it).
    let sevenDayAverage: Double?
    /// Every check-in ever.
    let totalCheckIns: Int
    /// The ritual with the highest completion in its in-progress arc.
    let best: Best?
    /// The last 7 days against the 7 before.
    let weekOverWeek: Trend?

    /// Done and total habits today.
    var todayTotals: (done: Int, total: Int) { today.reduce((0, 0)) { ($0.0 + $1.done, $0.1 + $1.total) } }

    /// Builds the figures for `today`.
    static func build(_ book: RitualBook, today: Day, rules: StreakRules, _ reader: any StoreReader) throws -> RitualInsights {
        let first = book.firstDay ?? today
        let range = min(first, today)...today
        let progress = try RitualProgress.load(book, rituals: book.rituals, days: range, reader)
        let counts = progress.checkInsPerDay
        let running = book.active.filter { r in r.enabled && book.arc(of: r, on: today) != nil }
        let marks = progress.combinedMarks(book.rituals, in: max(range.lowerBound, today.adding(days: -20))...today)
        let lastSeven = Aggregates.values(marks, in: today.adding(days: -6)...today, metric: .completion)
        let histories = Dictionary(uniqueKeysWithValues: book.rituals.map { ($0.id, progress.history($0)) })
        var best: Best?
        for r in book.active where r.enabled {
            guard let arc = book.currentArc(of: r), arc.start <= today, let history = histories[r.id] else { continue }
            let rate = Aggregates.completionRate(history, in: arc.start...min(arc.end, today), today: today)
            if best == nil || rate > best!.completionRate { best = Best(title: r.title, completionRate: rate) }
        }
        return RitualInsights(
            activeRituals: running.map(\.title),
            perfectStreak: Streaks.perfectDays(book.rituals.compactMap { histories[$0.id] }, today: today, rules: rules),
            today: running.compactMap { r in progress.tally(r, on: today).map { (r.title, $0.done, $0.total) } },
            lastSevenDays: lastSeven,
            sevenDayTrend: Aggregates.sevenDayTrend(marks, today: today, metric: .completion),
            daysActive: counts.count, firstCheckIn: counts.keys.min(), latestCheckIn: counts.keys.max(),
            sevenDayAverage: Aggregates.recentMean(marks, today: today, days: 7, metric: .completion).mean,
            totalCheckIns: counts.values.reduce(0, +), best: best,
            weekOverWeek: Aggregates.weekOverWeek(marks, today: today, metric: .completion))
    }

    /// One short tip drawn from the figures: the catalog key of the first rule that applies.
    var tip: String {
        let t = todayTotals
        if activeRituals.isEmpty && totalCheckIns == 0 { return "ritual.tip.start" }
        if activeRituals.isEmpty { return "ritual.tip.renew" }
        if t.total > 0 && t.done == t.total { return "ritual.tip.all-done" }
        if perfectStreak.current >= 3 { return "ritual.tip.streak" }
        if weekOverWeek?.direction == .down { return "ritual.tip.down" }
        if let a = sevenDayAverage, a < 0.5 { return "ritual.tip.fewer" }
        if weekOverWeek?.direction == .up { return "ritual.tip.up" }
        if best != nil && activeRituals.count > 1 { return "ritual.tip.anchor" }
        return "ritual.tip.steady"
    }
}

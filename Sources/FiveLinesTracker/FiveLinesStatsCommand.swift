import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend five stats`: days journaled, lines written, lines per day and this month's days. The journal is
/// plain on purpose: the streak and momentum are shown only when `five.figures` is on (``TrackerFigures``).
struct FiveLinesStatsCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "stats", abstract: trHelp("five.stats.abstract"), discussion: trHelp("five.stats.discussion"))
    }

    @OptionGroup var common: CommonOptions

    func execute(_ s: Session) throws -> CommandOutput {
        let stats = try FiveLinesStats.load(s)
        return CommandOutput(json: stats) { stats.text }
    }
}

/// The figures of `tend five stats`, also its `--json` shape: `{"days", "lines", "perDay", "daysThisMonth",
/// "first"?, "streak"?, "longest"?, "momentum"?}` (`momentum` from 0 to 1; the streak and momentum only
/// with `five.figures` on).
struct FiveLinesStats: Encodable {
    /// Days with at least one line.
    let days: Int
    /// Lines written.
    let lines: Int
    /// Lines per journaled day (0 before the first).
    let perDay: Double
    /// Days of this month with lines.
    let daysThisMonth: Int
    /// The first day with a line.
    let first: Day?
    /// The current streak (with figures on).
    let streak: Int?
    /// The longest streak (with figures on).
    let longest: Int?
    /// Momentum over the last 21 days, 0…1 (with figures on).
    let momentum: Double?
    /// What the streak counts (days for a daily schedule).
    let unit: StreakUnit

    private enum CodingKeys: String, CodingKey { case days, lines, perDay, daysThisMonth, first, streak, longest, momentum }

    /// Reads lines per day up to today (one grouped count query).
    static func load(_ s: Session) throws -> FiveLinesStats {
        let today = s.today
        let counts = try s.store.dayCounts(EntryQuery(tracker: FiveLinesTracker.id, days: Day.earliest...today)).filter { $0.value > 0 }
        let total = counts.values.reduce(0, +)
        let first = counts.keys.min()
        var streak: Int?, longest: Int?, momentum: Double?
        let tracker = FiveLinesTracker()
        let timeline = ScheduleTimeline(try tracker.schedule(s.context), start: first)
        if try TrackerFigures.shown(tracker.descriptor, in: s.store) {
            let marks = counts.mapValues { DayMark(count: $0, completion: 1) }
            let f = TargetFigures.compute(ScheduledHistory(marks: marks, timeline: timeline), today: today,
                                          kinds: [.streak, .momentum], firstWeekday: s.calendar.firstWeekday,
                                          rules: StreakRules(grace: s.graceDays))
            streak = f.streak?.current ?? 0
            longest = f.streak?.longest ?? 0
            momentum = JSONOutput.round(f.momentum?.score ?? 0)
        }
        return FiveLinesStats(days: counts.count, lines: total,
                              perDay: counts.isEmpty ? 0 : JSONOutput.round(Double(total) / Double(counts.count)),
                              daysThisMonth: counts.keys.filter { $0 >= today.firstOfMonth }.count, first: first,
                              streak: streak, longest: longest, momentum: momentum, unit: Streaks.unit(timeline, today: today))
    }

    /// The text view.
    var text: [String] {
        guard days > 0 else { return [tr("five.stats.none")] }
        var out = [tr("five.stats.days", ["days": String(days), "lines": String(lines), "perDay": FigureText.decimal(perDay)]),
                   trPlural("five.stats.month", daysThisMonth, ["days": String(daysThisMonth)])]
        if let first { out.append(tr("five.stats.first", ["date": DayFormat.long(first)])) }
        if let streak, let longest, let momentum {
            out.append(tr("five.stats.streak", ["current": FigureText.streakLength(streak, unit),
                                                "longest": FigureText.streakLength(longest, unit)]))
            out.append(tr("five.stats.momentum", ["percent": String(Int((momentum * 100).rounded()))]))
        }
        return out
    }
}

import TendConsole
import TendKernel

/// A tracker made from a ``TrackerDefinition``: every kernel hook implemented generically from the
/// definition, so a file is all a new tracker needs.
///
/// - Entries carry the definition's id as `tracker`, no subject; with one entry a day they are keyed
///   by the day (``EntryKey/daily(_:_:)``).
/// - One target, the tracker itself, on its schedule — or, with a per-week or per-month goal, on that
///   period (`1/week`, `1/month`), so streaks count the weeks or months that met the goal.
/// - A day's mark: `count` = entries, `value` = the day's measure (see ``DayTotals/measure(_:)``),
///   `completion` = 1 for any entry without a goal, the goal's ``DefinitionGoal/completion(_:)`` with a
///   per-day goal, and with a per-period goal 1 on the day the period's goal was reached (at least) or on
///   the period's last logged day while it stays within the goal (at most), 0 on the other days.
public struct DefinedTracker: Tracker {
    /// The definition.
    public let definition: TrackerDefinition

    /// Creates the tracker.
    public init(_ definition: TrackerDefinition) {
        self.definition = definition
    }

    /// From the definition; entries merge last-writer-wins.
    public var descriptor: TrackerDescriptor {
        TrackerDescriptor(id: definition.id, name: definition.name, summary: definition.summaryText,
                          valueKind: definition.value.kind, perDay: definition.perDay,
                          defaultSchedule: definition.schedule, stats: definition.stats)
    }

    /// The tracker itself, from its first entry, on ``TrackerDefinition/statsSchedule(_:)``.
    public func targets(_ context: TrackerContext) throws -> [TrackerTarget] {
        let first = try context.store.entries(EntryQuery(tracker: definition.id, limit: 1)).first?.day
        return [TrackerTarget(id: definition.id, tracker: definition.id, name: definition.name,
                              schedule: definition.statsSchedule(try schedule(context)), start: first)]
    }

    /// Marks for `days` (see the type's documentation).
    public func history(of target: TrackerTarget, days: ClosedRange<Day>, _ context: TrackerContext) throws -> TargetHistory {
        TargetHistory(target: target, marks: try marks(days, context))
    }

    /// Marks for `days`.
    public func marks(_ days: ClosedRange<Day>, _ context: TrackerContext) throws -> [Day: DayMark] {
        if let goal = definition.goal, goal.per != .day {
            let from = PeriodMarks.start(of: days.lowerBound, goal.per, context.calendar.firstWeekday)
            let totals = DayTotals.byDay(try context.store.entries(EntryQuery(tracker: definition.id, days: from...days.upperBound)))
            return PeriodMarks.marks(totals, days: days, goal: goal, spec: definition.value,
                                     firstWeekday: context.calendar.firstWeekday)
        }
        let totals = DayTotals.byDay(try context.store.entries(EntryQuery(tracker: definition.id, days: days)))
        var out: [Day: DayMark] = [:]
        for (day, t) in totals {
            let measure = t.measure(definition.value)
            let completion = t.count == 0 ? 0 : (definition.goal?.completion(measure) ?? 1)
            out[day] = DayMark(count: t.count, completion: completion, value: t.count == 0 ? nil : measure, skipped: t.skipped)
        }
        return out
    }

    /// Whether an entry is one this tracker writes: its id, no subject, keyed by its day when one a day,
    /// and a value of the definition's kind within its limits.
    public func validate(_ entry: Entry) -> String? {
        if entry.tracker != definition.id { return "entry belongs to tracker '\(entry.tracker)'" }
        if entry.subject != nil { return "a defined tracker's entry has no subject" }
        if definition.isOnePerDay && entry.id != EntryKey.daily(definition.id, entry.day) {
            return "entry \(entry.id) of a one-a-day tracker is not keyed by its day"
        }
        return definition.value.problem(with: entry.value)
    }

    /// Entries the definition can't show (after its value kind changed on another device).
    public func checkHealth(_ context: TrackerContext) throws -> [String] {
        var bad = 0
        var example: String?
        for e in try context.store.entries(EntryQuery(tracker: definition.id)) {
            if let why = validate(e) { bad += 1; example = example ?? "\(e.day.iso): \(why)" }
        }
        guard bad > 0, let example else { return [] }
        return [tr("custom.health.mismatch", ["count": String(bad), "example": example])]
    }
}

import TendConsole
import TendKernel
import TendStats

/// Reading moods from the store: only the days asked for.
enum MoodDays {
    /// The moods of a range of days (days without one are absent), only those carrying the tags of `tags`.
    static func read(_ store: any StoreReader, _ range: ClosedRange<Day>, tags: TagFilter = TagFilter([])) throws -> [Day: MoodDay] {
        var out: [Day: MoodDay] = [:]
        for e in try store.entries(EntryQuery(tracker: MoodTracker.id, days: range)) where e.id == MoodTracker.key(e.day) {
            let d = MoodDay(e)
            if d.level != nil, tags.matches(d.tags) { out[e.day] = d }
        }
        return out
    }

    /// The mood of one day, if logged.
    static func one(_ store: any StoreReader, _ day: Day) throws -> MoodDay? {
        guard let e = try store.entry(id: MoodTracker.key(day)), !e.deleted else { return nil }
        let d = MoodDay(e)
        return d.level == nil ? nil : d
    }

    /// Marks for TendStats: one per logged day, its value the level.
    static func marks(_ days: [Day: MoodDay]) -> [Day: DayMark] {
        days.compactMapValues { d in d.level.map { DayMark(count: 1, completion: 1, value: Double($0.rawValue)) } }
    }

    /// Logged days, days so far (through `today`), the average and the days in conflict, over `range`.
    static func summary(_ days: [Day: MoodDay], _ range: ClosedRange<Day>, today: Day) -> MoodJSON.Summary {
        let end = min(range.upperBound, today)
        let span = end < range.lowerBound ? 0 : range.lowerBound.days(to: end) + 1
        let marks = marks(days)
        let avg = Average(of: marks.filter { range.contains($0.key) }.compactMap(\.value.value))
        let conflicts = days.values.filter { range.contains($0.day) && $0.isConflict }.map(\.day).sorted()
        return MoodJSON.Summary(logged: avg.n, days: span, average: avg.mean.map { JSONOutput.round($0) }, conflicts: conflicts)
    }
}

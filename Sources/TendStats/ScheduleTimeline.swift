import TendKernel

/// One schedule in force from a day on (until the next segment of a ``ScheduleTimeline`` begins).
public struct ScheduleSegment: Hashable, Sendable {
    /// The first day this schedule applies to.
    public var from: Day
    /// The schedule.
    public var schedule: Schedule
    /// The day `every N days` schedules count from, and where fixed blocks of window periods start.
    public var anchor: Day

    /// Creates a segment. The anchor defaults to `from`.
    public init(from: Day, schedule: Schedule, anchor: Day? = nil) {
        self.from = from
        self.schedule = schedule
        self.anchor = anchor ?? from
    }
}

/// Which schedule applied on which day — a schedule changed mid-history is a timeline of segments.
///
/// Days before the first segment's `from` day are outside the practice: never scheduled, never missed.
/// A timeline made with no start (`ScheduleTimeline(.daily)`) covers every day.
public struct ScheduleTimeline: Hashable, Sendable {
    /// The segments, oldest first, with distinct `from` days.
    public let segments: [ScheduleSegment]

    /// One schedule for the whole history, starting on `start` (or covering every day when `nil`).
    /// `anchor` counts `every N days` schedules; it defaults to `start`, else 1970-01-01 as the kernel does.
    public init(_ schedule: Schedule, start: Day? = nil, anchor: Day? = nil) {
        let from = start ?? .earliest
        segments = [ScheduleSegment(from: from, schedule: schedule, anchor: anchor ?? start ?? Day(ordinal: 0))]
    }

    /// Segments in any order; a later segment with the same `from` day replaces an earlier one.
    /// An empty list means a daily schedule covering every day.
    public init(segments: [ScheduleSegment]) {
        var byDay: [Day: ScheduleSegment] = [:]
        for s in segments { byDay[s.from] = s }
        let sorted = byDay.values.sorted { $0.from < $1.from }
        self.segments = sorted.isEmpty ? [ScheduleSegment(from: .earliest, schedule: .daily, anchor: Day(ordinal: 0))] : sorted
    }

    /// The timeline of a tracker target: its schedule from its start day.
    public init(target: TrackerTarget) {
        self.init(target.schedule, start: target.start)
    }

    /// The first day of the practice, or `nil` when the timeline covers every day.
    public var start: Day? {
        let f = segments[0].from
        return f == .earliest ? nil : f
    }

    /// The segment in force on `day`, or `nil` before the timeline starts.
    public func segment(on day: Day) -> ScheduleSegment? {
        var lo = 0, hi = segments.count - 1, found: Int? = nil
        while lo <= hi {
            let mid = (lo + hi) / 2
            if segments[mid].from <= day { found = mid; lo = mid + 1 } else { hi = mid - 1 }
        }
        return found.map { segments[$0] }
    }

    /// The schedule in force on `day`, or `nil` before the timeline starts.
    public func schedule(on day: Day) -> Schedule? { segment(on: day)?.schedule }

    /// Whether the practice is due on `day` (window schedules: every day is eligible).
    public func isScheduled(_ day: Day) -> Bool {
        guard let s = segment(on: day) else { return false }
        return s.schedule.isScheduled(day, anchor: s.anchor)
    }

    /// The last day of segment `index` (the day before the next segment starts), or `nil` for the last one.
    func end(ofSegment index: Int) -> Day? {
        index + 1 < segments.count ? segments[index + 1].from.adding(days: -1) : nil
    }
}

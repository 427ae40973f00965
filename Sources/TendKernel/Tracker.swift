import Foundation

/// Which figures a tracker shows.
public enum StatKind: String, Sendable, Codable, CaseIterable {
    /// Schedule-aware streak, current and longest.
    case streak
    /// Recency-weighted completion over 21 days.
    case momentum
    /// Habit strength (a moving average of completion).
    case strength
    /// Entry, day and time milestones.
    case milestones
    /// Completion rate over the last 30 days.
    case completion
}

/// How many entries a tracker keeps per day.
public enum PerDay: Hashable, Sendable, Codable {
    /// One, keyed by the day (a mood): logging again replaces it.
    case one
    /// Any number up to an optional limit (journal lines).
    case many(limit: Int?)
}

/// What the kernel, the platform commands and the conformance check know about a tracker.
public struct TrackerDescriptor: Hashable, Sendable {
    /// Stable id, also its command name (`mood`). Lowercase letters, digits and `-`.
    public let id: String
    /// Display name (`Mood`).
    public let name: String
    /// One line saying what it is for.
    public let summary: String
    /// The kind of value its entries hold.
    public let valueKind: ValueKind
    /// Entries per day.
    public let perDay: PerDay
    /// The schedule used until the user sets one.
    public let defaultSchedule: Schedule
    /// The figures that apply to it.
    public let stats: [StatKind]
    /// Whether concurrent values of a day are kept as a conflict (mood) rather than last-writer-wins.
    public let multiValue: Bool
    /// Whether the platform's views (today's highlight, compare, insights) show its figures. A tracker
    /// plain on purpose (the five-line journal: "no streaks") says `false`; its `<id>.figures` setting
    /// then turns them on.
    public let figures: Bool

    /// Creates a descriptor.
    public init(id: String, name: String, summary: String, valueKind: ValueKind, perDay: PerDay,
                defaultSchedule: Schedule = .daily, stats: [StatKind] = [.streak, .momentum],
                multiValue: Bool = false, figures: Bool = true) {
        self.id = id
        self.name = name
        self.summary = summary
        self.valueKind = valueKind
        self.perDay = perDay
        self.defaultSchedule = defaultSchedule
        self.stats = stats
        self.multiValue = multiValue
        self.figures = figures
    }

    /// Whether `id` is a valid tracker id: 2–32 of `a-z`, `0-9`, `-`, starting with a letter.
    public static func isValidID(_ id: String) -> Bool {
        guard (2...32).contains(id.count), let f = id.first, f.isASCII, f.isLowercase else { return false }
        return id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }
}

/// Something a user can compare or get insights on: a whole tracker, one habit, a stack, a ritual.
public struct TrackerTarget: Hashable, Sendable {
    /// Stable reference, e.g. `mood`, `habit:Run`.
    public let id: String
    /// Owning tracker id.
    public let tracker: String
    /// Display name.
    public let name: String
    /// Its schedule.
    public let schedule: Schedule
    /// The first day it existed (anchors interval schedules, bounds stats).
    public let start: Day?

    /// Creates a target.
    public init(id: String, tracker: String, name: String, schedule: Schedule, start: Day? = nil) {
        self.id = id
        self.tracker = tracker
        self.name = name
        self.schedule = schedule
        self.start = start
    }
}

/// One target's history to read (``Tracker/histories(_:_:_:)``): the target and its days.
public struct HistoryRequest: Hashable, Sendable {
    /// The target.
    public let target: TrackerTarget
    /// The days to read.
    public let days: ClosedRange<Day>

    /// Creates a request.
    public init(target: TrackerTarget, days: ClosedRange<Day>) {
        self.target = target
        self.days = days
    }
}

/// What happened on one day for a target: the input to every statistic.
public struct DayMark: Hashable, Sendable {
    /// Entries recorded.
    public var count: Int
    /// 0…1: how complete the day was (a check = 1; 2 of 3 ritual habits = 0.667).
    public var completion: Double
    /// A representative number (level, amount sum), if any.
    public var value: Double?
    /// Explicitly skipped.
    public var skipped: Bool

    /// Creates a mark.
    public init(count: Int = 1, completion: Double = 1, value: Double? = nil, skipped: Bool = false) {
        self.count = count
        self.completion = completion
        self.value = value
        self.skipped = skipped
    }
}

/// A target's record over days.
public struct TargetHistory: Hashable, Sendable {
    /// The target.
    public let target: TrackerTarget
    /// Marks per day; days absent had nothing recorded.
    public var marks: [Day: DayMark]

    /// Creates a history.
    public init(target: TrackerTarget, marks: [Day: DayMark]) {
        self.target = target
        self.marks = marks
    }
}

/// What a tracker hook is given: the store, the day and how to read time.
public struct TrackerContext: Sendable {
    /// The store (read through it; write through ``Store/write(_:_:)``).
    public let store: any Store
    /// The user's calendar.
    public let calendar: DayCalendar
    /// The clock.
    public let clock: any Clock
    /// Id generator for new records.
    public let ids: any IDGenerator

    /// Creates a context.
    public init(store: any Store, calendar: DayCalendar, clock: any Clock, ids: any IDGenerator) {
        self.store = store
        self.calendar = calendar
        self.clock = clock
        self.ids = ids
    }

    /// Today, as the user means it.
    public var today: Day { calendar.today(clock) }
    /// Now.
    public var now: Date { clock.now() }
}

/// A tracker plugin: one daily practice on the shared kernel.
///
/// Rules a conformer must follow (`TrackerConformance.check` in TendTesting enforces them):
/// 1. `descriptor.id` is valid (``TrackerDescriptor/isValidID(_:)``), unique in the registry and not
///    the name of a platform command (`today`, `history`, `tracker`…); every entry and item it writes
///    carries that id as `tracker`.
/// 2. It never writes storage directly: every mutation goes through ``Store/write(_:_:)``, one change
///    per user action, with an action that has catalogued history text.
/// 3. With ``PerDay/one`` it keys entries with ``EntryKey/daily(_:_:)`` (or the subject form), so
///    two devices can never create two entries for one day.
/// 4. Its hooks are read-only and deterministic for a given store, calendar and clock; they never
///    read the system clock, time zone or random numbers (use ``TrackerContext/today``,
///    ``TrackerContext/calendar`` and ``TrackerContext/ids``).
/// 5. ``validate(_:)`` accepts every entry the tracker itself writes.
/// 6. ``history(of:days:_:)`` returns marks only for days in the range asked, with completion in 0…1;
///    ``today(_:)`` lines fit in ``TodayStatus/lineWidth`` columns.
/// 7. Hooks read only what they need (a day range, ``StoreReader/dayCounts(_:)``), so a command answers
///    in tens of milliseconds on ten years of data.
///
/// Every hook is required — there are no silent defaults, so a misspelt hook (`today(context:)`,
/// `validate(entry:)`) is a compile error ("does not conform"), never a hook that is never called. A
/// tracker that has nothing of its own for a hook answers with the kernel's default for it,
/// ``TrackerDefaults`` (one target whose days are the days with entries, `Name · N` in the today view,
/// any entry of its own accepted, no health problems). A tracker reaches users through a
/// `TrackerPlugin` (TendConsole) passed to `TendCLI.main(trackers:)`, or through a definition file
/// (CustomTrackers' `DefinedTracker`); see docs/writing-a-tracker.md.
///
/// The platform commands use only these hooks, never a tracker's name: the today view shows
/// ``today(_:)`` (with ``TodayStatus/highlight`` if set, else the streak, momentum or strength of the
/// tracker's own target — or its best target — as `descriptor.stats` allow); `tend compare` and
/// `tend insights` read ``targets(_:)`` and ``history(of:days:_:)``. Insights reads
/// `descriptor.valueKind`: a `level` tracker's mark `value` is a level series (mood), a `text`
/// tracker's mark `count` is how much was journaled, and `done`/`amount`/`count` targets are practices
/// done (completion 1) or not.
public protocol Tracker: Sendable {
    /// What it is.
    var descriptor: TrackerDescriptor { get }
    /// The things it offers to compare (default: itself, on its schedule).
    func targets(_ context: TrackerContext) throws -> [TrackerTarget]
    /// What happened on each day of `days` for a target.
    func history(of target: TrackerTarget, days: ClosedRange<Day>, _ context: TrackerContext) throws -> TargetHistory
    /// The histories of several of its targets, handed to `body` one at a time in the order asked, so a
    /// caller that works out each target's figures as it arrives never holds them all. A tracker whose
    /// targets share records (a stack's habits) reads them once; the default asks
    /// ``history(of:days:_:)`` for each.
    func histories(_ requests: [HistoryRequest], _ context: TrackerContext, _ body: (TargetHistory) throws -> Void) throws
    /// Its block in the today view.
    func today(_ context: TrackerContext) throws -> TodayStatus
    /// Why an entry is not one this tracker would write, or `nil` if it is fine.
    func validate(_ entry: Entry) -> String?
    /// Problems in its own records (for `tend doctor`).
    func checkHealth(_ context: TrackerContext) throws -> [String]
    /// Mutations that repair those problems (for `tend doctor --fix`).
    func repairs(_ context: TrackerContext) throws -> [Mutation]
}

extension Tracker {
    /// The schedule in force: the synced setting `<id>.schedule`, else the default.
    public func schedule(_ context: TrackerContext) throws -> Schedule {
        if let text = try context.store.setting(descriptor.id + ".schedule", scope: .synced)?.string,
           let s = try? Schedule(parsing: text) { return s }
        return descriptor.defaultSchedule
    }
}

/// The kernel's answer for each ``Tracker`` hook, for a tracker that has nothing of its own for it: a
/// tracker calls these from its hooks (`func checkHealth(_ c: TrackerContext) throws -> [String] {
/// TrackerDefaults.checkHealth() }`), so every hook it has is written out and checked by the compiler.
public enum TrackerDefaults {
    /// The tracker itself, on ``Tracker/schedule(_:)``, from its first entry.
    public static func targets(_ t: some Tracker, _ context: TrackerContext) throws -> [TrackerTarget] {
        let first = try context.store.entries(EntryQuery(tracker: t.descriptor.id, limit: 1)).first?.day
        return [TrackerTarget(id: t.descriptor.id, tracker: t.descriptor.id, name: t.descriptor.name,
                              schedule: try t.schedule(context), start: first)]
    }

    /// Each request's ``Tracker/history(of:days:_:)``, in order.
    public static func histories(_ t: some Tracker, _ requests: [HistoryRequest], _ context: TrackerContext,
                                 _ body: (TargetHistory) throws -> Void) throws {
        for r in requests { try body(t.history(of: r.target, days: r.days, context)) }
    }

    /// One mark per day with entries — `count` entries, completion 1 unless every entry is a skip, and
    /// `value` the sum of the entries' numbers (amounts, checks, lines), except for levels, whose value
    /// is the day's mean level (two readings of 2 and 4 are a 3 day, not a 6).
    public static func history(_ t: some Tracker, of target: TrackerTarget, days: ClosedRange<Day>,
                               _ context: TrackerContext) throws -> TargetHistory {
        var marks: [Day: DayMark] = [:]
        var levels: [Day: (sum: Double, n: Int)] = [:]
        for e in try context.store.entries(EntryQuery(tracker: t.descriptor.id, days: days)) {
            var m = marks[e.day] ?? DayMark(count: 0, completion: 0)
            m.count += 1
            if e.value.isSkip { m.skipped = true } else { m.completion = 1 }
            if let l = e.value.level {
                let acc = levels[e.day] ?? (0, 0)
                levels[e.day] = (acc.sum + Double(l), acc.n + 1)
            } else if let n = e.value.number {
                m.value = (m.value ?? 0) + n
            }
            marks[e.day] = m
        }
        for (day, l) in levels { marks[day]?.value = l.sum / Double(l.n) }
        return TargetHistory(target: target, marks: marks)
    }

    /// `Name · N` with the number of entries today.
    public static func today(_ t: some Tracker, _ context: TrackerContext) throws -> TodayStatus {
        let id = t.descriptor.id
        let n = try context.store.dayCounts(EntryQuery(tracker: id, days: context.today...context.today))[context.today] ?? 0
        let due = try t.schedule(context).isScheduled(context.today)
        return TodayStatus(tracker: id, title: .verbatim(t.descriptor.name), due: due, done: n > 0,
                           lines: [.sentence([.verbatim(t.descriptor.name), Phrase("today.count", ["n": .int(n)])])])
    }

    /// Accepts any entry carrying the tracker's id.
    public static func validate(_ t: some Tracker, _ entry: Entry) -> String? {
        if entry.tracker != t.descriptor.id { return "entry belongs to tracker '\(entry.tracker)'" }
        return nil
    }

    /// No problems.
    public static func checkHealth() -> [String] { [] }

    /// No repairs.
    public static func repairs() -> [Mutation] { [] }
}

/// The trackers a `tend` build knows, by id.
public struct Registry: Sendable {
    /// In registration order.
    public let trackers: [any Tracker]

    /// Creates a registry. Later trackers with a duplicate id are dropped.
    public init(_ trackers: [any Tracker]) {
        var seen = Set<String>()
        self.trackers = trackers.filter { seen.insert($0.descriptor.id).inserted }
    }

    /// The tracker with an id.
    public func tracker(_ id: String) -> (any Tracker)? { trackers.first { $0.descriptor.id == id } }

    /// All ids.
    public var ids: [String] { trackers.map(\.descriptor.id) }

    /// A registry with more trackers added.
    public func adding(_ more: [any Tracker]) -> Registry { Registry(trackers + more) }
}

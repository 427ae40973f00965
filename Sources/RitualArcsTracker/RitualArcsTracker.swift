import Foundation
import TendConsole
import TendKernel

/// The ritual arcs tracker (`ritual`): habits grouped into rituals that run in time-boxed arcs.
///
/// Records: items of types `ritual` (``Ritual``), `arc` (``RitualArc``) and `habit` (``ArcHabit``, one
/// set per arc); check-ins are entries `ritual/<habit id>/<day>` with the value `done` (unchecking
/// deletes them). Targets: one per ritual, `ritual:<Title>`, whose day completion is the fraction of
/// that day's arc habits done; days on which the ritual isn't due (between arcs, paused, archived) are
/// given as skips so that platform figures treat them as neutral.
public struct RitualArcsTracker: Tracker {
    /// The tracker id and command name.
    public static let id = "ritual"
    /// Prefix of target ids: `ritual:Morning calm`.
    public static let targetPrefix = "ritual:"

    /// Creates the tracker.
    public init() {}

    /// `ritual`: done check-ins, one per habit and day; streak, momentum, completion and milestones apply.
    public var descriptor: TrackerDescriptor {
        TrackerDescriptor(id: Self.id, name: Catalog.text("tracker.name.ritual", from: RitualArcsStrings.table), summary: Catalog.text("tracker.summary.ritual", from: RitualArcsStrings.table),
                          valueKind: .done,
                                 perDay: .one, defaultSchedule: .daily, stats: [.streak, .momentum, .strength, .completion, .milestones])
    }

    /// One target per ritual (archived ones included), `ritual:<Title>`, daily from its first arc.
    public func targets(_ context: TrackerContext) throws -> [TrackerTarget] {
        let book = try RitualBook.loadArcs(context.store)
        return book.rituals.map { r in
            TrackerTarget(id: Self.targetPrefix + r.title, tracker: Self.id, name: r.title, schedule: .daily,
                          start: book.arcs(of: r).first?.start)
        }
    }

    /// A ritual's completion per day (fraction of that day's arc habits done); skips where it isn't due.
    public func history(of target: TrackerTarget, days: ClosedRange<Day>, _ context: TrackerContext) throws -> TargetHistory {
        try Self.history(of: target, days: days, RitualBook.load(context.store), context.store)
    }

    /// The histories of several rituals from one read of the ritual book (with the habits only of the arcs
    /// the requested days overlap).
    public func histories(_ requests: [HistoryRequest], _ context: TrackerContext, _ body: (TargetHistory) throws -> Void) throws {
        guard let lo = requests.map(\.days.lowerBound).min(), let hi = requests.map(\.days.upperBound).max() else { return }
        let book = try RitualBook.load(context.store, habitsIn: lo...hi)
        for r in requests { try body(Self.history(of: r.target, days: r.days, book, context.store)) }
    }

    /// ``history(of:days:_:)`` from a loaded book.
    static func history(of target: TrackerTarget, days: ClosedRange<Day>, _ book: RitualBook,
                        _ reader: any StoreReader) throws -> TargetHistory {
        guard target.id.hasPrefix(Self.targetPrefix),
              let r = book.ritual(titled: String(target.id.dropFirst(Self.targetPrefix.count))) else {
            return TargetHistory(target: target, marks: [:])
        }
        var marks = try RitualProgress.load(book, rituals: [r], days: days, reader).marks(r)
        if let first = book.arcs(of: r).first?.start, max(first, days.lowerBound) <= days.upperBound {
            // The due intervals come sorted by their first day: walk them beside the days, keeping the
            // furthest day any interval begun so far reaches.
            let due = RitualProgress.dueIntervals(book, r)
            var next = 0, reach: Day? = nil
            for day in max(first, days.lowerBound)...days.upperBound {
                while next < due.count, due[next].lowerBound <= day {
                    reach = max(reach ?? due[next].upperBound, due[next].upperBound)
                    next += 1
                }
                if marks[day] == nil, (reach.map { $0 < day } ?? true) {
                    marks[day] = DayMark(count: 0, completion: 0, skipped: true)
                }
            }
        }
        return TargetHistory(target: target, marks: marks)
    }

    /// The rituals of the current part of the day with their progress, or the empty state.
    public func today(_ context: TrackerContext) throws -> TodayStatus {
        let view = try RitualToday.build(context.store, calendar: context.calendar, now: context.now, all: false)
        let p = view.progress
        let running = view.rows.filter(\.runsToday)
        var figures: [String: FieldValue] = ["timeOfDay": .string(view.part.rawValue)]
        if !running.isEmpty { figures["done"] = .int(Int64(p.done)); figures["total"] = .int(Int64(p.total)) }
        return TodayStatus(tracker: Self.id, title: Phrase("ritual.name"), due: !running.isEmpty,
                           done: !running.isEmpty && p.done == p.total,
                           progress: running.isEmpty ? nil : TodayProgress(done: p.done, total: p.total),
                           lines: [RitualTodayText.line(view)], figures: figures,
                           highlight: Self.arcDay(running, view.day).map(TodayOwnHighlight.phrase) ?? .platform)
    }

    /// The today view's highlight: the arc day of the first ritual running now ("Morning calm: day 12 of 30").
    static func arcDay(_ running: [RitualToday.Row], _ day: Day) -> Phrase? {
        guard let row = running.first, let arc = row.arc else { return nil }
        return Phrase("ritual.today.highlight", ["title": .text(row.ritual.title), "day": .int(arc.dayNumber(day)),
                                                 "length": .int(arc.length)])
    }

    /// Accepts `done` check-ins keyed `ritual/<habit id>/<day>`.
    public func validate(_ entry: Entry) -> String? {
        if entry.tracker != Self.id { return "entry belongs to tracker '\(entry.tracker)'" }
        guard let subject = entry.subject else { return "a ritual check-in names its habit as subject" }
        if entry.value != .done { return "a ritual check-in holds the value done" }
        if entry.id != EntryKey.daily(Self.id, subject: subject, entry.day) { return "a ritual check-in is keyed by habit and day" }
        return nil
    }

    /// Arc date ranges, in-progress flags, numbering and ordering problems (docs/ritual-arcs.md).
    public func checkHealth(_ context: TrackerContext) throws -> [String] {
        try RitualDoctor.examine(context).map(\.message)
    }

    /// The mutations that repair what ``checkHealth(_:)`` reports, without deleting anything.
    public func repairs(_ context: TrackerContext) throws -> [Mutation] {
        try RitualDoctor.examine(context).flatMap(\.repairs)
    }
}

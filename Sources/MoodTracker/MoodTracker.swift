import Foundation
import TendConsole
import TendKernel

/// The mood tracker: one mood a day on a five-point scale.
///
/// Each day has at most one entry, keyed `mood/<day>` (``EntryKey/daily(_:_:)``), holding
/// ``EntryValue/level(_:)`` 1…5, an optional note (up to 1,000 characters) and optional tags (imports
/// put Daylio activities there). Logging again writes a new value on the same key, so the register
/// keeps the old one in history and `tend undo` brings it back. The descriptor is multi-value: two
/// devices that log the same day offline both keep their value (``Entry/conflicts``) until
/// `tend mood resolve` writes one value superseding both.
public struct MoodTracker: Tracker {
    /// The tracker id, also its command name.
    public static let id = "mood"
    /// The longest note accepted, in characters.
    public static let noteLimit = 1000

    /// Creates the tracker.
    public init() {}

    /// `mood`: a level a day, multi-value, with streak, momentum, completion and milestones for logging.
    public var descriptor: TrackerDescriptor {
        TrackerDescriptor(id: MoodTracker.id, name: Catalog.text("tracker.name.mood", from: MoodStrings.table), summary: Catalog.text("tracker.summary.mood", from: MoodStrings.table),
                          valueKind: .level, perDay: .one, defaultSchedule: .daily,
                          stats: [.streak, .momentum, .strength, .completion, .milestones], multiValue: true)
    }

    /// The entry key of a day.
    public static func key(_ day: Day) -> String { EntryKey.daily(id, day) }

    /// A mood's day: one mark per logged day, its value the level (the winning value of a conflict).
    public func history(of target: TrackerTarget, days: ClosedRange<Day>, _ context: TrackerContext) throws -> TargetHistory {
        var marks: [Day: DayMark] = [:]
        for v in try context.store.dayValues(EntryQuery(tracker: descriptor.id, days: days)) {
            guard let l = v.value.level else { continue }
            marks[v.day] = DayMark(count: 1, completion: 1, value: Double(l))
        }
        return TargetHistory(target: target, marks: marks)
    }

    /// `Mood · good`, `Mood · not logged yet`, or both values of a conflict, in the stored mood style.
    public func today(_ context: TrackerContext) throws -> TodayStatus {
        let today = context.today
        // The day's entry under its key, read by the query of a tracker's days the today view's other blocks
        // prepare anyway (`entry(id:)` was a statement of its own: 0.33 M instructions to prepare).
        let key = MoodTracker.key(today)
        let entry = try context.store.entries(EntryQuery(tracker: Self.id, days: today...today)).first { $0.id == key }
        let day = entry.map(MoodDay.init)
        let style = try MoodStyle.stored(in: context.store).levelStyle
        func shown(_ l: MoodLevel) -> PhraseArgument { .level(l.rawValue, style: style, words: MoodLevel.wordsKey) }
        let line: Phrase
        var figures: [String: FieldValue] = [:]
        if let day, let level = day.level {
            if day.isConflict {
                let levels = day.levels
                let values: PhraseArgument = levels.count > 1
                    ? .phrase(Phrase("mood.either", ["first": .list(levels.dropLast().map(shown)), "last": shown(levels.last!)]))
                    : levels.first.map(shown) ?? .text("")
                line = Phrase("mood.today.conflict", ["values": values])
            } else {
                line = Phrase("mood.today.logged", ["mood": shown(level)])
            }
            figures["level"] = .int(Int64(level.rawValue))
            figures["conflict"] = .bool(day.isConflict)
        } else {
            line = Phrase("mood.today.missing")
        }
        return TodayStatus(tracker: descriptor.id, title: .verbatim(descriptor.name), due: try schedule(context).isScheduled(today),
                           done: day?.level != nil, lines: [.sentence([line])], figures: figures)
    }

    /// Why an entry is not one this tracker writes: another tracker's, keyed otherwise than by its day,
    /// with a subject, a value that isn't a level 1…5, or a note over the limit.
    public func validate(_ entry: Entry) -> String? {
        if entry.tracker != descriptor.id { return "entry belongs to tracker '\(entry.tracker)'" }
        if entry.subject != nil { return "a mood has no subject" }
        if entry.id != MoodTracker.key(entry.day) { return "a mood is keyed by its day (\(MoodTracker.key(entry.day)))" }
        guard let l = entry.value.level, MoodLevel(rawValue: l) != nil else { return "a mood's value is a level from 1 to 5" }
        for c in entry.conflicts where c.value.level.flatMap(MoodLevel.init(rawValue:)) == nil {
            return "a concurrent value is not a level from 1 to 5"
        }
        if let n = entry.note, n.count > MoodTracker.noteLimit { return "the note is over \(MoodTracker.noteLimit) characters" }
        return nil
    }

    /// Problems in mood records: entries failing ``validate(_:)`` (misfiled by an import, say).
    public func checkHealth(_ context: TrackerContext) throws -> [String] {
        try context.store.entries(EntryQuery(tracker: descriptor.id)).compactMap { e in
            validate(e).map { "mood \(e.id) (\($0))" }
        }
    }

    /// Repairs: an entry with a valid level filed under another key moves to its day's key (unless
    /// that day already has a mood, which wins); the misfiled entry is deleted (its ops stay in the log).
    public func repairs(_ context: TrackerContext) throws -> [Mutation] {
        var out: [Mutation] = []
        var claimed = Set<Day>()
        for e in try context.store.entries(EntryQuery(tracker: descriptor.id)) where e.id != MoodTracker.key(e.day) {
            let key = MoodTracker.key(e.day)
            let existing = try context.store.entry(id: key)
            if (existing == nil || existing!.deleted), !claimed.contains(e.day),
               let l = e.value.level, MoodLevel(rawValue: l) != nil {
                claimed.insert(e.day)
                var moved = Entry(id: key, tracker: descriptor.id, day: e.day, value: .level(l), note: e.note, tags: e.tags,
                                  source: e.source, created: e.created)
                if let n = moved.note, n.count > MoodTracker.noteLimit { moved.note = String(n.prefix(MoodTracker.noteLimit)) }
                out.append(.create(moved))
            }
            out.append(.delete(.entry, e.id))
        }
        return out
    }
}

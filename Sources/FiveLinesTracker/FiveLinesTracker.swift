import Foundation
import TendConsole
import TendKernel

/// The five-line journal: one prompt a day — "What did you do today?" — answered with at most five
/// short lines of text.
///
/// Entries are text lines (``EntryValue/text(_:)``), many per day up to ``limit``, ordered by their
/// fractional position. The limit is enforced when writing (inside the write transaction); a sync merge
/// of two devices that wrote offline can still leave more than five lines on a day, and every view then
/// shows all of them with a note.
///
/// It shows no figures, on purpose (``TrackerDescriptor/figures`` is `false`): the today view, compare
/// and insights leave its streaks out until the `five.figures` setting is on. Its hooks still answer:
/// one target (`five`) whose days are the days with at least one line.
public struct FiveLinesTracker: Tracker {
    /// The tracker id, also the command name: `five`.
    public static let id = "five"
    /// The most lines a day takes through `tend five add`.
    public static let limit = 5
    /// The longest line accepted, in characters.
    public static let maxLength = 280
    /// The rules of its lines: five a day, up to ``maxLength`` characters, no tab.
    public static let policy = LinePolicy(limit: limit, maxLength: maxLength, allowsTab: false)

    /// Creates the tracker.
    public init() {}

    /// Id `five`, text entries, at most five a day, journaled daily by default, no figures by default.
    public var descriptor: TrackerDescriptor {
        TrackerDescriptor(id: Self.id, name: Catalog.text("tracker.name.five", from: FiveLinesStrings.table),
                          summary: Catalog.text("tracker.summary.five", from: FiveLinesStrings.table), valueKind: .text,
                          perDay: .many(limit: Self.limit), defaultSchedule: .daily,
                          stats: [.streak, .momentum, .strength, .completion], figures: false)
    }

    /// One mark per day with lines: `count` = lines, `completion` = 1 (a day with one line is journaled),
    /// `value` = the number of lines.
    public func history(of target: TrackerTarget, days: ClosedRange<Day>, _ context: TrackerContext) throws -> TargetHistory {
        let counts = try context.store.dayCounts(EntryQuery(tracker: Self.id, days: days))
        var marks: [Day: DayMark] = [:]
        for (day, n) in counts where n > 0 {
            marks[day] = DayMark(count: n, completion: 1, value: Double(n))
        }
        return TargetHistory(target: target, marks: marks)
    }

    /// "Five lines · 3 of 5 today"; done once today has a line.
    public func today(_ context: TrackerContext) throws -> TodayStatus {
        let today = context.today
        let n = try context.store.dayCounts(EntryQuery(tracker: Self.id, days: today...today))[today] ?? 0
        let due = try schedule(context).isScheduled(today)
        let args: [String: PhraseArgument] = ["name": .text(descriptor.name), "count": .int(n), "limit": .int(Self.limit)]
        let key: String
        if n > Self.limit {
            key = "five.today.over"
        } else if n == 0 && due {
            key = "five.today.prompt"
        } else {
            key = "five.today.line"
        }
        return TodayStatus(tracker: Self.id, title: .verbatim(descriptor.name), due: due, done: n > 0,
                           progress: TodayProgress(done: n, total: Self.limit), lines: [.sentence([Phrase(key, args)])],
                           figures: ["lines": .int(Int64(n)), "limit": .int(Int64(Self.limit))])
    }

    /// Accepts a text line of this tracker with no subject that ``FiveLinesText`` accepts.
    public func validate(_ entry: Entry) -> String? {
        if entry.tracker != Self.id { return "entry belongs to tracker '\(entry.tracker)'" }
        if entry.subject != nil { return "a five-line entry has no subject" }
        guard let text = entry.value.text else { return "value is not text" }
        if let problem = FiveLinesText.problem(in: text) { return problem.reason }
        return nil
    }
}

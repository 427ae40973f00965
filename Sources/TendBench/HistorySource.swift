import Foundation
import TendKernel

/// One tracker's share of a synthetic store: the records it defines once (habits, stacks, rituals) and
/// what it records each day. Every source draws from its own seeded sequence, so adding a source (one
/// line in ``HistorySources/all``) leaves the others' records unchanged.
protocol HistorySource {
    /// The tracker id its entries carry.
    var tracker: String { get }
    /// Records written once, before the history starts on `first`.
    mutating func setup(first: Day, now: Date, ids: SeededIDs) -> [Mutation]
    /// What is recorded on `day`.
    mutating func record(_ day: Day, now: Date, ids: SeededIDs, random: inout SeededRandom) -> [Mutation]
}

/// The sources a synthetic store is made of, one line per tracker.
enum HistorySources {
    static func all() -> [any HistorySource] {
        [
            GratitudeHistory(),      // about 3 lines a day
            FiveLinesHistory(),      // five lines on 70 % of days
            MoodHistory(),           // a mood every day
            HabitHistory(),          // 8 habits, two stacks
            RitualHistory(),         // 3 rituals of 5 habits in back-to-back 30-day arcs
        ]
    }
}

/// About three gratitude lines a day (none on 4 % of days).
struct GratitudeHistory: HistorySource {
    let tracker = "gratitude"

    func setup(first: Day, now: Date, ids: SeededIDs) -> [Mutation] { [] }

    func record(_ day: Day, now: Date, ids: SeededIDs, random r: inout SeededRandom) -> [Mutation] {
        let n = r.chance(0.04) ? 0 : r.pick([2, 3, 3, 3, 4])
        return zip(0..<n, FractionalIndex.sequence(after: nil, count: n)).map { _, position in
            .create(Entry(id: ids.recordID(), tracker: tracker, day: day, value: .text(Corpus.gratitude(&r)),
                          position: position, created: now))
        }
    }
}

/// Five "what I did" lines on 70 % of days.
struct FiveLinesHistory: HistorySource {
    let tracker = "five"

    func setup(first: Day, now: Date, ids: SeededIDs) -> [Mutation] { [] }

    func record(_ day: Day, now: Date, ids: SeededIDs, random r: inout SeededRandom) -> [Mutation] {
        guard r.chance(0.7) else { return [] }
        return FractionalIndex.sequence(after: nil, count: 5).map { position in
            .create(Entry(id: ids.recordID(), tracker: tracker, day: day, value: .text(Corpus.fiveLine(&r)),
                          position: position, created: now))
        }
    }
}

/// A mood every day: a slow random walk around "good", a note on one day in eight.
struct MoodHistory: HistorySource {
    let tracker = "mood"
    private var level = 3.5

    func setup(first: Day, now: Date, ids: SeededIDs) -> [Mutation] { [] }

    mutating func record(_ day: Day, now: Date, ids: SeededIDs, random r: inout SeededRandom) -> [Mutation] {
        level += Double.random(in: -0.8...0.8, using: &r) + (3.6 - level) * 0.2
        let l = min(5, max(1, Int(level.rounded())))
        let note = r.chance(0.125) ? Corpus.gratitude(&r) : nil
        return [.create(Entry(id: EntryKey.daily(tracker, day), tracker: tracker, day: day, value: .level(l),
                              note: note, created: now))]
    }
}

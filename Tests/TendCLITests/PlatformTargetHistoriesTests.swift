import Foundation
import Testing
import TendInsights
import TendKernel
import TendTesting

/// A tracker whose batch read hands back only its first `batch` histories; every history marks its last
/// day with a count that names the target, so each can be told apart.
private struct ShortBatch: StandInTracker {
    let id: String
    let batch: Int
    var descriptor: TrackerDescriptor {
        TrackerDescriptor(id: id, name: id, summary: id, valueKind: .done, perDay: .one, defaultSchedule: .daily)
    }

    func history(of target: TrackerTarget, days: ClosedRange<Day>, _ context: TrackerContext) throws -> TargetHistory {
        TargetHistory(target: target, marks: [days.upperBound: DayMark(count: Int(target.name)!, completion: 1)])
    }

    func histories(_ requests: [HistoryRequest], _ context: TrackerContext, _ body: (TargetHistory) throws -> Void) throws {
        for r in requests.prefix(batch) { try body(history(of: r.target, days: r.days, context)) }
    }
}

@Suite("Histories of several targets, tracker by tracker")
struct PlatformTargetHistoriesTests {
    @Test("each history reaches its place, targets without days get an empty one, short batches are completed")
    func places() throws {
        let clock = FixedClock(Date(timeIntervalSince1970: 1_795_777_200))
        let ctx = TrackerContext(store: InMemoryStore(clock: clock, ids: SequentialIDs(seed: 1)),
                                 calendar: DayCalendar(timeZone: TimeZone(identifier: "UTC")!), clock: clock, ids: SequentialIDs(seed: 1))
        let a = ShortBatch(id: "a", batch: 1), b = ShortBatch(id: "b", batch: 0), c = ShortBatch(id: "c", batch: 5)
        // Trackers interleaved; target names are their places.
        let owners: [any Tracker] = [a, b, a, c, a, b, c]
        let targets = owners.enumerated().map { i, t in
            PlatformTarget(tracker: t, target: TrackerTarget(id: "\(t.descriptor.id):\(i)", tracker: t.descriptor.id,
                                                             name: String(i), schedule: .daily))
        }
        let day = Day(ordinal: 20_000)
        let days: [ClosedRange<Day>?] = targets.indices.map { $0 == 4 ? nil : day.adding(days: -$0)...day }
        var seen: [Int: TargetHistory] = [:]
        try PlatformTarget.histories(targets, days: days, ctx) { i, h in
            #expect(seen[i] == nil, "place \(i) twice")
            seen[i] = h
        }
        #expect(seen.keys.sorted() == Array(targets.indices))
        for (i, h) in seen {
            #expect(h.target == targets[i].target)
            #expect(h.marks == (i == 4 ? [:] : [day: DayMark(count: i, completion: 1)]), "place \(i)")
        }
    }
}

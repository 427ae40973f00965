import Foundation
import Testing
import TendKernel
import TendStats
import TendTesting
@testable import GratitudeTracker

@Suite("the today view's current streak reads a window yet equals the full computation")
struct GratitudeCurrentStreakTests {
    /// A small deterministic generator (tests only).
    struct SplitMix {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    private func store(_ counts: [Day: Int]) throws -> InMemoryStore {
        let s = InMemoryStore(clock: FixedClock(Date(timeIntervalSince1970: 0)), ids: SequentialIDs())
        let now = Date(timeIntervalSince1970: 0)
        try s.write(ChangeIntent(action: "gratitude.add")) { _ in
            counts.sorted { $0.key < $1.key }.enumerated().map { i, kv in
                .create(Entry(id: "e\(i)", tracker: GratitudeTracker.id, day: kv.key, value: .text("x"), created: now))
            }
        }
        return s
    }

    @Test("random histories, schedules and graces, including streaks longer than every window")
    func matchesFull() throws {
        var rng = SplitMix(state: 42)
        let schedules: [Schedule] = [.daily, .days([.monday, .wednesday, .saturday]), .days([.sunday]), .interval(3),
                                     .window(times: 3, days: 7)]
        let today = G.today
        for round in 0..<60 {
            let schedule = schedules[round % schedules.count]
            let grace = rng.next(4)
            let length = [30, 200, 1500][rng.next(3)]
            let missRate = [0, 2, 10, 40][rng.next(4)]  // percent of days without a line
            var counts: [Day: Int] = [:]
            for k in 0..<length where rng.next(100) >= missRate {
                counts[today.adding(days: -k - rng.next(2))] = 1
            }
            let s = try store(counts)
            let windowed = try GratitudeFigures.currentStreak(s, today: today, schedule: schedule, firstWeekday: .monday, grace: grace)
            let full = GratitudeFigures(counts: counts, schedule: schedule, today: today, firstWeekday: .monday, grace: grace)
            #expect(windowed.current == full.streak.current, "round \(round): \(schedule) grace \(grace) length \(length) miss \(missRate)%")
            #expect(windowed.unit == full.unit)
        }
    }

    @Test("a streak of years is found by growing the window")
    func longStreak() throws {
        let counts = Dictionary(uniqueKeysWithValues: (0..<1000).map { (G.today.adding(days: -$0), 1) })
        let s = try store(counts)
        #expect(try GratitudeFigures.currentStreak(s, today: G.today, schedule: .daily, firstWeekday: .monday, grace: 0).current == 1000)
        #expect(try GratitudeFigures.currentStreak(s, today: G.today, schedule: .days([.friday]), firstWeekday: .monday, grace: 0).current == 143)
    }

    @Test("no lines: no streak")
    func empty() throws {
        let s = try store([:])
        #expect(try GratitudeFigures.currentStreak(s, today: G.today, schedule: .daily, firstWeekday: .monday, grace: 2).current == 0)
    }
}

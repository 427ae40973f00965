import Foundation
import RitualArcsTracker
import TendKernel

/// Three rituals of five habits each, run in 30-day arcs, renewed the day after an arc ends (after a
/// break of a few days one time in five, as people do), each habit checked in on 90 % of its arc's days.
/// Records are the ritual tracker's own (docs/ritual-arcs.md): ritual, arc and habit items, check-ins
/// keyed by habit and day; a renewal clears the previous arc's `current` flag as `tend ritual renew` does.
struct RitualHistory: HistorySource {
    let tracker = RitualArcsTracker.id

    private static let plans: [(title: String, time: TimeOfDay, category: String, habits: [String])] = [
        ("Morning calm", .morning, "Mindfulness", ["Meditate", "Stretch", "Water", "Plan the day", "Walk"]),
        ("Deep work", .midday, "Productivity", ["Clear desk", "One big task", "No phone", "Review notes", "Tidy up"]),
        ("Wind down", .night, "Self-Care", ["Screens off", "Tea", "Read", "Journal", "Lights out"]),
    ]
    /// Days of each arc.
    static let arcDays = 30

    private var rituals: [Ritual] = []
    private var arcs: [RitualArc?] = []
    private var habits: [[ArcHabit]] = []
    private var nextStart: [Day] = []

    mutating func setup(first: Day, now: Date, ids: SeededIDs) -> [Mutation] {
        let positions = FractionalIndex.sequence(after: nil, count: Self.plans.count)
        rituals = zip(Self.plans, positions).map { plan, position in
            Ritual(id: ids.recordID(), title: plan.title, timeOfDay: plan.time, category: plan.category,
                   days: Self.arcDays, position: position, created: now)
        }
        arcs = Array(repeating: nil, count: rituals.count)
        habits = Array(repeating: [], count: rituals.count)
        nextStart = Array(repeating: first, count: rituals.count)
        return rituals.map { .create($0.item()) }
    }

    mutating func record(_ day: Day, now: Date, ids: SeededIDs, random r: inout SeededRandom) -> [Mutation] {
        var out: [Mutation] = []
        for i in rituals.indices {
            if day == nextStart[i] {
                if let previous = arcs[i] { out.append(.updateItem(previous.id, [ArcField.current: .bool(false)])) }
                let arc = RitualArc.make(ritual: rituals[i].id, number: (arcs[i]?.number ?? 0) + 1, start: day,
                                         days: Self.arcDays)
                let made = ArcHabit.make(Self.plans[i].habits, arc: arc)
                out.append(.create(arc.item(created: now)))
                out += made.map { .create($0.item(created: now)) }
                arcs[i] = arc
                habits[i] = made
                nextStart[i] = arc.end.adding(days: 1 + (r.chance(0.2) ? Int.random(in: 1...6, using: &r) : 0))
            }
            guard let arc = arcs[i], arc.contains(day) else { continue }
            for h in habits[i] where r.chance(0.9) {
                out.append(.create(Entry(id: h.checkInID(day), tracker: tracker, subject: h.id, day: day, value: .done,
                                         created: now)))
            }
        }
        return out
    }
}

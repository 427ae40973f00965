import Foundation
import TendKernel

/// Eight habits: two stacks of three ("After waking up", "After dinner") and two on their own, one of them
/// measurable on a 3-a-week schedule. Item fields follow docs/habit-stacks.md.
struct HabitHistory: HistorySource {
    let tracker = "habit"

    /// A habit to define: name, schedule, goal, stack index (or nil), how often it gets done.
    private struct Plan {
        let name: String
        let schedule: String
        let atLeast: (target: Double, unit: String)?
        let stack: Int?
        let rate: Double
    }

    private static let stacks = [("Morning", "waking up"), ("Evening", "dinner")]
    private static let plans = [
        Plan(name: "Meditate", schedule: "daily", atLeast: nil, stack: 0, rate: 0.85),
        Plan(name: "Stretch", schedule: "daily", atLeast: nil, stack: 0, rate: 0.75),
        Plan(name: "Journal", schedule: "daily", atLeast: nil, stack: 0, rate: 0.8),
        Plan(name: "Read", schedule: "daily", atLeast: nil, stack: 1, rate: 0.9),
        Plan(name: "Floss", schedule: "daily", atLeast: nil, stack: 1, rate: 0.7),
        Plan(name: "Plan tomorrow", schedule: "weekdays", atLeast: nil, stack: 1, rate: 0.85),
        Plan(name: "Run", schedule: "3/week", atLeast: (5, "km"), stack: nil, rate: 0.45),
        Plan(name: "Water", schedule: "daily", atLeast: (8, "glasses"), stack: nil, rate: 0.95),
    ]

    /// Habit ids with their plan and parsed schedule, once set up.
    private var habits: [(id: String, plan: Plan, schedule: Schedule)] = []
    private var start = Day(ordinal: 0)

    mutating func setup(first: Day, now: Date, ids: SeededIDs) -> [Mutation] {
        start = first
        var out: [Mutation] = []
        var stackIDs: [String] = []
        var position: String?
        for (name, trigger) in Self.stacks {
            let id = ids.recordID()
            position = FractionalIndex.after(position)
            stackIDs.append(id)
            out.append(.create(Item(id: id, tracker: tracker, type: "stack",
                                    fields: ["name": .string(name), "trigger": .string(trigger)],
                                    position: position!, created: now)))
        }
        position = nil
        var orders: [Int: String] = [:]
        for plan in Self.plans {
            // The plans' schedules are literals that parse.
            let schedule = try! Schedule(parsing: plan.schedule)
            let id = ids.recordID()
            position = FractionalIndex.after(position)
            var fields: [String: FieldValue] = [
                "name": .string(plan.name), "schedule": .string(schedule.text),
                "kind": .string(plan.atLeast == nil ? "check" : "atLeast"), "start": .string(first.iso),
            ]
            if let goal = plan.atLeast {
                fields["target"] = .double(goal.target)
                fields["unit"] = .string(goal.unit)
            }
            if let s = plan.stack {
                let order = FractionalIndex.after(orders[s])
                orders[s] = order
                fields["stack"] = .string(stackIDs[s])
                fields["order"] = .string(order)
            }
            out.append(.create(Item(id: id, tracker: tracker, type: "habit", fields: fields, position: position!, created: now)))
            habits.append((id, plan, schedule))
        }
        return out
    }

    func record(_ day: Day, now: Date, ids: SeededIDs, random r: inout SeededRandom) -> [Mutation] {
        var out: [Mutation] = []
        for h in habits {
            if !h.schedule.isScheduled(day, anchor: start) { continue }
            let value: EntryValue
            if r.chance(0.01) {
                value = .skip
            } else if r.chance(h.plan.rate) {
                if let goal = h.plan.atLeast {
                    value = .amount((goal.target * Double.random(in: 0.6...1.6, using: &r) * 10).rounded() / 10)
                } else {
                    value = .done
                }
            } else {
                continue
            }
            out.append(.create(Entry(id: EntryKey.daily(tracker, subject: h.id, day), tracker: tracker, subject: h.id,
                                     day: day, value: value, created: now)))
        }
        return out
    }
}

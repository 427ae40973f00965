import Foundation
@testable import HabitStacksTracker
import TendConsole
import Testing
import TendKernel
import TendTesting

@Suite("habit model: names, order, day states, health")
struct HabitModelTests {
    @Test("the closest name: typos, swaps, prefixes, nothing when far")
    func closestName() {
        let names = ["Run", "Read", "Stretch", "Meditate"]
        #expect(ClosestName.find("Rnu", among: names) == "Run")
        #expect(ClosestName.find("raed", among: names) == "Read")
        #expect(ClosestName.find("Strech", among: names) == "Stretch")
        #expect(ClosestName.find("medi", among: names) == "Meditate")
        #expect(ClosestName.find("Swim", among: names) == nil)
        #expect(ClosestName.find("", among: names) == nil)
        #expect(ClosestName.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(ClosestName.distance(Array("ab"), Array("ba")) == 1)
    }

    @Test("placing habits keeps chains ordered, and renumbers when neighbours tie")
    func stackOrder() throws {
        func habit(_ id: String, order: String, stack: String? = "s") -> Habit {
            let item = Item(id: id, tracker: "habit", type: "habit",
                            fields: Habit.fields(name: id, schedule: .daily, goal: .check, start: Day(ordinal: 0), cue: nil,
                                                 stack: stack, order: order),
                            created: Date(timeIntervalSince1970: 0))
            return Habit(item)!
        }
        let chain = [habit("a", order: "V"), habit("b", order: "W"), habit("c", order: "X")]
        let moving = habit("d", order: "", stack: nil)
        for i in 0...3 {
            let m = StackOrder.place(moving, at: i, among: chain, stackID: "s")
            #expect(m.count == 1)
            let key = m[0].fields["f.order"]!.string!
            #expect(m[0].fields["f.stack"] == .string("s"))
            var orders = chain.map(\.order)
            orders.insert(key, at: i)
            #expect(orders == orders.sorted(), "\(orders)")
        }
        let within = StackOrder.place(habit("c", order: "X"), at: 0, among: Array(chain.prefix(2)), stackID: "s")
        #expect(within.count == 1 && within[0].fields["f.stack"] == nil)
        let tied = [habit("a", order: "V"), habit("b", order: "W"), habit("c", order: "W")]
        let renumbered = StackOrder.place(moving, at: 2, among: tied, stackID: "s")
        var keys: [String: String] = [:]
        for (h, key) in zip(tied.map(\.id), ["V", "W", "W"]) { keys[h] = key }
        for m in renumbered { keys[m.key] = m.fields["f.order"]!.string! }
        let ordered = ["a", "b", "d", "c"].map { keys[$0]! }
        #expect(ordered == ordered.sorted() && Set(ordered).count == 4, "\(keys)")
    }

    @Test("day states: done, partial, skipped, missed, open, rest, outside")
    func dayStates() {
        let start = Day(iso: "2026-11-02")!  // a Monday
        let item = Item(id: "g", tracker: "habit", type: "habit",
                        fields: Habit.fields(name: "Gym", schedule: .days([.monday, .wednesday]), goal: .atLeast(5, unit: "km"),
                                             start: start, cue: nil), created: Date(timeIntervalSince1970: 0))
        let gym = Habit(item)!
        let today = Day(iso: "2026-11-11")!  // a Wednesday
        #expect(HabitDay.state(gym, start, value: .amount(5), today: today) == .done)
        #expect(HabitDay.state(gym, start, value: .amount(4), today: today) == .partial)
        #expect(HabitDay.state(gym, start, value: .skip, today: today) == .skipped)
        #expect(HabitDay.state(gym, Day(iso: "2026-11-04")!, value: nil, today: today) == .missed)
        #expect(HabitDay.state(gym, Day(iso: "2026-11-05")!, value: nil, today: today) == .rest)
        #expect(HabitDay.state(gym, today, value: nil, today: today) == .open)
        #expect(HabitDay.state(gym, Day(iso: "2026-11-01")!, value: nil, today: today) == .outside)
        #expect(HabitDay.state(gym, today.adding(days: 1), value: nil, today: today) == .outside)
        #expect(HabitGoal.atMost(2, unit: nil).completion(of: .amount(3)) == 0.5)
        #expect(HabitGoal.atMost(0, unit: nil).completion(of: .amount(0)) == 1)
        #expect(HabitGoal.atLeast(5, unit: nil).strengthGoal(.window(times: 3, days: 7)) == .atLeast(30, days: 14))
    }

    @Test("doctor finds duplicate names and dangling stacks from sync, and --fix repairs them")
    func health() throws {
        let h = HabitFixture.harness()
        HabitFixture.morning(h)
        let store = try h.openStore()
        try store.write(ChangeIntent(action: "habit.new", detail: "sync")) { _ in
            [.create(Item(id: "zz", tracker: "habit", type: "habit",
                          fields: Habit.fields(name: "run", schedule: .daily, goal: .check, start: Day(iso: "2026-11-22")!,
                                               cue: nil, stack: "gone", order: "V"),
                          created: Date(timeIntervalSince1970: 2_000_000_000)))]
        }
        let ctx = TrackerContext(store: store, calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock, ids: SequentialIDs(seed: 5))
        let tracker = HabitStacksTracker()
        #expect(try tracker.checkHealth(ctx) == ["Habit run belongs to a stack that no longer exists.", "Two habits are named Run."])
        let fix = try tracker.repairs(ctx)
        try store.write(ChangeIntent(action: "doctor.fix")) { _ in fix }
        #expect(try tracker.checkHealth(ctx) == [])
        #expect(try HabitBook(store).habit(id: "zz")?.name == "run (2)")
    }
}

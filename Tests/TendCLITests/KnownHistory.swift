import Foundation
import TendKernel
import TendCLITesting
import TendTesting

/// A known synthetic history of the test trackers, 2026-09-01 (a Tuesday) to 2026-11-22 (a Sunday,
/// "today" at 09:00): the rules below are the whole truth, so tests can recount any figure by hand.
enum KnownHistory {
    /// Rules answer nothing outside ``days``.
    static let first = Day(iso: "2026-09-01")!
    static let today = Day(iso: "2026-11-22")!
    static let now = "2026-11-22T09:00"
    static var days: ClosedRange<Day> { first...today }

    static func index(_ d: Day) -> Int { first.days(to: d) }

    /// Walk: done every day except most Saturdays and every 11th day; skipped on 2026-10-15; not yet today.
    static func walk(_ d: Day) -> EntryValue? {
        guard days.contains(d) else { return nil }
        let i = index(d)
        if d == today { return nil }
        if d == Day(iso: "2026-10-15")! { return .skip }
        if d.weekday == .saturday && i % 3 != 0 { return nil }
        if i % 11 == 5 { return nil }
        return .done
    }

    /// Feel: not logged every 9th day; 4–5 on walk days, 2–3 otherwise; 4 today.
    static func feel(_ d: Day) -> Int? {
        guard days.contains(d) else { return nil }
        let i = index(d)
        if d == today { return 4 }
        if i % 9 == 8 { return nil }
        return walk(d) == .done ? 4 + (i % 4 == 0 ? 1 : 0) : 2 + (i % 3 == 0 ? 1 : 0)
    }

    /// Journal lines: 0–3 on weekdays (i mod 4), one on some weekend days, one today.
    static func journal(_ d: Day) -> Int {
        guard days.contains(d) else { return 0 }
        let i = index(d)
        if d == today { return 1 }
        if d.weekday == .saturday || d.weekday == .sunday { return i % 5 == 0 ? 1 : 0 }
        return i % 4
    }

    /// Dishes (daily from the start): missed every 5th day (i mod 5 = 2), which includes today.
    static func dishes(_ d: Day) -> Bool { days.contains(d) && index(d) % 5 != 2 }

    /// Laundry (2/week from 2026-10-01): done on Mondays and Thursdays.
    static let laundryStart = Day(iso: "2026-10-01")!
    static func laundry(_ d: Day) -> Bool { days.contains(d) && d >= laundryStart && (d.weekday == .monday || d.weekday == .thursday) }

    /// Water (the custom tracker, from 2026-10-20): 1–3 glasses on even days.
    static let waterStart = Day(iso: "2026-10-20")!
    static func water(_ d: Day) -> Double? {
        guard days.contains(d) else { return nil }
        let i = index(d)
        return d >= waterStart && i % 2 == 0 ? Double(1 + i % 3) : nil
    }

    /// Every entry and item of the history (water only when `custom`).
    static func mutations(custom: Bool) -> [Mutation] {
        let created = Date(timeIntervalSince1970: 1_790_000_000)
        var out: [Mutation] = []
        for (name, schedule, start) in [("Dishes", "daily", first), ("Laundry", "2/week", laundryStart)] {
            out.append(.create(Item(id: "chore-" + name.lowercased(), tracker: "chores", type: "chore",
                                    fields: ["name": .string(name), "schedule": .string(schedule), "start": .string(start.iso)],
                                    created: created)))
        }
        var position = FractionalIndex.first
        for d in days {
            if let w = walk(d) { out.append(.create(Entry(id: EntryKey.daily("walk", d), tracker: "walk", day: d, value: w, created: created))) }
            if let f = feel(d) { out.append(.create(Entry(id: EntryKey.daily("feel", d), tracker: "feel", day: d, value: .level(f), created: created))) }
            for n in 0..<journal(d) {
                position = FractionalIndex.after(position)
                out.append(.create(Entry(id: "journal-\(d.iso)-\(n)", tracker: "journal", day: d, value: .text("Line \(n + 1)"),
                                         position: position, created: created)))
            }
            for (chore, done) in [("dishes", dishes(d)), ("laundry", laundry(d))] where done {
                out.append(.create(Entry(id: EntryKey.daily("chores", subject: chore, d), tracker: "chores", subject: chore, day: d,
                                         value: .done, created: created)))
            }
            if custom, let w = water(d) {
                out.append(.create(Entry(id: "water-\(d.iso)", tracker: "water", day: d, value: .amount(w), created: created)))
            }
        }
        return out
    }

    /// A harness at 09:00 on "today" holding the history, with the display name Sam.
    static func harness(custom: Bool = false) throws -> TendHarness {
        let h = TendHarness(now: now, modules: custom ? TestModules.withCustom : TestModules.standard)
        h.run("history")
        let store = try h.openStore()
        try store.write(ChangeIntent(action: "test.seed")) { _ in
            mutations(custom: custom) + [.setSetting("display-name", scope: .synced, "Sam")]
        }
        return h
    }
}

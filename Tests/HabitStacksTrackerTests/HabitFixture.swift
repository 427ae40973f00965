import Foundation
@testable import HabitStacksTracker
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Shared set-ups for the habit tests.
enum HabitFixture {
    /// A harness running only the habit module.
    static func harness(now: String = "2026-11-22T09:00", seed: UInt64 = 0) -> TendHarness {
        TendHarness(now: now, modules: [HabitStacksModule.plugin], ids: SequentialIDs(seed: seed))
    }

    /// Runs a command that must succeed; returns its output.
    @discardableResult
    static func ok(_ h: TendHarness, _ args: String..., sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let r = h.run(args)
        #expect(r.code == 0, "\(args): \(r)", sourceLocation: sourceLocation)
        return r.out
    }

    /// "Morning" after "waking up": Run → Read → Stretch, created on `created` (a date-time for TEND_NOW).
    static func morning(_ h: TendHarness, created: String = "2026-11-22T07:00") {
        let now = h.now
        h.now = created
        ok(h, "stack", "new", "Morning", "--after", "waking up", "Run", "Read", "Stretch")
        h.now = now
    }

    /// ISO day `n` days after `iso`.
    static func day(_ iso: String, plus n: Int) -> String { Day(iso: iso)!.adding(days: n).iso }

    /// Checks a habit in on each of `days` (ISO), with an optional amount.
    static func check(_ h: TendHarness, _ habit: String, on days: [String], amount: String? = nil) {
        for d in days {
            var args = ["habit", "done", habit, "--date", d]
            if let amount { args += ["--amount", amount] }
            let r = h.run(args)
            #expect(r.code == 0, "\(args): \(r)")
        }
    }

    /// The decoded `--json` output of a command.
    static func json(_ h: TendHarness, _ args: String...) throws -> Any {
        let r = h.run(args + ["--json"])
        #expect(r.code == 0, "\(args): \(r)")
        return try JSONSerialization.jsonObject(with: Data(r.out.utf8))
    }

    /// The live check-in of a habit on a day, read from the store.
    static func checkIn(_ h: TendHarness, _ habit: String, _ day: String) throws -> EntryValue? {
        let store = try h.openStore()
        guard let item = try store.items(ItemQuery(tracker: "habit", type: "habit"))
            .first(where: { $0.string("name") == habit }) else { return nil }
        let e = try store.entry(id: EntryKey.daily("habit", subject: item.id, Day(iso: day)!))
        return e.flatMap { $0.deleted ? nil : $0.value }
    }

    /// Runs a refused command and checks the refusal: its exit code, the whole message on stderr, nothing
    /// on stdout, nothing written.
    static func refused(_ h: TendHarness, _ args: [String], code: Int32, _ message: String,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
        #expect(r.out.isEmpty, "\(r)", sourceLocation: sourceLocation)
        #expect(r.err == "tend: " + message + "\n", sourceLocation: sourceLocation)
        #expect(try h.digest() == before, "nothing written", sourceLocation: sourceLocation)
    }

    /// Compares with a golden file beside this folder's tests.
    static func golden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.check(text, name, sourceLocation: sourceLocation)
    }

    // MARK: Seeding through the store (fast: one write instead of one CLI run per day)

    /// A habit seeded straight into the store, as `tend habit new` would write it. Returns its id.
    @discardableResult
    static func seedHabit(_ h: TendHarness, _ name: String, schedule: Schedule = .daily, goal: HabitGoal = .check,
                          start: String, stack: String? = nil, order: String? = nil) throws -> String {
        let store = try h.openStore()
        let id = "h-" + name.lowercased().replacingOccurrences(of: " ", with: "-")
        let created = try FixedClock(tendNow: start, timeZone: h.timeZone).now()
        try store.write(ChangeIntent(action: "habit.new", detail: name)) { reader in
            let position = FractionalIndex.after(try HabitBook(reader).habits.map(\.position).max())
            let fields = Habit.fields(name: name, schedule: schedule, goal: goal, start: Day(iso: start)!, cue: nil,
                                      stack: stack, order: order)
            return [.create(Item(id: id, tracker: "habit", type: "habit", fields: fields, position: position, created: created))]
        }
        return id
    }

    /// A stack seeded straight into the store with new daily habits in order. Returns the stack's id.
    @discardableResult
    static func seedStack(_ h: TendHarness, _ name: String, after trigger: String, habits: [String], start: String) throws -> String {
        let sid = "s-" + name.lowercased()
        let created = try FixedClock(tendNow: start, timeZone: h.timeZone).now()
        try h.openStore().write(ChangeIntent(action: "habit.stack.new", detail: name)) { _ in
            [.create(Item(id: sid, tracker: "habit", type: "stack", fields: HabitStack.fields(name: name, trigger: trigger),
                          created: created))]
        }
        for (n, key) in zip(habits, StackOrder.keys(habits.count)) {
            try seedHabit(h, n, start: start, stack: sid, order: key)
        }
        return sid
    }

    /// Check-ins seeded straight into the store, in one change: `values` by ISO day.
    static func seedCheckIns(_ h: TendHarness, _ habitID: String, _ values: [String: EntryValue]) throws {
        try h.openStore().write(ChangeIntent(action: "habit.done", detail: "seed")) { _ in
            values.sorted { $0.key < $1.key }.map { day, v in
                .create(Entry(id: EntryKey.daily("habit", subject: habitID, Day(iso: day)!), tracker: "habit",
                              subject: habitID, day: Day(iso: day)!, value: v, created: Date(timeIntervalSince1970: 0)))
            }
        }
    }

    /// The same value on each of `days`.
    static func seedCheckIns(_ h: TendHarness, _ habitID: String, on days: [String], _ value: EntryValue = .done) throws {
        try seedCheckIns(h, habitID, Dictionary(uniqueKeysWithValues: days.map { ($0, value) }))
    }
}

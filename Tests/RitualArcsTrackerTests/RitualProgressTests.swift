import Foundation
@testable import RitualArcsTracker
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Reading a ritual's progress over years of arcs: the counts, marks and skips equal the habit-by-habit
/// reading they replaced, however arcs overlap, pause or stop.
@Suite("ritual progress over many arcs")
struct RitualProgressTests {
    /// Two rituals: "Long" with 90 back-to-back 7-day arcs of five habits (450 habits, more than one read
    /// takes), one arc overlapping the next, a gap, a pause and one habit added with a random id; "Short",
    /// archived, with two arcs. Check-ins fall on and off their arcs' days; some are unchecked.
    static func store() throws -> (TendHarness, any Store) {
        let h = RitualTest.harness()
        let store = try h.openStore()
        let now = h.clock.now()
        var rng = SplitMix64(seed: 0x7E4D_5151)
        var mutations: [Mutation] = []
        var checkIns: [Entry] = []
        let first = Day(iso: "2024-01-01")!
        let long = Ritual(id: "r-long", title: "Long", timeOfDay: .morning, days: 7, created: now)
        let short = Ritual(id: "r-short", title: "Short", timeOfDay: .evening, days: 10,
                           position: FractionalIndex.after(FractionalIndex.first), created: now)
        mutations += [
            .create(long.item()), .create(short.item()),
            .updateItem(long.id, [RitualField.pauses: .array([Ritual.field(first.adding(days: 100)...first.adding(days: 120))])]),
            .updateItem(short.id, [RitualField.archivedOn: .string(first.adding(days: 15).iso)]), .archive(short.id),
        ]
        func addArc(_ r: Ritual, _ n: Int, _ start: Day, _ days: Int, extra: Bool = false) {
            let arc = RitualArc.make(ritual: r.id, number: n, start: start, days: days)
            var habits = ArcHabit.make(["A", "B", "C", "D", "E"], arc: arc)
            if extra { habits.append(ArcHabit(id: "h-random-\(n)", arc: arc.id, ritual: r.id, title: "F", position: "z")) }
            mutations.append(.create(arc.item(created: now)))
            mutations += habits.map { .create($0.item(created: now)) }
            for day in arc.start.adding(days: -2)...arc.end.adding(days: 2) {
                for habit in habits where Double.random(in: 0..<1, using: &rng) < 0.6 {
                    checkIns.append(Entry(id: habit.checkInID(day), tracker: "ritual", subject: habit.id, day: day,
                                          value: .done, created: now))
                }
            }
        }
        var start = first
        for n in 1...90 {
            let days = n == 40 ? 10 : 7                       // arc 40 runs into arc 41
            addArc(long, n, start, days, extra: n == 60)
            start = start.adding(days: n == 70 ? 12 : 7)        // a gap after arc 70
        }
        addArc(short, 1, first, 10)
        addArc(short, 2, first.adding(days: 10), 10)
        try store.write(ChangeIntent(action: "test.seed", detail: "rituals")) { _ in mutations }
        try store.write(ChangeIntent(action: "test.seed", detail: "check-ins")) { _ in checkIns.map(Mutation.create) }
        let unchecked = checkIns.indices.filter { $0 % 17 == 0 }.map { checkIns[$0].id }
        try store.write(ChangeIntent(action: "test.seed", detail: "uncheck")) { _ in unchecked.map { .delete(.entry, $0) } }
        return (h, store)
    }

    /// ``store()`` with a tracker context on it.
    static func context() throws -> (any Store, TrackerContext) {
        let (h, store) = try store()
        return (store, TrackerContext(store: store, calendar: DayCalendar(timeZone: h.timeZone), clock: h.clock, ids: h.ids))
    }

    /// Counts as they were read before: one query per habit of each arc in the range, over that arc's days.
    static func habitByHabit(_ book: RitualBook, _ r: Ritual, _ days: ClosedRange<Day>, _ reader: any StoreReader) throws -> [Day: Int] {
        var perDay: [Day: Int] = [:]
        for arc in book.arcs(of: r) where arc.start <= days.upperBound && arc.end >= days.lowerBound {
            let span = max(arc.start, days.lowerBound)...min(arc.end, days.upperBound)
            for h in book.habits(of: arc) {
                perDay.merge(try reader.dayCounts(EntryQuery(tracker: "ritual", subject: .only(h.id), days: span)), uniquingKeysWith: +)
            }
        }
        return perDay
    }

    @Test("check-in counts, marks and off-arc skips equal the habit-by-habit reading, over any range")
    func equalsHabitByHabit() throws {
        let (_, store) = try Self.store()
        let book = try RitualBook.load(store)
        #expect(book.arcs(of: book.ritual(id: "r-long")!).count == 90)
        let first = Day(iso: "2024-01-01")!
        let ranges = [first.adding(days: -5)...first.adding(days: 700), first.adding(days: 270)...first.adding(days: 300),
                      first.adding(days: 500)...first.adding(days: 500), first.adding(days: 5)...first.adding(days: 25)]
        for r in book.rituals {
            for days in ranges {
                let progress = try RitualProgress.load(book, rituals: [r], days: days, store)
                let expected = try Self.habitByHabit(book, r, days, store)
                for day in days { #expect(progress.checkIns(r, on: day) == (expected[day] ?? 0), "\(r.title) \(day.iso)") }

                // Skips on the days it isn't due, as found by searching every due interval.
                let target = TrackerTarget(id: "ritual:" + r.title, tracker: "ritual", name: r.title, schedule: .daily)
                let marks = try RitualArcsTracker.history(of: target, days: days, book, store).marks
                let due = RitualProgress.dueIntervals(book, r)
                let firstArc = book.arcs(of: r).first!.start
                for day in days where day >= firstArc && (expected[day] ?? 0) == 0 {
                    let skipped = !due.contains { $0.contains(day) }
                    #expect((marks[day]?.skipped ?? false) == skipped, "\(r.title) \(day.iso)")
                }
            }
        }
    }

    @Test("several rituals' histories read together equal each read alone; the light loads agree with the book")
    func historiesTogether() throws {
        let (store, ctx) = try Self.context()
        let tracker = RitualArcsTracker()
        let targets = try tracker.targets(ctx)
        #expect(targets.map(\.id) == ["ritual:Long", "ritual:Short"])
        let unknown = TrackerTarget(id: "ritual:Nobody", tracker: "ritual", name: "Nobody", schedule: .daily)
        let days = Day(iso: "2023-12-20")!...Day(iso: "2025-12-31")!
        let requests = (targets + [unknown]).map { HistoryRequest(target: $0, days: days) }
        var together: [TargetHistory] = []
        try tracker.histories(requests, ctx) { together.append($0) }
        #expect(together == (try requests.map { try tracker.history(of: $0.target, days: $0.days, ctx) }))
        #expect(together[2].marks.isEmpty && !together[0].marks.isEmpty)

        let book = try RitualBook.load(store), light = try RitualBook.loadArcs(store)
        #expect(try RitualBook.rituals(store) == book.rituals)
        #expect(light.rituals == book.rituals)
        for r in book.rituals { #expect(light.arcs(of: r) == book.arcs(of: r)) }
    }

    @Test("histories of a few weeks read only those weeks' arc habits and equal the whole book's")
    func historiesOfAPart() throws {
        let (store, ctx) = try Self.context()
        let tracker = RitualArcsTracker()
        let whole = try RitualBook.load(store)
        for (from, to) in [("2024-03-02", "2024-04-20"), ("2024-05-01", "2024-05-01"), ("2025-06-01", "2025-09-01")] {
            let days = Day(iso: from)!...Day(iso: to)!
            let part = try RitualBook.load(store, habitsIn: days)
            for r in whole.rituals {
                for arc in whole.arcs(of: r) {
                    let overlaps = arc.start <= days.upperBound && arc.end >= days.lowerBound
                    #expect(part.habits(of: arc) == (overlaps ? whole.habits(of: arc) : []))
                }
            }
            var got: [TargetHistory] = []
            let targets = try tracker.targets(ctx)
            try tracker.histories(targets.map { HistoryRequest(target: $0, days: days) }, ctx) { got.append($0) }
            #expect(got == (try targets.map { try RitualArcsTracker.history(of: $0, days: days, whole, store) }))
        }
    }

    @Test("arcs read again after a write are the new ones")
    func arcsAfterAWrite() throws {
        let (h, store) = try Self.store()
        let before = try RitualBook.loadArcs(store)
        let long = try #require(before.ritual(titled: "Long"))
        #expect(try RitualBook.loadArcs(store).arcs(of: long).count == 90)
        let arc = RitualArc.make(ritual: long.id, number: 91, start: Day(iso: "2026-01-01")!, days: 7)
        try store.write(ChangeIntent(action: "test.renew")) { _ in [.create(arc.item(created: h.clock.now()))] }
        #expect(try RitualBook.loadArcs(store).arcs(of: long).count == 91)
    }
}

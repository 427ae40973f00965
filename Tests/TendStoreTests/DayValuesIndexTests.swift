import Testing
import TendKernel
import TendTesting
import TendCLITesting
@testable import TendStore

/// Which index a read of day values names (its results are checked against whole entries in
/// `StoreQueryTests`): the covering history index, but the `(tracker, day)` one for any subject over a
/// short range.
@Suite("Day values: the index a read uses")
struct DayValuesIndexTests {
    @Test("any subject over up to 366 days: (tracker, day); a subject, a longer range or the whole history: history")
    func choice() throws {
        let today = try #require(Day(iso: "2026-11-21"))
        func index(_ q: EntryQuery) -> String { SQLiteBackend.dayValuesIndex(q) }
        let short = today.adding(days: -(SQLiteBackend.shortRange - 1))...today
        #expect(short.count == 366)
        #expect(index(EntryQuery(tracker: "mood", days: short)) == " INDEXED BY entries_by_tracker_day_deleted")
        #expect(index(EntryQuery(tracker: "mood", days: today...today)) == " INDEXED BY entries_by_tracker_day_deleted")
        #expect(index(EntryQuery(tracker: "mood", days: today.adding(days: -366)...today)) == " INDEXED BY entries_history")
        #expect(index(EntryQuery(tracker: "mood")) == " INDEXED BY entries_history")
        #expect(index(EntryQuery(tracker: "habit", subject: .only("run"), days: short)) == " INDEXED BY entries_history")
        #expect(index(EntryQuery(tracker: "mood", subject: .none, days: short)) == " INDEXED BY entries_history")
        #expect(index(EntryQuery(days: short)).isEmpty)
    }
}

/// A tracker's entries with and without a range of days are read by one statement (one prepare).
@Suite("Entry queries: one statement with or without a range of days")
struct EntryStatementTests {
    @Test("the same SQL, every day bound when none is given, no limit bound as -1")
    func sameStatement() throws {
        let range = try #require(Day(iso: "2026-01-01"))...(try #require(Day(iso: "2026-11-21")))
        let all = SQLiteBackend.entriesSQL(EntryQuery(tracker: "mood"))
        let some = SQLiteBackend.entriesSQL(EntryQuery(tracker: "mood", days: range, limit: 1))
        #expect(all.0 == some.0)
        #expect(all.1.count == some.1.count)
        #expect(all.1[1] == .int(.min) && all.1[2] == .int(.max) && all.1.last == .int(-1))
    }

    @Test("entries on the first and the last day Tend accepts are read without a range", arguments: StoreKind.allCases)
    func extremeDays(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 3)) { store in
            try store.put("fill", create("far-past", on: .earliest, .level(2), at: clock),
                          create("far-future", on: .latest, .level(4), at: clock))
            #expect(try store.entries(EntryQuery(tracker: "mood")).map(\.id) == ["far-past", "far-future"])
            #expect(try store.entries(EntryQuery(tracker: "mood", newestFirst: true, limit: 1)).map(\.id) == ["far-future"])
        }
    }
}

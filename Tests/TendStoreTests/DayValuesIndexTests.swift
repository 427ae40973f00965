import Testing
import TendKernel
import TendTesting
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

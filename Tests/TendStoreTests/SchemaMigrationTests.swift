import Foundation
import TendEngine
import TendKernel
@testable import TendStore
import TendTesting
import Testing

@Suite("Schema versions and indexes")
struct SchemaMigrationTests {
    /// Turns a current store back into a version 1 store: v1's indexes and version, v2 and v3 not recorded.
    private func downgradeToVersion1(_ store: SQLiteStore) throws {
        try store.executeBehindTheStoresBack("""
            DROP TABLE checkpoints;
            DROP INDEX items_by_arc;
            DROP INDEX items_by_type;
            DELETE FROM grdb_migrations WHERE identifier = 'v3';
            DROP INDEX entries_by_tracker_day_deleted;
            DROP INDEX entries_history;
            CREATE INDEX entries_by_tracker_day ON entries(tracker, day);
            CREATE INDEX entries_by_tracker_subject_day ON entries(tracker, subject, day);
            DELETE FROM grdb_migrations WHERE identifier = 'v2';
            PRAGMA user_version = 1;
            """)
    }

    @Test
    func aVersion1StoreIsMigratedInPlaceWithItsRecordsUnchanged() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/tend.sqlite"
            let clock = TestClock(millis: baseMillis)
            let (state, history): (String, String) = try {
                let store = try SQLiteStore(path: path, clock: clock, ids: SequentialIDs(seed: 1))
                try store.put(create("a", on: day("2026-11-20"), .level(3), at: clock),
                              create("b", tracker: "habit", subject: "run", on: day("2026-11-21"), .done, at: clock))
                try store.put(delete("a"))
                try downgradeToVersion1(store)
                #expect(try store.storedSchemaVersion() == 1)
                return (try store.stateDigest(includeDeviceSettings: true), try store.historyDigest())
            }()
            let store = try SQLiteStore(path: path, clock: clock, ids: SequentialIDs(seed: 2), create: false)
            #expect(try store.storedSchemaVersion() == 3)
            #expect(try store.indexNames(on: "entries") == ["entries_by_tracker_day_deleted", "entries_history"])
            #expect(try store.indexNames(on: "items") == ["items_by_arc", "items_by_tracker", "items_by_type"])
            let c = FigureCheckpoint(tracker: "mood", target: "mood", kind: "figures", params: "p", day: day("2026-10-01"), state: "{}")
            #expect(try store.save(c, readAt: store.lastClock()))
            #expect(try store.checkpoint(tracker: "mood", target: "mood", kind: "figures") == c)
            #expect(try store.stateDigest(includeDeviceSettings: true) == state)
            #expect(try store.historyDigest() == history)
            #expect(try store.dayCounts(EntryQuery(tracker: "habit")) == [day("2026-11-21"): 1])
            #expect(try store.verify() == [])
        }
    }

    @Test
    func liveCountsPerDayAreReadFromAnIndexAlone() throws {
        let store = try SQLiteStore.inMemory(clock: TestClock(millis: baseMillis), ids: SequentialIDs())
        let range = day("2026-01-01")...day("2026-11-21")
        let byTracker = try store.queryPlan(EntryQuery(tracker: "gratitude", days: range), counts: true)
        #expect(byTracker.contains { $0.contains("COVERING INDEX entries_by_tracker_day_deleted") })
        let bySubject = try store.queryPlan(EntryQuery(tracker: "habit", subject: .only("run"), days: range), counts: true)
        #expect(bySubject.contains { $0.contains("COVERING INDEX entries_history") })
    }

    @Test
    func dayValuesAreReadFromAnIndexAlone() throws {
        let store = try SQLiteStore.inMemory(clock: TestClock(millis: baseMillis), ids: SequentialIDs())
        let range = day("2026-01-01")...day("2026-11-21")
        let long = day("2024-01-01")...day("2026-11-21")
        for q in [EntryQuery(tracker: "mood", days: long), EntryQuery(tracker: "habit", subject: .only("run")),
                  EntryQuery(tracker: "habit", subject: .oneOf(["run", "read"]), days: range)] {
            #expect(try store.queryPlan(q, values: true).contains { $0.contains("COVERING INDEX entries_history") })
        }
    }

    @Test("day values of any subject over up to a year seek the days in the (tracker, day) index")
    func shortRangesSeekTheirDays() throws {
        let store = try SQLiteStore.inMemory(clock: TestClock(millis: baseMillis), ids: SequentialIDs())
        let plan = try store.queryPlan(EntryQuery(tracker: "mood", days: day("2026-10-09")...day("2026-11-21")), values: true)
        #expect(plan.contains { $0.contains("entries_by_tracker_day_deleted (tracker=? AND day>? AND day<?)") }, "\(plan)")
    }

    @Test
    func entriesOfSeveralSubjectsAreFoundThroughTheSubjectIndex() throws {
        let store = try SQLiteStore.inMemory(clock: TestClock(millis: baseMillis), ids: SequentialIDs())
        let plan = try store.queryPlan(EntryQuery(tracker: "habit", subject: .oneOf(["run", "read"]), days: day("2026-01-01")...day("2026-11-21")))
        #expect(plan.contains { $0.contains("entries_history (tracker=? AND subject=?") })
    }
}

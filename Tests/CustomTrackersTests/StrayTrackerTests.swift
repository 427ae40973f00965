import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

/// Data synced from a device whose tend has a tracker this one lacks is shown, read-only, under its id.
@Suite("Data of a tracker this tend does not have")
struct StrayTrackerTests {
    static func seeded() throws -> TendHarness {
        let h = TendHarness()
        h.run("history")
        let store = try h.openStore()
        for (i, (day, ml)) in [("2026-11-20", 500.0), ("2026-11-20", 250.0), ("2026-11-21", 750.0)].enumerated() {
            try store.write(ChangeIntent(action: "water.drink", detail: "\(ml)")) { _ in
                [Mutation(entity: .entry, key: "water-\(i)", fields: Entry(id: "water-\(i)", tracker: "water", day: Day(iso: day)!,
                                                                        value: .amount(ml), created: Date(timeIntervalSince1970: 1_763_700_000)).fieldValues)]
            }
        }
        return h
    }

    @Test("tend ID shows its days and names where it comes from; stats and month work")
    func shown() throws {
        let h = try Self.seeded()
        let day = h.run("water", "--date", "2026-11-20")
        #expect(day.code == 0, "\(day)")
        #expect(day.out.contains("water (not a tracker of this tend)"), "\(day.out)")
        #expect(day.out.contains("750"), "the day's two entries are summed: \(day.out)")
        #expect(h.run("water", "stats").code == 0)
        #expect(h.run("water", "month", "--month", "2026-11").code == 0)
    }

    @Test("writing into it is refused with the reason; nothing is written")
    func writeRefused() throws {
        let h = try Self.seeded()
        let before = try h.openStore().entries(EntryQuery(tracker: "water")).count
        let r = h.run("water", "log", "3")
        #expect(r.code == 69, "\(r)")
        #expect(r.err.contains("this tend doesn't have it, so it can't check what you write"), "\(r.err)")
        #expect(try h.openStore().entries(EntryQuery(tracker: "water")).count == before)
    }

    @Test("an id with no data at all is still unknown")
    func unknown() {
        let h = TendHarness()
        h.run("history")
        #expect(h.run("juice").code == 64)
    }
}

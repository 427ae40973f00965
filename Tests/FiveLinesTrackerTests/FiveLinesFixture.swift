import FiveLinesTracker
import Foundation
import TendKernel
import TendCLITesting
import TendTesting
import Testing

/// Shared set-up: a harness with the five-line module on Sunday 22 November 2026, 09:00 UTC.
enum FiveLinesFixture {
    /// A fresh harness (its store is created by the first run).
    static func harness(now: String = "2026-11-22T09:00", seed: UInt64 = 0) -> TendHarness {
        TendHarness(now: now, modules: [FiveLinesModule.plugin], ids: SequentialIDs(seed: seed))
    }

    /// A harness whose week has gaps: Thu 19 (2 lines), Sat 21 (1), Sun 22 = today (2); nothing on Fri 20
    /// or Mon 16–Wed 18.
    static func weekWithGaps(sourceLocation: SourceLocation = #_sourceLocation) -> TendHarness {
        let h = harness()
        add(h, ["Walked to the river", "Called my sister"], date: "2026-11-19", sourceLocation: sourceLocation)
        add(h, ["Baked bread"], date: "2026-11-21", sourceLocation: sourceLocation)
        add(h, ["Fixed the login bug", "Read for half an hour"], sourceLocation: sourceLocation)
        return h
    }

    /// Runs `tend five add` and expects success.
    static func add(_ h: TendHarness, _ lines: [String], date: String? = nil,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        var args = ["five", "add"] + lines
        if let date { args += ["--date", date] }
        let r = h.run(args)
        #expect(r.code == 0, "\(r)", sourceLocation: sourceLocation)
    }

    /// The texts of a day's live lines, in order, read straight from the store.
    static func texts(_ h: TendHarness, _ day: String) throws -> [String] {
        let d = Day(iso: day)!
        return try h.openStore().entries(EntryQuery(tracker: "five", days: d...d)).compactMap(\.value.text)
    }
}

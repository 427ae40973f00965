import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import CustomTrackers

/// The stats and month views, as golden files (text, ASCII, JSON).
@Suite("Stats and month views")
struct CustomViewTests {
    /// Sleep over three weeks: most nights logged, some short.
    private func sleep() throws -> TendHarness {
        let h = TendHarness(modules: [])
        try Fixture.add(h, Fixture.amount)
        let start = try #require(Day(iso: "2026-11-01"))
        for i in 0..<22 where i % 6 != 5 {
            let hours = [7.5, 8, 6.5, 7, 9, 7.25][i % 6]
            #expect(h.run("sleep", "log", NumberText.format(hours), "--date", start.adding(days: i).iso).code == 0)
        }
        return h
    }

    @Test("stats: figures the definition names, averages, the last seven days")
    func stats() throws {
        let h = try sleep()
        h.goldenRun("sleep", "stats", golden: "sleep-stats.txt")
        h.goldenRun("sleep", "stats", "--ascii", golden: "sleep-stats.ascii.txt")
        h.goldenRun("sleep", "stats", "--json", golden: "sleep-stats.json")
    }

    @Test("month: a heatmap of completion against the daily goal")
    func month() throws {
        let h = try sleep()
        h.goldenRun("sleep", "month", golden: "sleep-month.txt")
        h.goldenRun("sleep", "month", "--ascii", golden: "sleep-month.ascii.txt")
        h.goldenRun("sleep", "month", "--json", golden: "sleep-month.json")
        let october = h.run("sleep", "month", "--month", "2026-10")
        #expect(october.code == 0 && october.out.contains("Sleep · October 2026") && october.out.hasSuffix("Logged on 0 days · goal met on 0 days · total 0 h\n"))
    }

    @Test("a tracker with nothing logged says how to start")
    func empty() throws {
        let h = TendHarness(modules: [])
        try Fixture.add(h, Fixture.done)
        #expect(h.run("stretch").out == "Stretching · Sunday 22 November 2026\n  Nothing logged. Log with: tend stretch log\n")
        #expect(h.run("stretch", "stats").out.contains("Nothing logged yet; start with: tend stretch log\n"))
    }
}

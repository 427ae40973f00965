import Foundation
@testable import HabitStacksTracker
import Testing
import TendKernel
import TendCLITesting
import TendTesting

@Suite("tend habit show: figures, grids and the year contribution grid")
struct HabitShowTests {
    /// Run since 1 September: done most days, skips on Sundays in November, a gap in October.
    private func history() throws -> TendHarness {
        let h = HabitFixture.harness(now: "2026-11-22T20:00")
        try HabitFixture.seedStack(h, "Morning", after: "waking up", habits: ["Run", "Read"], start: "2026-09-01")
        var values: [String: EntryValue] = [:]
        for i in 0...82 {
            let d = HabitFixture.day("2026-09-01", plus: i)
            if d >= "2026-10-10" && d <= "2026-10-16" { continue }
            if i % 5 == 3 { continue }
            values[d] = .done
        }
        values["2026-11-21"] = nil
        values["2026-11-08"] = .skip
        values["2026-11-15"] = .skip
        try HabitFixture.seedCheckIns(h, "h-run", values)
        return h
    }

    @Test("golden text in Unicode and ASCII")
    func showGolden() throws {
        let h = try history()
        HabitFixture.golden(HabitFixture.ok(h, "habit", "show", "Run"), "habit-show.txt")
        HabitFixture.golden(HabitFixture.ok(h, "habit", "show", "Run", "--ascii"), "habit-show.ascii.txt")
    }

    @Test("golden JSON with the stats keys")
    func showJSON() throws {
        let h = try history()
        let out = HabitFixture.ok(h, "habit", "show", "Run", "--json")
        HabitFixture.golden(out, "habit-show.json")
        let o = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
        for key in ["streak", "momentum", "strength", "completionRate", "milestones", "last7", "last28", "year"] {
            #expect(o[key] != nil, "missing \(key)")
        }
        #expect((o["last7"] as! [Any]).count == 7)
        #expect((o["last28"] as! [Any]).count == 28)
    }

    @Test("--svg writes the year grid as an accessible SVG")
    func svg() throws {
        let h = try history()
        let path = h.directory + "/run.svg"
        let out = HabitFixture.ok(h, "habit", "show", "Run", "--svg", path)
        #expect(out.hasSuffix("Saved the year grid to \(path).\n"))
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<svg xmlns"))
        #expect(svg.contains("aria-label=\"Run over the year\""))
        #expect(svg.contains("2026-11-08: skipped"))
        #expect(svg.contains("2026-11-22: done"))
    }

    @Test("a measurable habit shows its goal and the week's total")
    func measurable() throws {
        let h = HabitFixture.harness(now: "2026-11-22T20:00")
        try HabitFixture.seedHabit(h, "Running", schedule: .window(times: 3, days: 7), goal: .atLeast(5, unit: "km"), start: "2026-11-10")
        try HabitFixture.seedCheckIns(h, "h-running", ["2026-11-16": .amount(5), "2026-11-18": .amount(3), "2026-11-21": .amount(7.5)])
        HabitFixture.golden(HabitFixture.ok(h, "habit", "show", "running"), "habit-show-measurable.txt")
    }
}

import Foundation
@testable import HabitStacksTracker
import Testing
import TendTesting

@Suite("the today view: one line per stack")
struct HabitTodayTests {
    @Test("one chain line per stack with momentum, then the other habits due; ASCII with --ascii")
    func todayLines() throws {
        let h = HabitFixture.harness()
        try HabitFixture.seedStack(h, "Morning", after: "waking up", habits: ["Run", "Read", "Stretch"], start: "2026-11-08")
        try HabitFixture.seedHabit(h, "Floss", start: "2026-11-22")
        try HabitFixture.seedHabit(h, "Gym", schedule: .days([.monday, .wednesday, .friday]), start: "2026-11-22")
        try HabitFixture.seedCheckIns(h, "h-run", on: (1...13).map { HabitFixture.day("2026-11-22", plus: -$0) })
        HabitFixture.ok(h, "habit", "done", "Run")
        HabitFixture.ok(h, "habit", "done", "Floss")
        let out = HabitFixture.ok(h)
        #expect(out.contains("\n○ After waking up → Run ✓ → Read ▸ → Stretch · · momentum building\n"), "\(out)")
        #expect(out.contains("\n  Other habits: Floss ✓\n"), "Gym isn't due on a Sunday: \(out)")
        HabitFixture.golden(out, "today.txt")
        let ascii = HabitFixture.ok(h, "--ascii")
        #expect(ascii.contains("\no After waking up -> Run x -> Read > -> Stretch . | momentum building\n"), "\(ascii)")
        let json = try HabitFixture.json(h, "today") as! [String: Any]
        let block = (json["trackers"] as! [[String: Any]]).first { $0["tracker"] as? String == "habit" }!
        #expect(block["done"] as? Bool == false)
        #expect(block["progress"] as? [String: Int] == ["done": 2, "total": 4])
    }

    @Test("a long chain folds its later habits so the line stays within 80 columns")
    func longChainFits() throws {
        let h = HabitFixture.harness()
        let names = ["Run", "Walk the dog", "Meditate", "Journal", "Stretch", "Push-ups", "Cold shower", "Read twenty pages",
                     "Plan the day", "Vitamins"]
        try HabitFixture.seedStack(h, "Morning", after: "the alarm goes off", habits: names, start: "2026-11-22")
        HabitFixture.ok(h, "habit", "done", "Run")
        let line = HabitFixture.ok(h).split(separator: "\n").first { $0.hasPrefix("○ After the alarm") }.map(String.init) ?? ""
        #expect(line.count <= 80, "\(line)")
        #expect(line.hasPrefix("○ After the alarm goes off → Run ✓ → Walk the dog ▸ → +8 more"), "\(line)")
        #expect(line.hasSuffix("more · momentum dormant"), "\(line)")
    }

    @Test("with no habits the today view says how to start")
    func empty() throws {
        let h = HabitFixture.harness()
        #expect(HabitFixture.ok(h).contains("Habits: none yet; start with: tend stack new Morning --after \"waking up\" Run\n"))
    }
}

import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Doing something today never lowers a figure a command shows (the issue's two examples, end to end).
@Suite("Today in progress: compare and ritual insights")
struct TodayInProgressCommandTests {
    static func json(_ h: TendHarness, _ args: String...) throws -> [String: Any] {
        let r = h.run(args + ["--json"])
        #expect(r.code == 0, "\(args): \(r)")
        return try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
    }

    /// A trend as one comparable number: its direction, then its change.
    static func rank(_ t: Any?) -> Double {
        guard let t = t as? [String: Any], let d = t["direction"] as? String else { return -1e9 }
        let dir: Double = d == "up" ? 1 : d == "stable" ? 0 : -1
        return dir * 1e6 + ((t["change"] as? Double) ?? 0)
    }

    @Test("compare: checking one habit of a stack today doesn't turn its trend down")
    func compareStack() throws {
        let h = TendHarness(now: "2026-11-01T08:00")
        #expect(h.run("stack", "new", "Morning", "--after", "waking up", "Run", "Read", "Stretch").code == 0)
        h.now = "2026-11-22T09:00"
        // The week before last: one habit a day; last week: all three.
        for back in 1...13 {
            let day = Day(iso: "2026-11-22")!.adding(days: -back).iso
            for habit in back <= 6 ? ["Run", "Read", "Stretch"] : ["Run"] {
                h.run("habit", "done", habit, "--date", day)
            }
        }
        func figures() throws -> [String: Any] {
            let rows = try Self.json(h, "compare", "stack:Morning", "--since", "30d")["targets"] as! [[String: Any]]
            return rows[0]
        }
        let before = try figures()
        #expect(h.run("habit", "done", "Run").code == 0)
        let after = try figures()
        #expect(Self.rank(after["trend"]) >= Self.rank(before["trend"]), "\(before["trend"] ?? "") → \(after["trend"] ?? "")")
        for key in ["completionRate", "strength"] {
            #expect((after[key] as? Double ?? 0) >= (before[key] as? Double ?? 0), "\(key)")
        }
        #expect(((after["momentum"] as? [String: Any])?["score"] as? Double ?? 0)
                >= ((before["momentum"] as? [String: Any])?["score"] as? Double ?? 0))
    }

    @Test("ritual insights: checking one habit today lowers neither the 7-day average nor its trends")
    func ritualInsights() throws {
        let h = TendHarness(now: "2026-11-22T09:00")
        #expect(h.run("ritual", "new", "Morning calm", "--days", "30", "--time", "morning", "--habit", "Meditate",
                      "--habit", "Stretch", "--habit", "Journal", "--start", "2026-11-05").code == 0)
        for back in 1...17 {
            let day = Day(iso: "2026-11-22")!.adding(days: -back).iso
            for habit in back <= 6 ? ["Meditate", "Stretch", "Journal"] : back % 2 == 0 ? ["Meditate", "Stretch"] : ["Meditate"] {
                h.run("ritual", "check", habit, "--date", day)
            }
        }
        let before = try Self.json(h, "ritual", "insights")
        #expect(h.run("ritual", "check", "Meditate").code == 0)
        let after = try Self.json(h, "ritual", "insights")
        #expect((after["sevenDayAverage"] as? Double ?? 0) >= (before["sevenDayAverage"] as? Double ?? 0),
                "\(before["sevenDayAverage"] ?? "") → \(after["sevenDayAverage"] ?? "")")
        #expect(Self.rank(after["sevenDayTrend"]) >= Self.rank(before["sevenDayTrend"]))
        #expect(Self.rank(after["weekOverWeek"]) >= Self.rank(before["weekOverWeek"]))
    }
}

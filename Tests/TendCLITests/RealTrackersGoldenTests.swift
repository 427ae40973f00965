import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Today, compare and insights over the five built-in trackers (not test doubles), on a history written
/// through their own commands: exact output in golden files, and the figures recounted from the rules.
@Suite("today, compare and insights with the five real trackers", .serialized)
struct RealTrackersGoldenTests {
    /// Seeding takes a few hundred in-process commands: write the history once and share it.
    static let shared = Result { try RealHistory.harness() }

    private func harness() throws -> TendHarness { try Self.shared.get() }

    @Test("today, compare and insights as text and JSON (golden)", arguments: ["today", "compare", "insights"])
    func golden(_ command: String) throws {
        let h = try harness()
        let r = h.run(command, "--no-color")
        #expect(r.code == 0, "\(r)")
        Check.golden(r.out, "real-\(command).txt")
        Check.fits80(r.out)
        Check.golden(h.run(command, "--json").out, "real-\(command).json")
    }

    @Test("today greets by name and time of day")
    func greeting() throws {
        #expect(try harness().run("today").out.hasPrefix("Good evening, Sam\n"))
    }

    @Test("compare's figures are the ones recounted from the rules")
    func compareRecounted() throws {
        let h = try harness()
        let report = try json(h.run("compare", "--json").out)
        let rows = try #require(report["targets"] as? [[String: Any]])
        func row(_ id: String) throws -> [String: Any] {
            try #require(rows.first { ($0["id"] as? String)?.lowercased() == id.lowercased() }, "no row \(id) in \(rows.map { $0["id"] ?? "" })")
        }
        let all = Array(RealHistory.days)
        // Gratitude, daily: a day counts once it has a line (today has one).
        let gratitudeDone = all.filter { RealHistory.gratitude($0) > 0 }
        #expect(try row("gratitude")["daysDone"] as? Double == Double(gratitudeDone.count))
        #expect(try row("gratitude")["scheduledDays"] as? Double == Double(all.count))
        // Five lines, weekdays: Saturday lines are kept but only scheduled days count.
        let weekdays = all.filter { ![.saturday, .sunday].contains($0.weekday) }
        #expect(try row("five")["daysDone"] as? Double == Double(weekdays.filter { RealHistory.five($0) > 0 }.count))
        #expect(try row("five")["scheduledDays"] as? Double == Double(weekdays.count))
        // Mood, daily.
        #expect(try row("mood")["daysDone"] as? Double == Double(all.filter { RealHistory.mood($0) != nil }.count))
        // Run: mon, wed, fri; today (a Sunday) is not one of them.
        let runDue = all.filter { [.monday, .wednesday, .friday].contains($0.weekday) }
        #expect(try row("habit:Run")["scheduledDays"] as? Double == Double(runDue.count))
        #expect(try row("habit:Run")["daysDone"] as? Double == Double(runDue.filter(RealHistory.run).count))
        // Read, daily, not done yet today: today is not held against it.
        #expect(try row("habit:Read")["daysDone"] as? Double == Double(all.filter(RealHistory.read).count))
        #expect(try row("habit:Read")["scheduledDays"] as? Double == Double(all.count - 1))
        // The ritual: each day counts the share of its two habits checked (today not over, not checked).
        let shares = all.dropLast().map { Double((RealHistory.noScreens($0) ? 1 : 0) + (RealHistory.tea($0) ? 1 : 0)) / 2 }
        #expect(try row("ritual:Wind down")["daysDone"] as? Double == shares.reduce(0, +))
        #expect(try row("ritual:Wind down")["scheduledDays"] as? Double == Double(all.count - 1))
    }

    @Test("insights' mood figures are the ones recounted from the rules")
    func insightsRecounted() throws {
        let h = try harness()
        let findings = try #require(try json(h.run("insights", "--json").out)["findings"] as? [[String: Any]])
        // Mood on the days each habit was done against the days it was due and missed (today, not over, is neither).
        let logged = RealHistory.days.filter { RealHistory.mood($0) != nil }
        for (habit, done) in [("Run", RealHistory.run), ("Read", RealHistory.read)] {
            let due: (Day) -> Bool = habit == "Run" ? { [.monday, .wednesday, .friday].contains($0.weekday) } : { _ in true }
            let with = logged.filter(done).map { Double(RealHistory.mood($0)!) }
            let without = logged.filter { due($0) && !done($0) && $0 != RealHistory.today }.map { Double(RealHistory.mood($0)!) }
            let f = try #require(findings.first { $0["subjects"] as? [String] == ["mood", "habit:" + habit] })
            let c = try #require(f["comparison"] as? [String: [String: Double]] ?? (f["comparison"] as? [String: Any]).map { d in
                d.compactMapValues { $0 as? [String: Double] }
            })
            #expect(c["with"]?["n"] == Double(with.count) && c["without"]?["n"] == Double(without.count), "\(habit): \(c)")
            #expect(c["with"]?["mean"] == JSONRound.r(with.reduce(0, +) / Double(with.count)), "\(habit): \(c)")
            #expect(c["without"]?["mean"] == JSONRound.r(without.reduce(0, +) / Double(without.count)), "\(habit): \(c)")
            // Fewer than five days on either side: no claim, and the text says why.
            #expect(f["claim"] as? Bool == (min(with.count, without.count) >= 5), "\(habit): \(f)")
        }
    }
}

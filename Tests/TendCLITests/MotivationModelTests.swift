import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Every motivation model works for every tracker that has the figure, and says why when one doesn't.
@Suite("Motivation models on every tracker")
struct MotivationModelTests {
    /// The highlight of each tracker in `tend today --json`.
    static func highlights(_ h: TendHarness) throws -> [String: [String: Any]] {
        let view = try JSONSerialization.jsonObject(with: Data(h.run("today", "--json").out.utf8)) as! [String: Any]
        var out: [String: [String: Any]] = [:]
        for b in view["trackers"] as! [[String: Any]] {
            if let hl = b["highlight"] as? [String: Any] { out[b["tracker"] as! String] = hl }
        }
        return out
    }

    @Test("the built-in trackers: each model shows for gratitude, five lines, mood and habits")
    func builtIns() throws {
        let h = TendHarness(now: "2026-11-22T09:00")
        for args in [["gratitude", "add", "Slow coffee"], ["five", "add", "Walked to the river"], ["mood", "log", "good"],
                     ["habit", "new", "Run"], ["stack", "new", "Morning", "--after", "waking up", "Run", "Read"],
                     ["habit", "done", "Run"]] {
            let r = h.run(args)
            #expect(r.code == 0, "\(args): \(r)")
        }
        // Five lines shows no figures until five.figures is on.
        #expect(try Self.highlights(h)["five"] == nil)
        #expect(h.run("config", "set", "five.figures", "on").code == 0)
        for model in ["streak", "momentum", "strength"] {
            #expect(h.run("config", "set", "motivation", model).code == 0)
            let hl = try Self.highlights(h)
            for tracker in ["gratitude", "five", "mood", "habit"] {
                #expect(hl[tracker]?["model"] as? String == model, "\(model) for \(tracker): \(hl[tracker] ?? [:])")
                #expect(hl[tracker]?["reason"] == nil)
            }
            let text = h.run("today").out
            #expect(text.contains(model == "streak" ? "streak 1 day" : model == "momentum" ? "momentum" : "strength"), "\(text)")
        }
    }

    @Test("a tracker without the chosen figure falls back and says why, in today's JSON and when choosing")
    func saysWhy() throws {
        let h = try KnownHistory.harness()
        let set = h.run("config", "set", "motivation", "strength")
        #expect(set.code == 0)
        #expect(set.out.contains("Feel: strength isn't one of its figures (streak, momentum); it shows its streak."), "\(set)")
        #expect(set.out.contains("Journal: strength isn't one of its figures (momentum); it shows its momentum."), "\(set)")
        let hl = try Self.highlights(h)
        #expect(hl["feel"]?["model"] as? String == "streak")
        #expect(hl["feel"]?["reason"] as? String == "Feel: strength isn't one of its figures (streak, momentum); it shows its streak.")
        #expect(hl["walk"]?["reason"] == nil)
    }
}

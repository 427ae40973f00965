import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import CustomTrackers

/// Issue 25's grammar for trackers defined by files: `show` (alias of the day view), `list --limit N`,
/// `rm --date D` (undoable), and momentum as a percentage in text, 0…1 in JSON.
@Suite("Defined trackers speak the shared grammar")
struct CustomGrammarTests {
    private func object(_ out: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
    }

    private func harness() throws -> TendHarness {
        let h = TendHarness(modules: [])
        try Fixture.add(h, Fixture.count)
        #expect(h.run("water", "log", "2", "--date", "2026-11-20").code == 0)
        #expect(h.run("water", "log", "3", "--date", "2026-11-20").code == 0)
        #expect(h.run("water", "log", "4").code == 0)
        return h
    }

    @Test("show is the day view; list shows the newest days, --limit N of them; --limit 0 is refused")
    func showAndList() throws {
        let h = try harness()
        #expect(h.run("water", "show").out == h.run("water").out)
        #expect(h.run("water", "show", "--date", "2026-11-20").out == h.run("water", "--date", "2026-11-20").out)
        let all = try object(h.run("water", "list", "--json").out)
        #expect((all["days"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-22", "2026-11-20"])
        let one = try object(h.run("water", "list", "--limit", "1", "--json").out)
        #expect((one["days"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-22"])
        let text = h.run("water", "list")
        #expect(text.code == 0 && text.out.contains("Friday 20 November 2026") && text.out.contains("Sunday 22 November 2026"), "\(text)")
        let before = try h.digest()
        let r = h.run("water", "list", "--limit", "0")
        #expect(r.code == 65 && r.out.isEmpty && r.err.contains("--limit 0"), "\(r)")
        #expect(try h.digest() == before)
    }

    @Test("rm removes a day's entries (alias remove); undo brings them back; an empty day is refused")
    func remove() throws {
        let h = try harness()
        let r = h.run("water", "rm", "--date", "2026-11-20")
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("Removed 2 entries of Water on Friday 20 November 2026"), "\(r.out)")
        #expect(try object(h.run("water", "--date", "2026-11-20", "--json").out)["count"] as? Int == 0)
        #expect(h.run("undo").code == 0)
        #expect(try object(h.run("water", "--date", "2026-11-20", "--json").out)["count"] as? Int == 2)
        #expect(h.run("water", "remove").code == 0)
        #expect(try object(h.run("water", "--json").out)["count"] as? Int == 0)
        let before = try h.digest()
        let refused = h.run("water", "rm", "--date", "2026-11-19")
        #expect(refused.code == 66 && refused.out.isEmpty, "\(refused)")
        #expect(refused.err == "tend: Water has nothing on Thursday 19 November 2026 to remove.\n", "\(refused.err)")
        #expect(try h.digest() == before)
    }

    @Test("momentum is a percentage in text and 0…1 in JSON")
    func momentum() throws {
        let h = TendHarness(modules: [])
        try Fixture.add(h, Fixture.amount)
        for d in ["2026-11-18", "2026-11-20", "2026-11-21", "2026-11-22"] {
            #expect(h.run("sleep", "log", "8", "--date", d).code == 0)
        }
        let j = try object(h.run("sleep", "stats", "--json").out)
        let score = try #require((j["momentum"] as? [String: Any])?["score"] as? Double)
        #expect((0...1).contains(score))
        let text = h.run("sleep", "stats").out
        #expect(text.contains("(\(Int((score * 100).rounded()))%)"), "\(text)")
    }
}

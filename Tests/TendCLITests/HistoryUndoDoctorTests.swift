import Foundation
import Testing
import TendEngine
import TendKernel
@testable import TendStore
import TendCLITesting
import TendTesting

@Suite("history, undo and doctor")
struct HistoryUndoDoctorTests {
    @Test("history lists changes newest first with --json golden")
    func historyJSON() throws {
        let h = TendHarness()
        try Seed.someChanges(h)
        let r = h.run("history", "--json")
        #expect(r.code == 0, "\(r)")
        let rows = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [[String: Any]]
        #expect(rows.map { $0["action"] as? String } == ["test.edit", "test.add", "config.set"])
        #expect(rows.allSatisfy { $0["thisDevice"] as? Bool == true })
        Golden.check(r.out, "history.json")
        let text = h.run("history", "--limit", "2")
        Golden.check(text.out, "history.txt")
    }

    @Test("undo restores previous values, repeats backwards, then says nothing to undo")
    func undoWalksBack() throws {
        let h = TendHarness()
        try Seed.someChanges(h)
        let store = { try h.openStore() }
        #expect(try store().entry(id: "e1")?.value == .text("Morning tea"))
        let r1 = h.run("undo")
        #expect(r1.code == 0)
        #expect(r1.out.hasPrefix("Undid: test.edit (first)"))
        #expect(try store().entry(id: "e1")?.value == .text("Morning coffee"))
        h.run("undo")
        #expect(try store().entry(id: "e1")?.deleted == true)
        h.run("undo")
        #expect(try store().setting("display-name", scope: .synced) == nil)
        #expect(h.run("undo").out == "Nothing to undo.\n")
        let history = h.run("history").out
        #expect(history.contains("Undo of: test.edit"))
        #expect(history.contains("(undone)"))
        #expect(try store().verify().isEmpty)
    }

    @Test("doctor is clean on a healthy store, finds tampering, and --fix rebuilds the same state")
    func doctorFindsAndFixes() throws {
        let h = TendHarness()
        try Seed.someChanges(h)
        let clean = h.run("doctor")
        #expect(clean.code == 0, "\(clean)")
        #expect(clean.out.contains("All good"))
        let healthy = try h.digest()
        try h.openStore().executeBehindTheStoresBack("UPDATE entries SET day = '1999-01-01'")
        let sick = h.run("doctor", "--json")
        #expect(sick.code == 1)
        let report = try JSONSerialization.jsonObject(with: Data(sick.out.utf8)) as! [String: Any]
        #expect((report["problems"] as? [String])?.isEmpty == false)
        #expect(report["healthy"] as? Bool == false)
        let fixed = h.run("doctor", "--fix")
        #expect(fixed.code == 0, "\(fixed)")
        #expect(try h.digest() == healthy)
    }

    @Test("help and completion scripts")
    func helpAndCompletions() throws {
        let h = TendHarness()
        for (args, golden) in [(["--help"], "help-root.txt"), (["history", "--help"], "help-history.txt"),
                               (["doctor", "--help"], "help-doctor.txt")] {
            let r = h.run(args)
            #expect(r.code == 0)
            Golden.check(r.out, golden)
        }
        for shell in ["bash", "zsh", "fish"] {
            let r = h.run("completions", shell)
            #expect(r.code == 0)
            #expect(r.out.contains("tend"))
            #expect(r.out.contains("history"))
        }
    }
}

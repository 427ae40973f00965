import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import WaterTracker

@Suite("Water tracker")
struct WaterTrackerTests {
    @Test("passes the conformance check")
    func conformance() {
        let problems = TrackerConformance.check(WaterModule.plugin) { h in
            h.run("water", "drink", "250")
            h.run("water", "drink", "0.5l", "--date", "yesterday")
            h.run("water", "goal", "2500")
        }
        #expect(problems == [])
    }

    @Test("drinks add up against the goal, in the day and in today")
    func drinks() throws {
        let h = TendHarness(modules: [WaterModule.plugin])
        #expect(h.run("water", "drink", "glass").out == "Water · Sunday 22 November 2026: +250 ml, 250 of 2000 ml.\n")
        #expect(h.run("water", "drink", "1.25l").code == 0)
        #expect(h.run("water", "goal", "1500").out == "The daily goal is now 1500 ml (was 2000 ml).\n")
        #expect(h.run("today").out.contains("Water · 1500 of 1500 ml today"))
        let day = h.run("water").out
        #expect(day.hasPrefix("Water · Sunday 22 November 2026\n  + 250 ml\n  + 1250 ml\nTotal: 1500 of 1500 ml\n"))
        #expect(try h.openStore().entries(EntryQuery(tracker: "water")).map(\.value) == [.amount(250), .amount(1250)])
    }

    @Test("bad amounts and goals are refused, nothing written", arguments: [
        (["water", "drink", "lots"], "tend: 'lots' is not a drink; use 1 to 5000 ml like 250, 250ml or 0.5l, or glass or bottle.\n"),
        (["water", "drink", "6l"], "tend: '6l' is not a drink; use 1 to 5000 ml like 250, 250ml or 0.5l, or glass or bottle.\n"),
        (["water", "goal", "50"], "tend: '50' is not a goal; use a whole number of millilitres from 500 to 10000.\n"),
    ])
    func refused(args: [String], message: String) throws {
        let h = TendHarness(modules: [WaterModule.plugin])
        h.run("water", "drink", "250")
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == 65 && r.out.isEmpty && r.err == message)
        #expect(try h.digest() == before)
    }
}

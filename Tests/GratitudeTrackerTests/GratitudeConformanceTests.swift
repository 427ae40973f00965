import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import GratitudeTracker

@Suite("gratitude conformance")
struct GratitudeConformanceTests {
    @Test("the module passes the tracker conformance check with every writing command exercised")
    func conforms() throws {
        let problems = TrackerConformance.check(GratitudeModule.plugin) { h in
            for args in [["gratitude", "add", "Morning coffee", "Call with Sam", "家族 🙏"],
                         ["gratitude", "add", "Rain", "--date", "yesterday"],
                         ["gratitude", "edit", "2", "Call with Sam and Jo"],
                         ["gratitude", "move", "3", "--to", "1"],
                         ["gratitude", "rm", "1", "--date", "yesterday"],
                         ["gratitude", "schedule", "mon,wed,sat"]] {
                let r = h.run(args)
                #expect(r.code == 0, "\(args): \(r)")
            }
        }
        #expect(problems == [])
    }

    @Test("the help lists every subcommand (golden)")
    func help() {
        let h = G.harness()
        G.golden(G.ok(h, "gratitude", "--help"), "help-gratitude.txt")
    }
}

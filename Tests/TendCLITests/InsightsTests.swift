import Foundation
import Testing
import TendKernel
import TendStats
import TendTesting

@Suite("tend insights across every enabled tracker")
struct InsightsTests {
    @Test("findings over the known history, each with n and effect size (golden)")
    func knownHistory() throws {
        let h = try KnownHistory.harness()
        let r = h.run("insights")
        #expect(r.code == 0, "\(r)")
        Check.golden(r.out, "insights.txt")
        Check.fits80(r.out)
        Check.golden(h.run("insights", "--json").out, "insights.json")
    }

    @Test("the level on days a practice was done versus due and missed, recounted by hand")
    func levelByPractice() throws {
        let h = try KnownHistory.harness()
        let findings = try json(h.run("insights", "--json").out)["findings"] as! [[String: Any]]
        let f = findings.first { $0["kind"] as? String == "levelByPractice" && ($0["subjects"] as? [String]) == ["feel", "walk"] }!
        var with: [Double] = [], without: [Double] = []
        let period = KnownHistory.today.adding(days: -89)...KnownHistory.today
        for d in period {
            guard let level = KnownHistory.feel(d) else { continue }
            switch KnownHistory.walk(d) {
            case .done?: with.append(Double(level))
            case nil where d != KnownHistory.today: without.append(Double(level))
            default: break  // the skip, and today (not over yet)
            }
        }
        let expected = GroupDifference(with, without)
        let c = f["comparison"] as! [String: Any]
        #expect((c["with"] as! [String: Any])["n"] as? Int == with.count)
        #expect((c["without"] as! [String: Any])["n"] as? Int == without.count)
        #expect((c["with"] as! [String: Any])["mean"] as? Double == JSONRound.r(expected.with.mean!))
        #expect(f["effectSize"] as? Double == JSONRound.r(expected.effectSize!))
        #expect(f["effectMeasure"] as? String == "cohensD" && f["magnitude"] as? String == "large")
        #expect(f["claim"] as? Bool == true && f["n"] as? Int == with.count + without.count)
    }

    @Test("no claim when n is too small, and the reason says why")
    func thinData() throws {
        let h = try KnownHistory.harness()
        let r = h.run("insights", "--since", "8d", "--json")
        let findings = try json(r.out)["findings"] as! [[String: Any]]
        let feelWalk = findings.first { ($0["subjects"] as? [String]) == ["feel", "walk"] }!
        #expect(feelWalk["claim"] as? Bool == false)
        #expect(feelWalk["effectSize"] == nil)
        #expect((feelWalk["text"] as! String).hasPrefix("No claim about Feel and Walk yet: Feel was logged on 6 days Walk was done and 0 days it was missed; each needs at least 5."))
        let journal = findings.first { ($0["subjects"] as? [String]) == ["feel", "journal"] }!
        #expect(journal["claim"] as? Bool == false)
        #expect(journal["text"] as? String == "No claim about Feel and Journal yet: only 7 days with both so far; at least 10 are needed.")
        let slips = findings.filter { $0["kind"] as? String == "weekdaySlips" }
        #expect(slips.allSatisfy { $0["claim"] as? Bool == false })
        let text = h.run("insights", "--since", "8d").out
        Check.golden(text, "insights-thin.txt")
    }

    @Test("weekday slips and the most consistent practice, recounted")
    func slipsAndConsistency() throws {
        let h = try KnownHistory.harness()
        let findings = try json(h.run("insights", "--json").out)["findings"] as! [[String: Any]]
        let walk = findings.first { $0["kind"] as? String == "weekdaySlips" && ($0["subjects"] as? [String]) == ["walk"] }!
        #expect(walk["claim"] as? Bool == true)
        #expect((walk["text"] as! String).hasPrefix("Walk slips on Saturdays ("))
        let saturdays = (walk["weekdays"] as! [[String: Any]]).first { $0["weekday"] as? Int == 6 }!
        let period = KnownHistory.today.adding(days: -89)...KnownHistory.today
        let due = period.filter { $0.weekday == .saturday && $0 >= KnownHistory.first && KnownHistory.walk($0) != .skip }
        #expect(saturdays["due"] as? Int == due.count)
        #expect(saturdays["done"] as? Double == Double(due.filter { KnownHistory.walk($0) == .done }.count))
        let best = findings.first { $0["kind"] as? String == "mostConsistent" }!
        #expect(best["subjects"] as? [String] == ["chores:Laundry"])
        #expect(best["completionRate"] as? Double == 1)
    }

    @Test("bad periods are refused")
    func badInput() throws {
        let h = try KnownHistory.harness()
        let before = try h.digest()
        let r = h.run("insights", "--since", "soon")
        #expect(r.code == 65 && r.out.isEmpty)
        #expect(r.err == "tend: --since 'soon' is not a period; use 90d, 12w, 6m, 1y or a date like 2026-09-01.\n")
        #expect(try h.digest() == before)
    }
}

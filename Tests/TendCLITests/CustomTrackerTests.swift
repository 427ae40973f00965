import Foundation
import Testing
import TendKernel
import TendTesting

/// A tracker registered in a test — nothing but a descriptor, every hook the kernel's default — shows up
/// in today, compare and insights with no change to them.
@Suite("A custom tracker appears in today, compare and insights")
struct CustomTrackerTests {
    @Test("the water tracker in all three")
    func everywhere() throws {
        let h = try KnownHistory.harness(custom: true)
        let today = h.run()
        #expect(today.out.contains("\n✓ Water · 1 "), "\(today.out)")
        let block = (try json(h.run("today", "--json").out)["trackers"] as! [[String: Any]]).last!
        #expect(block["tracker"] as? String == "water" && block["done"] as? Bool == true)
        let days = KnownHistory.days.filter { KnownHistory.water($0) != nil }
        #expect((block["highlight"] as! [String: Any])["text"] as? String == "streak \(days.count) days")

        let rows = try json(h.run("compare", "--json").out)["targets"] as! [[String: Any]]
        let water = rows.first { $0["id"] as? String == "water" }!
        #expect(water["daysDone"] as? Double == Double(days.count))
        // Due every day from its first entry (the default target's start) through today, which is done.
        #expect(water["scheduledDays"] as? Double == Double(days[0].days(to: KnownHistory.today) + 1))
        #expect(h.run("compare", "water").out.contains("Water"))
        #expect(h.run("compare", "--models", "water").code == 0)

        let findings = try json(h.run("insights", "--json").out)["findings"] as! [[String: Any]]
        let byWater = findings.first { ($0["subjects"] as? [String]) == ["feel", "water"] }!
        #expect(byWater["kind"] as? String == "levelByPractice")
        let slips = findings.first { $0["kind"] as? String == "weekdaySlips" && ($0["subjects"] as? [String]) == ["water"] }
        #expect(slips != nil)
        let text = h.run("insights").out
        #expect(text.contains("Water"))
        Check.fits80(text)
    }
}

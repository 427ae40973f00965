import FiveLinesTracker
import Foundation
import TendKernel
import TendCLITesting
import TendTesting
import Testing

@Suite("tend five browse")
struct FiveLinesBrowseTests {
    /// Lines this week, earlier this month, last month and last year.
    static func journal() -> TendHarness {
        let h = FiveLinesFixture.harness()
        FiveLinesFixture.add(h, ["Walked to the River", "Coffee at the café"], date: "2026-11-19")
        FiveLinesFixture.add(h, ["Fixed the login bug"])
        FiveLinesFixture.add(h, ["Met Ana for lunch", "CAFE AU LAIT with Sam", "Cleaned the bikes"], date: "2026-11-10")
        FiveLinesFixture.add(h, ["Long run by the river"], date: "2026-10-30")
        FiveLinesFixture.add(h, ["Planted tomatoes"], date: "2025-06-01")
        return h
    }

    private func days(_ out: String) throws -> [String] {
        let o = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
        return (o["days"] as! [[String: Any]]).map { $0["date"] as! String }
    }

    @Test("the week is the default: this week's days, newest first (golden)")
    func week() throws {
        let h = Self.journal()
        let r = h.run("five", "browse")
        #expect(r.code == 0, "\(r)")
        Golden.check(r.out, "browse-week.txt")
        #expect(h.run("five", "browse", "--week").out == r.out)
        #expect(try days(h.run("five", "browse", "--json").out) == ["2026-11-22", "2026-11-19"])
    }

    @Test("--month, --all, and --date choosing which week or month")
    func periods() throws {
        let h = Self.journal()
        #expect(try days(h.run("five", "browse", "--month", "--json").out) == ["2026-11-22", "2026-11-19", "2026-11-10"])
        #expect(try days(h.run("five", "browse", "--all", "--json").out)
                == ["2026-11-22", "2026-11-19", "2026-11-10", "2026-10-30", "2025-06-01"])
        #expect(try days(h.run("five", "browse", "--month", "--date", "2026-10-05", "--json").out) == ["2026-10-30"])
        #expect(try days(h.run("five", "browse", "--week", "--date", "2026-11-11", "--json").out) == ["2026-11-10"])
        let empty = h.run("five", "browse", "--week", "--date", "2026-11-03")
        #expect(empty.out == "Week Mon 2 Nov – Sun 8 Nov 2026\nNo lines on these days.\n")
    }

    @Test("the week follows the week-start setting")
    func weekStart() throws {
        let h = Self.journal()
        let store = try h.openStore()
        try store.write(ChangeIntent(action: "config.set")) { _ in [.setSetting("week-start", scope: .synced, "sunday")] }
        // Sunday-start week of Sunday 22 November: 22–28 November.
        #expect(try days(h.run("five", "browse", "--json").out) == ["2026-11-22"])
        #expect(h.run("five", "browse").out.hasPrefix("Week Sun 22 Nov – Sat 28 Nov 2026\n"))
    }

    @Test("--search ignores case and accents, searches every day by default, and keeps line numbers (golden)")
    func search() throws {
        let h = Self.journal()
        let r = h.run("five", "browse", "--search", "cafe")
        #expect(r.code == 0, "\(r)")
        Golden.check(r.out, "browse-search.txt")
        #expect(try days(h.run("five", "browse", "--search", "CAFÉ", "--json").out) == ["2026-11-19", "2026-11-10"])
        #expect(try days(h.run("five", "browse", "--search", "river", "--json").out) == ["2026-11-19", "2026-10-30"])
        #expect(try days(h.run("five", "browse", "--search", "river", "--week", "--json").out) == ["2026-11-19"])
        let none = h.run("five", "browse", "--search", "piano")
        #expect(none.code == 0)
        #expect(none.out == "All days · lines matching 'piano'\nNo lines match 'piano'.\n")
    }

    @Test("--json: period, range, search and each day's matching lines (golden)")
    func json() throws {
        let h = Self.journal()
        let r = h.run("five", "browse", "--month", "--search", "Cafe", "--json")
        #expect(r.code == 0)
        Golden.check(r.out, "browse-search.json")
    }

    @Test("only one period flag at a time")
    func exclusivePeriods() throws {
        let h = Self.journal()
        let before = try h.digest()
        let r = h.run("five", "browse", "--week", "--all")
        #expect(r.code == 64, "\(r)")
        #expect(r.out.isEmpty)
        #expect(r.err.contains("--week"))
        #expect(try h.digest() == before)
    }
}

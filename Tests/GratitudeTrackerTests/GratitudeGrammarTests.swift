import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import GratitudeTracker

/// Issue 25's grammar for the gratitude journal: `show` a day, `list` the newest days (`--limit N`),
/// `month` (`--month YYYY-MM` or `--date D`).
@Suite("tend gratitude speaks the shared grammar")
struct GratitudeGrammarTests {
    /// Lines on four days: today, 19 and 10 November, 30 October.
    private func journal() -> TendHarness {
        let h = G.harness()
        G.ok(h, "gratitude", "add", "Morning coffee")
        G.ok(h, "gratitude", "add", "Sunshine", "A letter", "--date", "2026-11-19")
        G.ok(h, "gratitude", "add", "Soup", "--date", "2026-11-10")
        G.ok(h, "gratitude", "add", "Autumn leaves", "--date", "2026-10-30")
        return h
    }

    private func dates(_ r: TendHarness.Result) throws -> [String] {
        (try G.json(r)["days"] as! [[String: Any]]).map { $0["date"] as! String }
    }

    @Test("list shows the newest days with their lines, newest first; --limit N of them")
    func list() throws {
        let h = journal()
        let text = G.ok(h, "gratitude", "list")
        #expect(text.contains("Morning coffee") && text.contains("Autumn leaves"))
        #expect(text.range(of: "Morning coffee")!.lowerBound < text.range(of: "Sunshine")!.lowerBound)
        #expect(try dates(h.run("gratitude", "list", "--json")) == ["2026-11-22", "2026-11-19", "2026-11-10", "2026-10-30"])
        #expect(try dates(h.run("gratitude", "list", "--limit", "2", "--json")) == ["2026-11-22", "2026-11-19"])
        try G.refused(h, ["gratitude", "list", "--limit", "0"], code: 65, message: "--limit 0: give a number of 1 or more.")
    }

    @Test("month takes --month YYYY-MM or --date; a bad month is refused")
    func month() throws {
        let h = journal()
        #expect(try dates(h.run("gratitude", "month", "--json")) == ["2026-11-22", "2026-11-19", "2026-11-10"])
        #expect(try dates(h.run("gratitude", "month", "--month", "2026-10", "--json")) == ["2026-10-30"])
        let october = G.ok(h, "gratitude", "month", "--month", "2026-10")
        #expect(october.contains("October 2026") && october.contains("Autumn leaves"))
        #expect(G.ok(h, "gratitude", "month", "--date", "2026-10-03") == october)
        try G.refused(h, ["gratitude", "month", "--month", "October"], code: 65,
                      message: "'October' is not a month; use YYYY-MM, like 2026-11.")
    }
}

/// `--tag` on gratitude's views of days.
@Suite("tend gratitude list and month take --tag")
struct GratitudeTagTests {
    @Test("--tag keeps the lines carrying every tag given; a bad tag is refused")
    func tagFilter() throws {
        let h = G.harness()
        G.ok(h, "gratitude", "add", "Morning coffee")
        let store = try h.openStore()
        let d = Day(iso: "2026-11-12")!
        try store.write(ChangeIntent(action: "import", detail: "tagged")) { _ in
            [.create(Entry(id: "tagged-1", tracker: "gratitude", day: d, value: .text("Ana's soup"), tags: ["family"],
                           source: "import", created: h.clock.now()))]
        }
        let list = try G.json(h.run("gratitude", "list", "--tag", "family", "--json"))
        #expect((list["days"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-12"])
        let month = G.ok(h, "gratitude", "month", "--tag", "FAMILY")
        #expect(month.contains("Ana's soup") && !month.contains("Morning coffee"))
        try G.refused(h, ["gratitude", "list", "--tag", " "], code: 65,
                      message: "' ' is not a tag; use a word or phrase of up to 100 characters, without commas or line breaks.")
    }
}

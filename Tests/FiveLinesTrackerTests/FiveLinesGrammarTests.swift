import FiveLinesTracker
import Foundation
import TendKernel
import TendCLITesting
import TendTesting
import Testing

/// Issue 25's grammar for the five-line journal: `list`, `month`, `search`, `stats`, and no figures
/// unless `five.figures` is on.
@Suite("tend five speaks the shared grammar")
struct FiveLinesGrammarTests {
    private func object(_ out: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
    }

    private func days(_ out: String) throws -> [String] {
        (try object(out)["days"] as! [[String: Any]]).map { $0["date"] as! String }
    }

    /// Runs a command that must be refused: the exit code, one line naming `mentions`, nothing written.
    private func refused(_ h: TendHarness, _ args: [String], code: Int32 = 65, mentions: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
        #expect(r.out.isEmpty && r.err.hasPrefix("tend: ") && r.err.contains(mentions), "\(r)", sourceLocation: sourceLocation)
        #expect(try h.digest() == before, "nothing written", sourceLocation: sourceLocation)
    }

    @Test("list shows the newest days with lines, --limit N of them; --limit 0 is refused")
    func list() throws {
        let h = FiveLinesBrowseTests.journal()
        let r = h.run("five", "list")
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("Walked to the River") && r.out.contains("Planted tomatoes"))
        #expect(try days(h.run("five", "list", "--limit", "2", "--json").out) == ["2026-11-22", "2026-11-19"])
        #expect(try days(h.run("five", "list", "--json").out).count == 5)
        try refused(h, ["five", "list", "--limit", "0"], mentions: "--limit 0")
    }

    @Test("month takes --month YYYY-MM or --date; a bad month is refused")
    func month() throws {
        let h = FiveLinesBrowseTests.journal()
        #expect(try days(h.run("five", "month", "--json").out) == ["2026-11-22", "2026-11-19", "2026-11-10"])
        #expect(try days(h.run("five", "month", "--month", "2026-10", "--json").out) == ["2026-10-30"])
        #expect(h.run("five", "month", "--month", "2026-10").out == h.run("five", "month", "--date", "2026-10-02").out)
        #expect(h.run("five", "month", "--month", "2026-10").out.contains("October 2026"))
        try refused(h, ["five", "month", "--month", "2026-00"], mentions: "'2026-00' is not a month")
    }

    @Test("search finds lines holding every word, as gratitude's search does; bad queries are refused")
    func search() throws {
        let h = FiveLinesBrowseTests.journal()
        let r = h.run("five", "search", "cafe")
        #expect(r.code == 0, "\(r)")
        #expect(r.out.hasPrefix("2 lines mention 'cafe' (newest first):"), "\(r.out)")
        #expect(r.out.contains("Coffee at the café") && r.out.contains("CAFE AU LAIT with Sam"))
        let j = try object(h.run("five", "search", "river", "--json").out)
        #expect(j["total"] as? Int == 2)
        #expect((j["results"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-19", "2026-10-30"])
        #expect((j["results"] as! [[String: Any]]).map { $0["ref"] as! Int } == [1, 1])
        #expect(h.run("five", "search", "river", "walked").out.contains("1 line mentions"))
        try refused(h, ["five", "search", "  "], mentions: "Give at least one word to search for, e.g. tend five search coffee.")
        try refused(h, ["five", "search", "river", "--limit", "0"], mentions: "--limit 0")
    }

    @Test("stats: days, lines and the month, without streaks unless five.figures is on")
    func stats() throws {
        let h = FiveLinesBrowseTests.journal()
        let r = h.run("five", "stats")
        #expect(r.code == 0, "\(r)")
        let j = try object(h.run("five", "stats", "--json").out)
        #expect(j["days"] as? Int == 5)
        #expect(j["lines"] as? Int == 8)
        #expect(j["daysThisMonth"] as? Int == 3)
        #expect(j["streak"] == nil && j["momentum"] == nil)
        #expect(!r.out.lowercased().contains("streak") && !r.out.lowercased().contains("momentum"), "\(r.out)")
        #expect(h.run("config", "set", "five.figures", "on").code == 0)
        let on = try object(h.run("five", "stats", "--json").out)
        let momentum = try #require(on["momentum"] as? Double)
        #expect((0...1).contains(momentum))
        // The same streak the today view highlights (the default motivation model is the streak).
        let today = try object(h.run("today", "--json").out)
        let block = (today["trackers"] as! [[String: Any]]).first { $0["tracker"] as? String == "five" }!
        let highlight = try #require(block["highlight"] as? [String: Any])
        #expect(highlight["model"] as? String == "streak")
        #expect((on["streak"] as? Int).map(Double.init) == highlight["value"] as? Double)
        let text = h.run("five", "stats").out
        #expect(text.contains("Momentum: \(Int((momentum * 100).rounded()))%"), "\(text)")
        #expect(text.contains("Streak: \(on["streak"] as! Int) day"), "\(text)")
        #expect(r.out.contains("This month: 3 days"), "\(r.out)")
    }
}

/// The platform views leave the five-line journal's figures out unless `five.figures` is on.
@Suite("five lines has no figures by default")
struct FiveLinesFiguresTests {
    @Test("today, compare and insights show no figures for five until five.figures is on")
    func noFigures() throws {
        let h = FiveLinesBrowseTests.journal()
        let today = try JSONSerialization.jsonObject(with: Data(h.run("today", "--json").out.utf8)) as! [String: Any]
        let block = (today["trackers"] as! [[String: Any]]).first { $0["tracker"] as? String == "five" }!
        #expect(block["highlight"] == nil)
        #expect(!h.run("compare").out.contains("Five lines"))
        #expect(!h.run("insights", "--json").out.contains("\"five\""))
        let off = h.run("config", "get", "five.figures")
        #expect(off.code == 0 && off.out.contains("off"), "\(off)")
        #expect(h.run("config", "set", "five.figures", "on").code == 0)
        let on = try JSONSerialization.jsonObject(with: Data(h.run("today", "--json").out.utf8)) as! [String: Any]
        let shown = (on["trackers"] as! [[String: Any]]).first { $0["tracker"] as? String == "five" }!
        #expect(shown["highlight"] != nil)
        #expect(h.run("compare").out.contains("Five lines"))
    }

    @Test("a bad five.figures value is refused and nothing is written")
    func badSetting() throws {
        let h = FiveLinesBrowseTests.journal()
        let before = try h.digest()
        let r = h.run("config", "set", "five.figures", "sometimes")
        #expect(r.code != 0 && r.err.contains("on, off"), "\(r)")
        #expect(try h.digest() == before)
    }
}

/// `--tag` on the views of days: lines carrying a tag (an import's, for one) can be picked out.
@Suite("tend five list and month take --tag")
struct FiveLinesTagTests {
    @Test("--tag keeps the lines carrying every tag given; a bad tag is refused")
    func tagFilter() throws {
        let h = FiveLinesBrowseTests.journal()
        let store = try h.openStore()
        let d = Day(iso: "2026-11-15")!
        try store.write(ChangeIntent(action: "import", detail: "tagged")) { _ in
            [.create(Entry(id: "tagged-1", tracker: "five", day: d, value: .text("Hiked the ridge"), tags: ["outdoors", "friends"],
                           source: "import", created: h.clock.now()))]
        }
        let list = try JSONSerialization.jsonObject(with: Data(h.run("five", "list", "--tag", "Outdoors", "--json").out.utf8)) as! [String: Any]
        #expect((list["days"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-15"])
        let month = h.run("five", "month", "--tag", "outdoors", "--tag", "friends")
        #expect(month.out.contains("Hiked the ridge") && !month.out.contains("Fixed the login bug"), "\(month)")
        #expect(!h.run("five", "month", "--tag", "outdoors", "--tag", "work").out.contains("Hiked"))
        let before = try h.digest()
        let bad = h.run("five", "list", "--tag", "a,b")
        #expect(bad.code == 65 && bad.out.isEmpty && bad.err.contains("'a,b' is not a tag"), "\(bad)")
        #expect(try h.digest() == before)
    }
}

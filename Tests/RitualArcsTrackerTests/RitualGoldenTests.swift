import Testing
import TendCLITesting
import TendTesting

/// Golden output: the files in `Golden/` are the spec of what `tend ritual` prints
/// (`TEND_UPDATE_GOLDEN=1 swift test --filter RitualArcsTrackerTests` rewrites the ones that differ, and
/// fails naming each).
@Suite("ritual: golden output")
struct RitualGoldenTests {
    private func expectGolden(_ h: TendHarness, _ args: [String], _ name: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let r = h.goldenRun(args, golden: name, sourceLocation: sourceLocation)
        #expect(r.err.isEmpty, "\(r)", sourceLocation: sourceLocation)
    }

    @Test("today, all rituals, show, history, day and insights")
    func views() throws {
        let h = RitualTest.harness("2026-11-22T07:45")
        try RitualTest.seed(h)
        expectGolden(h, ["ritual"], "today.txt")
        expectGolden(h, ["ritual", "--json"], "today.json")
        expectGolden(h, ["ritual", "--all", "--ascii"], "today-all-ascii.txt")
        expectGolden(h, ["ritual", "show", "Morning calm"], "show.txt")
        expectGolden(h, ["ritual", "show", "Morning calm", "--json"], "show.json")
        expectGolden(h, ["ritual", "history"], "history.txt")
        expectGolden(h, ["ritual", "history", "--ritual", "evening wind-down", "--ascii"], "history-ritual-ascii.txt")
        expectGolden(h, ["ritual", "history", "--json"], "history.json")
        expectGolden(h, ["ritual", "day", "yesterday"], "day.txt")
        expectGolden(h, ["ritual", "day", "yesterday", "--json"], "day.json")
        expectGolden(h, ["ritual", "insights"], "insights.txt")
        expectGolden(h, ["ritual", "insights", "--json"], "insights.json")
        expectGolden(h, [], "tend-today.txt")
    }

    @Test("presets and help")
    func presetsAndHelp() {
        let h = RitualTest.harness()
        expectGolden(h, ["ritual", "presets"], "presets.txt")
        expectGolden(h, ["ritual", "--help"], "help-ritual.txt")
        expectGolden(h, ["ritual", "new", "--help"], "help-ritual-new.txt")
    }
}

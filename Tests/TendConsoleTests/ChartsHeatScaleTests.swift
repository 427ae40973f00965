import Testing
import TendKernel
@testable import TendConsole

/// Calendar charts with a scale of their own (a five-level labelled scale, as the mood tracker uses),
/// next to the default heat ramp whose goldens stay unchanged.
@Suite("Charts — heat scales")
struct ChartsHeatScaleTests {
    /// Five named levels plus "none"; digits in ASCII, faces in two-column cells.
    static let named = HeatScale(
        narrow: .init(unicode: ["·", "▁", "▂", "▄", "▆", "█"], ascii: [".", "1", "2", "3", "4", "5"]),
        wide: .init(unicode: ["··", "😖", "🙁", "😐", "🙂", "😄"], ascii: [" .", "D:", ":(", ":|", ":)", ":D"]),
        ansi: ["90", "31", "33", "37", "36", "32"],
        fills: ["#ebedf0", "#d73027", "#fc8d59", "#fee08b", "#91cf60", "#1a9850"], darkFills: [1, 5],
        names: ["none", "horrible", "bad", "average", "good", "great"])

    /// Levels 0…5 in turn, skipping every seventh day.
    static func levels(_ range: ClosedRange<Day>) -> [Day: Int] {
        var out: [Day: Int] = [:]
        for d in range where d.ordinal % 7 != 0 { out[d] = d.ordinal % 6 }
        return out
    }

    let month = MonthHeatmap(
        title: "Mood · February 2024", year: 2024, month: 2, firstWeekday: .monday,
        levels: levels(ChartsGolden.day("2024-02-01")...ChartsGolden.day("2024-02-28")).merging([ChartsGolden.day("2024-02-29"): 5]) { a, _ in a },
        captions: [ChartsGolden.day("2024-02-29"): "great — leap day"], labels: ChartsGolden.labels,
        summary: "Mood per day.", scale: named)

    let year = YearGrid(
        title: "Mood · 2024", year: 2024, levels: levels(ChartsGolden.day("2024-01-01")...ChartsGolden.day("2024-12-31")),
        lastDay: ChartsGolden.day("2024-11-21"), labels: ChartsGolden.labels, summary: "Mood per day in 2024.", scale: named)

    @Test func namedScaleGoldens() {
        ChartsGolden.check(month.render(.unicode), "month-heatmap-named.unicode.txt")
        ChartsGolden.check(month.render(.ascii), "month-heatmap-named.ascii.txt")
        ChartsGolden.check(month.render(ChartStyle(charset: .unicode, color: true)), "month-heatmap-named.color.txt")
        ChartsGolden.check(month.svg(), "month-heatmap-named.svg")
        ChartsGolden.check(year.render(.unicode), "year-grid-named.unicode.txt")
        ChartsGolden.check(year.render(.ascii), "year-grid-named.ascii.txt")
        ChartsGolden.check(year.svg(), "year-grid-named.svg")
    }

    @Test func everyLevelHasItsOwnCellAndLevelsAboveFourAreKept() {
        let lines = month.render(.ascii).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // 1 February 2024 is a Thursday; 29 February (level 5) is the last cell of the month.
        let cells = lines[2...6].flatMap { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(Set(cells).isSuperset(of: ["D:", ":(", ":|", ":)", ":D"]))
        #expect(lines[6].hasSuffix(":D"))
        #expect(lines[7] == " . none  D: horrible  :( bad  :| average  :) good  :D great")
        let yearLines = year.render(.ascii).split(separator: "\n").map(String.init)
        #expect(yearLines[14] == ". none  1 horrible  2 bad  3 average  4 good  5 great")
        #expect(yearLines[3].count == 4 + 29)
    }

    @Test func svgUsesTheScalesFillsAndNamesInTheLegend() {
        let svg = month.svg()
        #expect(svg.contains(##"fill="#1a9850"><title>2024-02-29: great — leap day</title>"##))
        #expect(svg.contains(#"<g aria-label="none, horrible, bad, average, good, great">"#))
        for name in ChartsHeatScaleTests.named.names { #expect(svg.contains(">\(name)</text>")) }
        #expect(!svg.contains("#9be9a8"), "no colour of the default ramp")
    }

    @Test func theDefaultScaleIsTheOldRamp() {
        let s = HeatScale.intensity
        #expect(s.top == 4 && s.names.isEmpty)
        #expect(s.fills == ChartGlyphs.heatFill)
        for l in 0...4 {
            #expect(s.narrow.glyph(l, .unicode) == ChartGlyphs.heat(l, .unicode))
            #expect(s.narrow.glyph(l, .ascii) == ChartGlyphs.heat(l, .ascii))
            #expect(s.color(l) == ChartGlyphs.heatColor(l))
        }
        #expect(s.clamp(9) == 4 && s.clamp(-1) == 0 && s.clamp(nil) == 0)
        #expect(ChartsHeatScaleTests.named.clamp(9) == 5)
    }
}

import Testing
import TendKernel
@testable import TendConsole

@Suite("Charts — sparkline")
struct ChartsSparklineTests {
    let line = Sparkline(title: "Strength, last 14 days", values: [0, 0.1, 0.2, nil, 0.35, 0.5, 0.45, 0.6, 0.7, 0.65, 0.8, 0.9, 1, 0.95],
                         start: ChartsGolden.day("2026-11-08"), minimum: 0, maximum: 1,
                         seriesLabel: "Strength", summary: "Strength rose from 0 to 95 % over 14 days.")

    @Test func goldens() {
        ChartsGolden.check(line.render(.unicode) + "\n", "sparkline.unicode.txt")
        ChartsGolden.check(line.render(.ascii) + "\n", "sparkline.ascii.txt")
        ChartsGolden.check(line.svg(), "sparkline.svg")
    }

    @Test func rampAndGaps() {
        #expect(line.render(.unicode) == "▁▂▂ ▃▅▄▅▆▆▇▇██")
        #expect(Sparkline(values: [1, 2, 3, 4, 5, 6, 7, 8]).render(.unicode) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline(values: [1, 2, 3, 4, 5, 6, 7, 8]).render(.ascii) == "_.-~=+*#")
        // A flat line sits in the middle; an empty one is empty.
        #expect(Sparkline(values: [3, 3, 3]).render(.unicode) == "▅▅▅")
        #expect(Sparkline(values: []).render(.unicode) == "")
    }
}

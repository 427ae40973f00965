import Testing
import TendKernel
@testable import TendConsole

@Suite("Charts — 7-day bar chart")
struct ChartsBarChartTests {
    let chart = BarChart(
        title: "Last 7 days",
        bars: [
            .init(label: "Mo", value: 5), .init(label: "Tu", value: 2.5), .init(label: "We", value: 0),
            .init(label: "Th", value: nil), .init(label: "Fr", value: 1), .init(label: "Sa", value: 3.25),
            .init(label: "Su", value: 4, valueLabel: "4 lines"),
        ],
        seriesLabel: "Entries per day",
        summary: "Entries on each of the last 7 days: 5, 2.5, 0, none, 1, 3.25 and 4.")

    @Test func goldens() {
        ChartsGolden.check(chart.render(.unicode), "bar-chart.unicode.txt")
        ChartsGolden.check(chart.render(.ascii), "bar-chart.ascii.txt")
        ChartsGolden.check(chart.render(ChartStyle(charset: .unicode, color: true)), "bar-chart.color.txt")
        ChartsGolden.check(chart.svg(), "bar-chart.svg")
    }

    @Test func barsAreProportionalToTheLargestValue() {
        let lines = chart.render(.ascii).split(separator: "\n").map(String.init)
        #expect(lines[0] == "Last 7 days")
        #expect(lines[1] == "Mo " + String(repeating: "#", count: 20) + " 5")
        #expect(lines[2].hasPrefix("Tu " + String(repeating: "#", count: 10) + " "))
        #expect(lines[3] == "We" + String(repeating: " ", count: 22) + "0")
        #expect(lines[4].hasSuffix(" ."))
        let unicode = chart.render(.unicode).split(separator: "\n").map(String.init)
        // 1 of 5 → 4 full cells of 20; 3.25 of 5 → 13 cells exactly.
        #expect(unicode[5] == "Fr ████" + String(repeating: " ", count: 16) + " 1")
        #expect(unicode[6] == "Sa " + String(repeating: "█", count: 13) + String(repeating: " ", count: 7) + " 3.25")
        // Partial cells: 2.5 of 5 over 20 cells with eighths = 10 cells; 1.3 → 5.2 cells → ▎ after 5.
        let partial = BarChart(title: "t", bars: [.init(label: "a", value: 1.3)], maximum: 5).render(.unicode)
        #expect(partial.contains("█████▎"))
    }

    @Test func colourOnlyWhenAsked() {
        #expect(!chart.render(.unicode).contains("\u{1B}["))
        #expect(chart.render(ChartStyle(charset: .ascii, color: true)).contains("\u{1B}[32m"))
        #expect(ChartStyle(Style(color: true, unicode: false, theme: .garden)) == ChartStyle(charset: .ascii, color: true))
        #expect(ChartStyle(Style.plain) == .unicode)
    }
}

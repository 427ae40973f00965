import Testing
import TendKernel
@testable import TendConsole

@Suite("Charts — year grid and contribution grid")
struct ChartsGridTests {
    let yearGrid = YearGrid(
        title: "2024", year: 2024,
        levels: ChartsGolden.levels(from: ChartsGolden.day("2024-01-01"), through: ChartsGolden.day("2024-12-31")),
        captions: [ChartsGolden.day("2024-02-29"): "leap day"],
        lastDay: ChartsGolden.day("2024-11-21"), labels: ChartsGolden.labels, summary: "Activity per day in 2024.")

    let contribution = ContributionGrid(
        title: "Last 12 months", end: ChartsGolden.day("2026-11-21"), firstWeekday: .monday,
        levels: ChartsGolden.levels(from: ChartsGolden.day("2025-11-01"), through: ChartsGolden.day("2026-11-21")),
        captions: [ChartsGolden.day("2026-11-21"): "2 entries"], labels: ChartsGolden.labels,
        summary: "Activity per day over the last 53 weeks.")

    @Test func yearGridGoldens() {
        ChartsGolden.check(yearGrid.render(.unicode), "year-grid.unicode.txt")
        ChartsGolden.check(yearGrid.render(.ascii), "year-grid.ascii.txt")
        ChartsGolden.check(yearGrid.svg(), "year-grid.svg")
    }

    @Test func yearGridIsTwelveByThirtyOne() {
        let lines = yearGrid.render(.ascii).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Title, header, 12 months, legend, final newline.
        #expect(lines.count == 16)
        #expect(lines[1] == "    1        10        20        30")
        // January: all 31 days drawn. February 2024: 29 cells (leap year), then nothing.
        #expect(lines[2].count == 4 + 31)
        #expect(lines[3].count == 4 + 29)
        // April has 30 days; December is after the last day, so blank.
        #expect(lines[5].count == 4 + 30)
        #expect(lines[13] == "Dec")
        // 21 November is the last drawn day.
        #expect(lines[12].count == 4 + 21)
        let common = YearGrid(title: "2023", year: 2023, levels: [:], labels: ChartsGolden.labels).render(.ascii)
        #expect(common.split(separator: "\n")[3].count == 4 + 28)
    }

    @Test func contributionGoldensForBothWeekStarts() {
        ChartsGolden.check(contribution.render(.unicode), "contribution-grid-monday.unicode.txt")
        ChartsGolden.check(contribution.render(.ascii), "contribution-grid-monday.ascii.txt")
        ChartsGolden.check(contribution.svg(), "contribution-grid-monday.svg")
        var sunday = contribution
        sunday.firstWeekday = .sunday
        ChartsGolden.check(sunday.render(.unicode), "contribution-grid-sunday.unicode.txt")
        ChartsGolden.check(sunday.render(.ascii), "contribution-grid-sunday.ascii.txt")
        ChartsGolden.check(sunday.svg(), "contribution-grid-sunday.svg")
    }

    @Test func contributionGridIs53WeeksBy7Days() {
        let lines = contribution.render(.ascii).split(separator: "\n").map(String.init)
        #expect(lines.count == 1 + 1 + 7 + 1)
        #expect(lines[2...8].map { String($0.prefix(2)) } == ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])
        // 21 Nov 2026 is a Saturday: in the last column, Saturday is drawn and Sunday is blank.
        #expect(lines[7].count == 3 + 53)
        #expect(lines[8].count == 3 + 52)
        // Month labels sit where a month starts.
        #expect(lines[1].contains("Dec") && lines[1].contains("Nov"))
    }
}

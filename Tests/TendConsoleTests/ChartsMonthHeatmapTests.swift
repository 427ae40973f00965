import Testing
import TendKernel
@testable import TendConsole

@Suite("Charts — month heatmap")
struct ChartsMonthHeatmapTests {
    func heatmap(_ firstWeekday: Weekday, year: Int = 2026, month: Int = 11, lastDay: Day? = ChartsGolden.day("2026-11-21")) -> MonthHeatmap {
        let first = Day(year: year, month: month, day: 1)!
        return MonthHeatmap(
            title: "November 2026", year: year, month: month, firstWeekday: firstWeekday,
            levels: ChartsGolden.levels(from: first, through: first.lastOfMonth),
            captions: [ChartsGolden.day("2026-11-03"): "3 entries", ChartsGolden.day("2026-11-04"): "<1 & \"quoted\">"],
            lastDay: lastDay, labels: ChartsGolden.labels, summary: "Daily activity in November 2026.")
    }

    @Test func goldensForBothWeekStarts() {
        for (fw, name) in [(Weekday.monday, "monday"), (.sunday, "sunday")] {
            let h = heatmap(fw)
            ChartsGolden.check(h.render(.unicode), "month-heatmap-\(name).unicode.txt")
            ChartsGolden.check(h.render(.ascii), "month-heatmap-\(name).ascii.txt")
            ChartsGolden.check(h.svg(), "month-heatmap-\(name).svg")
        }
        ChartsGolden.check(heatmap(.monday).render(ChartStyle(charset: .unicode, color: true)), "month-heatmap-monday.color.txt")
    }

    @Test func headersFollowTheWeekStartWithTwoLetters() {
        let monday = heatmap(.monday).render(.ascii).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(monday[1] == "Mo Tu We Th Fr Sa Su")
        // 1 November 2026 is a Sunday: last column of the first row with Monday weeks, first with Sunday weeks.
        #expect(monday[2].count == 20 && monday[2].hasPrefix("                  "))
        #expect(monday.count == 2 + 6 + 1 + 1)   // title, header, 6 weeks, legend, final newline
        let sunday = heatmap(.sunday).render(.ascii).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(sunday[1] == "Su Mo Tu We Th Fr Sa")
        #expect(sunday.count == 2 + 5 + 1 + 1)
        #expect(!sunday[2].hasPrefix(" "))
        // Tuesday/Thursday and Saturday/Sunday stay distinguishable.
        #expect(Set(monday[1].split(separator: " ")).count == 7)
    }

    @Test func daysAfterTheLastDayAreBlank() {
        let full = heatmap(.sunday, lastDay: nil).render(.ascii).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cut = heatmap(.sunday).render(.ascii).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Row 4 (22–28 Nov) and row 5 (29–30 Nov) are blank when the month isn't over.
        #expect(cut[5].isEmpty && cut[6].isEmpty)
        #expect(full[5].count == 20 && full[6].count == 5)
    }

    @Test func leapFebruaryHas29Cells() {
        let feb = MonthHeatmap(title: "February 2024", year: 2024, month: 2, firstWeekday: .monday,
                               levels: [ChartsGolden.day("2024-02-29"): 4], labels: ChartsGolden.labels)
        let text = feb.render(.ascii)
        #expect(text.filter { $0 == "#" }.count == 2 + 1)   // the 29th (two cells) + the legend
        #expect(text.filter { $0 == "." }.count == 28 * 2 + 1)
        #expect(feb.svg().contains(">29</text>"))
    }
}

import TendConsole

extension MoodModule {
    /// The mood's page in the browser: five buttons named by level (the words `tend mood log` takes),
    /// the year in pixels and this month as a calendar (`tend mood year --svg`, `tend mood month --svg`).
    static var web: TrackerWebPage {
        let levels = MoodLevel.allCases.map { WebLevel(value: $0.name, label: MoodLevel.wordsKey + String($0.rawValue)) }
        let charts = WebSection(id: "mood-charts", title: "web.mood.charts", charts: [
            WebChart(name: "year") { file, _ in ["mood", "year", "--svg", file] },
            WebChart(name: "month") { file, _ in ["mood", "month", "--svg", file] },
        ], kind: .groups { reads in
            let day = reads.today
            return [WebGroup(figures: [
                WebFigure(chart: "year", alt: tr("web.mood.year.alt", ["year": String(day.year)]), caption: tr("web.mood.year")),
                WebFigure(chart: "month", alt: tr("web.mood.month.alt", ["month": DayFormat.monthYear(day.month, day.year)]),
                          caption: tr("web.mood.month")),
            ])]
        })
        return TrackerWebPage(controls: [WebControl(field: "level", kind: .levels(legend: "web.mood.legend", levels: levels), arguments: ["mood", "log"])],
                              sections: [charts])
    }
}

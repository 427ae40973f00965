import TendConsole
import TendKernel

extension MoodModule {
    /// The mood's page in the browser: five buttons named by level (the words `tend mood log` takes);
    /// the year in pixels (`tend mood year --svg`); a month as a calendar with each day's level and note
    /// and links to the months around it (`tend mood month --json`, `?month=`); the insights over a
    /// window (`tend mood insights --json`, `?days=`) and what goes with good and bad days
    /// (`tend insights --json`) — ``MoodModule/insights`` and ``MoodModule/goesWith``.
    static var web: TrackerWebPage {
        let levels = MoodLevel.allCases.map { WebLevel(value: $0.name, label: MoodLevel.wordsKey + String($0.rawValue)) }
        let year = WebSection(id: "mood-charts", title: "web.mood.charts", charts: [
            WebChart(name: "year") { file, _ in [MoodTracker.id, "year", "--svg", file] },
        ], kind: .groups { reads in
            [WebGroup(figures: [WebFigure(chart: "year", alt: tr("web.mood.year.alt", ["year": String(reads.today.year)]), caption: tr("web.mood.year"))])]
        })
        return TrackerWebPage(controls: [WebControl(field: "level", kind: .levels(legend: "web.mood.legend", levels: levels), arguments: [MoodTracker.id, "log"])],
                              sections: [year, month, insights, goesWith])
    }

    /// `tend mood month --json`, the fields the page uses.
    struct MonthJSON: Decodable {
        struct Summary: Decodable {
            let logged: Int
            let days: Int
            let average: Double?
        }
        struct DayJSON: Decodable {
            let date: Day
            let level: Int?
            let note: String?
            let conflict: Bool
        }
        let year: Int
        let month: Int
        let firstWeekday: Int
        let summary: Summary
        let days: [DayJSON]
    }

    /// The month of `?month=` (`YYYY-MM`; this month without one, or after a refusal) as a calendar.
    static var month: WebSection {
        WebSection(id: "month", title: "web.mood.calendar.section", kind: .groups { reads in
            let asked = reads.parameters["month"].map { [[MoodTracker.id, "month", "--json", "--month", $0]] } ?? []
            guard let json = reads.first(MonthJSON.self, asked + [[MoodTracker.id, "month", "--json"]]),
                  let first = Day(year: json.year, month: json.month, day: 1) else { return [] }
            return [monthGroup(json, first: first)]
        })
    }

    /// The month's group: its heading, the links around it, its summary and its calendar.
    static func monthGroup(_ json: MonthJSON, first: Day) -> WebGroup {
        let names = ["month": DayFormat.monthYear(first.month, first.year)]
        var marks: [Day: WebDayMark] = [:]
        for day in json.days {
            guard let level = day.level else { continue }
            let word = tr(MoodLevel.wordsKey + String(level))
            marks[day.date] = WebDayMark(style: .level(level), value: day.conflict ? word + " · " + tr("web.mood.calendar.conflict") : word,
                                         note: day.note.flatMap { $0.isEmpty ? nil : $0 })
        }
        let s = json.summary
        let counts = ["logged": String(s.logged), "days": String(s.days)]
        let summary = s.average.map { tr("web.mood.calendar.summary.average", counts.merging(["average": FigureText.decimal($0)]) { a, _ in a }) }
            ?? tr("web.mood.calendar.summary", counts)
        return WebGroup(heading: tr("web.mood.calendar.title", names),
                        pager: .months(around: first),
                        sentences: [summary],
                        month: WebMonth(first: first, weekStart: Weekday(rawValue: json.firstWeekday) ?? .monday,
                                        caption: tr("web.mood.calendar.caption", names), marks: marks))
    }
}

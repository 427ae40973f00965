import TendConsole
import TendKernel

/// A journal's section (``WebSection/Kind/journal(search:week:month:)``): its search
/// (``WebTrackerExtras/search``), its week as the seven calendar days from the user's week start,
/// empty days shown empty, with links to the weeks around it, and its month as a calendar of how many
/// lines each day holds, with its days' lines below and links to the months around it. Read from the
/// journal's own `--json` output; a bad `week` or `month` gets the command's refusal and the page
/// shows this week or month.
enum WebJournalPages {
    /// A period of a journal, as its commands print it.
    struct PeriodJSON: Decodable {
        let start: Day?
        let end: Day?
        let from: Day?
        let to: Day?
        let days: [WebTrackerExtras.JournalJSON.Day]

        /// Each day's lines by day.
        var lines: [Day: [String]] {
            var out: [Day: [String]] = [:]
            for day in days {
                guard let d = Day(iso: day.date) else { continue }
                out[d, default: []] += (day.entries ?? day.lines ?? []).map(\.text)
            }
            return out
        }
    }

    /// The journal `tracker`'s section: its search (`search`), the week around `?week=` (a date, as
    /// `--date` takes it; `week` the command) and the month `?month=` (`YYYY-MM`; `month` the command);
    /// `today` is the default. `error` is the first refusal of a bad value.
    static func build(_ tracker: String, search: [String], week weekCommand: [String], month monthCommand: [String], title: String,
                      params: WebQuery, today: Day, bridge: TendBridge) -> (view: JournalView, error: String?) {
        let path = "/t/" + tracker
        var view = WebTrackerExtras.search(search, action: path, name: bridge.text(title), query: params["q"], bridge: bridge)
        let week = params["week"], month = params["month"]
        func weekArguments(_ day: String?) -> [String] { weekCommand + ["--json"] + (day.map { ["--date", $0] } ?? []) }
        func monthArguments(_ m: String) -> [String] { monthCommand + ["--json", "--month", m] }
        let weekReads = WebSections.reads(today: today, params: params, bridge: bridge)
        let monthReads = WebSections.reads(today: today, params: params, bridge: bridge)
        let current = today.isoMonth
        let weekJSON = weekReads.first(PeriodJSON.self, (week.map { [weekArguments($0)] } ?? []) + [weekArguments(nil)])
        let monthJSON = monthReads.first(PeriodJSON.self, (month.map { [monthArguments($0)] } ?? []) + [monthArguments(current)])
        let error = weekReads.refusal ?? monthReads.refusal
        guard let weekJSON, let start = weekJSON.start ?? weekJSON.from, let end = weekJSON.end ?? weekJSON.to, let monthJSON,
              let first = (monthReads.refusal == nil ? month.flatMap { try? MonthOption.parse($0) } : nil) ?? (try? MonthOption.parse(current))
        else { return (view, error) }
        let weekLines = weekJSON.lines
        let days = (start...end).map { day -> JournalWeekDayView in
            let lines = weekLines[day] ?? []
            return JournalWeekDayView(date: day.iso, dayName: DayFormat.medium(day), isToday: day == today, hasLines: !lines.isEmpty,
                                      lines: lines, emptyText: bridge.text("web.journal.week.empty"))
        }
        let monthLines = monthJSON.lines
        let names = ["month": DayFormat.monthYear(first.month, first.year)]
        let calendar = WebCalendar.month(first, weekStart: start.weekday, caption: bridge.text("web.journal.month.caption", names)) { day in
            let n = monthLines[day]?.count ?? 0
            return CalendarCellView(inMonth: true, cellDate: day.iso, cellNumber: String(day.day), cellClass: "lines-\(min(n, 5))",
                                    cellValue: n == 0 ? nil : String(n), cellNote: nil)
        }
        let written = monthLines.keys.sorted().map { JournalDayView(date: DayFormat.medium($0), lines: monthLines[$0]!) }
        let total = written.reduce(0) { $0 + $1.lines.count }
        view.periods = JournalCalendarView(
            weekTitle: bridge.text("web.journal.week.title", ["date": DayFormat.medium(start)]),
            weekPager: WebSections.pager(bridge.localized { .weeks(start, end) }, page: path, section: "week"), weekDays: days,
            monthTitle: bridge.text("web.journal.month.title", names), monthPager: WebSections.pager(bridge.localized { .months(around: first) }, page: path, section: "month"),
            monthSummary: written.isEmpty ? bridge.text("web.journal.month.none", names)
                : bridge.text("web.journal.month.summary", ["days": String(written.count), "lines": String(total)]),
            calendar: calendar, writtenDays: written)
        return (view, error)
    }
}

/// A journal's week and month.
struct JournalCalendarView {
    let weekTitle: String
    let weekPager: PagerView
    let weekDays: [JournalWeekDayView]
    let monthTitle: String
    let monthPager: PagerView
    let monthSummary: String
    let calendar: CalendarView
    let writtenDays: [JournalDayView]
}

/// One of the week's seven days: its lines, or a word saying nothing was written.
struct JournalWeekDayView {
    let date: String
    let dayName: String
    let isToday: Bool
    let hasLines: Bool
    let lines: [String]
    let emptyText: String
}

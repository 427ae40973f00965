import TendConsole
import TendKernel

/// A month as a table of weeks (from the user's week start), each cell one day of the month or empty,
/// and the links to the months or weeks around one. Shared by the mood and journal pages.
enum WebCalendar {
    /// The weeks of the month of `first`, starting on `weekStart`; `cell` fills each day of the month.
    static func month(_ first: Day, weekStart: Weekday, caption: String, cell: (Day) -> CalendarCellView) -> CalendarView {
        let last = first.lastOfMonth
        let lead = (first.weekday.rawValue - weekStart.rawValue + 7) % 7
        var cells = [CalendarCellView](repeating: .outside, count: lead) + (first...last).map(cell)
        while cells.count % 7 != 0 { cells.append(.outside) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { CalendarWeekView(cells: Array(cells[$0..<$0 + 7])) }
        return CalendarView(caption: caption, weekdays: weekdays(from: weekStart), weeks: weeks)
    }

    /// The seven weekdays from `start`, as column heads.
    static func weekdays(from start: Weekday) -> [WeekdayHeadView] {
        (0..<7).map { i in
            let w = Weekday(rawValue: (start.rawValue - 1 + i) % 7 + 1)!
            return WeekdayHeadView(name: DayFormat.weekdayName(w), short: DayFormat.weekdayShort(w))
        }
    }
}

/// A month's table.
struct CalendarView {
    let caption: String
    let weekdays: [WeekdayHeadView]
    let weeks: [CalendarWeekView]
}

/// A column head: the weekday's short name, its full name as the abbreviation's title.
struct WeekdayHeadView {
    let name: String
    let short: String
}

/// A row of seven cells.
struct CalendarWeekView {
    let cells: [CalendarCellView]
}

/// One cell: a day of the month (its number, a class, a value and a note) or an empty place.
/// (Optional fields have names no enclosing view uses: Mustache looks a missing value up in the
/// enclosing views.)
struct CalendarCellView {
    let inMonth: Bool
    let cellDate: String
    let cellNumber: String
    let cellClass: String
    let cellValue: String?
    let cellNote: String?

    /// A place before the first or after the last day of the month.
    static let outside = CalendarCellView(inMonth: false, cellDate: "", cellNumber: "", cellClass: "outside", cellValue: nil, cellNote: nil)
}

/// Links to the periods around one.
struct PagerView {
    let label: String
    let previous: PagerLinkView
    let next: PagerLinkView
}

/// One link of a pager.
struct PagerLinkView {
    let href: String
    let name: String
}

/// Horizontal bars drawn as inline SVG (no script, no inline style: the sheet colours them), named as
/// one image by its text alternative; the table beside it gives the same figures.
struct BarsView {
    /// One bar.
    struct Bar {
        let label: String
        let value: String
        let y: Int
        let textY: Int
        let width: Int
        let valueX: Int
        let barClass: String
    }

    let alt: String
    let height: Int
    let bars: [Bar]

    /// Bars of `items` (label, shown value, fraction of the widest bar 0…1, class).
    init(alt: String, _ items: [(label: String, value: String, fraction: Double, barClass: String)]) {
        self.alt = alt
        height = items.count * 22
        bars = items.enumerated().map { i, item in
            let width = max(0, Int((min(1, item.fraction) * 170).rounded()))
            return Bar(label: item.label, value: item.value, y: i * 22 + 3, textY: i * 22 + 15, width: width, valueX: 106 + width,
                       barClass: item.barClass)
        }
    }
}

import Foundation
import TendConsole
import TendKernel

/// `tend five browse`: days with their lines, newest first, for a week, a month or everything,
/// optionally only the lines matching a search. Also its `--json` shape.
struct FiveLinesBrowseView: Encodable {
    /// Which days are browsed.
    enum Period: String, Encodable {
        case week, month, all, recent
    }

    /// A day and its (matching) lines.
    struct DayLines: Encodable, Equatable {
        /// The day.
        let date: Day
        /// The lines shown, with their numbers within the day.
        let lines: [FiveLinesDayView.Line]
        /// Lines the day has in all (more than the lines shown when searching).
        let total: Int
        /// More lines than the limit (after a sync merge).
        let overLimit: Bool
    }

    /// The period.
    let period: Period
    /// First day of the period (`nil` for all).
    let from: Day?
    /// Last day of the period (`nil` for all).
    let to: Day?
    /// The search text, if any.
    let search: String?
    /// Days with lines (matching lines when searching), newest first.
    let days: [DayLines]

    /// The days of `period` around `day` (`nil` = every day).
    static func range(_ period: Period, around day: Day, calendar: DayCalendar) -> ClosedRange<Day>? {
        switch period {
        case .week: return calendar.week(containing: day)
        case .month: return day.firstOfMonth...day.lastOfMonth
        case .all, .recent: return nil
        }
    }

    /// Reads the period's lines (one query) and keeps those matching `search` and carrying `tags`.
    static func build(_ period: Period, around day: Day, search: String?, tags: TagFilter = TagFilter([]),
                      calendar: DayCalendar, store: any StoreReader) throws -> FiveLinesBrowseView {
        let range = range(period, around: day, calendar: calendar)
        let entries = try store.entries(EntryQuery(tracker: FiveLinesTracker.id, days: range))
        var byDay: [Day: [Entry]] = [:]
        for e in entries { byDay[e.day, default: []].append(e) }
        var days: [DayLines] = []
        for d in byDay.keys.sorted(by: >) {
            let all = byDay[d]!
            var shown: [FiveLinesDayView.Line] = []
            for (i, e) in all.enumerated() {
                let text = FiveLinesDay.text(e)
                if let search, !FiveLinesBrowseView.matches(text, search) { continue }
                if !tags.matches(e.tags) { continue }
                shown.append(FiveLinesDayView.Line(number: i + 1, id: e.id, text: text))
            }
            if shown.isEmpty { continue }
            days.append(DayLines(date: d, lines: shown, total: all.count, overLimit: all.count > FiveLinesTracker.limit))
        }
        return FiveLinesBrowseView(period: period, from: range?.lowerBound, to: range?.upperBound, search: search,
                                   days: days)
    }

    /// The `n` newest days of this view (`tend five list`), from the oldest of them to the newest.
    func newest(_ n: Int) -> FiveLinesBrowseView {
        let kept = Array(days.prefix(n))
        return FiveLinesBrowseView(period: .recent, from: kept.last?.date, to: kept.first?.date, search: search, days: kept)
    }

    /// Whether `text` contains `search`, ignoring case and accents.
    static func matches(_ text: String, _ search: String) -> Bool {
        text.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    /// The rendered view.
    func render(style: Style) -> [String] {
        var out = [style.bold(header)]
        if days.isEmpty {
            out.append(search == nil ? tr("five.browse.empty") : tr("five.browse.no-match", ["search": shownSearch]))
            return out
        }
        let lineCount = days.reduce(0) { $0 + $1.lines.count }
        out.append(style.dim(tr("five.browse.summary",
                                ["days": String(days.count), "lines": String(lineCount)])))
        for d in days {
            out.append("")
            out.append(style.bold(DayFormat.long(d.date)))
            for l in d.lines { out.append("  " + String(l.number) + ". " + l.text) }
            if d.overLimit {
                out.append("  " + tr("five.note.over-limit", ["count": String(d.total), "limit": String(FiveLinesTracker.limit)]))
            }
        }
        return out
    }

    private var shownSearch: String { Sanitize.forDisplay(search ?? "", limit: 40) }

    private var header: String {
        var h: String
        switch period {
        case .week:
            h = tr("five.browse.header.week", ["from": DayFormat.short(from!), "to": DayFormat.short(to!),
                                               "year": String(to!.year)])
        case .month: h = tr("five.browse.header.month", ["month": DayFormat.monthName(from!.month), "year": String(from!.year)])
        case .all: h = tr("five.browse.header.all")
        case .recent: h = trPlural("five.browse.header.recent", days.count, ["n": String(days.count)])
        }
        if search != nil { h = tr("five.browse.header.search", ["period": h, "search": shownSearch]) }
        return h
    }
}

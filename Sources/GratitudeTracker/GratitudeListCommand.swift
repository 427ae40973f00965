import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude list [--limit N]`: the newest days with lines (7 by default), newest first, each with
/// its numbered lines and notes. `list --date D` still shows that one day, as `show --date D` does.
struct GratitudeListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: tr("gratitude.recent.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var limit: LimitOption
    @OptionGroup var date: DateOption

    /// Days shown without `--limit`.
    static let defaultDays = 7

    func run() throws {
        let n = try limit.value(default: GratitudeListCommand.defaultDays)
        let s = try Session(common)
        if date.date != nil { return try GratitudeShowCommand.show(s, date) }
        let days = try s.store.dayCounts(EntryQuery(tracker: GratitudeTracker.id, days: Day.earliest...s.today))
            .filter { $0.value > 0 }.keys.sorted(by: >).prefix(n)
        let pages = try days.map { try GratitudeDay.read(s.store, $0) }
        try GratitudeDays(title: tr("gratitude.recent.title", ["n": String(pages.count)]), pages: pages).print(s)
    }
}

/// `tend gratitude month [--month YYYY-MM | --date D]`: the month's days with lines, newest first.
struct GratitudeMonthCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "month", abstract: tr("gratitude.month.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var month: MonthOption

    func run() throws {
        let s = try Session(common)
        let first = try month.firstDay(s)
        let entries = try s.store.entries(EntryQuery(tracker: GratitudeTracker.id, days: first...first.lastOfMonth))
        let pages = Dictionary(grouping: entries, by: \.day).map { GratitudeDay(day: $0.key, entries: $0.value) }
            .sorted { $0.day > $1.day }
        let title = tr("gratitude.month.title", ["month": DayFormat.monthName(first.month), "year": String(first.year)])
        try GratitudeDays(title: title, pages: pages).print(s)
    }
}

/// Several days of the journal, newest first (`list`, `month`); `--json`: `{"title", "totalEntries",
/// "daysJournaled", "days": [{"date", "entries"}]}`.
struct GratitudeDays: Encodable {
    /// The view's title.
    let title: String
    /// The days, newest first.
    let pages: [GratitudeDay]

    private enum CodingKeys: String, CodingKey { case title, totalEntries, daysJournaled, days }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encode(pages.reduce(0) { $0 + $1.entries.count }, forKey: .totalEntries)
        try c.encode(pages.count, forKey: .daysJournaled)
        try c.encode(pages.map { GratitudeWeekJSON.DayBlock(date: $0.day, entries: $0.json) }, forKey: .days)
    }

    /// Prints the days (text or `--json`).
    func print(_ s: Session) throws {
        if s.wantsJSON { return try s.printJSON(self) }
        s.print(s.style.bold(title))
        if pages.isEmpty { return s.print(s.style.dim("  " + tr("gratitude.recent.none"))) }
        for page in pages {
            s.print(s.style.accent(GratitudeWords.date(page.day, today: s.today)))
            s.print(lines: page.lines)
        }
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude list [--limit N] [--tag T]…`: the newest days with lines (7 by default), newest first, each with
/// its numbered lines and notes. `list --date D` still shows that one day, as `show --date D` does.
struct GratitudeListCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("gratitude.recent.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var limit: LimitOption
    @OptionGroup var date: DateOption
    @OptionGroup var tags: TagOption

    /// Days shown without `--limit`.
    static let defaultDays = 7

    func checkInput() throws {
        _ = try limit.value(default: GratitudeListCommand.defaultDays)
        _ = try tags.filter()
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let n = try limit.value(default: GratitudeListCommand.defaultDays)
        let filter = try tags.filter()
        if date.date != nil { return try GratitudeShowCommand.show(s, date) }
        let pages: [GratitudeDay]
        if filter.isEmpty {
            let days = try s.store.dayCounts(EntryQuery(tracker: GratitudeTracker.id, days: Day.earliest...s.today))
                .filter { $0.value > 0 }.keys.sorted(by: >).prefix(n)
            pages = try days.map { try GratitudeDay.read(s.store, $0) }
        } else {
            // Tags are read from the lines themselves: every line up to today, grouped by day.
            let all = try s.store.entries(EntryQuery(tracker: GratitudeTracker.id, days: Day.earliest...s.today))
            pages = Array(GratitudeDays.pages(all, carrying: filter).prefix(n))
        }
        return GratitudeDays(title: GratitudeWords.count("gratitude.recent.title", pages.count), pages: pages, tags: filter).output(s)
    }
}

/// `tend gratitude month [--month YYYY-MM | --date D] [--tag T]…`: the month's days with lines, newest first.
struct GratitudeMonthCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "month", abstract: trHelp("gratitude.month.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var month: MonthOption
    @OptionGroup var tags: TagOption

    func checkInput() throws { _ = try tags.filter() }

    func execute(_ s: Session) throws -> CommandOutput {
        let filter = try tags.filter()
        let first = try month.firstDay(s)
        let entries = try s.store.entries(EntryQuery(tracker: GratitudeTracker.id, days: first...first.lastOfMonth))
        let title = tr("gratitude.month.title", ["month": DayFormat.monthName(first.month), "year": String(first.year)])
        return GratitudeDays(title: title, pages: GratitudeDays.pages(entries, carrying: filter), tags: filter).output(s)
    }
}

/// Several days of the journal, newest first (`list`, `month`); `--json`: `{"title", "totalEntries",
/// "daysJournaled", "days": [{"date", "entries"}]}`.
struct GratitudeDays: Encodable {
    /// The view's title.
    let title: String
    /// The days, newest first.
    let pages: [GratitudeDay]
    /// The tags a line must carry to be shown (empty: every line).
    var tags = TagFilter([])

    /// Days of `entries` (several days' lines, display order) with a line carrying `tags`, newest first.
    static func pages(_ entries: [Entry], carrying tags: TagFilter) -> [GratitudeDay] {
        Dictionary(grouping: entries, by: \.day).map { GratitudeDay(day: $0.key, entries: $0.value) }
            .filter { $0.entries.contains { tags.matches($0.tags) } }
            .sorted { $0.day > $1.day }
    }

    private enum CodingKeys: String, CodingKey { case title, totalEntries, daysJournaled, days }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        let blocks = pages.map { GratitudeWeekJSON.DayBlock(date: $0.day, entries: $0.json(carrying: tags)) }
        try c.encode(blocks.reduce(0) { $0 + $1.entries.count }, forKey: .totalEntries)
        try c.encode(pages.count, forKey: .daysJournaled)
        try c.encode(blocks, forKey: .days)
    }

    /// The days as a command shows them (text or `--json`).
    func output(_ s: Session) -> CommandOutput {
        CommandOutput(json: self) {
            guard !pages.isEmpty else { return [s.style.bold(title), s.style.dim("  " + tr("gratitude.recent.none"))] }
            return [s.style.bold(title)] + pages.flatMap { page in
                [s.style.accent(GratitudeWords.date(page.day, today: s.today))] + page.lines(carrying: tags)
            }
        }
    }
}

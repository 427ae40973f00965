import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude week [--date D]`: the week containing a day, from the user's week start
/// (Monday–Sunday or Sunday–Saturday), each day with its numbered lines.
struct GratitudeWeekCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "week", abstract: trHelp("gratitude.week.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    func execute(_ s: Session) throws -> CommandOutput {
        let week = s.calendar.week(containing: try s.day(date, allowFuture: true))
        let entries = try s.store.entries(EntryQuery(tracker: GratitudeTracker.id, days: week))
        let byDay = Dictionary(grouping: entries, by: \.day)
        let days = Array(week).map { GratitudeDay(day: $0, entries: byDay[$0] ?? []) }
        let journaled = days.filter { !$0.entries.isEmpty }.count
        let json = GratitudeWeekJSON(start: week.lowerBound, end: week.upperBound, firstWeekday: s.calendar.firstWeekday.fullName,
                                     totalEntries: entries.count, daysJournaled: journaled,
                                     days: days.map { .init(date: $0.day, entries: $0.json) })
        return CommandOutput(json: json) {
            var out = [s.style.bold(tr("gratitude.week.title", ["date": DayFormat.long(week.lowerBound)]))]
            for page in days where page.day <= s.today {
                let name = DayFormat.medium(page.day) + (page.day == s.today ? " " + tr("gratitude.week.today") : "")
                out.append(s.style.accent(name))
                out += page.entries.isEmpty ? [s.style.dim("  " + tr("gratitude.week.nothing"))] : page.lines
            }
            out.append("")
            out.append(tr("gratitude.week.summary", ["entries": GratitudeWords.count("gratitude.unit.entry", entries.count),
                                                     "days": GratitudeWords.count("gratitude.unit.day", journaled)]))
            return out
        }
    }
}

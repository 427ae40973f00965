import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude [show] [--date D]`: a day's lines under a contextual header, each with its number.
struct GratitudeShowCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: trHelp("gratitude.list.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    func run() throws {
        try GratitudeShowCommand.show(try Session(common), date)
    }

    /// Prints the day `date` names (text or `--json`).
    static func show(_ s: Session, _ date: DateOption) throws {
        let day = try s.day(date)
        if s.wantsJSON { return try GratitudeShowCommand.printJSON(s, day) }
        let page = try GratitudeDay.read(s.store, day)
        s.print(s.style.bold(GratitudeWords.header(day, today: s.today)))
        if page.entries.isEmpty {
            s.print(s.style.dim(tr(day == s.today ? "gratitude.list.empty-today" : "gratitude.list.empty-past")))
        } else {
            s.print(lines: page.lines)
        }
    }

    /// Prints a day as JSON (also what the writing commands print with `--json`: the day after the change).
    static func printJSON(_ s: Session, _ day: Day) throws {
        let page = try GratitudeDay.read(s.store, day)
        try s.printJSON(GratitudeDayJSON(date: day, header: GratitudeWords.header(day, today: s.today),
                                         count: page.entries.count, entries: page.json))
    }
}

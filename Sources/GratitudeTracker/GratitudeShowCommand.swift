import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude [show] [--date D]`: a day's lines under a contextual header, each with its number.
struct GratitudeShowCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: trHelp("gratitude.list.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    func execute(_ s: Session) throws -> CommandOutput {
        try GratitudeShowCommand.show(s, date)
    }

    /// The day `date` names (text or `--json`).
    static func show(_ s: Session, _ date: DateOption) throws -> CommandOutput {
        let day = try s.day(date)
        return CommandOutput(json: try GratitudeShowCommand.dayJSON(s, day)) {
            let page = try GratitudeDay.read(s.store, day)
            return [s.style.bold(GratitudeWords.header(day, today: s.today))]
                + (page.entries.isEmpty ? [s.style.dim(tr(day == s.today ? "gratitude.list.empty-today" : "gratitude.list.empty-past"))]
                                        : page.lines)
        }
    }

    /// A day as JSON (also what the writing commands print with `--json`: the day after the change).
    static func dayJSON(_ s: Session, _ day: Day) throws -> GratitudeDayJSON {
        let page = try GratitudeDay.read(s.store, day)
        return GratitudeDayJSON(date: day, header: GratitudeWords.header(day, today: s.today),
                                count: page.entries.count, entries: page.json)
    }
}

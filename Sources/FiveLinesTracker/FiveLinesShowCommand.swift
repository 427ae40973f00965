import ArgumentParser
import TendConsole
import TendKernel

/// `tend five [show] [--date D]`: the day strip and the day's lines.
struct FiveLinesShowCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: trHelp("five.show.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    func run() throws {
        let s = try Session(common)
        let day = try s.day(date, allowFuture: true)
        try FiveLinesShowCommand.show(day, s)
    }

    /// Prints a day (text or `--json`); writing commands use it for `--json`.
    static func show(_ day: Day, _ s: Session) throws {
        let view = try FiveLinesDayView.build(day, today: s.today, store: s.store)
        if s.wantsJSON { try s.printJSON(view) } else { s.print(lines: view.render(style: s.style)) }
    }
}

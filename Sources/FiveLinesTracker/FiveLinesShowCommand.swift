import ArgumentParser
import TendConsole
import TendKernel

/// `tend five [show] [--date D]`: the day strip and the day's lines.
struct FiveLinesShowCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: trHelp("five.show.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    func execute(_ s: Session) throws -> CommandOutput {
        let view = try FiveLinesShowCommand.view(try s.day(date, allowFuture: true), s)
        return CommandOutput(json: view) { view.render(style: s.style) }
    }

    /// A day's view (text or `--json`); writing commands show it for `--json`.
    static func view(_ day: Day, _ s: Session) throws -> FiveLinesDayView {
        try FiveLinesDayView.build(day, today: s.today, store: s.store)
    }
}

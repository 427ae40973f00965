import ArgumentParser
import TendConsole
import TendKernel

/// `tend water [--date D]`: a day's drinks, the total against the goal, and the last seven days.
struct WaterShowCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: tr("water.show.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    func execute(_ s: Session) throws -> CommandOutput {
        let view = try WaterDay.read(try s.day(date, allowFuture: true), s)
        return CommandOutput(json: view) { view.render(s.style) }
    }
}

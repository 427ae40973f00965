import ArgumentParser
import TendConsole
import TendKernel

/// `tend ID [show] [--date D]`: a day of a defined tracker (`day` is the old name, still accepted).
struct CustomDayCommand<Source: TrackerSource>: CustomTrackerCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "day", abstract: trHelp("custom.day.abstract"),
                             usage: "tend " + Source.usageName + " [show] [--date <date>]", aliases: ["show"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption
    @OptionGroup var target: Source

    func execute(_ s: Session, _ tracker: DefinedTracker) throws -> CommandOutput {
        let view = try CustomDayView.build(try s.day(date, allowFuture: true), tracker, s)
        return CommandOutput(json: view) { view.render(tracker.definition, style: s.style) }
    }
}

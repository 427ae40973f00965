import ArgumentParser
import TendConsole
import TendKernel

/// `tend ID stats`: streak, momentum, strength, milestones (as the definition asks), averages and the
/// last seven days.
struct CustomStatsCommand<Source: TrackerSource>: CustomTrackerCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "stats", abstract: trHelp("custom.stats.abstract"), usage: "tend " + Source.usageName + " stats [--json]")
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var target: Source

    func execute(_ s: Session, _ tracker: DefinedTracker) throws -> CommandOutput {
        let view = try CustomStatsView.build(tracker, s)
        return CommandOutput(json: view) { view.render(tracker.definition, style: s.style) }
    }
}

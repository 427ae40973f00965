import ArgumentParser
import TendConsole
import TendKernel

/// `tend ID stats`: streak, momentum, strength, milestones (as the definition asks), averages and the
/// last seven days.
struct CustomStatsCommand: CustomTrackerCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "stats", abstract: tr("custom.stats.abstract"), usage: "tend <tracker> stats [--json]")
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var target: TrackerArgument

    func execute(_ s: Session, _ tracker: DefinedTracker) throws -> CommandOutput {
        let view = try CustomStatsView.build(tracker, s)
        return CommandOutput(json: view) { view.render(tracker.definition, style: s.style) }
    }
}

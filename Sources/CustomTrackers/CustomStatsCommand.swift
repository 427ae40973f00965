import ArgumentParser
import TendConsole
import TendKernel

/// `tend ID stats`: streak, momentum, strength, milestones (as the definition asks), averages and the
/// last seven days.
struct CustomStatsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "stats", abstract: trHelp("custom.stats.abstract"), usage: "tend <tracker> stats [--json]")
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var target: TrackerArgument

    func run() throws {
        let (s, tracker) = try CustomSession.open(target.tracker, common)
        let view = try CustomStatsView.build(tracker, s)
        if s.wantsJSON { try s.printJSON(view) } else { s.print(lines: view.render(tracker.definition, style: s.style)) }
    }
}

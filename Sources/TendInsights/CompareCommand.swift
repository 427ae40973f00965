import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend compare [TARGET …] [--since 90d | --from D --to D] [--models TARGET] [--json] [--svg FILE]`:
/// trackers, habits, stacks or rituals side by side; with `--models`, how each motivation model rates one
/// target over time.
public struct CompareCommand: SessionCommand {
    /// Creates the command (ArgumentParser makes it).
    public init() {}

    /// Its name, help and options.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "compare", abstract: trHelp("compare.abstract"), discussion: trHelp("compare.discussion"))
    }

    /// `--store`, `--json`, …
    @OptionGroup public var common: CommonOptions
    @OptionGroup var period: PeriodOptions

    @Argument(help: ArgumentHelp(tr("compare.targets.help"), valueName: "target"), completion: NameCompletion.trackers)
    var targets: [String] = []

    @Option(name: .long, help: ArgumentHelp(tr("compare.models.help"), valueName: "target"))
    var models: String?

    @Option(name: .long, help: ArgumentHelp(tr("compare.svg.help"), valueName: "file"))
    var svg: String?

    /// The `--json` shape of the table: `{"from", "to", "days", "targets": [CompareRow]}`.
    struct Report: Encodable {
        let from: Day
        let to: Day
        let days: Int
        let targets: [CompareRow]
    }

    /// Runs it.
    public func execute(_ s: Session) throws -> CommandOutput {
        let range = try period.range(s)
        if let models {
            if !targets.isEmpty { throw TendError(key: "compare.error.models-and-targets", status: .invalidInput) }
            let found = try PlatformTarget.resolve([models], s)
            guard found.count == 1, let target = found.first else {
                throw TendError(key: "compare.error.models-ambiguous",
                                ["input": Sanitize.forDisplay(models), "targets": found.map(\.id).joined(separator: ", ")],
                                status: .invalidInput)
            }
            let view = try ModelsView.build(target, range: range, s)
            if let svg { try SVGFile.write(view.chart(s).svg(), to: svg, s) }
            return CommandOutput(json: view) { view.render(s) }
        }
        let chosen = targets.isEmpty ? try PlatformTarget.all(try s.enabledTrackers(), s.context) : try PlatformTarget.resolve(targets, s)
        let rows = try CompareRow.computeAll(chosen, range: range, s)
        let report = Report(from: range.lowerBound, to: range.upperBound,
                            days: range.lowerBound.days(to: range.upperBound) + 1, targets: rows)
        if let svg { try SVGFile.write(CompareTable.chart(report).svg(), to: svg, s) }
        return CommandOutput(json: report) { CompareTable.render(report, s) }
    }
}

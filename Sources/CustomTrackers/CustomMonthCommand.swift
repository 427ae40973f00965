import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// `tend ID month [--month YYYY-MM] [--svg FILE]`: a month as a calendar heatmap.
struct CustomMonthCommand<Source: TrackerSource>: CustomTrackerCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "month", abstract: trHelp("custom.month.abstract"),
                             usage: "tend " + Source.usageName + " month [--month <YYYY-MM>] [--svg <file>]")
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var target: Source

    @OptionGroup var month: MonthOption

    @Option(name: .long, help: ArgumentHelp(tr("custom.month.svg.help"), valueName: "file"))
    var svg: String?

    func execute(_ s: Session, _ tracker: DefinedTracker) throws -> CommandOutput {
        let first = try month.firstDay(s)
        let view = try CustomMonthView.build(first, tracker, s)
        let chart = view.chart(tracker.definition, firstWeekday: s.calendar.firstWeekday, today: s.today)
        if let svg {
            let path = Session.resolveStorePath(svg, invocation: s.invocation)
            do { try chart.svg().write(toFile: path, atomically: true, encoding: .utf8) } catch {
                throw TendError(key: "custom.error.svg", ["path": path], status: .cannotCreate)
            }
        }
        return CommandOutput(json: view) {
            chart.render(ChartStyle(s.style)).split(separator: "\n").map(String.init) + [view.summaryLine(tracker.definition)]
                + (svg.map { [tr("custom.month.svg.written", ["path": $0])] } ?? [])
        }
    }
}

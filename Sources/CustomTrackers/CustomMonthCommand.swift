import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// `tend ID month [--month YYYY-MM] [--svg FILE]`: a month as a calendar heatmap.
struct CustomMonthCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "month", abstract: trHelp("custom.month.abstract"),
                             usage: "tend <tracker> month [--month <YYYY-MM>] [--svg <file>]")
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var target: TrackerArgument

    @OptionGroup var month: MonthOption

    @Option(name: .long, help: ArgumentHelp(tr("custom.month.svg.help"), valueName: "file"))
    var svg: String?

    func run() throws {
        let (s, tracker) = try CustomSession.open(target.tracker, common)
        let first = try month.firstDay(s)
        let view = try CustomMonthView.build(first, tracker, s)
        let chart = view.chart(tracker.definition, firstWeekday: s.calendar.firstWeekday, today: s.today)
        if let svg {
            let path = Session.resolveStorePath(svg, invocation: s.invocation)
            do { try chart.svg().write(toFile: path, atomically: true, encoding: .utf8) } catch {
                throw TendError(key: "custom.error.svg", ["path": path], status: .cannotCreate)
            }
        }
        if s.wantsJSON { try s.printJSON(view); return }
        s.print(lines: chart.render(ChartStyle(s.style)).split(separator: "\n").map(String.init))
        s.print(view.summaryLine(tracker.definition))
        if let svg { s.print(tr("custom.month.svg.written", ["path": svg])) }
    }
}

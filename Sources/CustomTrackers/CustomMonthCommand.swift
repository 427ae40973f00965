import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// `tend ID month [--month YYYY-MM] [--svg FILE]`: a month as a calendar heatmap.
struct CustomMonthCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "month", abstract: tr("custom.month.abstract"),
                             usage: "tend <tracker> month [--month <YYYY-MM>] [--svg <file>]")
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var target: TrackerArgument

    @Option(name: .long, help: ArgumentHelp(tr("custom.month.month.help"), valueName: "YYYY-MM"))
    var month: String?

    @Option(name: .long, help: ArgumentHelp(tr("custom.month.svg.help"), valueName: "file"))
    var svg: String?

    func run() throws {
        let (s, tracker) = try CustomSession.open(target.tracker, common)
        let first = try month.map(Self.parseMonth) ?? s.today.firstOfMonth
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

    /// `2026-11` → the first of the month.
    static func parseMonth(_ text: String) throws -> Day {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let day = Day(year: y, month: m, day: 1) else {
            throw TendError(key: "custom.error.month", ["input": Sanitize.forDisplay(text, limit: 20)])
        }
        return day
    }
}

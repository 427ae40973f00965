import ArgumentParser
import TendConsole
import TendKernel

/// `tend water [--date D]`: a day's drinks, the total against the goal, and the last seven days.
struct WaterShowCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: tr("water.show.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    func run() throws {
        let s = try Session(common)
        let view = try WaterDay.read(try s.day(date, allowFuture: true), s)
        if s.wantsJSON { try s.printJSON(view) } else { s.print(lines: view.render(s.style)) }
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend ID [show] [--date D]`: a day of a defined tracker (`day` is the old name, still accepted).
struct CustomDayCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "day", abstract: trHelp("custom.day.abstract"),
                             usage: "tend <tracker> [show] [--date <date>]", aliases: ["show"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption
    @OptionGroup var target: TrackerArgument

    func run() throws {
        let (s, tracker) = try CustomSession.open(target.tracker, common)
        let day = try s.day(date, allowFuture: true)
        let view = try CustomDayView.build(day, tracker, s)
        if s.wantsJSON { try s.printJSON(view) } else { s.print(lines: view.render(tracker.definition, style: s.style)) }
    }
}

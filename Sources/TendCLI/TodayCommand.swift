import ArgumentParser
import TendConsole

/// `tend` / `tend today`: a greeting, then one block per enabled tracker — what is due, what is done,
/// one highlight per the motivation model — and the next reminder.
struct TodayCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "today", abstract: trHelp("today.abstract"), discussion: trHelp("today.discussion"))
    }

    @OptionGroup var common: CommonOptions

    func run() throws {
        let s = try Session(common)
        let view = try TodayView.build(s)
        if s.wantsJSON { try s.printJSON(view) } else { s.print(lines: view.render(style: s.style)) }
    }
}

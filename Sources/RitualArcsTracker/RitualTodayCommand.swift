import ArgumentParser
import TendConsole

/// `tend ritual [today] [--all]`: the rituals of the current part of the day with today's progress.
struct RitualTodayCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "today", abstract: trHelp("ritual.today.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Flag(name: .long, help: ArgumentHelp(tr("ritual.today.all.help")))
    var all = false

    func run() throws {
        let s = try Session(common)
        let view = try RitualToday.build(s.store, calendar: s.calendar, now: s.now, all: all)
        if s.wantsJSON { try s.printJSON(RitualTodayText.JSON(view)); return }
        s.print(lines: RitualTodayText.render(view, style: s.style))
    }
}

import ArgumentParser
import TendConsole

/// `tend ritual [today] [--all]`: the rituals of the current part of the day with today's progress.
struct RitualTodayCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "today", abstract: trHelp("ritual.today.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Flag(name: .long, help: ArgumentHelp(tr("ritual.today.all.help")))
    var all = false

    func execute(_ s: Session) throws -> CommandOutput {
        let view = try RitualToday.build(s.store, calendar: s.calendar, now: s.now, all: all)
        return CommandOutput(json: RitualTodayText.JSON(view)) { RitualTodayText.render(view, style: s.style) }
    }
}

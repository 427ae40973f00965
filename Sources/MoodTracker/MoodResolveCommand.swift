import ArgumentParser
import TendConsole
import TendKernel

/// `tend mood resolve D LEVEL`: settles a day two devices logged differently, with one value that
/// supersedes both (any level may be chosen, not only one of the two).
struct MoodResolveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "resolve", abstract: trHelp("mood.resolve.abstract"),
                             discussion: trHelp("mood.resolve.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("mood.resolve.date.help"), valueName: "date"))
    var date: String

    @Argument(help: ArgumentHelp(tr("mood.log.level.help"), valueName: "level"))
    var level: String

    func run() throws {
        let level = try MoodLevel.parse(self.level)
        let s = try Session(common)
        let day = try s.day(date)
        let result = try MoodWrite.set(s, day: day, level: level, note: .keep, action: "mood.resolve", requireConflict: true)
        if s.wantsJSON { try s.printJSON(result.json); return }
        s.print(result.message(MoodFormat(style: try MoodStyle.stored(in: s.store), console: s.style)))
    }
}

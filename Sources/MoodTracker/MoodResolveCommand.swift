import ArgumentParser
import TendConsole
import TendKernel

/// `tend mood resolve D LEVEL`: settles a day two devices logged differently, with one value that
/// supersedes both (any level may be chosen, not only one of the two).
struct MoodResolveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "resolve", abstract: trHelp("mood.resolve.abstract"),
                             discussion: trHelp("mood.resolve.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("mood.resolve.date.help"), valueName: "date"))
    var date: String

    @Argument(help: ArgumentHelp(tr("mood.log.level.help"), valueName: "level"), completion: .list(MoodLevel.allCases.map(\.name)))
    var level: String

    func checkInput() throws { _ = try MoodLevel.parse(level) }

    func execute(_ s: Session) throws -> CommandOutput {
        try MoodWrite.set(s, day: try s.day(date), level: try MoodLevel.parse(level), note: .keep, action: "mood.resolve",
                          requireConflict: true).output(s)
    }
}

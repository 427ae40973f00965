import ArgumentParser
import TendConsole
import TendKernel

/// `tend mood rm [--date D]` (alias `remove`): removes a day's mood, note and tags; `tend undo` brings
/// them back.
struct MoodRemoveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("mood.remove.abstract"), aliases: ["remove"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    func execute(_ s: Session) throws -> CommandOutput {
        try MoodWrite.remove(s, day: try s.day(date)).output(s)
    }
}

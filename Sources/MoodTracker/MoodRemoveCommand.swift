import ArgumentParser
import TendConsole
import TendKernel

/// `tend mood rm [--date D]` (alias `remove`): removes a day's mood, note and tags; `tend undo` brings
/// them back.
struct MoodRemoveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("mood.remove.abstract"), aliases: ["remove"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    func run() throws {
        let s = try Session(common)
        let result = try MoodWrite.remove(s, day: try s.day(date))
        if s.wantsJSON { try s.printJSON(result.json); return }
        s.print(result.message(MoodFormat(style: try MoodStyle.stored(in: s.store), console: s.style)))
    }
}

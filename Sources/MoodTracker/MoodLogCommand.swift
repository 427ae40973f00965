import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// `tend mood log LEVEL [--note TEXT] [--tag T]… [--date D]`: one mood per day; logging again replaces the value
/// (the old one stays in history; `tend undo` brings it back).
struct MoodLogCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "log", abstract: trHelp("mood.log.abstract"), discussion: trHelp("mood.log.discussion"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("mood.log.level.help"), valueName: "level"))
    var level: String

    @Option(name: .long, help: ArgumentHelp(tr("mood.log.note.help"), valueName: "text"))
    var note: String?

    @Option(name: .long, help: ArgumentHelp(tr("mood.log.tag.help"), valueName: "tag"))
    var tag: [String] = []

    func run() throws {
        let level = try MoodLevel.parse(self.level)
        let note = try MoodLogCommand.checkNote(self.note)
        let tags = tag.isEmpty ? nil : try TagText.parse(tag)
        let s = try Session(common)
        let day = try s.day(date)
        let result = try MoodWrite.set(s, day: day, level: level, note: note, tags: tags, action: "mood.log")
        if s.wantsJSON { try s.printJSON(result.json); return }
        let format = MoodFormat(style: try MoodStyle.stored(in: s.store), console: s.style)
        s.print(result.message(format))
    }

    /// A note as given: kept when not given, cleared by empty text, else set to the trimmed text.
    /// Refused past ``MoodTracker/noteLimit`` characters.
    static func checkNote(_ raw: String?) throws -> NoteChange {
        guard let raw else { return .keep }
        let t = Sanitize.trimmed(raw)
        if t.count > MoodTracker.noteLimit {
            throw TendError(key: "mood.error.note-long", ["count": String(t.count), "limit": String(MoodTracker.noteLimit)],
                            status: .invalidInput)
        }
        return t.isEmpty ? .clear : .set(t)
    }
}

import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// `tend mood log LEVEL [--note TEXT] [--tag T]… [--date D]`: one mood per day; logging again replaces the value
/// (the old one stays in history; `tend undo` brings it back).
struct MoodLogCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "log", abstract: trHelp("mood.log.abstract"), discussion: trHelp("mood.log.discussion"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("mood.log.level.help"), valueName: "level"), completion: .list(MoodLevel.allCases.map(\.name)))
    var level: String

    @Option(name: .long, help: ArgumentHelp(tr("mood.log.note.help"), valueName: "text"))
    var note: String?

    @Option(name: .long, help: ArgumentHelp(tr("mood.log.tag.help"), valueName: "tag"))
    var tag: [String] = []

    func checkInput() throws {
        _ = try MoodLevel.parse(level)
        _ = try MoodLogCommand.checkNote(note)
        _ = try tags()
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let result = try MoodWrite.set(s, day: try s.day(date), level: try MoodLevel.parse(level),
                                       note: try MoodLogCommand.checkNote(note), tags: try tags(), action: "mood.log")
        return result.output(s)
    }

    /// The tags given, checked; `nil` when none (the day keeps its own).
    private func tags() throws -> [String]? { tag.isEmpty ? nil : try TagText.parse(tag) }

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

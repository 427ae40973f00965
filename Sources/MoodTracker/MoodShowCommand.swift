import ArgumentParser
import TendConsole
import TendKernel

/// `tend mood [--date D]`: the day's mood, note and tags, both values of a conflict, or a prompt.
struct MoodShowCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: trHelp("mood.show.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        let mood = try MoodDays.one(s.store, day)
        return CommandOutput(json: MoodJSON.DayJSON(day, mood)) {
            let format = MoodFormat(style: try MoodStyle.stored(in: s.store), console: s.style)
            return MoodShowCommand.lines(day, mood, today: s.today, format: format, style: s.style)
        }
    }

    /// The day view's lines.
    static func lines(_ day: Day, _ mood: MoodDay?, today: Day, format: MoodFormat, style: Style) -> [String] {
        var out = [style.bold(DayFormat.long(day))]
        guard let mood, let level = mood.level else {
            let dateArg = day == today ? "" : " --date " + day.iso
            out.append(tr(day == today ? "mood.show.missing.today" : "mood.show.missing", ["date": dateArg]))
            return out
        }
        if mood.isConflict {
            out.append(tr("mood.show.conflict", ["values": format.either(mood.levels)]))
            out.append(tr("mood.show.resolve-hint", ["date": day.iso]))
        } else {
            out.append(tr("mood.show.mood", ["mood": format.text(level)]))
        }
        if let note = mood.note {
            // A note of several lines (an import gathers a day's entries into one) keeps them, indented.
            let lines = note.split(separator: "\n", omittingEmptySubsequences: false)
            out.append(tr("mood.show.note", ["note": String(lines[0])]))
            let indent = String(repeating: " ", count: TextWidth.of(tr("mood.show.note", ["note": ""])))
            out += lines.dropFirst().map { $0.isEmpty ? "" : indent + $0 }
        }
        if !mood.tags.isEmpty { out.append(tr("mood.show.tags", ["tags": mood.tags.joined(separator: ", ")])) }
        return out
    }
}

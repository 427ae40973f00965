import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude rm REF [--date D]`: removes a line (a tombstone: `tend undo` brings it back).
struct GratitudeRemoveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("gratitude.rm.abstract"), aliases: ["remove"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("gratitude.ref.help"), valueName: "ref"))
    var ref: String

    func run() throws {
        let ref = try GratitudeRef(parsing: ref)
        let s = try Session(common)
        let day = try s.day(date)
        var removed = ""
        let preview = try? GratitudeDay.read(s.store, day).resolve(ref, today: s.today).entry.value.text
        let detail = GratitudeWords.detail(preview ?? "#\(ref.number)", day)
        try s.store.write(ChangeIntent(action: "gratitude.rm", detail: detail)) { reader in
            let entry = try GratitudeDay.read(reader, day).resolve(ref, today: s.today).entry
            removed = entry.value.text ?? ""
            return [.delete(.entry, entry.id)]
        }
        if s.wantsJSON { return try GratitudeShowCommand.printJSON(s, day) }
        s.print(tr("gratitude.rm.done", ["ref": String(ref.number), "day": GratitudeWords.dayName(day, today: s.today),
                                         "text": removed]))
    }
}

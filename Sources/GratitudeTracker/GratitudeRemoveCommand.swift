import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude rm REF [--date D]`: removes a line (a tombstone: `tend undo` brings it back).
struct GratitudeRemoveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("gratitude.rm.abstract"), aliases: ["remove"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("gratitude.ref.help"), valueName: "ref"))
    var ref: String

    func checkInput() throws { _ = try GratitudeRef(parsing: ref) }

    func execute(_ s: Session) throws -> CommandOutput {
        let ref = try GratitudeRef(parsing: ref)
        let day = try s.day(date)
        var removed = ""
        let preview = try? GratitudeDay.read(s.store, day).resolve(ref, today: s.today).entry.value.text
        let detail = GratitudeWords.detail(preview ?? "#\(ref.number)", day)
        try s.store.write(ChangeIntent(action: "gratitude.rm", detail: detail)) { reader in
            let entry = try GratitudeDay.read(reader, day).resolve(ref, today: s.today).entry
            removed = entry.value.text ?? ""
            return [.delete(.entry, entry.id)]
        }
        return CommandOutput(json: try GratitudeShowCommand.dayJSON(s, day)) {
            [tr("gratitude.rm.done", ["ref": String(ref.number), "day": GratitudeWords.dayName(day, today: s.today),
                                      "text": removed])]
        }
    }
}

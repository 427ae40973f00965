import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude edit REF TEXT [--date D]`: replaces a line's text (last writer wins across devices).
struct GratitudeEditCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "edit", abstract: trHelp("gratitude.edit.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("gratitude.ref.help"), valueName: "ref"))
    var ref: String

    @Argument(help: ArgumentHelp(tr("gratitude.edit.text.help"), valueName: "text"))
    var text: String

    func checkInput() throws {
        _ = try GratitudeRef(parsing: ref)
        _ = try GratitudeText.validated(text)
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let ref = try GratitudeRef(parsing: ref)
        let text = try GratitudeText.validated(text)
        let day = try s.day(date)
        var unchanged = false
        try s.store.write(ChangeIntent(action: "gratitude.edit", detail: GratitudeWords.detail(text, day))) { reader in
            let entry = try GratitudeDay.read(reader, day).resolve(ref, today: s.today).entry
            if entry.value == .text(text) {
                unchanged = true
                return []
            }
            return [.setValue(entry.id, .text(text))]
        }
        let args = ["ref": String(ref.number), "day": GratitudeWords.dayName(day, today: s.today), "text": text]
        return CommandOutput(json: try GratitudeShowCommand.dayJSON(s, day)) {
            [tr(unchanged ? "gratitude.edit.unchanged" : "gratitude.edit.saved", args)]
        }
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude edit REF TEXT [--date D]`: replaces a line's text (last writer wins across devices).
struct GratitudeEditCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "edit", abstract: trHelp("gratitude.edit.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("gratitude.ref.help"), valueName: "ref"))
    var ref: String

    @Argument(help: ArgumentHelp(tr("gratitude.edit.text.help"), valueName: "text"))
    var text: String

    func run() throws {
        let ref = try GratitudeRef(parsing: ref)
        let text = try GratitudeText.validated(text)
        let s = try Session(common)
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
        if s.wantsJSON { return try GratitudeShowCommand.printJSON(s, day) }
        let args = ["ref": String(ref.number), "day": GratitudeWords.dayName(day, today: s.today), "text": text]
        s.print(tr(unchanged ? "gratitude.edit.unchanged" : "gratitude.edit.saved", args))
    }
}

import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude add TEXT… [--date D]`: one line per argument, appended to the day in order.
struct GratitudeAddCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: trHelp("gratitude.add.abstract"),
                             discussion: trHelp("gratitude.add.discussion"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("gratitude.add.text.help"), valueName: "text"))
    var texts: [String]

    func checkInput() throws { _ = try texts.map(GratitudeText.validated) }

    func execute(_ s: Session) throws -> CommandOutput {
        let lines = try texts.map(GratitudeText.validated)
        let day = try s.day(date)
        let detail = GratitudeWords.detail(lines[0], day, more: lines.count - 1)
        var firstRef = 1
        try s.store.write(ChangeIntent(action: "gratitude.add", detail: detail)) { reader in
            let existing = try GratitudeDay.read(reader, day).entries
            firstRef = existing.count + 1
            let positions = LineOrder.appending(lines.count, after: existing.map(\.position))
            return zip(lines, positions).map { text, position in
                .create(Entry(id: s.ids.recordID(), tracker: GratitudeTracker.id, day: day, value: .text(text),
                              position: position, source: "cli", created: s.now))
            }
        }
        return CommandOutput(json: try GratitudeShowCommand.dayJSON(s, day)) {
            [tr("gratitude.add.saved", ["day": GratitudeWords.dayName(day, today: s.today)])]
                + GratitudeDay.lines(lines.enumerated().map { (firstRef + $0, $1) })
        }
    }
}
